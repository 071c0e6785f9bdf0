/**
 * The attempt's remaining time, mm:ss (spec section 9), from the server's deadline. Screen readers
 * hear it politely at each whole minute and at 30 and 10 seconds, not every second.
 */
import { useTranslation } from 'react-i18next';
import { formatTimer } from '../../lib/format-time';
import { Icon } from '../../ui/Icon';
import { isAnnouncedSecond } from './exam-clock';

export const LOW_TIME_SECONDS = 60;

export function ExamTimer({ seconds }: { readonly seconds: number }) {
  const { t } = useTranslation();
  // The last announced mark stays in the region until the next, so nothing is said in between.
  const mark = announcedMark(seconds);
  return (
    <div className={`exam-timer${seconds <= LOW_TIME_SECONDS ? ' exam-timer--low' : ''}`}>
      <span role="timer" aria-label={t('exams.play.timeLeft')}>
        <Icon name="clock" size={18} /> <span data-testid="exam-timer">{formatTimer(seconds)}</span>
      </span>
      <span className="visually-hidden" aria-live="polite" data-testid="exam-timer-announcement">
        {mark === null ? '' : t('exams.play.timeAnnounce', { time: formatTimer(mark) })}
      </span>
    </div>
  );
}

/** The most recent announced second at or above `seconds` (the mark just passed), or null before the first. */
export function announcedMark(seconds: number): number | null {
  if (seconds <= 0) return null;
  if (seconds <= 10) return 10;
  if (seconds <= 30) return 30;
  const minute = Math.ceil(seconds / 60) * 60;
  return isAnnouncedSecond(minute) ? minute : null;
}

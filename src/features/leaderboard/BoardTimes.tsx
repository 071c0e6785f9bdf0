/**
 * The board's times in the player's language (src/lib/i18n/date-format.ts): when it starts again
 * ("Resets in 5 hr 12 min" on its last day, "Resets on December 1" before), and how old a copy from
 * the device's cache is ("Saved 3 hr. ago", or the day from a day on). Each ticks on its own, so the
 * list does not render again every half minute.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgo, formatDateTime, formatDayMonth, formatHoursMinutes } from '../../lib/i18n/date-format';
import { OfflineNote } from '../../ui/OfflineNote';
import { useNow } from '../../lib/use-now';

const TICK_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ResetsInProps {
  /** When the board starts again (ISO 8601); null for the all-time board. */
  readonly endsAt: string | null;
  /** The moment has come: a live board is read again (once per end; the screen keeps count). */
  readonly onEnded: (endsAt: string) => void;
}

export function ResetsIn({ endsAt, onEnded }: ResetsInProps) {
  const { t, i18n } = useTranslation();
  const now = useNow(TICK_MS);
  const left = endsAt ? new Date(endsAt).getTime() - now.getTime() : null;
  const ended = left !== null && left <= 0;

  useEffect(() => {
    if (ended && endsAt) onEnded(endsAt);
  }, [ended, endsAt, onEnded]);

  let text: string;
  if (!endsAt || left === null) text = t('leaderboard.resets.never');
  else if (left <= 0) text = t('leaderboard.resets.passed');
  else if (left < DAY_MS) text = t('leaderboard.resets.in', { time: formatHoursMinutes(left, i18n.language) });
  else text = t('leaderboard.resets.on', { date: formatDayMonth(endsAt, i18n.language) });
  return (
    <p className="board-toolbar__resets">
      {endsAt ? <time dateTime={endsAt}>{text}</time> : text}
    </p>
  );
}

/** The note over a board shown from the device's cache, with how old it is. */
export function SavedNote({ savedAt }: { readonly savedAt: Date }) {
  const { t, i18n } = useTranslation();
  const now = useNow(TICK_MS);
  const ago = formatAgo(savedAt, now, i18n.language);
  return (
    <OfflineNote>{ago ? t('leaderboard.saved.ago', { age: ago }) : t('leaderboard.saved.on', { date: formatDateTime(savedAt, i18n.language) })}</OfflineNote>
  );
}

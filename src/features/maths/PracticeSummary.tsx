/** The end of a round: this round's score, the level's progress on the device, and the next level's lock. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNLOCK_THRESHOLD_PERCENT } from '../../../contract/maths/progress';
import type { LocalLevelSummary } from '../../offline/maths-progress';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

export interface NextLevel {
  readonly level: number;
  readonly unlocked: boolean;
  readonly path: string;
}

export interface PracticeSummaryProps {
  readonly level: number;
  readonly unitName: string;
  readonly roundRight: number;
  readonly total: number;
  readonly summary: LocalLevelSummary | undefined;
  readonly nextLevel: NextLevel | null;
  readonly levelsPath: string;
  readonly onPlayAgain: () => void;
}

/** Right answers a level needs before the next one opens (the integer rule of contract/maths/progress.ts). */
export function neededToUnlock(total: number): number {
  return Math.ceil((UNLOCK_THRESHOLD_PERCENT * total) / 100);
}

export function PracticeSummary({ level, unitName, roundRight, total, summary, nextLevel, levelsPath, onPlayAgain }: PracticeSummaryProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The round's button that had focus is gone; the summary takes it.
    heading.current?.focus();
  }, []);
  return (
    <section className="practice-summary" aria-labelledby="practice-summary-title">
      <h2 id="practice-summary-title" ref={heading} tabIndex={-1}>
        {t('maths.summary.title', { level })}
      </h2>
      <p className="practice-summary__score">{t('maths.summary.round', { correct: roundRight, total })}</p>
      {summary ? <p>{t('maths.summary.level', { correct: summary.correct, attempted: summary.attempted, total: summary.total })}</p> : null}
      {nextLevel === null ? (
        <p>{t('maths.summary.lastLevel', { unit: unitName })}</p>
      ) : nextLevel.unlocked ? (
        <p className="practice-summary__unlocked">
          <Icon name="star" size={22} /> {t('maths.summary.unlocked', { level: nextLevel.level })}
        </p>
      ) : (
        <p className="practice-summary__locked">
          <Icon name="lock" size={20} /> {t('maths.summary.needed', { needed: neededToUnlock(total), total, level: nextLevel.level })}
        </p>
      )}
      <div className="practice-summary__actions">
        {nextLevel?.unlocked ? <ButtonLink to={nextLevel.path}>{t('maths.summary.playNext', { level: nextLevel.level })}</ButtonLink> : null}
        <Button variant={nextLevel?.unlocked ? 'secondary' : 'primary'} onClick={onPlayAgain}>
          {t('maths.summary.playAgain')}
        </Button>
        <ButtonLink to={levelsPath} variant="secondary">
          {t('maths.summary.backToLevels')}
        </ButtonLink>
      </div>
    </section>
  );
}

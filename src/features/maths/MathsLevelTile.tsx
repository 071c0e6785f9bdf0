/** One level of a unit: locked (says why when pressed), or open with its progress on this device. */
import { UNLOCK_THRESHOLD_PERCENT } from '../../../contract/maths/progress';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { notify } from '../../lib/toast/notify';
import type { LocalLevelSummary } from '../../offline/maths-progress';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/icons';
import { formatPercentage } from '../../lib/i18n/number-format';

export function MathsLevelTile({ level, summary, to }: { readonly level: number; readonly summary: LocalLevelSummary; readonly to: string }) {
  const { t, i18n } = useTranslation();
  const state = summary.unlocked ? summary.status : 'locked';
  const icon: IconName = state === 'locked' ? 'lock' : state === 'completed' ? 'checkCircle' : 'play';
  const detail = summary.attempted > 0 ? t('maths.level.correct', { correct: summary.correct, total: summary.total }) : t(`maths.level.status.${state}`);
  // The name starts with what the tile shows (number, then detail) so speech input can say the
  // visible text (WCAG 2.5.3, axe label-content-name-mismatch); the status follows a score.
  const label = [t('maths.level.label', { level }), detail, summary.attempted > 0 ? t(`maths.level.status.${state}`) : null].filter(Boolean).join(', ');
  const content = (
    <>
      <Icon name={icon} size={20} className="level-tile__icon" />
      <span className="level-tile__number" aria-hidden="true">
        {level}
      </span>{' '}
      <span className="level-tile__status" aria-hidden="true">
        {detail}
      </span>
      <progress className="maths-tile__meter" max={summary.total} value={summary.correct} aria-hidden="true" />
    </>
  );
  if (state === 'locked') {
    return (
      <button
        type="button"
        className="level-tile level-tile--locked"
        aria-label={label}
        onClick={() => notify.error(t('maths.level.locked', { pass: formatPercentage(UNLOCK_THRESHOLD_PERCENT, i18n.language) }), { id: 'maths-level-locked', page: true })}
      >
        {content}
      </button>
    );
  }
  return (
    <Link to={to} className={`level-tile level-tile--${state === 'completed' ? 'completed' : 'unlocked'}`} aria-label={label}>
      {content}
    </Link>
  );
}

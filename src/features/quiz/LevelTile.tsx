/** One level of a subcategory: locked (tells why when pressed), unlocked or completed with the best %. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LevelInfo } from '../../../contract/api/quiz';
import { notify } from '../../lib/toast/notify';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/icons';
import { formatPercentage } from '../../lib/i18n/number-format';

const ICON: Record<LevelInfo['status'], IconName> = { locked: 'lock', unlocked: 'play', completed: 'checkCircle' };

export function LevelTile({ level, to }: { readonly level: LevelInfo; readonly to: string }) {
  const { t, i18n } = useTranslation();
  const status = t(`quiz.levels.status.${level.status}`);
  const best = level.best_percentage !== null ? t('quiz.levels.best', { percent: formatPercentage(Math.round(level.best_percentage), i18n.language) }) : null;
  // The name starts with what the tile shows (number, then best or status) so speech input can say
  // the visible text (WCAG 2.5.3, axe label-content-name-mismatch); the status follows a best.
  const label = [t('quiz.levels.level', { level: level.level }), best ?? status, best ? status : null].filter(Boolean).join(', ');
  const content = (
    <>
      <Icon name={ICON[level.status]} size={20} className="level-tile__icon" />
      <span className="level-tile__number" aria-hidden="true">
        {level.level}
      </span>{' '}
      <span className="level-tile__status" aria-hidden="true">
        {best ?? status}
      </span>
    </>
  );
  if (level.status === 'locked') {
    return (
      <button
        type="button"
        className="level-tile level-tile--locked"
        aria-label={label}
        onClick={() => notify.error(t('errors.LEVEL_LOCKED'), { id: 'level-locked', page: true })}
      >
        {content}
      </button>
    );
  }
  return (
    <Link to={to} className={`level-tile level-tile--${level.status}`} aria-label={label}>
      {content}
    </Link>
  );
}

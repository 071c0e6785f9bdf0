/** One badge: name, what earns it with the goal, the reward, and the date earned or the progress so far. */
import { useTranslation } from 'react-i18next';
import type { BadgeStatus } from '../../../contract/api/economy';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { formatNumber } from '../../lib/i18n/number-format';
import { Icon } from '../../ui/Icon';
import { BadgeArt } from './badge-art';
import { badgeTarget, barValue } from './badge-progress';

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(iso));
}

export function BadgeCard({ badge }: { readonly badge: BadgeStatus }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = t(`profile.badges.name.${badge.type}`);
  const earned = badge.status === 'unlocked';
  const headingId = `badge-${badge.type}`;
  const target = badgeTarget(badge);
  const value = barValue(badge);
  const progressText = t('profile.badges.progress', { progress: formatNumber(badge.progress, language), target: formatNumber(target, language) });
  return (
    <li className={`badge-card card${earned ? ' badge-card--earned' : ''}`} aria-labelledby={headingId} data-testid={`badge-${badge.type}`}>
      <BadgeArt type={badge.type} earned={earned} />
      <div className="badge-card__body">
        <h2 id={headingId} className="badge-card__name" dir="auto">
          {name}
        </h2>
        <p className="badge-card__status">
          <Icon name={earned ? 'checkCircle' : 'lock'} size={16} /> {earned ? t('profile.badges.earned') : t('profile.badges.locked')}
        </p>
        <p className="badge-card__description">{t(`profile.badges.description.${badge.type}`)}</p>
        <p className="badge-card__goal">
          {t(`profile.badges.goal.${badge.comparison}`, { threshold: formatNumber(badge.threshold, language) })}
          {' · '}
          {t('profile.badges.reward', { coins: t('count.coins', { count: badge.reward }) })}
        </p>
        {earned && badge.earned_at ? (
          <p className="badge-card__earned">{t('profile.badges.earnedOn', { date: formatDate(badge.earned_at, language) })}</p>
        ) : (
          <div className="badge-card__progress">
            <div
              className="badge-progress"
              role="progressbar"
              aria-label={t('profile.badges.progressLabel', { name })}
              aria-valuemin={0}
              aria-valuemax={target}
              aria-valuenow={value}
              aria-valuetext={progressText}
            >
              <div className="badge-progress__fill" style={{ inlineSize: `${target > 0 ? (value / target) * 100 : 0}%` }} />
            </div>
            <p className="badge-card__progress-text" aria-hidden="true">
              {progressText}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

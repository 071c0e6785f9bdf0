/** The profile's way to the player's badges, statistics and notifications. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/icons';

const LINKS: ReadonlyArray<readonly [string, 'profile.badges' | 'profile.statistics' | 'profile.notifications', IconName]> = [
  ['/profile/badges', 'profile.badges', 'trophy'],
  ['/profile/statistics', 'profile.statistics', 'chart'],
  ['/profile/notifications', 'profile.notifications', 'bell'],
];

export function ProgressLinks() {
  const { t } = useTranslation();
  return (
    <nav className="profile__links card" aria-label={t('profile.more')}>
      <ul>
        {LINKS.map(([to, label, icon]) => (
          <li key={to}>
            <Link to={to} className="profile__link">
              <Icon name={icon} size={20} />
              <span>{t(label)}</span>
              <Icon name="chevron" size={18} className="profile__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

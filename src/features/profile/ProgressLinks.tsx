/** The profile's way to the player's bookmarks, badges, statistics, the leaderboards, notifications, subscription and billing history. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/icons';
import { BILLING_HISTORY_PATH, SUBSCRIPTION_PATH } from '../billing';
import { LEADERBOARD_PATH } from '../leaderboard';
import { BOOKMARKS_PATH } from '../solo';

type LinkLabel = 'profile.links.bookmarks' | 'profile.links.badges' | 'profile.links.statistics' | 'nav.leaderboard' | 'profile.links.notifications' | 'profile.links.subscription' | 'profile.links.billing';

const LINKS: ReadonlyArray<readonly [string, LinkLabel, IconName]> = [
  [BOOKMARKS_PATH, 'profile.links.bookmarks', 'bookmark'],
  ['/profile/badges', 'profile.links.badges', 'trophy'],
  ['/profile/statistics', 'profile.links.statistics', 'chart'],
  [LEADERBOARD_PATH, 'nav.leaderboard', 'users'],
  ['/profile/notifications', 'profile.links.notifications', 'mail'],
  [SUBSCRIPTION_PATH, 'profile.links.subscription', 'card'],
  [BILLING_HISTORY_PATH, 'profile.links.billing', 'clipboard'],
];

export function ProgressLinks() {
  const { t } = useTranslation();
  return (
    <nav className="profile__links card" aria-label={t('profile.links.title')}>
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

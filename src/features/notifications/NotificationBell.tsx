/**
 * The header's bell: a link to the notifications with the unread count, for a signed-in player.
 * Loaded after start-up (src/app/layout/DeferredNotificationBell.tsx), with the polling it runs.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import { startUnreadPolling } from './unread-polling';
import { useUnread } from './unread-store';
import './bell.css';

/** More than this shows as "99+" on the bell; the label says the real number. */
const MOST_SHOWN = 99;

export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnread();
  useEffect(() => startUnreadPolling(), []);
  const label = unread ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications');
  return (
    <Link to="/profile/notifications" className="notification-bell" aria-label={label} data-testid="notification-bell">
      <Icon name="bell" size={22} />
      {unread ? (
        <span className="notification-bell__count" aria-hidden="true" data-testid="notification-count">
          {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * The header's bell: a link to the notifications with the unread count, for a signed-in player.
 * Loaded after start-up (src/app/layout/DeferredNotificationBell.tsx), with the polling it runs.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { startUnreadPolling, useUnread } from './unread';

/** The bell is drawn here rather than in src/ui/icons.ts, which is first-load JS. */

/** More than this shows as "99+" on the bell; the label says the real number. */
const MOST_SHOWN = 99;

export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnread();
  useEffect(() => startUnreadPolling(), []);
  const label = unread ? t('profile.notifications.bellUnread', { count: unread }) : t('profile.notifications.title');
  return (
    // The name is the hidden text, not aria-label: the visible count would not be part of an Arabic label ("one unread").
    <Link to="/profile/notifications" className="notification-bell" data-testid="notification-bell">
      <span className="visually-hidden">{label}</span>
      <svg className="icon" width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />
      </svg>
      {unread ? (
        <span className="notification-bell__count" aria-hidden="true" data-testid="notification-count">
          {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}

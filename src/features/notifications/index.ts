/**
 * Notifications: the screen (a lazy chunk) and the header's bell, which the layout loads once
 * start-up has settled (src/app/layout/DeferredNotificationBell.tsx), so neither is first-load JS.
 */
import { lazyScreen } from '../../lib/lazy-screen';

export const NotificationsScreen = lazyScreen(() => import('./NotificationsScreen'), 'NotificationsScreen', ['badge', 'count', 'messages', 'notifications']);

/** The header's bell with its polling, loaded on demand. */
export const loadNotificationBell = () => import('./NotificationBell').then(({ NotificationBell }) => NotificationBell);

/** Asks for the unread count now (a level result that earned a badge made a notification). */
export function refreshNotifications(): void {
  import('./unread-polling').then(
    ({ refreshUnread }) => refreshUnread(true),
    () => undefined,
  );
}

/**
 * Notifications: the screen (a lazy chunk) and the header's bell, which the layout loads once
 * start-up has settled (src/app/layout/DeferredNotificationBell.tsx), so neither is first-load JS.
 */
import { loadEnglish } from '../../lib/i18n/i18n';
import { lazyScreen } from '../../lib/lazy-screen';

export const NotificationsScreen = lazyScreen(() => import('./NotificationsScreen'), 'NotificationsScreen', ['count', 'profile']);

/** The header's bell with its polling, loaded on demand with its words (its label names the unread count). */
export const loadNotificationBell = () => Promise.all([import('./NotificationBell'), loadEnglish(['profile'])]).then(([{ NotificationBell }]) => NotificationBell);

/**
 * The header's notification bell, loaded once the first screen is up with its polling and its
 * words: nothing of it is first-load JS. Until it comes, an empty box of its size holds its place.
 */
import { loadNotificationBell } from '../../features/notifications';
import { deferredComponent } from './deferred-component';

function BellPlaceholder() {
  return <span className="notification-bell" aria-hidden="true" />;
}

export const DeferredNotificationBell = deferredComponent(loadNotificationBell, 'The notification bell', BellPlaceholder);

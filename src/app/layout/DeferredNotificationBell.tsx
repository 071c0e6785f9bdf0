/**
 * The header's notification bell, loaded once the first screen is up (after-start.ts) with its
 * polling: nothing of it is first-load JS. Until it comes, an empty box of its size holds its place.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { loadNotificationBell } from '../../features/notifications';
import { afterStartup } from '../after-start';

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

export function DeferredNotificationBell() {
  const [Bell, setBell] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (Bell) return;
    let live = true;
    afterStartup(() => {
      loading ??= loadNotificationBell().then((bell) => (loaded = bell));
      loading.then(
        (bell) => live && setBell(() => bell),
        (error: unknown) => console.warn('The notification bell could not load', error),
      );
    });
    return () => {
      live = false;
    };
  }, [Bell]);
  return Bell ? <Bell /> : <span className="notification-bell" aria-hidden="true" />;
}

/**
 * The unread count, and what keeps it fresh, gently: once when the bell comes (start-up has
 * settled by then), when the page is shown or focused again, when the connection returns, and
 * every few minutes while the page is visible; never while offline (the request would only fail)
 * and never twice at once. Focus and visibility come in pairs, so a look within MIN_GAP_MS of the
 * last is skipped.
 */
import { isOnline, onConnectivityChange } from '../../lib/connectivity/connectivity';
import { sessionStore } from '../../lib/session/session-store';
import { createStore, useStore } from '../../lib/store';
import { notificationsApi } from './notifications.api';

/** The signed-in player's unread count as last heard from the server; null before the first answer. */
export const unreadStore = createStore<number | null>(null);

export function setUnread(count: number | null): void {
  unreadStore.set(count);
}

export function useUnread(): number | null {
  return useStore(unreadStore);
}

/**
 * The event a screen dispatches on window when it knows notifications were just made (a level
 * result that earned a badge): the bell asks at once. An event rather than an import, so the
 * sender loads nothing of the bell.
 */
export const NOTIFICATIONS_CHANGED_EVENT = 'quizhive:notifications-changed';

export const POLL_INTERVAL_MS = 5 * 60_000;
export const MIN_GAP_MS = 30_000;

let inFlight: Promise<void> | null = null;
let lastAsked = Number.NEGATIVE_INFINITY;

/** Asks the server for the unread count now (`force`: even if it was asked a moment ago). */
export function refreshUnread(force = false): Promise<void> {
  if (!sessionStore.get().isLogin || !isOnline()) return Promise.resolve();
  if (inFlight) return inFlight;
  if (!force && Date.now() - lastAsked < MIN_GAP_MS) return Promise.resolve();
  lastAsked = Date.now();
  const userId = sessionStore.get().user?.id;
  inFlight = notificationsApi
    .page(0, 1)
    .then(
      (page) => {
        // Another player may have signed in meanwhile: their count is theirs to fetch.
        if (sessionStore.get().user?.id === userId) setUnread(page.unread);
      },
      () => undefined,
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Starts the polling for the signed-in player; the returned function stops it. */
export function startUnreadPolling(): () => void {
  const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';
  const onVisibility = () => {
    if (visible()) void refreshUnread();
  };
  const onFocus = () => void refreshUnread();
  const onChanged = () => void refreshUnread(true);
  void refreshUnread(true);
  window.addEventListener('focus', onFocus);
  window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
  document.addEventListener('visibilitychange', onVisibility);
  const offConnectivity = onConnectivityChange((online) => {
    if (online) void refreshUnread(true);
  });
  const timer = setInterval(() => {
    if (visible()) void refreshUnread(true);
  }, POLL_INTERVAL_MS);
  return () => {
    window.removeEventListener('focus', onFocus);
    window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
    document.removeEventListener('visibilitychange', onVisibility);
    offConnectivity();
    clearInterval(timer);
    lastAsked = Number.NEGATIVE_INFINITY;
    setUnread(null);
  };
}

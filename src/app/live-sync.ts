/**
 * Ties the live channel (docs/LIVE.md) to the session: connected while a user is signed in and the
 * device is online, closed on sign-out, on another user's sign-in and when the device goes offline.
 * This watcher loads after start-up (boot.ts), and the channel's code (socket.io-client, the
 * contract's messages) only once a user is signed in: neither is part of the first-load JS.
 */
import { isOnline, onConnectivityChange } from '../lib/connectivity/connectivity';
import { sessionStore } from '../lib/session/session-store';
import { afterStartup } from './after-start';

interface Running {
  readonly token: string;
  stop: (() => void) | null;
}

let watching = false;

/** Call once the persisted session has been restored (or given up on). */
export function watchSessionForLive(): void {
  if (watching) return;
  watching = true;
  let running: Running | null = null;

  const apply = () => {
    const { isLogin, token } = sessionStore.get();
    const wanted = isLogin && token && isOnline() ? token : null;
    if ((running?.token ?? null) === wanted) return;
    running?.stop?.();
    running = null;
    if (wanted === null) return;
    const entry: Running = { token: wanted, stop: null };
    running = entry;
    afterStartup(() => {
      if (running !== entry) return;
      import('../lib/live/live-session')
        .then(({ startLiveSession }) => {
          // Signed out, or offline, while the chunk came: that change has had its turn.
          if (running === entry) entry.stop = startLiveSession(wanted);
        })
        .catch((error: unknown) => console.warn('the live channel could not start', error));
    });
  };
  apply();
  sessionStore.subscribe(apply);
  onConnectivityChange(apply);
}

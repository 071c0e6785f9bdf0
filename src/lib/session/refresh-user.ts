/**
 * The signed-in user's record (coins, score, subscription) read again from the server when rounds
 * the outbox held were scored (src/offline/sync-service.ts). Only a fresh answer replaces the
 * session's copy: the service worker's stored one (offline, or a slow network) can be older than
 * what the session already has from a level result. For code that loads the request layer anyway;
 * start-up's own refresh is in src/app/boot.ts.
 */
import { isOnline } from '../connectivity/connectivity';
import { callAction } from '../request/request';
import { sessionStore, setSessionUser } from './session-store';

export function refreshSessionUser(): Promise<void> {
  if (!sessionStore.get().isLogin || !isOnline()) return Promise.resolve();
  let stored = false;
  return callAction('get_user_by_id', {}, { displayToast: false, onCachedCopy: () => (stored = true) }).then(
    // Another player may have signed in meanwhile: their record is not this answer.
    (user) => (stored || sessionStore.get().user?.id !== user.id ? undefined : setSessionUser(user)),
    () => undefined,
  );
}

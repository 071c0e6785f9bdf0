/**
 * Sign-out: forgets the session on the device first, so that nothing more goes out under it and
 * no answer to a request already on its way can act on it (a SESSION_EXPIRED caused by the
 * revocation below would otherwise send the player to the sign-in page). Then it revokes the
 * token on the server (best effort, short timeout) and deletes the signed-out user's cached
 * reads, so the next person on the device cannot see them, even offline.
 */
import { purgeUserCache } from '../offline-cache/offline-cache';
import { callAction } from '../request/request';
import { resetSession, sessionStore } from './session-store';

const LOGOUT_TIMEOUT_MS = 5_000;

export async function signOut(): Promise<void> {
  const { token, user } = sessionStore.get();
  resetSession();
  if (token) {
    // Revoked on the server when reachable; offline, the device has forgotten it anyway.
    const as = { token, userId: user?.id ?? null };
    await callAction('logout', {}, { displayToast: false, timeoutMs: LOGOUT_TIMEOUT_MS, as }).catch(() => undefined);
  }
  if (user) await purgeUserCache(user.id).catch((error: unknown) => console.warn('Could not clear the cached reads of the signed-out user', error));
}

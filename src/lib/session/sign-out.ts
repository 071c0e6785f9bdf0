/**
 * Sign-out: tells the server (best effort, short timeout), resets the session to its initial
 * state and deletes the signed-out user's cached reads, so the next person on the device cannot
 * see them, even offline.
 */
import { purgeUserCache } from '../offline-cache/offline-cache';
import { callAction } from '../request/request';
import { resetSession, sessionStore } from './session-store';

const LOGOUT_TIMEOUT_MS = 5_000;

export async function signOut(): Promise<void> {
  const { token, user } = sessionStore.get();
  if (token) {
    // The token is revoked on the server when reachable; offline, the local session is forgotten anyway.
    await callAction('logout', {}, { displayToast: false, timeoutMs: LOGOUT_TIMEOUT_MS }).catch(() => undefined);
  }
  resetSession();
  if (user) await purgeUserCache(user.id).catch((error: unknown) => console.warn('Could not clear the cached reads of the signed-out user', error));
}

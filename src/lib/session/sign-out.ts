/** Sign-out: tells the server (best effort, short timeout), then resets the session to its initial state. */
import { callAction } from '../request/request';
import { resetSession, sessionStore } from './session-store';

const LOGOUT_TIMEOUT_MS = 5_000;

export async function signOut(): Promise<void> {
  if (sessionStore.get().token) {
    // The token is revoked on the server when reachable; offline, the local session is forgotten anyway.
    await callAction('logout', {}, { displayToast: false, timeoutMs: LOGOUT_TIMEOUT_MS }).catch(() => undefined);
  }
  resetSession();
}

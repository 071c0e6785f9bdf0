/**
 * One tablet, many students: whenever the signed-in user changes (sign-out, account deletion, an
 * expired session, another sign-in), every per-user API cache but the new user's is deleted. Only
 * one user is signed in on a device at a time, so any other user's cache is left over: a purge
 * that raced a late network answer, or a sign-out that happened while the page was closed.
 */
import type { Store } from '../store';
import type { SessionState } from '../session/session-state';
import { keepOnlyUserCache } from './offline-cache';

/** Starts watching; returns the stop function. The state at call time is taken as the start, not a change. */
export function guardUserCaches(store: Store<SessionState>): () => void {
  let current = store.get().user?.id ?? null;
  return store.subscribe(() => {
    const next = store.get().user?.id ?? null;
    if (next === current) return;
    current = next;
    keepOnlyUserCache(next).catch((error: unknown) => console.warn('Could not clear cached reads of the previous user', error));
  });
}

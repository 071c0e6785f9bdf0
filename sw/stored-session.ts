/**
 * The signed-in user as the page persisted it (idb-keyval key 'root', written by
 * src/lib/session/persist.ts as `{version: 1, session}` from snapshotSessionState). The worker
 * reads only the token and the user id, and only from a snapshot of exactly that shape.
 */
import { get } from 'idb-keyval';

export const SESSION_KEY = 'root';

export interface StoredSession {
  readonly token: string;
  /** The outbox keys ops by the user id as a string (src/app/session-sync.ts). */
  readonly userId: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The session of a persisted snapshot, or null when nobody is signed in or the shape is unknown. */
export function sessionOfSnapshot(value: unknown): StoredSession | null {
  if (!isObject(value) || value.version !== 1 || !isObject(value.session)) return null;
  const { isLogin, token, user } = value.session;
  if (isLogin !== true || typeof token !== 'string' || token === '' || !isObject(user)) return null;
  const id = user.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? { token, userId: String(id) } : null;
}

export async function readStoredSession(): Promise<StoredSession | null> {
  return sessionOfSnapshot(await get(SESSION_KEY));
}

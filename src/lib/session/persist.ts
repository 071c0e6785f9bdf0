/**
 * Persists the session under the key 'root' with idb-keyval and restores it at start. The restore
 * gives up after 5000 ms (spec section 9) so a hanging IndexedDB starts the app signed out.
 */
import { get, set } from 'idb-keyval';
import type { Store } from '../store';
import { restoreSessionState, snapshotSessionState, type SessionState } from './session-state';

export const PERSIST_KEY = 'root';
export const REHYDRATE_TIMEOUT_MS = 5_000;

export interface KeyValueStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export const idbStorage: KeyValueStorage = { get, set };

export type RehydrateOutcome = 'restored' | 'empty' | 'timeout' | 'failed';

const TIMED_OUT = Symbol('timeout');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reads the snapshot into the store, then writes every later change back. Writing starts only after
 * the read settled, so a slow read can never be overwritten by the initial (signed-out) state.
 */
export async function rehydrateSession(
  store: Store<SessionState>,
  storage: KeyValueStorage = idbStorage,
  timeoutMs: number = REHYDRATE_TIMEOUT_MS,
): Promise<RehydrateOutcome> {
  let outcome: RehydrateOutcome;
  try {
    const value = await withTimeout(storage.get(PERSIST_KEY), timeoutMs);
    if (value === TIMED_OUT) {
      outcome = 'timeout';
    } else {
      const restored = restoreSessionState(value);
      if (restored) store.set(restored);
      outcome = restored?.isLogin ? 'restored' : 'empty';
    }
  } catch (error) {
    console.warn('Could not read the saved session', error);
    outcome = 'failed';
  }
  store.subscribe(() => {
    storage.set(PERSIST_KEY, snapshotSessionState(store.get())).catch((error: unknown) => console.warn('Could not save the session', error));
  });
  return outcome;
}

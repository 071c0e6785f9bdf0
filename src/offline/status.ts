/** A tiny external store the UI can read (useSyncExternalStore) to show the outbox's state. */
export type SyncState = 'idle' | 'syncing' | 'offline' | 'paused-auth' | 'error';

export interface OutboxStatusSnapshot {
  readonly pending: number;
  readonly dead: number;
  /**
   * Rounds among the pending ops (waiting-rounds.ts): the screens that show coins, score and badges
   * say that many are not counted yet.
   */
  readonly rounds: number;
  readonly lastSyncAt: Date | null;
  readonly state: SyncState;
}

export const INITIAL_STATUS: OutboxStatusSnapshot = { pending: 0, dead: 0, rounds: 0, lastSyncAt: null, state: 'idle' };

let snapshot: OutboxStatusSnapshot = INITIAL_STATUS;
const listeners = new Set<() => void>();

export function getOutboxStatus(): OutboxStatusSnapshot {
  return snapshot;
}

export function subscribeOutboxStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the snapshot (a new object, so useSyncExternalStore sees the change) and notifies. */
export function updateOutboxStatus(patch: Partial<OutboxStatusSnapshot>): void {
  const next = { ...snapshot, ...patch };
  const same = (Object.keys(next) as (keyof OutboxStatusSnapshot)[]).every((key) => next[key] === snapshot[key]);
  if (same) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

/** For tests and sign-out: forget everything shown about the previous user. */
export function resetOutboxStatus(): void {
  snapshot = INITIAL_STATUS;
  for (const listener of listeners) listener();
}

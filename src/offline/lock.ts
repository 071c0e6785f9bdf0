/**
 * One flusher at a time. Web Locks cover every tab of the origin and are released when a tab dies;
 * where they are missing (old Safari, some test runners) an in-tab flag at least stops a tab racing
 * itself, and the 'in-flight' status in IndexedDB keeps other tabs off the same ops.
 */
export const OUTBOX_LOCK_NAME = 'quizhive-outbox';

interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
  query?(): Promise<{ held?: { name?: string }[] }>;
}

let fallbackHeld = false;

function lockManager(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as typeof navigator & { locks?: LockManagerLike }).locks;
}

/**
 * Runs `task` if nobody else is flushing, else resolves `busy` at once: a second flush waiting
 * in line would only find the queue already drained.
 */
export async function withFlushLock<T, B>(task: () => Promise<T>, busy: B): Promise<T | B> {
  const locks = lockManager();
  if (locks) {
    return locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? task() : busy));
  }
  if (fallbackHeld) return busy;
  fallbackHeld = true;
  try {
    return await task();
  } finally {
    fallbackHeld = false;
  }
}

/**
 * Who claims ops: one id per page load (or worker start). Where Web Locks exist, each claimer holds
 * a lock named after it for as long as it lives; the browser drops it when the tab closes or the
 * worker stops. A flusher can then tell an op in flight in a live tab from one orphaned by a
 * closed tab, and send the orphan again at once instead of after STALE_IN_FLIGHT_MS.
 */
const CLAIMER_LOCK_PREFIX = 'quizhive-claimer-';
export const claimerId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
/** Per lock manager (one in a browser; tests swap in stand-ins). */
const claimerLockHeldIn = new WeakSet<LockManagerLike>();

function holdClaimerLock(locks: LockManagerLike): void {
  if (claimerLockHeldIn.has(locks)) return;
  claimerLockHeldIn.add(locks);
  // Never resolves: the lock is held until this page or worker is gone.
  void locks.request(`${CLAIMER_LOCK_PREFIX}${claimerId}`, { ifAvailable: false }, () => new Promise<never>(() => {}));
}

/** Called before claiming ops, so this claimer's liveness is visible to other flushers. */
export function announceClaimer(): void {
  const locks = lockManager();
  if (locks?.query) holdClaimerLock(locks);
}

/**
 * The claimers alive right now, or null where that cannot be known (no Web Locks or no
 * locks.query): the caller then falls back to the in-flight timeout.
 */
export async function liveClaimers(): Promise<ReadonlySet<string> | null> {
  const locks = lockManager();
  if (!locks?.query) return null;
  const snapshot = await locks.query();
  const live = new Set<string>();
  for (const lock of snapshot.held ?? []) {
    if (lock.name?.startsWith(CLAIMER_LOCK_PREFIX)) live.add(lock.name.slice(CLAIMER_LOCK_PREFIX.length));
  }
  return live;
}

/**
 * One flusher at a time. Web Locks cover every tab of the origin and are released when a tab dies;
 * where they are missing (old Safari, some test runners) an in-tab flag at least stops a tab racing
 * itself, and the 'in-flight' status in IndexedDB keeps other tabs off the same ops.
 */
export const OUTBOX_LOCK_NAME = 'quizhive-outbox';

interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
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

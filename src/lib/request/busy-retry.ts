/**
 * Backing off from an overloaded server: a read answered 503 with Retry-After (SERVER_BUSY, or a
 * proxy's plain 503) is tried again after the time the server asked for, bounded, plus jitter so
 * a classroom of tablets does not come back in the same instant. Writes never retry here: the
 * outbox owns them (it backs off on 5xx and honours Retry-After too).
 */
import type { ApiError } from './api-error';

export const BUSY_RETRIES = 2;
/** A Retry-After longer than this is cut to it: a person is waiting for this screen. */
export const MAX_BUSY_WAIT_MS = 10_000;
const DEFAULT_WAIT_MS = 1_000;

/** Reads are the get_ actions: answering one twice changes nothing. */
export function isRetryableRead(action: string): boolean {
  return action.startsWith('get_');
}

/** How long to wait before try number `attempt + 1`, or null when this failure is not retried. */
export function busyRetryDelay(error: ApiError, attempt: number, random: () => number = Math.random): number | null {
  if (attempt >= BUSY_RETRIES || error.status !== 503) return null;
  // Maintenance is a 503 too, but it lasts longer than anyone should wait on a screen.
  if (error.code !== 'SERVER_BUSY' && error.retryAfterMs === undefined) return null;
  const wait = Math.min(MAX_BUSY_WAIT_MS, error.retryAfterMs ?? DEFAULT_WAIT_MS * 2 ** attempt);
  // Never earlier than asked; up to half as long again, spread at random.
  return Math.min(MAX_BUSY_WAIT_MS, wait * (1 + random() * 0.5));
}

/** Resolves after `ms`, or rejects at once when the caller gives up (the signal aborts). */
export function waitUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

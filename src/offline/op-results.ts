/**
 * Lets a screen that wrote an op wait for the server's answer to it: the flusher publishes every
 * per-op answer here. A screen that gets no answer in time shows the op as saved on the device;
 * the outbox keeps it until the server does answer, so nothing is lost by giving up waiting.
 */
import type { OpResult } from '../../contract/sync/ops';

/** How long a screen waits for the server's score of an answer sheet before it says the sheet is saved on the device. */
export const SHEET_WAIT_MS = 8_000;

type Waiter = (result: OpResult) => void;
type Listener = (result: OpResult, userId: string) => void;
const waiters = new Map<string, Set<Waiter>>();
/** Listeners to every answer (the sync service's, for the session's totals). */
const everyResult = new Set<Listener>();

/**
 * Calls `listener` with every answer the flusher publishes and the user whose op it answers (a
 * flush that began before a sign-out ends after it); returns the unsubscribe.
 */
export function onOpResult(listener: Listener): () => void {
  everyResult.add(listener);
  return () => everyResult.delete(listener);
}

/** The server's answer to one of `userId`'s ops, once the outbox agrees with it. */
export function publishOpResult(result: OpResult, userId: string): void {
  for (const listener of everyResult) listener(result, userId);
  const set = waiters.get(result.op_id);
  if (!set) return;
  waiters.delete(result.op_id);
  for (const waiter of set) waiter(result);
}

/** Resolves with the server's answer to `opId`, or null after `timeoutMs` (or when `signal` aborts). */
export function waitForOpResult(opId: string, timeoutMs: number, signal?: AbortSignal): Promise<OpResult | null> {
  return new Promise((resolve) => {
    let set = waiters.get(opId);
    if (!set) {
      set = new Set();
      waiters.set(opId, set);
    }
    const done = (result: OpResult | null) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      const current = waiters.get(opId);
      current?.delete(waiter);
      if (current?.size === 0) waiters.delete(opId);
      resolve(result);
    };
    const waiter: Waiter = (result) => done(result);
    const onAbort = () => done(null);
    const timer = setTimeout(() => done(null), timeoutMs);
    set.add(waiter);
    signal?.addEventListener('abort', onAbort);
  });
}

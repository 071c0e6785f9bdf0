/**
 * Lets a screen that wrote an op wait for the server's answer to it: the flusher publishes every
 * per-op answer here. A screen that gets no answer in time shows the op as saved on the device;
 * the outbox keeps it until the server does answer, so nothing is lost by giving up waiting.
 *
 * The flusher that sends an op need not run in the page that waits for it: the service worker's
 * Background Sync, woken as the op is queued, or another tab may win the Web Lock first. So each
 * flusher also posts its answers on a BroadcastChannel, and every other context of the app
 * delivers them to its own waiters and listeners as if it had flushed them itself.
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
  sharedChannel();
  everyResult.add(listener);
  return () => everyResult.delete(listener);
}

const CHANNEL_NAME = 'quizhive.op-results';

/** What a flusher posts: a batch of one user's answers. The channel is this origin's own. */
interface Announcement {
  readonly userId: string;
  readonly results: readonly OpResult[];
}

/** This context's end of the channel, opened on first use (none where the platform has none). */
let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    // A channel does not hear its own posts: these are always another context's answers.
    if (channel) {
      channel.onmessage = ({ data }: MessageEvent<Partial<Announcement> | null>) => {
        if (data && Array.isArray(data.results)) for (const result of data.results) deliver(result, String(data.userId));
      };
    }
    // Node's channel would keep a test process alive; browsers have no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

function deliver(result: OpResult, userId: string): void {
  for (const listener of everyResult) listener(result, userId);
  const set = waiters.get(result.op_id);
  if (!set) return;
  waiters.delete(result.op_id);
  for (const waiter of set) waiter(result);
}

/** The server's answers to a batch of `userId`'s ops, once the outbox agrees with them: here, and in every other context of the app. */
export function publishOpResults(results: readonly OpResult[], userId: string): void {
  for (const result of results) deliver(result, userId);
  if (results.length > 0) sharedChannel()?.postMessage({ userId, results } satisfies Announcement);
}

/** Resolves with the server's answer to `opId`, or null after `timeoutMs` (or when `signal` aborts). */
export function waitForOpResult(opId: string, timeoutMs: number, signal?: AbortSignal): Promise<OpResult | null> {
  sharedChannel();
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

/**
 * Background Sync (Chromium only): the browser wakes the worker with a 'sync' event after the page
 * registered BACKGROUND_SYNC_TAG, even once the tab is closed. The worker flushes the stored
 * user's outbox with the pages' own flusher and Web Lock, so one flusher runs at a time across tabs
 * and the worker. A failure rejects the event, and the browser retries it later with its backoff.
 */
import { BACKGROUND_SYNC_TAG } from '../contract/offline/background-sync';
import { flushOutbox, type FlushOutcome } from '../src/offline/flusher';
import { sendOpsWithToken } from './send-ops';
import { readStoredSession, type StoredSession } from './stored-session';

declare let self: ServiceWorkerGlobalScope;

/** The Background Sync event; not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

export interface WorkerFlushDeps {
  readonly readSession: () => Promise<StoredSession | null>;
  readonly flush: typeof flushOutbox;
}

const defaults: WorkerFlushDeps = { readSession: readStoredSession, flush: flushOutbox };

/**
 * Flushes the signed-in user's outbox. Resolves when there is nothing (more) to do or no point in
 * retrying (nobody signed in, a 401 pause waiting for that user's sign-in, a page already
 * flushing); rejects when a batch failed in transport or on the server, so the sync is retried.
 */
export async function flushFromWorker(deps: WorkerFlushDeps = defaults): Promise<FlushOutcome | null> {
  const session = await deps.readSession();
  if (!session) return null;
  const outcome = await deps.flush({ userId: session.userId, send: (ops) => sendOpsWithToken(ops, session.token) });
  // Offline (the worker's flag) nothing was tried: the browser fires the sync again once online.
  if (outcome.failed || outcome.skipped === 'offline') throw new Error(`outbox flush failed (${outcome.failed ?? 'offline'}); the browser will retry`);
  return outcome;
}

export function listenForBackgroundSync(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag === BACKGROUND_SYNC_TAG) sync.waitUntil(flushFromWorker());
  });
}

/**
 * When to flush. Safari and Firefox have no Background Sync, so page-driven triggers do the work
 * everywhere: start, 'online', the tab becoming visible, shortly after a write, and a timer while
 * visible. Background Sync is only an extra where the browser has it (Chromium), so the service
 * worker can flush after the tab closed.
 */
import { BACKGROUND_SYNC_TAG } from '../../contract/offline/background-sync';
import { isOnline } from '../lib/connectivity/connectivity';
import { onEnqueue } from './outbox';

export { BACKGROUND_SYNC_TAG };

/** Why a flush runs; 'start' and 'online' mean the network may just have come back. */
export type FlushReason = 'start' | 'online' | 'visible' | 'enqueue' | 'timer';

export interface SyncTriggerOptions {
  /** Must never throw synchronously; a rejection is swallowed here (the flusher records its own state). */
  readonly flush: (reason: FlushReason) => Promise<unknown>;
  readonly intervalMs?: number;
  /** Batches a burst of writes (e.g. answering quickly) into one flush. */
  readonly debounceMs?: number;
}

interface SyncRegistrationLike {
  readonly sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker for a one-off 'sync' event; silently nothing where unsupported or denied. */
export function registerBackgroundSync(): void {
  if (typeof window === 'undefined' || !('SyncManager' in window) || !('serviceWorker' in navigator)) return;
  // The worker cannot see the QA "force offline" switch, so it is not asked to sync behind its back.
  if (!isOnline()) return;
  navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & SyncRegistrationLike).sync?.register(BACKGROUND_SYNC_TAG))
    .catch(() => {
      // A denied permission or a missing worker only loses the extra trigger; the page ones remain.
    });
}

const isVisible = () => document.visibilityState === 'visible';

export function startSyncTriggers(options: SyncTriggerOptions): () => void {
  const intervalMs = options.intervalMs ?? 30_000;
  const debounceMs = options.debounceMs ?? 1_000;
  let debounce: ReturnType<typeof setTimeout> | undefined;

  const run = (reason: FlushReason) => {
    options.flush(reason).catch((error: unknown) => console.warn('outbox flush failed', error));
  };
  const onOnline = () => run('online');
  const onVisibility = () => {
    if (isVisible()) run('visible');
  };
  const stopEnqueue = onEnqueue(() => {
    clearTimeout(debounce);
    debounce = setTimeout(() => run('enqueue'), debounceMs);
    registerBackgroundSync();
  });
  // A hidden tab skips its ticks: visibility change will flush when the user comes back.
  const timer = setInterval(() => {
    if (isVisible()) run('timer');
  }, intervalMs);

  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  registerBackgroundSync();
  run('start');

  return () => {
    clearTimeout(debounce);
    clearInterval(timer);
    stopEnqueue();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

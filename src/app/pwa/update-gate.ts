/**
 * A new version is offered only at a safe point: nothing marks the app busy (a level, practice, an
 * exam) and the outbox was flushed first, so reloading into the new version neither cuts off play
 * nor leaves a write behind in the old page. The flush is best effort: offline, the ops simply stay
 * in IndexedDB, where the new version finds them.
 */
import { isBusy, subscribeBusy } from '../../lib/safe-point';

/** The outbox engine loads after the first screen (session-sync.ts); an update offer comes later still. */
function flushNow(): Promise<unknown> {
  return import('../../offline/sync-service').then((service) => service.flushNow());
}

export const UPDATE_FLUSH_TIMEOUT_MS = 5_000;

export interface UpdateGateDeps {
  readonly isBusy: () => boolean;
  readonly subscribeBusy: (listener: () => void) => () => void;
  readonly flush: () => Promise<unknown>;
  readonly flushTimeoutMs: number;
}

const defaults: UpdateGateDeps = { isBusy, subscribeBusy, flush: flushNow, flushTimeoutMs: UPDATE_FLUSH_TIMEOUT_MS };

/** Flushes the outbox, giving up quietly after `timeoutMs` or on any failure. */
export async function flushOutboxBestEffort(flush: () => Promise<unknown> = flushNow, timeoutMs = UPDATE_FLUSH_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([flush().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls `offer` once, at the first moment the app is not busy and the outbox was flushed. If play
 * starts while the flush runs, it waits for the next safe point. Returns a cancel function.
 */
export function offerAtSafePoint(offer: () => void, deps: UpdateGateDeps = defaults): () => void {
  let done = false;
  let flushing = false;
  const attempt = async (): Promise<void> => {
    if (done || flushing || deps.isBusy()) return;
    flushing = true;
    await flushOutboxBestEffort(deps.flush, deps.flushTimeoutMs);
    flushing = false;
    if (done || deps.isBusy()) return;
    stop();
    offer();
  };
  const unsubscribe = deps.subscribeBusy(() => void attempt());
  const stop = (): void => {
    done = true;
    unsubscribe();
  };
  void attempt();
  return stop;
}

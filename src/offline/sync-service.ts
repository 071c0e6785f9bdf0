/**
 * The app's side of the outbox: sends ops through `sync_ops`, runs the triggers for the signed-in
 * user and stops them at sign-out. Only the signed-in user's ops are ever sent, under their token.
 */
import type { OpEnvelope, OpResult } from '../../contract/sync/ops';
import { isOnline, onConnectivityChange } from '../lib/connectivity/connectivity';
import { callAction } from '../lib/request/request';
import { getOfflineDb } from './db';
import { flushOutbox, resumeAfterSignIn, type FlushOutcome } from './flusher';
import { countOps } from './outbox';
import { resetOutboxStatus, updateOutboxStatus } from './status';
import { startSyncTriggers } from './triggers';

/** The sync endpoint answers within the request layer's timeout; toasts are the status UI's job. */
export async function sendOps(ops: OpEnvelope[]): Promise<OpResult[]> {
  const data = await callAction('sync_ops', { ops }, { displayToast: false });
  return data.results;
}

let current: { readonly userId: string; stop: () => void } | null = null;

/**
 * Flushes the signed-in user's outbox now; resolves with nothing to do when nobody is signed in.
 * `ignoreBackoff` when the network may just have come back (start, online, the user's "sync now").
 */
export function flushNow(options: { readonly ignoreBackoff?: boolean } = {}): Promise<FlushOutcome | null> {
  if (!current) return Promise.resolve(null);
  return flushOutbox({ userId: current.userId, send: sendOps, ignoreBackoff: options.ignoreBackoff ?? false, isOnline: () => isOnline() });
}

export function syncingUserId(): string | null {
  return current?.userId ?? null;
}

/**
 * Starts syncing for `userId` (sign-in or a restored session). `freshSignIn` lifts a 401 pause: the
 * same user proved who they are again. Idempotent for the same user; `current` is set before any
 * await so two quick calls cannot start two sets of triggers.
 */
export async function startSync(userId: string, freshSignIn: boolean): Promise<void> {
  if (current?.userId === userId) {
    if (freshSignIn) {
      await resumeAfterSignIn(userId);
      void flushNow();
    }
    return;
  }
  stopSync();
  const session = { userId, stop: () => {} };
  current = session;
  if (freshSignIn) await resumeAfterSignIn(userId);
  const counts = await countOps(userId, getOfflineDb());
  // Signed out (or another user signed in) while this was starting: leave it to that call.
  if (current !== session) return;
  updateOutboxStatus(counts);
  const stopTriggers = startSyncTriggers({ flush: (reason) => flushNow({ ignoreBackoff: reason === 'start' || reason === 'online' }) });
  const stopConnectivity = onConnectivityChange((online) => {
    if (online) void flushNow({ ignoreBackoff: true });
  });
  session.stop = () => {
    stopTriggers();
    stopConnectivity();
  };
}

/** Sign-out: stop sending; the signed-out user's ops stay on the device for their next sign-in. */
export function stopSync(): void {
  current?.stop();
  current = null;
  resetOutboxStatus();
}

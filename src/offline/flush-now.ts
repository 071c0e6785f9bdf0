/**
 * Sends the signed-in user's outbox now: a finished round, the QA panel's "Sync now", an update.
 * Apart from the sync session (sync-service.ts), so a screen that flushes loads the flusher, not
 * the session's triggers and rounds' watcher (the play route is size-budgeted). Only the user the
 * session names has ops sent, under their own token.
 */
import type { OpEnvelope, OpResult } from '../../contract/sync/ops';
import { isOnline } from '../lib/connectivity/connectivity';
import { callAction } from '../lib/request/request';
import { flushOutbox, type FlushOutcome } from './flusher';

/** The sync endpoint answers within the request layer's timeout; toasts are the status UI's job. */
export async function sendOps(ops: OpEnvelope[]): Promise<OpResult[]> {
  const data = await callAction('sync_ops', { ops }, { displayToast: false });
  return data.results;
}

let syncing: string | null = null;

/** Whose outbox is sent: the sync session sets it at start and clears it at sign-out. */
export function setSyncingUser(userId: string | null): void {
  syncing = userId;
}

export function syncingUserId(): string | null {
  return syncing;
}

/**
 * Flushes the signed-in user's outbox now; resolves with nothing to do when nobody is signed in.
 * `ignoreBackoff` when the network may just have come back (start, online, the user's "sync now").
 */
export function flushNow(options: { readonly ignoreBackoff?: boolean } = {}): Promise<FlushOutcome | null> {
  if (syncing === null) return Promise.resolve(null);
  return flushOutbox({ userId: syncing, send: sendOps, ignoreBackoff: options.ignoreBackoff ?? false, isOnline: () => isOnline() });
}

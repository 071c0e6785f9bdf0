/**
 * Replays the current user's outbox to the server. Ops are claimed ('in-flight') in a transaction
 * before they leave, so even two flushers that slip past the lock cannot send the same op twice.
 * The server answers per op: applied/duplicate are done and deleted, rejected ones are kept as dead
 * for the user to see. Transport failures back off with jitter; a 401 pauses this user's queue.
 */
import Dexie from 'dexie';
import type { OpEnvelope, OpResult } from '../../contract/sync/ops';
import { MAX_OPS_PER_BATCH } from '../../contract/sync/op-kinds';
import { isApiError } from '../lib/request/api-error';
import { getOfflineDb, type OutboxOp, type QuizhiveDb } from './db';
import { announceClaimer, claimerId, liveClaimers, withFlushLock } from './lock';
import { publishOpResults } from './op-results';
import { countOps, toEnvelope } from './outbox';
import { updateOutboxStatus, type SyncState } from './status';

export type SendOps = (ops: OpEnvelope[]) => Promise<OpResult[]>;

export interface FlushOptions {
  readonly userId: string;
  readonly send: SendOps;
  readonly db?: QuizhiveDb;
  readonly now?: () => number;
  /** Uniform in [0, 1); injected so tests can pin the jitter. */
  readonly random?: () => number;
  /**
   * The network just came back or the app just started: ops waiting out a backoff earned while
   * offline go now rather than when their timers run out.
   */
  readonly ignoreBackoff?: boolean;
  /**
   * Whether the device may use the network now (the page passes its connectivity, which includes
   * the QA "force offline" switch; the worker has only navigator.onLine). Offline, nothing is sent
   * and no attempt is counted: a backoff earned offline would only delay the sync once back.
   */
  readonly isOnline?: () => boolean;
}

export interface FlushOutcome {
  /** Ops the server answered applied or duplicate. */
  readonly done: number;
  readonly rejected: number;
  /** Set when the flush stopped on a 401: nothing more is sent for this user until resumeAfterSignIn. */
  readonly paused?: 'auth';
  /** Set when another flusher held the lock, or the device is offline, so this call sent nothing. */
  readonly skipped?: 'busy' | 'offline';
  /** Set when a batch failed in transport or with a server error; its ops wait for their backoff. */
  readonly failed?: 'offline' | 'server';
}

/** A tab that died mid-send left its ops in-flight; after this long they are sent again (the server dedupes). */
export const STALE_IN_FLIGHT_MS = 60_000;
export const MAX_BACKOFF_MS = 5 * 60_000;
const BASE_BACKOFF_MS = 1_000;

const authPauseKey = (userId: string) => `authPaused:${userId}`;
/**
 * When the server last answered one of this user's batches on this device. Kept in IndexedDB, not
 * only in the page's status store: the service worker's Background Sync and other tabs flush too,
 * and every tab's sync status must say "Synced" after any of them did.
 */
export const lastSyncKey = (userId: string) => `lastSync:${userId}`;

/** min(5 min, 1 s * 2^attempts) scaled by 0.5..1.5, so many devices coming online do not retry in step. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempts) * (0.5 + random());
}

/** The app calls this when `userId` signs in again: that user's paused queue may be sent. */
export async function resumeAfterSignIn(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<void> {
  await db.meta.delete(authPauseKey(userId));
}

export async function isAuthPaused(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<boolean> {
  return (await db.meta.get(authPauseKey(userId))) !== undefined;
}

/**
 * In-flight ops go back to pending when their claimer is known to be gone (its liveness lock was
 * released: the tab closed mid-send) or, where liveness cannot be known, after STALE_IN_FLIGHT_MS.
 * Sending one again is safe either way: the server answers a repeat as a duplicate.
 */
async function recoverStale(db: QuizhiveDb, userId: string, now: number): Promise<void> {
  const live = await liveClaimers();
  const cutoff = now - STALE_IN_FLIGHT_MS;
  await db.outbox
    .where('[userId+status]')
    .equals([userId, 'in-flight'])
    .and((op) => (live !== null && (op.claimedBy === undefined || !live.has(op.claimedBy))) || (op.inFlightAt ?? 0) <= cutoff)
    .modify({ status: 'pending', inFlightAt: null });
}

/**
 * Ops read per step while looking for due ones. A page without a filter is one getAll, which costs
 * a fraction of a cursor stepping through the same ops with a filter (the claim was most of the
 * device's share of a long replay).
 */
const CLAIM_PAGE = MAX_OPS_PER_BATCH * 2;

/** This user's ops from `seq` on (inclusive), oldest first, at most `limit`. */
const pageFrom = (db: QuizhiveDb, userId: string, seq: number, limit: number) =>
  db.outbox.where('[userId+deviceSeq]').between([userId, seq], [userId, Dexie.maxKey], true, true).limit(limit).toArray();

/** Takes the oldest due pending ops of this user and marks them in-flight, atomically. */
function claimBatch(db: QuizhiveDb, userId: string, now: number, ignoreBackoff: boolean): Promise<OutboxOp[]> {
  const isDue = (op: OutboxOp) => op.status === 'pending' && (ignoreBackoff || op.nextAttemptAt <= now);
  return db.transaction('rw', db.outbox, async () => {
    const due: OutboxOp[] = [];
    const seen = new Set<string>();
    let from: number = Dexie.minKey;
    let limit = CLAIM_PAGE;
    // Page by page in seq order, skipping dead, in-flight and backing-off ops in memory. A page
    // starts at the last seq of the one before, so ops sharing a seq are never skipped.
    while (due.length < MAX_OPS_PER_BATCH) {
      const page = await pageFrom(db, userId, from, limit);
      let fresh = 0;
      for (const op of page) {
        if (seen.has(op.op_id)) continue;
        seen.add(op.op_id);
        fresh += 1;
        if (isDue(op) && due.length < MAX_OPS_PER_BATCH) due.push(op);
      }
      const last = page[page.length - 1];
      if (!last || page.length < limit) break;
      // More than a page of ops with one seq (device.ts never makes that): read wider from there.
      if (fresh === 0) limit *= 2;
      from = last.deviceSeq;
    }
    // Read in this transaction, so writing the claimed copies whole changes nothing else.
    await db.outbox.bulkPut(due.map((op) => ({ ...op, status: 'in-flight' as const, inFlightAt: now, claimedBy: claimerId })));
    return due;
  });
}

/** Puts claimed ops back to pending; `backoff` also counts the attempt and pushes the next one out. */
async function release(db: QuizhiveDb, ops: OutboxOp[], backoff: { now: number; random: () => number; atLeastMs?: number } | null): Promise<void> {
  await db.outbox.bulkUpdate(
    ops.map((op) => ({
      key: op.op_id,
      changes: backoff
        ? {
            status: 'pending' as const,
            inFlightAt: null,
            attempts: op.attempts + 1,
            // An overloaded server's Retry-After is a floor under the usual backoff.
            nextAttemptAt: backoff.now + Math.max(backoff.atLeastMs ?? 0, backoffDelay(op.attempts, backoff.random)),
          }
        : { status: 'pending' as const, inFlightAt: null },
    })),
  );
}

/** Applies the server's per-op answers to `userId`'s batch; an op it did not answer waits for a later try. */
async function settle(db: QuizhiveDb, userId: string, batch: OutboxOp[], results: OpResult[], now: number, random: () => number) {
  const byId = new Map(results.map((result) => [result.op_id, result]));
  const done: string[] = [];
  const dead: { key: string; changes: Partial<OutboxOp> }[] = [];
  const unanswered: OutboxOp[] = [];
  for (const op of batch) {
    const result = byId.get(op.op_id);
    if (!result) {
      unanswered.push(op);
    } else if (result.status === 'rejected') {
      const error = result.error ?? { code: 'REJECTED', message: 'Rejected by the server' };
      const lastError = { code: error.code, message: error.message, messageCode: error.message_code, params: error.message_params, field: error.field };
      dead.push({ key: op.op_id, changes: { status: 'dead', inFlightAt: null, lastError } });
    } else {
      done.push(op.op_id);
    }
  }
  // One bulk call per outcome: the answers of a batch land together or not at all, with the time
  // they came, which every tab's sync status reads (lastSyncedAt).
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.bulkDelete(done);
    await db.outbox.bulkUpdate(dead);
    await release(db, unanswered, { now, random });
    await db.meta.put({ key: lastSyncKey(userId), value: now });
  });
  // After commit: a screen waiting for its op sees the answer only once the outbox agrees.
  publishOpResults(results, userId);
  return { done: done.length, rejected: dead.length };
}

type Failure = 'auth' | 'offline' | 'server';

function classify(error: unknown): Failure {
  if (isApiError(error)) {
    // A deactivated account keeps its ops until the same user signs in again (after a reactivation).
    if (error.status === 401 || error.code === 'SESSION_EXPIRED' || error.code === 'ACCOUNT_DEACTIVATED') return 'auth';
    return error.status === 0 ? 'offline' : 'server';
  }
  return 'offline';
}

const STATE_OF: Record<Failure, SyncState> = { auth: 'paused-auth', offline: 'offline', server: 'error' };

async function drain(options: FlushOptions, db: QuizhiveDb): Promise<FlushOutcome> {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const { userId } = options;
  if (await isAuthPaused(userId, db)) return { done: 0, rejected: 0, paused: 'auth' };
  announceClaimer();
  await recoverStale(db, userId, now());
  let done = 0;
  let rejected = 0;
  for (;;) {
    const batch = await claimBatch(db, userId, now(), options.ignoreBackoff ?? false);
    if (batch.length === 0) return { done, rejected };
    let results: OpResult[];
    try {
      results = await options.send(batch.map(toEnvelope));
    } catch (error) {
      const failure = classify(error);
      if (failure === 'auth') {
        // Not the ops' fault: no attempt is counted; they wait, unsent, for the same user.
        await db.transaction('rw', db.outbox, db.meta, async () => {
          await release(db, batch, null);
          await db.meta.put({ key: authPauseKey(userId), value: now() });
        });
        return { done, rejected, paused: 'auth' };
      }
      // A send that failed because the device went offline meanwhile is not the ops' failure either.
      const wentOffline = failure === 'offline' && !online(options);
      const retryAfter = isApiError(error) ? error.retryAfterMs : undefined;
      await release(
        db,
        batch,
        wentOffline ? null : { now: now(), random, ...(retryAfter !== undefined ? { atLeastMs: Math.min(retryAfter, MAX_BACKOFF_MS) } : {}) },
      );
      return { done, rejected, failed: failure };
    }
    const settled = await settle(db, userId, batch, results, now(), random);
    done += settled.done;
    rejected += settled.rejected;
    updateOutboxStatus({ lastSyncAt: new Date(now()) });
  }
}

function online(options: FlushOptions): boolean {
  if (options.isOnline) return options.isOnline();
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Sends the current user's due ops, oldest seq first, in batches; never another user's ops. */
export async function flushOutbox(options: FlushOptions): Promise<FlushOutcome> {
  const db = options.db ?? getOfflineDb();
  if (!online(options)) {
    updateOutboxStatus({ ...(await countOps(options.userId, db)), state: 'offline' });
    return { done: 0, rejected: 0, skipped: 'offline' };
  }
  const outcome = await withFlushLock<FlushOutcome, FlushOutcome>(
    async () => {
      updateOutboxStatus({ state: 'syncing' });
      try {
        return await drain(options, db);
      } catch (error) {
        updateOutboxStatus({ state: 'error' });
        throw error;
      }
    },
    { done: 0, rejected: 0, skipped: 'busy' },
  );
  if (outcome.skipped) return outcome;
  const failure: Failure | undefined = outcome.paused ?? outcome.failed;
  updateOutboxStatus({ ...(await countOps(options.userId, db)), state: failure ? STATE_OF[failure] : 'idle' });
  return outcome;
}

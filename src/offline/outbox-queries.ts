/**
 * Read-only views of the outbox for the sync status and the QA panel. They only read, so they are
 * safe inside a Dexie liveQuery: the UI re-renders when any tab changes the outbox.
 */
import Dexie from 'dexie';
import { getOfflineDb, type OutboxOp, type QuizhiveDb } from './db';
import { isAuthPaused, lastSyncKey } from './flusher';
import { countOps } from './outbox';

export interface OutboxSummary {
  /** Ops waiting to be sent (pending or in flight). */
  readonly pending: number;
  /** Ops the server rejected, kept for the user to retry or discard. */
  readonly dead: number;
  /** A 401 paused this user's queue until they sign in again. */
  readonly authPaused: boolean;
  /** When a flusher on this device (any tab, or the worker) last had this user's ops answered. */
  readonly lastSyncAt: Date | null;
}

const userRange = (db: QuizhiveDb, userId: string) =>
  db.outbox.where('[userId+deviceSeq]').between([userId, Dexie.minKey], [userId, Dexie.maxKey], true, true);

/** One user's ops in the order the flusher sends them (device seq). */
export function listUserOps(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<OutboxOp[]> {
  return userRange(db, userId).toArray();
}

/** The last time any flusher on this device (a tab or the worker) had a batch of `userId`'s answered. */
export async function lastSyncedAt(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<Date | null> {
  const value = (await db.meta.get(lastSyncKey(userId)))?.value;
  return typeof value === 'number' ? new Date(value) : null;
}

export async function summarizeUserOutbox(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<OutboxSummary> {
  const [counts, authPaused, lastSyncAt] = await Promise.all([countOps(userId, db), isAuthPaused(userId, db), lastSyncedAt(userId, db)]);
  return { ...counts, authPaused, lastSyncAt };
}

/**
 * Ops on this device of every user. Acknowledged ops are deleted, so each row is a write the server
 * has not taken yet: when nobody is signed in, any row means someone must sign in for it to sync.
 */
export function countDeviceOps(db: QuizhiveDb = getOfflineDb()): Promise<number> {
  return db.outbox.count();
}

/** Ops on this device that belong to users other than `userId` (they wait for their own owner). */
export async function countOtherUsersOps(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<number> {
  const [all, own] = await Promise.all([db.outbox.count(), userRange(db, userId).count()]);
  return all - own;
}

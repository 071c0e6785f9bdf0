/**
 * Enqueues ops. An op is an event (an answer, a sheet), never a balance, so replaying it twice or
 * out of order cannot corrupt state. The op and the caller's local change commit in one Dexie
 * transaction: either the device shows the change and will tell the server, or neither happens.
 * Ops never expire: a write waits in the outbox until the server answers it.
 */
import type { Transaction } from 'dexie';
import type { OpEnvelope } from '../../contract/sync/ops';
import type { OpKind } from '../../contract/sync/op-kinds';
import { getOfflineDb, type OutboxOp, type QuizhiveDb } from './db';
import { allocateSeq, getDeviceId, randomId } from './device';

type Listener = () => void;
const enqueueListeners = new Set<Listener>();

/** Lets the triggers flush shortly after a write without outbox.ts knowing about them. */
export function onEnqueue(listener: Listener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

/** 16 random bytes: 22 base64url chars, inside the contract's 16..64 [A-Za-z0-9_-]. */
export function newOpId(): string {
  return randomId(16);
}

/**
 * Writes the op and runs `applyLocal` in the same transaction (all tables are in scope). A throw
 * from `applyLocal` rolls both back. `applyLocal` must only await Dexie calls: awaiting anything
 * else (fetch, timers) lets IndexedDB auto-commit the transaction mid-way.
 */
export async function enqueueWith(
  userId: string,
  kind: OpKind,
  payload: unknown,
  applyLocal: (tx: Transaction, op: OutboxOp) => Promise<void>,
  db: QuizhiveDb = getOfflineDb(),
): Promise<OutboxOp> {
  const op = await db.transaction('rw', db.tables, async (tx) => {
    const deviceId = await getDeviceId(db);
    const deviceSeq = await allocateSeq(db);
    const now = Date.now();
    const row: OutboxOp = {
      op_id: newOpId(),
      userId,
      deviceId,
      deviceSeq,
      kind,
      payload,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      status: 'pending',
      lastError: null,
      inFlightAt: null,
    };
    await db.outbox.add(row);
    // The local change gets the op, so it can stamp itself with the op's (deviceSeq, deviceId).
    await applyLocal(tx, row);
    return row;
  });
  // Listeners run after commit: a flush they start must see the op.
  for (const listener of enqueueListeners) listener();
  return op;
}

/** The wire form of a stored op (contract/sync/ops.ts). */
export function toEnvelope(op: OutboxOp): OpEnvelope {
  return {
    op_id: op.op_id,
    device_id: op.deviceId,
    seq: op.deviceSeq,
    kind: op.kind,
    payload: op.payload,
    created_at: new Date(op.createdAt).toISOString(),
  };
}

/** Pending and dead counts of one user, for the status store. */
export async function countOps(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<{ pending: number; dead: number }> {
  const [pending, inFlight, dead] = await Promise.all(
    (['pending', 'in-flight', 'dead'] as const).map((status) => db.outbox.where('[userId+status]').equals([userId, status]).count()),
  );
  return { pending: (pending ?? 0) + (inFlight ?? 0), dead: dead ?? 0 };
}

/** A dead op the user chose to try again: it starts over as if new (same op_id, so still idempotent). */
export async function retryDead(opId: string, db: QuizhiveDb = getOfflineDb()): Promise<boolean> {
  const changed = await db.outbox
    .where('op_id')
    .equals(opId)
    .and((op) => op.status === 'dead')
    .modify({ status: 'pending', attempts: 0, nextAttemptAt: Date.now(), inFlightAt: null });
  if (changed > 0) for (const listener of enqueueListeners) listener();
  return changed > 0;
}

/** Drops a dead op the user gave up on; only dead ops, so a pending write is never lost by mistake. */
export async function discardDead(opId: string, db: QuizhiveDb = getOfflineDb()): Promise<boolean> {
  const removed = await db.outbox
    .where('op_id')
    .equals(opId)
    .and((op) => op.status === 'dead')
    .delete();
  return removed > 0;
}

/**
 * What the server knows of each device's sync (issue 12): ops applied (applied_ops) and ops refused
 * (refused_ops, recorded here when sync_ops answers one `rejected`), per device for the admin's user
 * page and per day for the dashboard's sync failures.
 */
import { eq, gte, sql } from 'drizzle-orm';
import type { OpEnvelope, OpResult } from '../../../contract/sync/ops';
import type { DbOrTx } from '../../db/client';
import { appliedOps, refusedOps } from '../../db/schema';

export interface DeviceSyncState {
  readonly device_id: string;
  /** When an op of the device was last applied or refused. */
  readonly last_sync_at: string;
  readonly ops_applied: number;
  readonly ops_refused: number;
}

/**
 * Records the refused ops of one sync_ops answer; a refused op sent again adds nothing (its key).
 * After the ops' own transactions: a refusal rolled its op back, so there is nothing to join.
 */
export async function recordRefusals(db: DbOrTx, userId: number, ops: readonly OpEnvelope[], results: readonly OpResult[]): Promise<void> {
  const seen = new Set<string>();
  const rows = results.flatMap((result, i) => {
    const op = ops[i];
    if (result.status !== 'rejected' || !op || seen.has(op.op_id)) return [];
    seen.add(op.op_id);
    return [{ userId, opId: op.op_id, deviceId: op.device_id, kind: op.kind.slice(0, 40), code: (result.error?.code ?? 'UNKNOWN').slice(0, 40) }];
  });
  if (rows.length > 0) await db.insert(refusedOps).values(rows).onConflictDoNothing();
}

/** One user's devices, newest sync first: two grouped reads on the (user_id, ...) keys. */
export async function deviceStatesOf(db: DbOrTx, userId: number): Promise<DeviceSyncState[]> {
  const [applied, refused] = await Promise.all([
    db
      .select({ deviceId: appliedOps.deviceId, n: sql<number>`count(*)::int`, last: sql<Date>`max(${appliedOps.appliedAt})` })
      .from(appliedOps)
      .where(eq(appliedOps.userId, userId))
      .groupBy(appliedOps.deviceId),
    db
      .select({ deviceId: refusedOps.deviceId, n: sql<number>`count(*)::int`, last: sql<Date>`max(${refusedOps.refusedAt})` })
      .from(refusedOps)
      .where(eq(refusedOps.userId, userId))
      .groupBy(refusedOps.deviceId),
  ]);
  const devices = new Map<string, { applied: number; refused: number; last: number }>();
  const add = (deviceId: string, field: 'applied' | 'refused', n: number, last: Date | string) => {
    const device = devices.get(deviceId) ?? { applied: 0, refused: 0, last: 0 };
    device[field] = n;
    device.last = Math.max(device.last, new Date(last).getTime());
    devices.set(deviceId, device);
  };
  for (const row of applied) add(row.deviceId, 'applied', row.n, row.last);
  for (const row of refused) add(row.deviceId, 'refused', row.n, row.last);
  return [...devices.entries()]
    .sort(([, a], [, b]) => b.last - a.last)
    .map(([deviceId, d]) => ({ device_id: deviceId, last_sync_at: new Date(d.last).toISOString(), ops_applied: d.applied, ops_refused: d.refused }));
}

/** Refused ops per UTC day since `from` (a day's start), for the dashboard: one range read of refused_ops_refused_at_idx. */
export async function refusalsPerDay(db: DbOrTx, from: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: sql<string>`to_char(${refusedOps.refusedAt} at time zone 'UTC', 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
    .from(refusedOps)
    .where(gte(refusedOps.refusedAt, from))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, r.n]));
}

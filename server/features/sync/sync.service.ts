/**
 * Applies outbox operations exactly once. Each op runs in its own transaction that first claims
 * its (user, op_id) row and then applies its effect: a repeated delivery finds the row and gets the
 * stored result; a concurrent one waits on the row and then does the same; a failed op leaves
 * nothing behind. One bad op is answered on its own and never stops the ops beside it.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OpEnvelope, OpResult } from '../../../contract/sync/ops';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { appliedOps } from '../../db/schema';
import { errorCatalogue } from '../../../contract/errors';
import { isAppError } from '../../lib/app-error';
import { isDataError } from '../../lib/db-errors';
import type { AuthUser } from '../auth/auth-user';
import { lockUser } from '../wallet/wallet.repo';

export interface OpHandler<P, C = unknown> {
  readonly payload: z.ZodType<P>;
  /**
   * Checks and reads that need no transaction (configuration, access). It runs before the op's
   * transaction opens: with PGlite's single connection, a read outside an open transaction would
   * wait for that transaction forever.
   */
  prepare(user: AuthUser, payload: P): Promise<C>;
  /**
   * The effect; reads and writes only through tx. `op` is the envelope's stamp, for kinds whose
   * merge orders writes by (seq, device_id).
   */
  apply(tx: Tx, user: AuthUser, payload: P, prepared: C, op: OpStamp): Promise<unknown>;
}

export type OpStamp = Pick<OpEnvelope, 'op_id' | 'device_id' | 'seq'>;

export type OpHandlers = Readonly<Record<string, OpHandler<never>>>;

/** Keeps a handler's payload type while storing it beside handlers of other kinds. */
export function opHandler<P, C>(handler: OpHandler<P, C>): OpHandler<never> {
  return handler as unknown as OpHandler<never>;
}

export interface SyncService {
  apply(user: AuthUser, ops: readonly OpEnvelope[]): Promise<OpResult[]>;
}

function describeIssue(issue: z.core.$ZodIssue): { message: string; field: string } {
  const field = ['payload', ...issue.path.map(String)].join('.');
  return { message: `${field}: ${issue.message}`, field };
}

export function createSyncService(ctx: AppContext, handlers: OpHandlers): SyncService {
  const { db } = ctx;

  async function applyOne(user: AuthUser, op: OpEnvelope): Promise<OpResult> {
    const handler = handlers[op.kind];
    if (!handler) {
      return { op_id: op.op_id, status: 'rejected', error: { code: 'VALIDATION', message: `Unknown op kind '${op.kind.slice(0, 40)}'.`, field: 'kind' } };
    }
    const parsed = handler.payload.safeParse(op.payload);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const { message, field } = first ? describeIssue(first) : { message: 'payload is not valid', field: 'payload' };
      return { op_id: op.op_id, status: 'rejected', error: { code: 'VALIDATION', message, field } };
    }
    try {
      const prepared = await handler.prepare(user, parsed.data as never);
      return await db.transaction(async (tx) => {
        // One op of a user at a time: the claim below and the effect see each other's results.
        await lockUser(tx, user.id);
        const claimed = await tx
          .insert(appliedOps)
          .values({ userId: user.id, opId: op.op_id, deviceId: op.device_id, seq: op.seq, kind: op.kind, result: { value: null } })
          .onConflictDoNothing()
          .returning({ opId: appliedOps.opId });
        if (claimed.length === 0) {
          const [stored] = await tx
            .select({ result: appliedOps.result })
            .from(appliedOps)
            .where(and(eq(appliedOps.userId, user.id), eq(appliedOps.opId, op.op_id)));
          return { op_id: op.op_id, status: 'duplicate' as const, result: stored?.result.value };
        }
        const result = await handler.apply(tx, user, parsed.data as never, prepared, { op_id: op.op_id, device_id: op.device_id, seq: op.seq });
        await tx
          .update(appliedOps)
          .set({ result: { value: result ?? null } })
          .where(and(eq(appliedOps.userId, user.id), eq(appliedOps.opId, op.op_id)));
        return { op_id: op.op_id, status: 'applied' as const, result };
      });
    } catch (error) {
      if (isDataError(error)) {
        // The database refused this op's data: answer it alone, as rejected, and go on with the rest.
        ctx.log.error({ err: error, opId: op.op_id, kind: op.kind }, 'sync op refused by the database');
        return { op_id: op.op_id, status: 'rejected', error: { code: 'INTERNAL', message: errorCatalogue.INTERNAL.message } };
      }
      if (!isAppError(error)) throw error;
      return {
        op_id: op.op_id,
        status: 'rejected',
        error: { code: error.code, message: error.message, ...(error.field ? { field: `payload.${error.field}` } : {}) },
      };
    }
  }

  return {
    async apply(user, ops) {
      // A device's ops are applied in its own order; the answer keeps the order they came in.
      const ordered = [...ops].sort((a, b) => (a.device_id === b.device_id ? a.seq - b.seq : a.device_id < b.device_id ? -1 : 1));
      const results = new Map<string, OpResult>();
      for (const op of ordered) {
        // The same op twice in one batch is answered once and then as a duplicate.
        const earlier = results.get(op.op_id);
        results.set(op.op_id, earlier ? { ...earlier, status: earlier.status === 'rejected' ? 'rejected' : 'duplicate' } : await applyOne(user, op));
      }
      return ops.map((op) => results.get(op.op_id) as OpResult);
    },
  };
}

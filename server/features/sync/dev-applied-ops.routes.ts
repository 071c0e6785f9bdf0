/**
 * get_dev_applied_ops: one user's applied outbox ops, for admins and only outside production (see
 * the contract). An admin names the user; without a name it is the admin's own ops.
 */
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDevAppliedOps } from '../../../contract/api/sync';
import type { AppContext } from '../../app-context';
import { appliedOps, users } from '../../db/schema';
import type { ActionRouter } from '../../plugins/actions';

export function registerDevAppliedOps(api: ActionRouter, ctx: AppContext): void {
  if (!ctx.config.devOutboxEnabled) return;
  api.handle(getDevAppliedOps, async ({ user, body }) => {
    // By e-mail the id is looked up in the same query: an address without an account lists nothing.
    const whose: SQL =
      body.email !== undefined
        ? inArray(appliedOps.userId, ctx.db.select({ id: users.id }).from(users).where(eq(users.email, body.email)))
        : eq(appliedOps.userId, body.user_id ?? user.id);
    const rows = await ctx.db
      .select({ opId: appliedOps.opId, kind: appliedOps.kind, deviceId: appliedOps.deviceId, seq: appliedOps.seq, appliedAt: appliedOps.appliedAt })
      .from(appliedOps)
      .where(whose)
      .orderBy(desc(appliedOps.appliedAt))
      .limit(body.limit);
    return rows.map((r) => ({ op_id: r.opId, kind: r.kind, device_id: r.deviceId, seq: r.seq, applied_at: r.appliedAt.toISOString() }));
  });
}

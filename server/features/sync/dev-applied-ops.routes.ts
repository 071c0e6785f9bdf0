/** get_dev_applied_ops: the caller's applied outbox ops, outside production only (see the contract). */
import { desc, eq } from 'drizzle-orm';
import { getDevAppliedOps } from '../../../contract/api/sync';
import type { AppContext } from '../../app-context';
import { appliedOps } from '../../db/schema';
import type { ActionRouter } from '../../plugins/actions';

export function registerDevAppliedOps(api: ActionRouter, ctx: AppContext): void {
  if (!ctx.config.devOutboxEnabled) return;
  api.handle(getDevAppliedOps, async ({ user, body }) => {
    const rows = await ctx.db
      .select({ opId: appliedOps.opId, kind: appliedOps.kind, deviceId: appliedOps.deviceId, seq: appliedOps.seq, appliedAt: appliedOps.appliedAt })
      .from(appliedOps)
      .where(eq(appliedOps.userId, user.id))
      .orderBy(desc(appliedOps.appliedAt))
      .limit(body.limit);
    return rows.map((r) => ({ op_id: r.opId, kind: r.kind, device_id: r.deviceId, seq: r.seq, applied_at: r.appliedAt.toISOString() }));
  });
}

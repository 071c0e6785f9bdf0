/** Rows of scheduled_notifications (server/db/schema/admin-ops.ts): stored, listed, claimed when due, cancelled. */
import { and, count, desc, eq, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ScheduledNotification } from '../../../contract/api/scheduled-notifications';
import type { DbOrTx } from '../../db/client';
import { scheduledNotifications, users, type ScheduledNotificationRow } from '../../db/schema';
import { displayName } from '../users/user-dto';

export type ScheduledStatus = ScheduledNotification['status'];

const statusOf = (row: Pick<ScheduledNotificationRow, 'sentAt' | 'cancelledAt'>): ScheduledStatus =>
  row.sentAt ? 'sent' : row.cancelledAt ? 'cancelled' : 'pending';

export function toScheduled(row: ScheduledNotificationRow, userName: string | null): ScheduledNotification {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: userName === null ? null : displayName(userName),
    title: row.title,
    body: row.body,
    send_at: row.sendAt.toISOString(),
    status: statusOf(row),
    sent_at: row.sentAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    notification_id: row.notificationId,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertScheduled(
  tx: DbOrTx,
  values: { userId: number | null; title: string; body: string; sendAt: Date; createdBy: number; at: Date },
): Promise<ScheduledNotificationRow> {
  const [row] = await tx
    .insert(scheduledNotifications)
    .values({ userId: values.userId, title: values.title, body: values.body, sendAt: values.sendAt, createdBy: values.createdBy, createdAt: values.at })
    .returning();
  if (!row) throw new Error('the scheduled notification was not stored');
  return row;
}

const statusCondition: Record<ScheduledStatus, SQL | undefined> = {
  pending: and(isNull(scheduledNotifications.sentAt), isNull(scheduledNotifications.cancelledAt)),
  sent: isNotNull(scheduledNotifications.sentAt),
  cancelled: isNotNull(scheduledNotifications.cancelledAt),
};

export async function listScheduled(
  db: DbOrTx,
  filter: { offset: number; limit: number; status?: ScheduledStatus | undefined },
): Promise<{ total: number; data: ScheduledNotification[] }> {
  const where = filter.status ? statusCondition[filter.status] : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: scheduledNotifications, userName: users.name })
      .from(scheduledNotifications)
      .leftJoin(users, eq(users.id, scheduledNotifications.userId))
      .where(where)
      .orderBy(desc(scheduledNotifications.sendAt), desc(scheduledNotifications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(scheduledNotifications).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map(({ row, userName }) => toScheduled(row, userName)) };
}

/**
 * Claims the next due notification: its row is locked (skipping rows another instance holds) and
 * marked sent in the caller's transaction, which also inserts the notification. Until that commits
 * no other instance can claim it, and after, its sent_at keeps it from being claimed again.
 */
export async function claimDue(tx: DbOrTx, now: Date): Promise<ScheduledNotificationRow | undefined> {
  const due = tx
    .select({ id: scheduledNotifications.id })
    .from(scheduledNotifications)
    .where(and(statusCondition.pending, lte(scheduledNotifications.sendAt, now)))
    .orderBy(scheduledNotifications.sendAt, scheduledNotifications.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(scheduledNotifications)
    .set({ sentAt: now })
    .where(and(sql`${scheduledNotifications.id} = (${due})`, statusCondition.pending))
    .returning();
  return row;
}

export async function setNotificationId(tx: DbOrTx, id: number, notificationId: number): Promise<void> {
  await tx.update(scheduledNotifications).set({ notificationId }).where(eq(scheduledNotifications.id, id));
}

/** Cancels it if still pending; answers the row as it is after (undefined: no such row). */
export async function cancelPending(tx: DbOrTx, id: number, at: Date): Promise<{ row: ScheduledNotificationRow; changed: boolean } | undefined> {
  const [cancelled] = await tx
    .update(scheduledNotifications)
    .set({ cancelledAt: at })
    .where(and(eq(scheduledNotifications.id, id), statusCondition.pending))
    .returning();
  if (cancelled) return { row: cancelled, changed: true };
  const [row] = await tx.select().from(scheduledNotifications).where(eq(scheduledNotifications.id, id));
  return row ? { row, changed: false } : undefined;
}

/** The user's display name as stored, if the account exists. */
export async function userNameOf(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

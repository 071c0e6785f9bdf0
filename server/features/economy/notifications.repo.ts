/** Notifications to one player or to everyone, and who has read which. */
import { and, desc, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationReads, notifications, users } from '../../db/schema';

export interface NewNotification {
  /** null: everyone (players who joined before it was sent see it). */
  readonly userId: number | null;
  readonly type: string;
  readonly title: string;
  readonly body: string;
  readonly data?: Record<string, string | number>;
  /** Once per event: a second insert with the key does nothing. */
  readonly eventKey?: string | null;
  readonly at?: Date;
}

export async function insertNotification(tx: DbOrTx, notification: NewNotification): Promise<number | null> {
  const rows = await tx
    .insert(notifications)
    .values({
      userId: notification.userId,
      type: notification.type,
      title: notification.title,
      body: notification.body,
      data: notification.data ?? {},
      eventKey: notification.eventKey ?? null,
      ...(notification.at ? { createdAt: notification.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows[0]?.id ?? null;
}

/** The notifications a player sees: their own, and those to everyone sent since they joined. */
function visibleTo(userId: number, joinedAt: Date) {
  return or(eq(notifications.userId, userId), and(isNull(notifications.userId), gte(notifications.createdAt, joinedAt)));
}

const unread = (userId: number) =>
  notExists(
    sql`(select 1 from ${notificationReads} where ${notificationReads.userId} = ${userId} and ${notificationReads.notificationId} = ${notifications.id})`,
  );

async function joinedAt(db: DbOrTx, userId: number): Promise<Date> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt ?? new Date(0);
}

export interface NotificationRow {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly body: string;
  readonly data: Record<string, string | number>;
  readonly createdAt: Date;
  readonly read: boolean;
}

export async function listNotifications(
  db: DbOrTx,
  userId: number,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const visible = visibleTo(userId, await joinedAt(db, userId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        data: notifications.data,
        createdAt: notifications.createdAt,
        read: sql<boolean>`not ${unread(userId)}`,
      })
      .from(notifications)
      .where(visible)
      .orderBy(page.order === 'asc' ? notifications.id : desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`count(*) filter (where ${unread(userId)})::int` })
      .from(notifications)
      .where(visible),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks the given notifications (or, with null, every one the player sees) read. */
export async function markRead(db: DbOrTx, userId: number, ids: readonly number[] | null): Promise<void> {
  if (ids !== null && ids.length === 0) return;
  const visible = visibleTo(userId, await joinedAt(db, userId));
  const chosen = ids === null ? visible : and(visible, sql`${notifications.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  await db.execute(sql`
    insert into ${notificationReads} (user_id, notification_id)
    select ${userId}, ${notifications.id} from ${notifications} where ${chosen}
    on conflict do nothing`);
}

/**
 * An admin's notifications at a set time (issue 12, docs/ADMIN.md): stored with their audit entry,
 * listed, cancelled while pending, and delivered by a recurring task in every instance. Each
 * delivery is one transaction that claims the row (sent_at) and inserts the notification, so two
 * instances, a retry or a crash in the middle deliver it exactly once.
 */
import { SCHEDULE_MAX_AHEAD_DAYS, type ScheduledNotification } from '../../../contract/api/scheduled-notifications';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { RecurringTask } from '../../lib/recurring';
import { recordAudit } from '../audit/audit.repo';
import { insertNotification } from './notifications.repo';
import * as repo from './scheduled-notifications.repo';

const DAY_MS = 86_400_000;
/** A run delivers at most this many, so one run never holds the runner long; the next run goes on. */
const DELIVERIES_PER_RUN = 200;
/** How often due notifications are looked for: one is delivered at most this late. */
export const SCHEDULED_DELIVERY_EVERY_MS = 30_000;

export interface NewScheduled {
  readonly userId: number | null;
  readonly title: string;
  readonly body: string;
  /** ISO date and time with offset, checked by the contract. */
  readonly sendAt: string;
}

export interface ScheduledNotificationsService {
  schedule(admin: AuthUser, notification: NewScheduled): Promise<ScheduledNotification>;
  list(filter: { offset: number; limit: number; status?: repo.ScheduledStatus | undefined }): Promise<{ total: number; data: ScheduledNotification[] }>;
  cancel(admin: AuthUser, id: number): Promise<{ id: number; status: 'cancelled'; changed: boolean }>;
  /** Delivers what is due now (at most DELIVERIES_PER_RUN); answers how many. */
  deliverDue(): Promise<number>;
  /** deliverDue as a recurring task (server/lib/recurring.ts). */
  readonly task: RecurringTask;
}

export function createScheduledNotificationsService(ctx: AppContext): ScheduledNotificationsService {
  const { db } = ctx;

  function checkSendAt(sendAt: string): Date {
    const at = new Date(sendAt);
    const now = ctx.now().getTime();
    if (at.getTime() <= now) throw new AppError('VALIDATION', { text: 'send_at must be in the future: to send now, use send_notification' }, 'send_at');
    if (at.getTime() > now + SCHEDULE_MAX_AHEAD_DAYS * DAY_MS) {
      throw new AppError('VALIDATION', { text: `send_at must be at most ${SCHEDULE_MAX_AHEAD_DAYS} days ahead` }, 'send_at');
    }
    return at;
  }

  /** One due notification, claimed and sent in one transaction; false when none is due. */
  async function deliverOne(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const due = await repo.claimDue(tx, ctx.now());
      if (!due) return false;
      // Stamped by the database's clock, as send_notification's: one to everyone reaches those who
      // had joined when it was sent (one row, however many users: get_notifications merges it).
      const id = await insertNotification(tx, { userId: due.userId, type: 'admin', title: due.title, body: due.body });
      if (id === null) throw new Error(`scheduled notification ${due.id} was not stored`);
      await repo.setNotificationId(tx, due.id, id);
      return true;
    });
  }

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    while (delivered < DELIVERIES_PER_RUN && (await deliverOne())) delivered += 1;
    return delivered;
  }

  return {
    async schedule(admin, notification) {
      const sendAt = checkSendAt(notification.sendAt);
      return db.transaction(async (tx) => {
        const userName = notification.userId === null ? null : await repo.userNameOf(tx, notification.userId);
        if (userName === undefined) throw new AppError('NOT_FOUND', { text: `No user with id ${notification.userId}` }, 'user_id');
        const row = await repo.insertScheduled(tx, { ...notification, sendAt, createdBy: admin.id, at: ctx.now() });
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'schedule_admin_notification',
          subject: `scheduled_notification:${row.id}`,
          before: null,
          after: { user_id: row.userId, title: row.title, body: row.body, send_at: row.sendAt.toISOString() },
        });
        return repo.toScheduled(row, userName);
      });
    },

    list: (filter) => repo.listScheduled(db, filter),

    async cancel(admin, id) {
      const changed = await db.transaction(async (tx) => {
        const result = await repo.cancelPending(tx, id, ctx.now());
        if (!result) throw new AppError('NOT_FOUND', { text: `No scheduled notification with id ${id}` }, 'id');
        if (result.row.sentAt) throw new AppError('VALIDATION', { text: 'This notification was already sent: id cannot be cancelled' }, 'id');
        if (!result.changed) return false;
        await recordAudit(tx, { adminId: admin.id, action: 'cancel_admin_scheduled_notification', subject: `scheduled_notification:${id}`, before: { status: 'pending' }, after: { status: 'cancelled' } });
        return true;
      });
      return { id, status: 'cancelled' as const, changed };
    },

    deliverDue,

    task: {
      name: 'scheduled notifications',
      firstAfterMs: 5_000,
      everyMs: SCHEDULED_DELIVERY_EVERY_MS,
      run: async () => {
        const delivered = await deliverDue();
        return delivered > 0 ? { delivered } : null;
      },
    },
  };
}

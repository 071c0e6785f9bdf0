import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { questions } from './content';
import { notifications } from './economy';
import { users } from './users';

/**
 * A player's report of a question (report_question), which an admin reads and closes (issue 12).
 * The message is the player's own words, so it goes with their account (ON DELETE CASCADE).
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: varchar('status', { length: 16, enum: ['open', 'closed'] }).notNull().default('open'),
    adminNote: text('admin_note'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_reports_status_idx').on(t.status, t.id),
    index('question_reports_question_idx').on(t.questionId),
    index('question_reports_user_created_idx').on(t.userId, t.createdAt),
    // One open report per player and question: a repeat answers the open one.
    uniqueIndex('question_reports_open_key').on(t.userId, t.questionId).where(sql`${t.status} = 'open'`),
  ],
);

export type QuestionReportRow = typeof questionReports.$inferSelect;

/**
 * An admin's notification to send at a set time (issue 12). A due row is claimed (sent_at set) in
 * the transaction that inserts its notification, so two instances or a retry deliver it once.
 */
export const scheduledNotifications = pgTable(
  'scheduled_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** null: everyone (one notification row to everyone, as send_notification without user_id). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The notification it became, once sent. */
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scheduled_notifications_due_idx').on(t.sendAt).where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`)],
);

export type ScheduledNotificationRow = typeof scheduledNotifications.$inferSelect;

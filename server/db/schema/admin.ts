import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The admin audit log (issue 12): every admin write, in the transaction of the write, with who,
 * when, what and the values before and after. Rows are never changed; an admin's account can be
 * deleted and their entries stay, with the name they had (admin_id set null).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: varchar('admin_name', { length: 120 }).notNull(),
    /** The action's name in contract/api (send_notification, ...). */
    action: varchar('action', { length: 64 }).notNull(),
    /** What it changed, as kind:id (notification:12, user:7, category:3). */
    subject: varchar('subject', { length: 120 }).notNull(),
    /** The values it changed, before and after (null before a creation, after a deletion). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_action_idx').on(t.action, t.id),
    index('admin_audit_log_admin_idx').on(t.adminId, t.id),
    index('admin_audit_log_subject_idx').on(t.subject, t.id),
  ],
);

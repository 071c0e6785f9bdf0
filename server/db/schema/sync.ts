import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every outbox operation applied for a user, written in the same transaction as its effect: the
 * primary key makes a second delivery a no-op that returns the stored result.
 */
export const appliedOps = pgTable(
  'applied_ops',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    opId: varchar('op_id', { length: 64 }).notNull(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    result: jsonb('result').$type<{ value: unknown }>().notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.opId] }), index('applied_ops_device_idx').on(t.userId, t.deviceId, t.seq)],
);

/**
 * Outbox operations the server refused (answered `rejected`), one row per op: what the admin's
 * dashboard counts as sync failures and their user page shows per device. A device resending a
 * refused op adds nothing (the key).
 */
export const refusedOps = pgTable(
  'refused_ops',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    opId: varchar('op_id', { length: 64 }).notNull(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.opId] }), index('refused_ops_refused_at_idx').on(t.refusedAt)],
);

import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The job queue (server/lib/jobs): one row per kind and subject, due at run_at. A worker takes a
 * due row with FOR UPDATE SKIP LOCKED and marks it done in the transaction that does its work.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    subject: varchar('subject', { length: 128 }).notNull(),
    state: varchar('state', { length: 16, enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Failed tries so far; after MAX_ATTEMPTS the job is 'failed' and waits for a person. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** What the handler reported (JSON text), for the log and for admins. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_subject_key').on(t.kind, t.subject),
    // The worker's question: the earliest pending job that is due.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} = 'pending'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

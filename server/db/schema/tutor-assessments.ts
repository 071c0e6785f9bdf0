/**
 * Assessments by school year and subject (docs/TUTOR.md, "Assessments"): a student's timed attempt
 * with the paper drawn for it, one row per question. The paper is stored when the attempt starts,
 * so a resume on any device serves the same questions; answers are saved on the question rows as the
 * student goes, and the verdicts and the key they were checked against are written once, when the
 * attempt closes (submitted, or expired and closed by the deadline job with what was saved).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const ASSESSMENT_STATES = ['open', 'submitted', 'expired'] as const;

export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    subject: varchar('subject', { length: 20, enum: ['maths', 'english'] }).notNull(),
    state: varchar('state', { length: 10, enum: ASSESSMENT_STATES }).notNull().default('open'),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The server's deadline; answers after it (and ASSESSMENT_LATE_ALLOWANCE_MS) count only if saved before. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** When it closed: the submission's time, or the deadline for an attempt that expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when it closes, from the checked questions. */
    score: integer('score'),
    total: integer('total').notNull(),
    /** Seconds from the start to the close by the server's clock (never past the time limit). */
    timeTaken: integer('time_taken'),
    /** The device's own time_taken, kept beside the server's, never read for the result. */
    clientTimeTaken: integer('client_time_taken'),
  },
  (t) => [
    // One open attempt per student, year and subject: two starts at once make one.
    uniqueIndex('assessment_attempts_open_key').on(t.userId, t.year, t.subject).where(sql`${t.state} = 'open'`),
    index('assessment_attempts_user_idx').on(t.userId, t.closedAt),
  ],
);

/** One question of an attempt's paper, as served (no answer), with the saved answer and, once closed, its verdict. */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    itemId: varchar('item_id', { length: 120 }).notNull(),
    /** The tutor unit the item belongs to (no foreign key: a result outlives content changes). */
    curriculumId: integer('curriculum_id').notNull(),
    unitName: varchar('unit_name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 10, enum: ['number', 'choice'] }).notNull(),
    prompt: varchar('prompt', { length: 500 }).notNull(),
    options: jsonb('options').$type<string[]>(),
    /** The saved answer (null: not answered). */
    given: varchar('given', { length: 32 }),
    /** Set when the attempt closes: the key it was checked against and the verdict. */
    rightAnswer: varchar('right_answer', { length: 32 }),
    correct: boolean('correct'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] }), uniqueIndex('assessment_questions_item_key').on(t.attemptId, t.itemId)],
);

export type AssessmentAttemptRow = typeof assessmentAttempts.$inferSelect;
export type AssessmentQuestionRow = typeof assessmentQuestions.$inferSelect;

/**
 * The exam module (issue 15): exams with their questions and keys, one attempt per player and exam
 * with its server deadline, and the answers saved as the player goes. Keys and answer indexes never
 * leave the server for a player (server/features/exams).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { languages } from './config';
import { users } from './users';

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    instructions: text('instructions').notNull().default(''),
    /** As the admin typed it (trimmed); compared without regard to case. Only admins ever read it. */
    examKey: varchar('exam_key', { length: 32 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Minutes an attempt lasts. */
    duration: integer('duration').notNull(),
    status: varchar('status', { length: 10, enum: ['active', 'inactive'] }).notNull().default('active'),
    /** Seeded demo content: the start banner prints the key of an open demo exam. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exams_list_idx').on(t.languageId, t.status, t.endsAt)],
);

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** The question's place in the exam: every attempt gets them in this order (a resume shows the same). */
    sort: smallint('sort').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    /** The right option's index. */
    answer: smallint('answer').notNull(),
    marks: smallint('marks').notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    imageAlt: varchar('image_alt', { length: 300 }),
    math: boolean('math').notNull().default(false),
  },
  (t) => [index('exam_questions_exam_idx').on(t.examId, t.sort)],
);

/** Per mark value: right and wrong answers (the spec's statistics). */
export type ExamStatisticsRow = { mark: number; correct_answer: number; incorrect: number }[];

export const EXAM_ATTEMPT_STATES = ['in_progress', 'completed', 'violated', 'expired'] as const;

/**
 * A player's one attempt of an exam (unique per exam and player, so two starts at once make one).
 * The obtained marks and statistics are the server's; the client_* columns keep what the device
 * claimed, for the examiner only.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 12, enum: EXAM_ATTEMPT_STATES }).notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** min(start + duration, the exam's end): answers after it are refused and a job closes the attempt. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    obtainedMarks: integer('obtained_marks'),
    correctAnswers: integer('correct_answers'),
    incorrectAnswers: integer('incorrect_answers'),
    statistics: jsonb('statistics').$type<ExamStatisticsRow>(),
    rulesViolated: boolean('rules_violated').notNull().default(false),
    violatedAt: timestamp('violated_at', { withTimezone: true }),
    /** When the app last went to the background (null while it is visible). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    clientTotalDuration: integer('client_total_duration'),
    clientObtainedMarks: integer('client_obtained_marks'),
    clientStatistics: jsonb('client_statistics'),
    clientCapturedQuestionIds: jsonb('client_captured_question_ids'),
  },
  (t) => [unique('exam_attempts_exam_user_key').on(t.examId, t.userId), index('exam_attempts_user_idx').on(t.userId)],
);

export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    choice: smallint('choice').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

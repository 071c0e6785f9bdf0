/**
 * Contests (issue 15, server/features/contests/): a window in time with questions whose answers
 * stay on the server, one entry per player (the fee spent once through the economy), the answers
 * scored as they arrive (the first answer to a question is final), and the final ranks and prizes
 * written once by the 'contest.end' job (ranked_at).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Prizes } from '../../../contract/api/contests';
import { languages } from './config';
import { users } from './users';

export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    imageUrl: varchar('image_url', { length: 300 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    entryFee: integer('entry_fee').notNull().default(0),
    /** Coins by rank from 1 (contract PrizesSchema). */
    prizes: jsonb('prizes').$type<Prizes>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** A demo contest (server/seed/seed-contests.ts), kept upcoming, live and past as the days go by. */
    demo: boolean('demo').notNull().default(false),
    /** When the end-of-contest job wrote the final ranks and paid the prizes; null before. */
    rankedAt: timestamp('ranked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contests_language_window_idx').on(t.languageId, t.startsAt, t.endsAt)],
);

/** A contest's own questions; `answer` never leaves the server before the contest ends. */
export const contestQuestions = pgTable(
  'contest_questions',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    answer: smallint('answer').notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    imageAlt: varchar('image_alt', { length: 300 }),
    math: boolean('math').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('contest_questions_contest_idx').on(t.contestId, t.sort)],
);

/**
 * One player's entry: unique per contest and player (the fee is spent in the transaction that
 * creates it). The counts are the server's, moved by each answer; time_taken is the seconds from
 * the start to the last answer (or to the finish). final_rank and prize_coins are the job's.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    questionsAttended: integer('questions_attended').notNull().default(0),
    correctAnswers: integer('correct_answers').notNull().default(0),
    score: integer('score').notNull().default(0),
    timeTaken: integer('time_taken').notNull().default(0),
    finalRank: integer('final_rank'),
    prizeCoins: integer('prize_coins').notNull().default(0),
  },
  (t) => [
    uniqueIndex('contest_entries_contest_user_key').on(t.contestId, t.userId),
    // The leaderboard's order (and a live rank: the entries ahead of a score and time).
    index('contest_entries_standing_idx').on(t.contestId, t.score.desc(), t.timeTaken),
  ],
);

/** An entry's answers: the first one to a question is final (the key). */
export const contestAnswers = pgTable(
  'contest_answers',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => contestEntries.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => contestQuestions.id, { onDelete: 'cascade' }),
    choice: smallint('choice'),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.questionId] })],
);

export type ContestRow = typeof contests.$inferSelect;
export type ContestQuestionRow = typeof contestQuestions.$inferSelect;
export type ContestEntryRow = typeof contestEntries.$inferSelect;

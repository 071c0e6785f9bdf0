import { bigint, index, integer, jsonb, pgTable, primaryKey, real, serial, timestamp, varchar, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, subcategories } from './content';
import { coinLedger } from './economy';
import { users } from './users';

/** The highest unlocked level per user and subcategory. Only ever raised. */
export const levelProgress = pgTable(
  'level_progress',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').notNull().references(() => subcategories.id, { onDelete: 'cascade' }),
    levelReached: integer('level_reached').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('level_progress_key').on(t.userId, t.subcategoryId)],
);

export interface StoredAnswer {
  question_id: number;
  answer: number | null;
  time_ms: number;
  is_correct: boolean;
}

/** Every scored answer sheet. */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').notNull().references(() => subcategories.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    total: integer('total').notNull(),
    correct: integer('correct').notNull(),
    percentage: real('percentage').notNull(),
    score: integer('score').notNull(),
    coins: integer('coins').notNull(),
    /** ranked: a round the server served and timed; practice: anything else (an offline pack's sheet). */
    mode: varchar('mode', { length: 16, enum: ['ranked', 'practice'] }).notNull().default('ranked'),
    /** The server's own clock from serving to scoring (sheets of a served round only). */
    elapsedMs: integer('elapsed_ms'),
    /** The served round this sheet used up (server/features/quiz/round-ticket.ts): one sheet per round. */
    roundId: varchar('round_id', { length: 160 }),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_results_user_level_idx').on(t.userId, t.subcategoryId, t.level),
    uniqueIndex('quiz_results_round_key').on(t.roundId),
    // The admin's dashboard counts rounds and players per day.
    index('quiz_results_created_idx').on(t.createdAt),
  ],
);


/**
 * Answers checked one at a time inside a served round (check_level_answer): the first answer to a
 * question of a round is final (insert-once on the key), with the server's time of it, and the
 * round's sheet is scored with these rather than what the sheet claims (score-sheet.ts).
 */
export const quizRoundAnswers = pgTable(
  'quiz_round_answers',
  {
    roundId: varchar('round_id', { length: 160 }).notNull(),
    questionId: integer('question_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The chosen option; null when the question's time ran out (or the answer came too late). */
    answer: integer('answer'),
    /** How long the answer took, as the server vouches for it (never more than it saw pass). */
    timeMs: integer('time_ms').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  // answered_at: the sweep of rounds that were never scored (round-answer-sweep.ts).
  (t) => [primaryKey({ columns: [t.roundId, t.questionId] }), index('quiz_round_answers_answered_at_idx').on(t.answeredAt)],
);

/**
 * Premium categories a player has unlocked (unlock_premium_category): once, for good. The row goes
 * in with the spend that paid for it, in one transaction; (user, category) is the key, so a second
 * unlock of the same category cannot be recorded.
 */
export const premiumUnlocks = pgTable(
  'premium_unlocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The ledger entry that paid for it (null for an unlock given without one, e.g. by an admin). */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => coinLedger.id, { onDelete: 'set null' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

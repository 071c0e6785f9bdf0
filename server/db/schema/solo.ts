/**
 * The solo modes' play records (issue 14, server/features/solo/): results, answers checked one at a
 * time, lifelines and word hints bought in a round, the day's daily quiz set, and the question sets
 * of rounds opened from a list the server cannot rebuild (bookmarks).
 */
import { index, integer, jsonb, pgTable, primaryKey, real, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SOLO_MODES, LIFELINES } from '../../../contract/quiz/solo-modes';
import { languages } from './config';
import { users } from './users';

export interface StoredSoloAnswer {
  question_id: number;
  answer: number | null;
  text: string | null;
  time_ms: number;
  is_correct: boolean;
  skipped: boolean;
}

/** Every scored solo sheet. round_id is unique: a round is scored once. */
export const soloResults = pgTable(
  'solo_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: varchar('mode', { length: 20, enum: SOLO_MODES }).notNull(),
    /** What the sheet played (contract SoloScopeSchema, or type:<category type> for a type-wide round). */
    scope: varchar('scope', { length: 40 }).notNull(),
    earning: varchar('earning', { length: 10, enum: ['ranked', 'practice', 'unpaid'] }).notNull(),
    total: integer('total').notNull(),
    correct: integer('correct').notNull(),
    skipped: integer('skipped').notNull(),
    percentage: real('percentage').notNull(),
    score: integer('score').notNull(),
    coins: integer('coins').notNull(),
    /** The served round this sheet used up; null for a pack's sheet. */
    roundId: varchar('round_id', { length: 160 }),
    /**
     * The day (YYYY-MM-DD, UTC) of a ranked daily quiz result, else null: unique per player, so a
     * second ranked daily quiz the same day cannot be recorded, whatever races.
     */
    rankedDay: varchar('ranked_day', { length: 10 }),
    elapsedMs: integer('elapsed_ms'),
    answers: jsonb('answers').$type<StoredSoloAnswer[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('solo_results_round_key').on(t.roundId),
    uniqueIndex('solo_results_ranked_day_key').on(t.userId, t.rankedDay),
    index('solo_results_user_idx').on(t.userId, t.mode, t.scope),
  ],
);

/** check_solo_answer: the first answer to a question of a round is final (the key), with the server's time of it. */
export const soloRoundAnswers = pgTable(
  'solo_round_answers',
  {
    roundId: varchar('round_id', { length: 160 }).notNull(),
    questionId: integer('question_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: integer('answer'),
    text: varchar('text', { length: 60 }),
    timeMs: integer('time_ms').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.questionId] }), index('solo_round_answers_answered_at_idx').on(t.answeredAt)],
);

/** A lifeline used in a round: once per round (the key), with what it gave, so a repeat answers the same. */
export const soloLifelines = pgTable(
  'solo_lifelines',
  {
    roundId: varchar('round_id', { length: 160 }).notNull(),
    lifeline: varchar('lifeline', { length: 20, enum: LIFELINES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** 50/50: the option indexes taken away; audience poll: the percentages per option. */
    removed: jsonb('removed').$type<number[]>(),
    poll: jsonb('poll').$type<number[]>(),
    charged: integer('charged').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.lifeline] }), index('solo_lifelines_used_at_idx').on(t.usedAt)],
);

/** A Guess The Word hint: one letter position revealed on one question of a round. */
export const soloWordHints = pgTable(
  'solo_word_hints',
  {
    roundId: varchar('round_id', { length: 160 }).notNull(),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    charged: integer('charged').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.questionId, t.position] }), index('solo_word_hints_used_at_idx').on(t.usedAt)],
);

/** The daily quiz of a day and language: drawn once (insert on conflict do nothing), the same for everyone. */
export const dailyQuizzes = pgTable(
  'daily_quizzes',
  {
    day: varchar('day', { length: 10 }).notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.languageId] })],
);

/**
 * The questions of a round opened from a list only the moment of serving knows (a player's
 * bookmarks, which change during play): the round's other checks need the list, and unlike a
 * category's pool it cannot be drawn again from the round's seed.
 */
export const soloRoundSets = pgTable(
  'solo_round_sets',
  {
    roundId: varchar('round_id', { length: 160 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('solo_round_sets_created_at_idx').on(t.createdAt)],
);

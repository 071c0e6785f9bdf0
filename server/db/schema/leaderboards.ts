import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Leaderboards (docs/ECONOMY.md, Leaderboards). A board is named by its period: `daily:2026-05-14`,
 * `monthly:2026-05` or `global` (server/features/economy/ranking/boards.ts). Each row is one
 * player's score on one board, the sum of their ranked score booked in that period; the economy
 * adds to it in the transaction of the ledger entry.
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    board: varchar('board', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.userId] }),
    // The page query: a board's rows by score, ties by user id (docs/ECONOMY.md).
    index('leaderboard_scores_page_idx').on(t.board, sql`${t.score} desc`, t.userId),
  ],
);

/**
 * Players per exact score on a board, and per bucket of scores (leaderboard_bucket(score), a SQL
 * function of migration 0011): a rank is 1 + players in higher buckets + players in the same
 * bucket with a higher score, so it never counts a board. Both are kept by a trigger on
 * leaderboard_scores, so inserts, raises and deletes (an account's cascade) can never leave them
 * out of step.
 */
export const leaderboardScoreCounts = pgTable(
  'leaderboard_score_counts',
  {
    board: varchar('board', { length: 20 }).notNull(),
    score: integer('score').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.score] })],
);

export const leaderboardBucketCounts = pgTable(
  'leaderboard_bucket_counts',
  {
    board: varchar('board', { length: 20 }).notNull(),
    bucket: integer('bucket').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.bucket] })],
);

/**
 * Board scores still to be written to Redis (the Redis ranking only): written in the ledger's
 * transaction, drained after it commits. A row left by a crash is drained by the next drain of any
 * instance; the score is absolute, so applying a row twice changes nothing.
 */
export const leaderboardOutbox = pgTable('leaderboard_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  board: varchar('board', { length: 20 }).notNull(),
  // A deleted account's pending rows go with it, so a drain never puts it back on a board.
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  score: integer('score').notNull(),
});

/**
 * Monthly boards whose month has ended and whose first place was awarded (Ultimate Player): a row
 * per board, inserted in the transaction of the award, so a board is closed exactly once however
 * many instances try (server/features/economy/ranking/period-close.ts).
 */
export const leaderboardClosings = pgTable('leaderboard_closings', {
  board: varchar('board', { length: 20 }).primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The best score on the board, and how many players shared it (ties share first place). */
  topScore: integer('top_score').notNull(),
  winners: integer('winners').notNull(),
});

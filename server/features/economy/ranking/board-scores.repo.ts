/**
 * The leaderboard tables in SQL: each player's score per board (written by both rankings, so the
 * database always holds the boards) and the counts a rank is read from (kept by the trigger of
 * migration 0011). Also the ledger's own sums per board, which a lost Redis is rebuilt from.
 */
import { and, asc, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { coinLedger, leaderboardScores } from '../../../db/schema';
import { startOf, type Board } from './boards';
import type { Page } from './ranking';

export interface BoardScore {
  readonly board: string;
  readonly score: number;
}

/** Adds `score` to the player's row on each board (made on their first score there); returns the new totals. */
export async function addToBoards(tx: Tx, userId: number, score: number, boards: readonly Board[]): Promise<BoardScore[]> {
  // One statement, rows in board order: the trigger then takes the count rows' locks in the same
  // order in every transaction (see the migration).
  return tx
    .insert(leaderboardScores)
    .values(boards.map((board) => ({ board: board.key, userId, score })))
    .onConflictDoUpdate({ target: [leaderboardScores.board, leaderboardScores.userId], set: { score: sql`${leaderboardScores.score} + excluded.score` } })
    .returning({ board: leaderboardScores.board, score: leaderboardScores.score });
}

/** A page of a board (the index leaderboard_scores_page_idx, in its order). */
export async function pageOf(db: DbOrTx, board: string, page: Page): Promise<{ userId: number; score: number }[]> {
  return db
    .select({ userId: leaderboardScores.userId, score: leaderboardScores.score })
    .from(leaderboardScores)
    .where(eq(leaderboardScores.board, board))
    .orderBy(desc(leaderboardScores.score), asc(leaderboardScores.userId))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Players on a board above a score, from the counts: the buckets above its bucket plus the exact
 * scores above it inside its bucket (at most a bucket's width of rows). Never a scan of the board.
 */
const playersAbove = (board: string, score: SQL) => sql`
  (select coalesce(sum(players), 0) from leaderboard_bucket_counts where board = ${board} and bucket > leaderboard_bucket(${score}))::int
  + (select coalesce(sum(players), 0) from leaderboard_score_counts
     where board = ${board} and score > ${score} and score < leaderboard_bucket_end(${score}))::int`;

const playersOn = (board: string) => sql`(select coalesce(sum(players), 0) from leaderboard_bucket_counts where board = ${board})::int`;

type Rows<T> = { rows: T[] };

/** A player's score on a board (0 when not on it), the players above it and the board's size, in one statement. */
export async function standingOn(db: DbOrTx, board: string, userId: number): Promise<{ score: number; above: number; total: number }> {
  const result = (await db.execute(sql`
    with own as (select coalesce((select score from leaderboard_scores where board = ${board} and user_id = ${userId}), 0) as score)
    select own.score, ${playersAbove(board, sql`own.score`)} as above, ${playersOn(board)} as total from own
  `)) as unknown as Rows<{ score: number; above: number; total: number }>;
  const row = result.rows[0];
  return { score: Number(row?.score ?? 0), above: Number(row?.above ?? 0), total: Number(row?.total ?? 0) };
}

/** Players on a board with a score above `score`. */
export async function aboveOn(db: DbOrTx, board: string, score: number): Promise<number> {
  const result = (await db.execute(sql`select ${playersAbove(board, sql`${score}::int`)} as above`)) as unknown as Rows<{ above: number }>;
  return Number(result.rows[0]?.above ?? 0);
}

/**
 * Each player's ranked score on a board summed from the ledger itself (score > 0 rows booked in
 * the board's period; coin_ledger_scored_idx), for rebuilding a board that was lost.
 */
export async function ledgerTotals(db: DbOrTx, board: Board): Promise<{ userId: number; score: number }[]> {
  const start = startOf(board);
  const inPeriod = start && board.endsAt ? and(gte(coinLedger.createdAt, start), lt(coinLedger.createdAt, board.endsAt)) : undefined;
  return db
    .select({ userId: coinLedger.userId, score: sql<number>`sum(${coinLedger.score})::int` })
    .from(coinLedger)
    .where(and(gt(coinLedger.score, 0), inPeriod))
    .groupBy(coinLedger.userId);
}

/**
 * The SQL of a board's end: which monthly boards are over and not yet closed, their first place,
 * the closing row, and the removal of daily boards nobody reads any more.
 */
import { and, asc, desc, eq, inArray, like, lt, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { leaderboardBucketCounts, leaderboardClosings, leaderboardScoreCounts, leaderboardScores } from '../../../db/schema';

/** Boards of a kind (`monthly`, `daily`) whose key sorts before `before` (their period is over), oldest first. */
async function boardsBefore(db: DbOrTx, kind: 'monthly' | 'daily', before: string, onlyUnclosed: boolean): Promise<string[]> {
  // The bucket counts are a few rows per board: listing boards from them never reads the scores.
  const rows = await db
    .selectDistinct({ board: leaderboardBucketCounts.board })
    .from(leaderboardBucketCounts)
    .where(
      and(
        like(leaderboardBucketCounts.board, `${kind}:%`),
        lt(leaderboardBucketCounts.board, before),
        onlyUnclosed ? notExists(db.select({ one: sql`1` }).from(leaderboardClosings).where(eq(leaderboardClosings.board, leaderboardBucketCounts.board))) : undefined,
      ),
    )
    .orderBy(asc(leaderboardBucketCounts.board));
  return rows.map((row) => row.board);
}

/** Monthly boards of months before `currentMonthKey` that were never closed. */
export const unclosedMonthlyBoards = (db: DbOrTx, currentMonthKey: string) => boardsBefore(db, 'monthly', currentMonthKey, true);

/** Daily boards of days before `firstKeptDayKey`. */
export const dailyBoardsBefore = (db: DbOrTx, firstKeptDayKey: string) => boardsBefore(db, 'daily', firstKeptDayKey, false);

export interface FirstPlace {
  /** The best score on the board (0 when nobody is on it). */
  readonly score: number;
  /** Everyone with that score, by user id: ties share first place. */
  readonly userIds: number[];
}

export async function firstPlaceOf(db: DbOrTx, board: string): Promise<FirstPlace> {
  const [best] = await db
    .select({ score: leaderboardScores.score })
    .from(leaderboardScores)
    .where(eq(leaderboardScores.board, board))
    .orderBy(desc(leaderboardScores.score))
    .limit(1);
  if (!best) return { score: 0, userIds: [] };
  const tied = await db
    .select({ userId: leaderboardScores.userId })
    .from(leaderboardScores)
    .where(and(eq(leaderboardScores.board, board), eq(leaderboardScores.score, best.score)))
    .orderBy(asc(leaderboardScores.userId));
  return { score: best.score, userIds: tied.map((row) => row.userId) };
}

/** Records the board as closed; false when it already was (another instance, or a retry, closed it). */
export async function markClosed(tx: Tx, board: string, first: FirstPlace, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(leaderboardClosings)
    .values({ board, closedAt: at, topScore: first.score, winners: first.userIds.length })
    .onConflictDoNothing()
    .returning({ board: leaderboardClosings.board });
  return rows.length === 1;
}

/**
 * Removes a board: its score rows in batches (each a short transaction, so the embedded database
 * keeps answering players between them), then its counts. The counts' trigger is told to stand
 * aside while the rows go (migration 0013): it would only count them down to rows deleted next.
 * A crash in between leaves the counts, so the next run finds the board and finishes it.
 */
export async function removeBoard(db: Db, board: string, batch: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const gone = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('quizhive.leaderboard_prune', 'on', true)`);
      const some = tx.select({ userId: leaderboardScores.userId }).from(leaderboardScores).where(eq(leaderboardScores.board, board)).limit(batch);
      return (
        await tx
          .delete(leaderboardScores)
          .where(and(eq(leaderboardScores.board, board), inArray(leaderboardScores.userId, some)))
          .returning({ userId: leaderboardScores.userId })
      ).length;
    });
    removed += gone;
    if (gone < batch) break;
  }
  await db.transaction(async (tx) => {
    await tx.delete(leaderboardScoreCounts).where(eq(leaderboardScoreCounts.board, board));
    await tx.delete(leaderboardBucketCounts).where(eq(leaderboardBucketCounts.board, board));
  });
  return removed;
}

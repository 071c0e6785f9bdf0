/**
 * Where leaderboard ranks come from. Two implementations give the same answers
 * (tests/contract/leaderboards.test.ts runs one set of scenarios against both): SQL
 * (sql-ranking.ts, the default, on PGlite and PostgreSQL) and Redis sorted sets (redis-ranking.ts,
 * when REDIS_URL is set).
 */
import type { Tx } from '../../../db/client';
import type { Board } from './boards';

export interface Page {
  readonly offset: number;
  readonly limit: number;
}

export interface Standing {
  readonly userId: number;
  readonly score: number;
  /** 1 + players with a strictly higher score. */
  readonly rank: number;
}

export interface Standings {
  /** Players on the board (score above 0). */
  readonly total: number;
  /** The page, by score descending, ties by user id ascending. */
  readonly rows: readonly Standing[];
  /** The caller: rank null and score 0 when not on the board. */
  readonly own: { readonly score: number; readonly rank: number | null };
}

export interface Ranking {
  readonly kind: 'sql' | 'redis';
  /**
   * Ranked score (> 0) booked for a player at `at`, in the ledger entry's transaction: it adds to
   * the day's, the month's and the global board of `at`.
   */
  record(tx: Tx, userId: number, score: number, at: Date): Promise<void>;
  standings(board: Board, userId: number, page: Page): Promise<Standings>;
  /** A deleted account leaves the boards (its SQL rows went with it; Redis is told here). */
  forget(userId: number): Promise<void>;
  /** Stops background work (the Redis outbox drain). */
  close(): Promise<void>;
}

/**
 * Ranks of a page from the rank of its first row: a row whose score differs from the one before it
 * has exactly its position's worth of better players, a tied row shares the rank before it.
 */
export function rankPage(rows: readonly { userId: number; score: number }[], offset: number, firstRank: number): Standing[] {
  const ranked: Standing[] = [];
  rows.forEach((row, i) => {
    const before = ranked[i - 1];
    const rank = !before ? firstRank : row.score === before.score ? before.rank : offset + i + 1;
    ranked.push({ ...row, rank });
  });
  return ranked;
}

/**
 * The leaderboards' upkeep, run by every instance (server/lib/recurring.ts): monthly boards are
 * closed once their month has ended (first place, Ultimate Player), and daily boards older than a
 * week are removed from SQL (nothing reads a past day; Redis drops its own copies, redis-ranking.ts).
 * Both are safe on several instances at once: a close is one transaction keyed by its board, and a
 * removal only deletes.
 */
import type { Db } from '../../db/client';
import type { RecurringTask } from '../../lib/recurring';
import type { EconomyService } from './economy.service';
import { dailyBoardsBefore, removeBoard } from './ranking/board-upkeep.repo';
import { boardOf } from './ranking/boards';

/** Daily boards of the last this many days (today included) stay in SQL. */
export const DAILY_BOARDS_KEPT_DAYS = 7;
/** How late after midnight UTC on the first a month is closed, at most. */
export const BOARD_UPKEEP_EVERY_MS = 10 * 60_000;
const REMOVE_BATCH = 5_000;

/** Removes the daily boards of days before the kept week; the boards and rows removed. */
export async function removeOldDailyBoards(db: Db, now: Date): Promise<{ boards: number; rows: number }> {
  const firstKept = boardOf('daily', new Date(now.getTime() - (DAILY_BOARDS_KEPT_DAYS - 1) * 86_400_000)).key;
  let rows = 0;
  const old = await dailyBoardsBefore(db, firstKept);
  for (const board of old) rows += await removeBoard(db, board, REMOVE_BATCH);
  return { boards: old.length, rows };
}

export function boardUpkeep(db: Db, economy: Pick<EconomyService, 'closeFinishedMonths'>, now: () => Date): RecurringTask {
  return {
    name: 'leaderboard upkeep',
    firstAfterMs: 30_000,
    everyMs: BOARD_UPKEEP_EVERY_MS,
    run: async () => {
      const closed = await economy.closeFinishedMonths();
      const removed = await removeOldDailyBoards(db, now());
      const winners = closed.reduce((sum, month) => sum + month.winners.length, 0);
      return closed.length > 0 || removed.boards > 0 ? { monthsClosed: closed.length, firstPlaces: winners, dailyBoardsRemoved: removed.boards, rowsRemoved: removed.rows } : null;
    },
  };
}

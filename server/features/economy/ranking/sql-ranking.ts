/**
 * Ranks from SQL (the default, PGlite and PostgreSQL): the board's rows for the page, the counts
 * for a rank (board-scores.repo.ts). A board is written in the ledger entry's transaction, so an
 * answer always matches the committed ledger.
 */
import type { Db } from '../../../db/client';
import { aboveOn, addToBoards, pageOf, standingOn } from './board-scores.repo';
import { boardsAt } from './boards';
import { rankPage, type Ranking } from './ranking';

export function createSqlRanking(db: Db): Ranking {
  return {
    kind: 'sql',

    async record(tx, userId, score, at) {
      await addToBoards(tx, userId, score, boardsAt(at));
    },

    async standings(board, userId, page) {
      const [own, rows] = await Promise.all([standingOn(db, board.key, userId), pageOf(db, board.key, page)]);
      const first = rows[0];
      // The first page's first row is rank 1 by definition; deeper pages ask the counts once more.
      const firstAbove = first && page.offset > 0 ? await aboveOn(db, board.key, first.score) : 0;
      return {
        total: own.total,
        rows: rankPage(rows, page.offset, firstAbove + 1),
        own: { score: own.score, rank: own.score > 0 ? own.above + 1 : null },
      };
    },

    async forget() {
      // leaderboard_scores rows go with the account (ON DELETE CASCADE) and the trigger takes them off the counts.
    },

    async close() {},
  };
}

/**
 * Ranks from SQL (the default, PGlite and PostgreSQL): the board's rows for the page, the counts
 * for a rank (board-scores.repo.ts). A board is written in the ledger entry's transaction, so an
 * answer always matches the committed ledger.
 */
import type { Db } from '../../../db/client';
import { addToBoards, aboveAndTotal, pageOf, scoreOn, totalOn } from './board-scores.repo';
import { boardsAt } from './boards';
import { rankPage, type Ranking } from './ranking';

export function createSqlRanking(db: Db): Ranking {
  return {
    kind: 'sql',

    async record(tx, userId, score, at) {
      await addToBoards(tx, userId, score, boardsAt(at));
    },

    async standings(board, userId, page) {
      const [own, rows] = await Promise.all([scoreOn(db, board.key, userId), pageOf(db, board.key, page)]);
      const first = rows[0];
      // The first page's first row is rank 1 by definition; deeper pages ask the counts once.
      const [firstAbove, ownAbove] = await Promise.all([
        first && page.offset > 0 ? aboveAndTotal(db, board.key, first.score) : null,
        own > 0 ? aboveAndTotal(db, board.key, own) : null,
      ]);
      const total = ownAbove?.total ?? firstAbove?.total ?? (await totalOn(db, board.key));
      return {
        total,
        rows: rankPage(rows, page.offset, firstAbove ? firstAbove.above + 1 : 1),
        own: { score: own, rank: ownAbove ? ownAbove.above + 1 : null },
      };
    },

    async forget() {
      // leaderboard_scores rows go with the account (ON DELETE CASCADE) and the trigger takes them off the counts.
    },

    async close() {},
  };
}

/**
 * Pages of one board (src/lib/paging has the paging rules), 20 players a page like the coin
 * history. Rows are merged by player: a page read after scores moved may repeat a player of the
 * page before, and the newer copy wins. A later page of another period (the day or month ended
 * while the player scrolled) is not mixed in: the board is read again from its first page.
 */
import type { Leaderboard, LeaderboardRow } from '../../../contract/api/leaderboard';
import { pagedReducer, type PagedState } from '../../lib/paging/paged-list';
import { usePagedList, type PagedList, type PagedSource } from '../../lib/paging/use-paged-list';
import type { Board } from './boards';
import { leaderboardApi } from './leaderboard.api';

export const PAGE_SIZE = 20;

export type BoardState = PagedState<LeaderboardRow, Leaderboard>;

/** Rows of both lists, each player once (the later copy wins), best first; a tie in user id order, as the server pages it. */
export function mergeRows(shown: readonly LeaderboardRow[], arrived: readonly LeaderboardRow[]): LeaderboardRow[] {
  const byUser = new Map<number, LeaderboardRow>();
  for (const row of shown) byUser.set(row.user_id, row);
  for (const row of arrived) byUser.set(row.user_id, row);
  return [...byUser.values()].sort((a, b) => a.rank - b.rank || a.user_id - b.user_id);
}

const boardSource: PagedSource<Board, LeaderboardRow, Leaderboard> = {
  pageSize: PAGE_SIZE,
  reduce: pagedReducer<LeaderboardRow, Leaderboard>(mergeRows),
  fetchPage: (board, paging, options) => leaderboardApi.board(board, paging, options),
  continues: (shown, arrived) => shown.period === arrived.period,
};

export function useBoard(board: Board): PagedList<LeaderboardRow, Leaderboard> {
  return usePagedList(boardSource, board);
}

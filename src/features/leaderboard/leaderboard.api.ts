/** The three boards' reads (one shape each). Errors are shown by the screen, never as toasts. */
import type { Leaderboard } from '../../../contract/api/leaderboard';
import { callAction } from '../../lib/request/request';
import type { FetchOptions } from '../../lib/paging/use-paged-list';
import type { Board } from './boards';

export interface BoardPaging {
  readonly offset: number;
  readonly limit: number;
}

export const leaderboardApi = {
  board(board: Board, paging: BoardPaging, { signal, onCachedCopy }: FetchOptions): Promise<Leaderboard> {
    const body = { offset: paging.offset, limit: paging.limit };
    const options = { displayToast: false, signal, onCachedCopy };
    switch (board) {
      case 'daily':
        return callAction('get_daily_leaderboard', body, options);
      case 'monthly':
        return callAction('get_monthly_leaderboard', body, options);
      case 'global':
        return callAction('get_globle_leaderboard', body, options);
    }
  },
};

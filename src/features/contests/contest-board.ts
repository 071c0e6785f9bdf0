/** A contest's leaderboard pages (get_contest_leaderboard), for usePagedList; the query is the contest id. */
import type { ContestRank } from '../../../contract/api/contests';
import { pagedReducer, type Page } from '../../lib/paging/paged-list';
import type { PagedSource } from '../../lib/paging/use-paged-list';
import { contestsApi } from './contests.api';

export interface ContestBoardPage extends Page<ContestRank> {
  readonly my_rank: ContestRank | null;
  readonly final: boolean;
}

/** Offset paging repeats a row when the board moved between pages: each player once, the newer row kept. */
const byPlayer = (shown: readonly ContestRank[], arrived: readonly ContestRank[]): ContestRank[] => {
  const fresh = new Set(arrived.map((row) => row.user_id));
  return [...shown.filter((row) => !fresh.has(row.user_id)), ...arrived].sort((a, b) => a.rank - b.rank);
};

export const contestBoardSource: PagedSource<string, ContestRank, ContestBoardPage> = {
  pageSize: 50,
  fetchPage: (contestId, paging, options) => contestsApi.leaderboard(Number(contestId), paging, options),
  reduce: pagedReducer<ContestRank, ContestBoardPage>(byPlayer),
};

/** Pages of the coin history for one filter (src/lib/paging/use-paged-list.ts has the rules). */
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import type { Page } from '../../lib/paging/paged-list';
import { usePagedList, type PagedList, type PagedSource } from '../../lib/paging/use-paged-list';
import { coinsApi } from './coins.api';
import { typesOf, type HistoryFilter } from './history-filters';
import { reduceHistory } from './history-pages';

/** Entries per page. */
export const PAGE_SIZE = 20;

const historySource: PagedSource<HistoryFilter, CoinHistoryEntry, Page<CoinHistoryEntry>> = {
  pageSize: PAGE_SIZE,
  reduce: reduceHistory,
  fetchPage: (filter, paging, options) => coinsApi.history({ ...paging, types: typesOf(filter) }, options),
};

export function useCoinHistory(filter: HistoryFilter): PagedList<CoinHistoryEntry, Page<CoinHistoryEntry>> {
  return usePagedList(historySource, filter);
}

/**
 * The coin history as a paged list (src/lib/paging/paged-list.ts): entries merged by id (a page
 * read after new entries were booked repeats some of the last one's), newest first.
 */
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import { pagedReducer, type Page, type PagedState } from '../../lib/paging/paged-list';

export type HistoryState = PagedState<CoinHistoryEntry>;

/** Entries of both lists, each id once (the later copy wins: it is the newer answer), newest first. */
export function mergeEntries(shown: readonly CoinHistoryEntry[], arrived: readonly CoinHistoryEntry[]): CoinHistoryEntry[] {
  const byId = new Map<number, CoinHistoryEntry>();
  for (const entry of shown) byId.set(entry.id, entry);
  for (const entry of arrived) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

export const reduceHistory = pagedReducer<CoinHistoryEntry, Page<CoinHistoryEntry>>(mergeEntries);

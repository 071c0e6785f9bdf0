/**
 * The coin history as pages arrive: entries merged by id (a page read after new entries were
 * booked repeats some of the last one's, since paging is by offset), where the next page starts,
 * which page is on its way, and whether any page shown is the device's stored copy. Pure, so the
 * paging rules are tested without React.
 */
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import type { ApiError } from '../../lib/request/api-error';

export interface HistoryPage {
  readonly total: number;
  readonly data: readonly CoinHistoryEntry[];
}

export interface HistoryState {
  /** Newest first (by id, as the server orders them), each id once. */
  readonly entries: readonly CoinHistoryEntry[];
  /** The server's count for this filter; null until the first page arrived. */
  readonly total: number | null;
  /** Where the next page starts. */
  readonly nextOffset: number;
  /** The offset of the page on its way, if any. */
  readonly pending: number | null;
  readonly failure: { readonly offset: number; readonly error: ApiError } | null;
  /** The oldest stored-at stamp of the pages shown that came from the device's cache; null when all are fresh. */
  readonly cachedAt: Date | null;
  /** Every entry of this filter has arrived. */
  readonly complete: boolean;
}

export type HistoryAction =
  | { readonly type: 'reset' }
  | { readonly type: 'request'; readonly offset: number }
  | { readonly type: 'loaded'; readonly offset: number; readonly page: HistoryPage; readonly cachedAt: Date | null }
  | { readonly type: 'failed'; readonly offset: number; readonly error: ApiError };

export const initialHistory: HistoryState = { entries: [], total: null, nextOffset: 0, pending: null, failure: null, cachedAt: null, complete: false };

/** Entries of both lists, each id once (the later copy wins: it is the newer answer), newest first. */
export function mergeEntries(shown: readonly CoinHistoryEntry[], arrived: readonly CoinHistoryEntry[]): CoinHistoryEntry[] {
  const byId = new Map<number, CoinHistoryEntry>();
  for (const entry of shown) byId.set(entry.id, entry);
  for (const entry of arrived) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

function olderOf(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'reset':
      return initialHistory;
    case 'request':
      return { ...state, pending: action.offset, failure: null };
    case 'loaded': {
      const nextOffset = Math.max(state.nextOffset, action.offset + action.page.data.length);
      return {
        entries: mergeEntries(state.entries, action.page.data),
        total: action.page.total,
        nextOffset,
        pending: null,
        failure: null,
        cachedAt: olderOf(state.cachedAt, action.cachedAt),
        // An empty page ends the list too, so a total that disagrees can never make it ask forever.
        complete: action.page.data.length === 0 || nextOffset >= action.page.total,
      };
    }
    case 'failed':
      return { ...state, pending: null, failure: { offset: action.offset, error: action.error } };
  }
}

/**
 * A list the server pages by offset (the coin history, the leaderboards), as its pages arrive:
 * rows merged by the list's own rule (a page read after the list changed repeats rows of the last
 * one, since paging is by offset), where the next page starts, which page is on its way, whether
 * any page shown is the device's stored copy, and a refresh that reads page one again while the
 * rows already shown stay on screen. Pure, so the paging rules are tested without React.
 */
import type { ApiError } from '../request/api-error';

export interface Page<T> {
  readonly total: number;
  readonly data: readonly T[];
}

export interface PagedState<T, P extends Page<T> = Page<T>> {
  /** The rows shown, in the list's order, each once. */
  readonly items: readonly T[];
  /** The server's count; null until the first page arrived. */
  readonly total: number | null;
  /** Where the next page starts. */
  readonly nextOffset: number;
  /** The offset of the page on its way, if any. */
  readonly pending: number | null;
  /** A page that could not be had (the rows before it stay shown). */
  readonly failure: { readonly offset: number; readonly error: ApiError } | null;
  /** Page one is being read again to replace the list; the rows shown stay until it arrives. */
  readonly refreshing: boolean;
  /** Why the last refresh brought nothing: the rows shown are still the ones from before it. */
  readonly refreshError: ApiError | null;
  /** The oldest stored-at stamp of the pages shown that came from the device's cache; null when all are fresh. */
  readonly cachedAt: Date | null;
  /** Every row of the list has arrived. */
  readonly complete: boolean;
  /** The newest page's whole answer: what a list shows beside its rows (a board's own row, its period). */
  readonly latest: P | null;
}

export type PagedAction<P> =
  | { readonly type: 'request'; readonly offset: number }
  | { readonly type: 'refresh' }
  | { readonly type: 'loaded'; readonly offset: number; readonly page: P; readonly cachedAt: Date | null }
  | { readonly type: 'failed'; readonly offset: number; readonly error: ApiError };

/** The rows of both lists in the list's order, each once; a row in both keeps the arrived copy (the newer answer). */
export type MergeRows<T> = (shown: readonly T[], arrived: readonly T[]) => T[];

export type PagedReducer<T, P extends Page<T>> = (state: PagedState<T, P>, action: PagedAction<P>) => PagedState<T, P>;

export const initialPaged: PagedState<never, never> = {
  items: [],
  total: null,
  nextOffset: 0,
  pending: null,
  failure: null,
  refreshing: false,
  refreshError: null,
  cachedAt: null,
  complete: false,
  latest: null,
};

function olderOf(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}

export function pagedReducer<T, P extends Page<T>>(merge: MergeRows<T>): PagedReducer<T, P> {
  return (state, action) => {
    switch (action.type) {
      case 'request':
        return { ...state, pending: action.offset, failure: null };
      case 'refresh':
        // The page that was on its way belongs to the list being replaced: its answer is dropped.
        return { ...state, pending: null, refreshing: true, refreshError: null };
      case 'loaded': {
        // A refresh's page one replaces the list: rows, stamp and a missing later page start again from it.
        const replace = state.refreshing && action.offset === 0;
        const base: PagedState<T, P> = replace ? initialPaged : state;
        const nextOffset = Math.max(base.nextOffset, action.offset + action.page.data.length);
        return {
          items: merge(base.items, action.page.data),
          total: action.page.total,
          nextOffset,
          pending: null,
          failure: null,
          refreshing: false,
          refreshError: null,
          cachedAt: replace ? action.cachedAt : olderOf(state.cachedAt, action.cachedAt),
          // An empty page ends the list too, so a total that disagrees can never make it ask forever.
          complete: action.page.data.length === 0 || nextOffset >= action.page.total,
          latest: action.page,
        };
      }
      case 'failed':
        if (state.refreshing) return { ...state, pending: null, refreshing: false, refreshError: action.error };
        return { ...state, pending: null, failure: { offset: action.offset, error: action.error } };
    }
  };
}

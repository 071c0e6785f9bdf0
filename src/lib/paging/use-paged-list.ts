/**
 * Pages of one list (a coin history filter, a leaderboard) for a screen. A new query starts again
 * from its first page and drops any answer still on its way for the old one. The paging state lives
 * in a session object that every answer updates at once (the screen renders a copy of it), so a
 * sentinel scrolling into view and a click in the same moment still ask for the next page once:
 * only the page after the last one answered is ever asked for, and only while nothing is on its
 * way. A refresh reads page one again and replaces the list when it arrives, keeping the rows on
 * screen meanwhile. Coming back online refreshes a list shown from the device's cache (or one whose
 * refresh failed) and retries a page that failed.
 */
import { useEffect, useState } from 'react';
import { onConnectivityChange } from '../connectivity/connectivity';
import { ApiError, isApiError } from '../request/api-error';
import { initialPaged, type Page, type PagedAction, type PagedReducer, type PagedState } from './paged-list';

export interface FetchOptions {
  readonly signal: AbortSignal;
  /** Called when the answer is the service worker's stored copy, with when it was stored. */
  readonly onCachedCopy: (storedAt: Date) => void;
}

/** Where a list's pages come from. Define it once at module level: the hook keeps the first one it is given. */
export interface PagedSource<Q extends string, T, P extends Page<T>> {
  readonly pageSize: number;
  readonly fetchPage: (query: Q, paging: { readonly offset: number; readonly limit: number }, options: FetchOptions) => Promise<P>;
  readonly reduce: PagedReducer<T, P>;
  /**
   * Whether a later page still belongs to the list shown; when it does not (a board whose period
   * ended has started again), the page is dropped and the list read again from page one.
   */
  readonly continues?: (shown: P, arrived: P) => boolean;
}

export interface PagedList<T, P extends Page<T>> {
  readonly state: PagedState<T, P>;
  /** Asks for the next page (or again for the one that failed), unless one is on its way or there is none. */
  readonly loadMore: () => void;
  /** Reads page one again; the list shown is replaced when it arrives. */
  readonly refresh: () => void;
}

interface Session<Q extends string, T, P extends Page<T>> {
  /** The query the rendered state belongs to. */
  readonly query: Q;
  readonly controller: AbortController;
  state: PagedState<T, P>;
}

interface Shown<Q extends string, T, P extends Page<T>> {
  readonly query: Q;
  readonly state: PagedState<T, P>;
}

function toApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError('CLIENT', 0, error instanceof Error ? error.message : String(error));
}

/** The session logic, outside React: one per mounted hook. */
function createPager<Q extends string, T, P extends Page<T>>(source: PagedSource<Q, T, P>, render: (shown: Shown<Q, T, P>) => void) {
  let session: Session<Q, T, P> | null = null;

  const apply = (current: Session<Q, T, P>, action: PagedAction<P>): void => {
    // An answer for a query (or a list refreshed since) the screen has left changes nothing.
    if (current !== session) return;
    current.state = source.reduce(current.state, action);
    render({ query: current.query, state: current.state });
  };

  const fetchInto = (current: Session<Q, T, P>, offset: number): void => {
    let cachedAt: Date | null = null;
    const options: FetchOptions = { signal: current.controller.signal, onCachedCopy: (at) => (cachedAt = at) };
    source.fetchPage(current.query, { offset, limit: source.pageSize }, options).then(
      (page) => {
        const shown = current.state.latest;
        if (offset > 0 && shown && source.continues && !source.continues(shown, page)) {
          if (current === session) refresh();
          return;
        }
        apply(current, { type: 'loaded', offset, page, cachedAt });
      },
      (error: unknown) => {
        if (!current.controller.signal.aborted) apply(current, { type: 'failed', offset, error: toApiError(error) });
      },
    );
  };

  const loadMore = (): void => {
    const current = session;
    if (!current) return;
    const { pending, refreshing, complete, nextOffset } = current.state;
    if (pending !== null || refreshing || complete || current.controller.signal.aborted) return;
    apply(current, { type: 'request', offset: nextOffset });
    fetchInto(current, nextOffset);
  };

  function refresh(): void {
    const old = session;
    if (!old || old.state.refreshing) return;
    old.controller.abort();
    const current: Session<Q, T, P> = { query: old.query, controller: new AbortController(), state: old.state };
    session = current;
    apply(current, { type: 'refresh' });
    fetchInto(current, 0);
  }

  return {
    start(query: Q): () => void {
      const current: Session<Q, T, P> = { query, controller: new AbortController(), state: initialPaged };
      session = current;
      loadMore();
      return () => {
        current.controller.abort();
        // A refresh may have replaced the session meanwhile: stop whichever is live for this query.
        if (session && session.query === query) session.controller.abort();
      };
    },
    loadMore,
    refresh,
    backOnline(): void {
      const state = session?.state;
      if (!state) return;
      if (state.cachedAt || state.refreshError) refresh();
      else if (state.failure) loadMore();
    },
  };
}

export function usePagedList<Q extends string, T, P extends Page<T>>(source: PagedSource<Q, T, P>, query: Q): PagedList<T, P> {
  const [shown, setShown] = useState<Shown<Q, T, P> | null>(null);
  const [pager] = useState(() => createPager(source, setShown));

  useEffect(() => pager.start(query), [pager, query]);

  useEffect(
    () =>
      onConnectivityChange((online) => {
        if (online) pager.backOnline();
      }),
    [pager],
  );

  // Derived from the query, so a new one renders its empty start at once, with no reset in an effect.
  const state = shown?.query === query ? shown.state : initialPaged;
  return { state, loadMore: pager.loadMore, refresh: pager.refresh };
}

/**
 * Pages of the coin history for one filter. A new filter starts again from its first page and
 * drops any answer still on its way for the old one. The paging state lives in a ref that every
 * answer updates at once (the screen renders a copy of it), so a sentinel scrolling into view and
 * a click in the same moment still ask for the next page once: only the page after the last one
 * answered is ever asked for, and only while nothing is on its way. Coming back online retries a
 * failed page, and reloads a list that was shown from the device's cache.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { onConnectivityChange } from '../../lib/connectivity/connectivity';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { coinsApi } from './coins.api';
import { typesOf, type HistoryFilter } from './history-filters';
import { historyReducer, initialHistory, type HistoryAction, type HistoryState } from './history-pages';

/** Entries per page. */
export const PAGE_SIZE = 20;

interface Session {
  /** The filter and the round: what the rendered state belongs to. */
  readonly key: string;
  readonly filter: HistoryFilter;
  readonly controller: AbortController;
  state: HistoryState;
}

export interface CoinHistory {
  readonly state: HistoryState;
  /** Asks for the next page (or again for the one that failed), unless one is on its way or there is none. */
  readonly loadMore: () => void;
}

function toApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError('CLIENT', 0, error instanceof Error ? error.message : String(error));
}

export function useCoinHistory(filter: HistoryFilter): CoinHistory {
  /** Bumped to read the list again from its first page (back online after a cached copy). */
  const [round, setRound] = useState(0);
  const key = `${filter}#${round}`;
  const [shown, setShown] = useState<{ readonly key: string; readonly state: HistoryState } | null>(null);
  const session = useRef<Session | null>(null);

  const apply = useCallback((current: Session, action: HistoryAction): void => {
    // An answer for a filter (or a round) the screen has left changes nothing.
    if (current !== session.current) return;
    current.state = historyReducer(current.state, action);
    setShown({ key: current.key, state: current.state });
  }, []);

  const request = useCallback(
    (current: Session): void => {
      const { pending, complete, nextOffset } = current.state;
      if (pending !== null || complete || current.controller.signal.aborted) return;
      const offset = nextOffset;
      apply(current, { type: 'request', offset });
      let cachedAt: Date | null = null;
      const query = { offset, limit: PAGE_SIZE, types: typesOf(current.filter) };
      coinsApi.history(query, { signal: current.controller.signal, onCachedCopy: (at) => (cachedAt = at) }).then(
        (page) => apply(current, { type: 'loaded', offset, page, cachedAt }),
        (error: unknown) => {
          if (!current.controller.signal.aborted) apply(current, { type: 'failed', offset, error: toApiError(error) });
        },
      );
    },
    [apply],
  );

  useEffect(() => {
    const current: Session = { key, filter, controller: new AbortController(), state: initialHistory };
    session.current = current;
    request(current);
    return () => current.controller.abort();
  }, [key, filter, request]);

  useEffect(
    () =>
      onConnectivityChange((online) => {
        const current = session.current;
        if (!online || !current) return;
        if (current.state.cachedAt) setRound((n) => n + 1);
        else if (current.state.failure) request(current);
      }),
    [request],
  );

  const loadMore = useCallback(() => {
    if (session.current) request(session.current);
  }, [request]);

  // Derived from the key, so a new filter renders its empty start at once, with no reset in an effect.
  const state = shown?.key === key ? shown.state : initialHistory;
  return { state, loadMore };
}

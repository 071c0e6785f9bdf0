/** The coin history's one call. Errors are shown by the screen, never as toasts. */
import { callAction } from '../../lib/request/request';

export interface HistoryQuery {
  readonly offset: number;
  readonly limit: number;
  /** The entry types to keep; null for every type. */
  readonly types: readonly string[] | null;
}

export const coinsApi = {
  history: (query: HistoryQuery, options: { readonly signal: AbortSignal; readonly onCachedCopy: (storedAt: Date) => void }) =>
    callAction('get_tracker_data', query.types ? { offset: query.offset, limit: query.limit, types: [...query.types] } : { offset: query.offset, limit: query.limit }, {
      displayToast: false,
      signal: options.signal,
      onCachedCopy: options.onCachedCopy,
    }),
};

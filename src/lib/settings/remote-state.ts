/** The requested / received / failed lifecycle of spec section 4, shared by settings, home and languages. */

export interface RemoteState<T> {
  readonly data: T | null;
  readonly loading: boolean;
  /** Epoch ms of the last successful fetch, or null. */
  readonly lastFetch: number | null;
}

export type RemoteEvent<T> =
  | { readonly type: 'requested' }
  | { readonly type: 'received'; readonly data: T; readonly at: number }
  | { readonly type: 'failed' };

export function emptyRemote<T>(data: T | null = null, lastFetch: number | null = null): RemoteState<T> {
  return { data, loading: false, lastFetch };
}

export function remoteReducer<T>(state: RemoteState<T>, event: RemoteEvent<T>): RemoteState<T> {
  switch (event.type) {
    case 'requested':
      return { ...state, loading: true };
    case 'received':
      return { data: event.data, loading: false, lastFetch: event.at };
    case 'failed':
      return { ...state, loading: false };
  }
}

/**
 * Loads data for a screen: re-runs when `key` changes, cancels stale requests, and offers reload().
 * The state is derived from the key, so a new key shows "loading" without a state update in the effect.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError, isApiError } from './request/api-error';

export type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly error: ApiError };

interface Settled<T> {
  readonly key: string;
  readonly state: AsyncState<T>;
}

export interface AsyncResult<T> {
  readonly state: AsyncState<T>;
  readonly reload: () => void;
  /** Replaces the loaded data (e.g. after the server answered a change). */
  readonly setData: (data: T) => void;
}

function toApiError(error: unknown): ApiError {
  // A plain Error comes from the screen itself (e.g. "This page does not exist."), not from the network.
  return isApiError(error) ? error : new ApiError('CLIENT', 0, error instanceof Error ? error.message : String(error));
}

export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): AsyncResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const fullKey = `${key}#${attempt}`;
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: fullKey, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: fullKey, state: { status: 'error', error: toApiError(error) } });
      },
    );
    return () => controller.abort();
  }, [fullKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setSettled({ key: fullKey, state: { status: 'success', data } }), [fullKey]);
  const state: AsyncState<T> = settled?.key === fullKey ? settled.state : { status: 'loading' };
  return { state, reload, setData };
}

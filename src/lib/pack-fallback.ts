/**
 * Content screens without a connection (Quiz Zone, the solo modes). Each reads the server first;
 * when the network fails (or the app already knows it is offline) it reads the downloaded pack
 * instead and says so.
 */
import { isOnline } from './connectivity/connectivity';
import { isApiError } from './request/api-error';

export type ContentSource = 'server' | 'pack';

export interface Sourced<T> {
  readonly data: T;
  readonly source: ContentSource;
}

/** No answer from the server at all: the cases a download can stand in for. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
}

/**
 * The server's answer, or the pack's when there is no network. Known offline, the pack is read
 * first (no wait for a request that cannot succeed); without a pack the request still goes, as the
 * service worker may answer it from its cache.
 */
export async function withPackFallback<T>(online: () => Promise<T>, fromPack: () => Promise<T | null>): Promise<Sourced<T>> {
  if (!isOnline()) {
    const stored = await fromPack();
    if (stored) return { data: stored, source: 'pack' };
  }
  try {
    return { data: await online(), source: 'server' };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await fromPack();
    if (stored) return { data: stored, source: 'pack' };
    throw error;
  }
}

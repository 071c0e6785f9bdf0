/**
 * Reading and writing the runtime API caches. Only a successful envelope (2xx, `error: false`) is
 * ever stored, and every stored answer carries when it was stored, so the page can tell a cached
 * answer from a fresh one.
 */
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER } from '../contract/offline/cache-policy';

/** The slice of CacheStorage the worker uses; the real one satisfies it, tests pass an in-memory one. */
export interface CacheStorageLike {
  open(cacheName: string): Promise<CacheLike>;
  /** Unlike open(), never creates the cache, so a lookup cannot bring back a purged user's cache. */
  match(key: string, options: { cacheName: string }): Promise<Response | undefined>;
}

export interface CacheLike {
  put(key: string, response: Response): Promise<void>;
}

/** Where one read is kept: the cache and the synthetic GET key (an absolute URL). */
export interface CacheSlot {
  readonly cacheName: string;
  readonly key: string;
}

/** Whether a response body is the envelope of a success; anything unparsable is not. */
export function isSuccessEnvelope(text: string): boolean {
  try {
    const payload = JSON.parse(text) as unknown;
    return typeof payload === 'object' && payload !== null && (payload as { error?: unknown }).error === false;
  } catch {
    return false;
  }
}

/**
 * Stores a network answer if it is a success. The body was decoded by fetch, so the encoding and
 * length headers of the wire no longer describe it and are dropped.
 */
export async function storeIfSuccessful(caches: CacheStorageLike, slot: CacheSlot, response: Response, now: () => number): Promise<boolean> {
  if (!response.ok) return false;
  const text = await response.text();
  if (!isSuccessEnvelope(text)) return false;
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  headers.set(CACHE_STATUS_HEADER, 'hit');
  headers.set(CACHED_AT_HEADER, new Date(now()).toISOString());
  const cache = await caches.open(slot.cacheName);
  await cache.put(slot.key, new Response(text, { status: response.status, statusText: response.statusText, headers }));
  return true;
}

/** The stored answer for a slot, or null. */
export async function lookup(caches: CacheStorageLike, slot: CacheSlot): Promise<Response | null> {
  return (await caches.match(slot.key, { cacheName: slot.cacheName })) ?? null;
}

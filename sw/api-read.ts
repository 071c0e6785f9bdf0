/**
 * Answers the cacheable POST reads of contract/offline/cache-policy.ts: network first with a short
 * timeout and the stored copy as fallback, or the stored copy only when the page is forced offline.
 * Per-user reads go to the cache named by the request's user header; without it they are not
 * cached at all, so one student's answers can never be stored for, or shown to, another.
 */
import {
  apiCacheKey,
  OFFLINE_HEADER,
  SHARED_API_CACHE,
  USER_ID_HEADER,
  userApiCacheName,
  type CachedRead,
} from '../contract/offline/cache-policy';
import { lookup, storeIfSuccessful, type CacheSlot, type CacheStorageLike } from './api-cache-store';

export interface ApiReadContext {
  readonly caches: CacheStorageLike;
  readonly fetch: (request: Request) => Promise<Response>;
  /** Keeps the worker alive for work that outlives the answer (storing a late network answer). */
  readonly waitUntil: (promise: Promise<unknown>) => void;
  readonly now: () => number;
}

/** User ids are numbers today; anything that could not be one is refused rather than used as a cache name. */
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The cache a read belongs to, or null when it must not be cached (a per-user read with no user). */
export function cacheNameFor(read: CachedRead, headers: Headers): string | null {
  if (read.partition === 'shared') return SHARED_API_CACHE;
  const userId = headers.get(USER_ID_HEADER);
  return userId !== null && USER_ID_PATTERN.test(userId) ? userApiCacheName(userId) : null;
}

/** The synthetic key of a POST read, from its JSON body; null when the body is not JSON. */
export async function cacheKeyFor(request: Request, action: string): Promise<string | null> {
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = text === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
  return new URL(apiCacheKey(action, body), request.url).href;
}

async function slotFor(request: Request, action: string, read: CachedRead): Promise<CacheSlot | null> {
  const cacheName = cacheNameFor(read, request.headers);
  // The key is the body alone, so a read with query parameters is never stored or served.
  if (!cacheName || new URL(request.url).search !== '') return null;
  const key = await cacheKeyFor(request, action);
  return key ? { cacheName, key } : null;
}

const TIMED_OUT = Symbol('timed out');
const FAILED = Symbol('failed');

function delay(ms: number): { promise: Promise<typeof TIMED_OUT>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Network first. Until the timeout only the network can answer; after it the stored copy wins if
 * there is one, else the network is still awaited (a slow answer beats no answer). A network
 * failure falls back to the stored copy, and without one fails like the network did.
 */
async function networkFirst(request: Request, slot: CacheSlot, timeoutMs: number, context: ApiReadContext): Promise<Response> {
  const network = context.fetch(request);
  // Registered before anything else reads the response, so the clone is taken while the body is unread.
  context.waitUntil(network.then((response) => storeIfSuccessful(context.caches, slot, response.clone(), context.now)).catch(() => false));
  const timer = delay(timeoutMs);
  const first = await Promise.race([network.catch(() => FAILED), timer.promise]);
  timer.cancel();
  if (first instanceof Response) return first;
  const cached = await lookup(context.caches, slot);
  if (cached) return cached;
  if (first === FAILED) return Response.error();
  return network.catch(() => Response.error());
}

/** The answer to a cacheable read; `read` is its entry in the cache policy. */
export async function answerApiRead(request: Request, action: string, read: CachedRead, context: ApiReadContext): Promise<Response> {
  const slot = await slotFor(request, action, read);
  if (request.headers.get(OFFLINE_HEADER) === '1') {
    // Forced offline: the network is never touched; a miss fails exactly like a dead network.
    return (slot && (await lookup(context.caches, slot))) ?? Response.error();
  }
  if (!slot) return context.fetch(request);
  return networkFirst(request, slot, read.networkTimeoutMs, context);
}

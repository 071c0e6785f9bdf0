/**
 * What the service worker may keep and where: the one table the worker, the request layer and the
 * page's cache tools agree on. POST reads are cached under a synthetic GET key (action + canonical
 * body); authorized reads live in a cache of their own per user, so one shared tablet never shows
 * one student's data to another. Anything not listed here is never cached.
 */

/** Cache Storage name of downloaded pack media (question images and audio); the packs feature fills it. */
export const PACK_MEDIA_CACHE = 'qh-pack-media';

/** Every runtime API cache starts with this, so the page can find (and clear) them all. */
export const API_CACHE_PREFIX = 'qh-api-';

/** Public reads (settings, languages): the same answer for everyone. */
export const SHARED_API_CACHE = `${API_CACHE_PREFIX}shared`;

const USER_CACHE_PREFIX = `${API_CACHE_PREFIX}user-`;

/** The cache of one signed-in user's authorized reads; deleted when that user signs out. */
export function userApiCacheName(userId: string | number): string {
  return `${USER_CACHE_PREFIX}${String(userId)}`;
}

/** The user id a per-user cache belongs to, or null for any other cache name. */
export function userIdOfCacheName(cacheName: string): string | null {
  return cacheName.startsWith(USER_CACHE_PREFIX) ? cacheName.slice(USER_CACHE_PREFIX.length) : null;
}

/** Request header: the signed-in user's id, sent with authorized requests to pick the user's cache. */
export const USER_ID_HEADER = 'X-Quizhive-User';
/** Request header '1': answer from the cache only, never the network (the QA "force offline" switch). */
export const OFFLINE_HEADER = 'X-Quizhive-Offline';
/** Response header 'hit' on an answer that came from the cache. */
export const CACHE_STATUS_HEADER = 'X-Quizhive-Cache';
/** Response header: when the cached answer was stored (ISO 8601). */
export const CACHED_AT_HEADER = 'X-Quizhive-Cached-At';

export type CachePartition = 'shared' | 'user';

export interface CachedRead {
  readonly partition: CachePartition;
  /** After this long without an answer the cached copy is used; with none, the network is awaited. */
  readonly networkTimeoutMs: number;
}

/** A reader on a slow link gets the stored copy after this long rather than a spinner. */
export const DEFAULT_NETWORK_TIMEOUT_MS = 3_000;

const shared: CachedRead = { partition: 'shared', networkTimeoutMs: DEFAULT_NETWORK_TIMEOUT_MS };
const perUser: CachedRead = { partition: 'user', networkTimeoutMs: DEFAULT_NETWORK_TIMEOUT_MS };

/**
 * The cacheable read actions. Writes, sync_ops, auth calls, uploads and offline packs (stored in
 * IndexedDB by the packs feature) are absent on purpose: they are network-only. The partition
 * follows the contract's auth: 'none' reads are shared, every other read is per user
 * (cache-policy.test.ts checks both against contract/api).
 */
export const cachedReads: Readonly<Record<string, CachedRead>> = {
  get_settings: shared,
  get_system_configurations: shared,
  get_web_settings: shared,
  get_web_home_settings: shared,
  get_system_language_list: shared,
  get_system_language_json: shared,
  get_languages: shared,

  get_user_by_id: perUser,
  get_categories: perUser,
  get_subcategory_by_maincategory: perUser,
  get_level_data: perUser,
  get_questions_by_level: perUser,
  get_maths_curricula: perUser,
  get_unit_levels_by_category: perUser,
  get_maths_questions: perUser,
  get_maths_progress: perUser,
  get_maths_progress_post: perUser,
  // The coin history: each page (offset, limit, filter) reads offline as it was last loaded.
  get_tracker_data: perUser,
  // Offline, the last board seen is shown (with its cached-at time) rather than nothing.
  get_daily_leaderboard: perUser,
  get_monthly_leaderboard: perUser,
  get_globle_leaderboard: perUser,
  get_user_badges: perUser,
  get_users_statistics: perUser,
  // The tutor hub is for the tablet with no connection: its content, sessions and mastery read
  // offline as last loaded (the device's own unsynced work is merged over them, src/features/tutor).
  get_tutor_subjects: perUser,
  get_chapters_by_category: perUser,
  get_tutor_session_progress: perUser,
  get_bulk_tutor_session_progress: perUser,
  get_tutor_mastery: perUser,
  // Exams and contests need the network to play; offline their screens list the last lists seen, read-only.
  get_exam_module: perUser,
  get_contest: perUser,
};

/** The cache policy of an action, or null when it is network-only. */
export function cachedReadOf(action: string): CachedRead | null {
  return Object.hasOwn(cachedReads, action) ? (cachedReads[action] ?? null) : null;
}

export const API_PATH_PREFIX = '/api/';

/** The action of a `POST /api/<action>` path, or null for any other path. */
export function apiActionOf(pathname: string): string | null {
  if (!pathname.startsWith(API_PATH_PREFIX)) return null;
  const action = pathname.slice(API_PATH_PREFIX.length);
  return /^[a-z0-9_]+$/.test(action) ? action : null;
}

/**
 * Paths the worker never intercepts: live modes (battles, contests, the subscription watch) need
 * the real connection, and a stale or cached answer there would be wrong, not merely old.
 */
export const NETWORK_ONLY_PATH_PREFIXES: readonly string[] = ['/live', '/socket.io/'];

export function isNetworkOnlyPath(pathname: string): boolean {
  return NETWORK_ONLY_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/** Media paths answered from PACK_MEDIA_CACHE when a downloaded pack holds them. */
export const PACK_MEDIA_PATH_PREFIXES: readonly string[] = ['/content-media/', '/uploads/'];

export function isPackMediaPath(pathname: string): boolean {
  return PACK_MEDIA_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * JSON with object keys sorted at every depth, so `{a, b}` and `{b, a}` give one cache key. Follows
 * JSON.stringify otherwise: undefined and functions drop out of objects and become null in arrays,
 * non-finite numbers become null, toJSON (dates) is honoured.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const withJson = value as { toJSON?: unknown };
  if (typeof withJson.toJSON === 'function') return sortKeys((withJson.toJSON as () => unknown).call(value));
  if (Array.isArray(value)) return value.map(sortKeys);
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
  return sorted;
}

/** Query parameter of the synthetic key; no real request to /api/ ever carries it. */
export const CACHE_KEY_PARAM = 'qh-cache-key';

/**
 * The synthetic GET URL (relative to the origin) a POST read is stored under. An absent body is
 * the empty object, as the request layer sends it.
 */
export function apiCacheKey(action: string, body: unknown): string {
  return `${API_PATH_PREFIX}${action}?${CACHE_KEY_PARAM}=${encodeURIComponent(canonicalJson(body ?? {}))}`;
}

/**
 * When settings and home data come from the server and when from the cached copy (spec sections 4
 * and 9). sessionStorage holds two flags per browser session:
 *   firstLoad     - 'done' once this session recorded a settings fetch;
 *   manualRefresh - 'true' when the next load must fetch (set on unload, and on a load with no recorded fetch).
 */
import type { SystemConfig } from '../../../contract/api/settings';

export const FIRST_LOAD_KEY = 'firstLoad';
export const MANUAL_REFRESH_KEY = 'manualRefresh';
export const HOME_CACHE_MS = 10 * 60 * 1000;

export interface SessionFlags {
  readonly firstLoad: string | null;
  readonly manualRefresh: string | null;
}

export function readFlags(storage: Storage = sessionStorage): SessionFlags {
  return { firstLoad: storage.getItem(FIRST_LOAD_KEY), manualRefresh: storage.getItem(MANUAL_REFRESH_KEY) };
}

/**
 * Called once per page load. A load with no recorded fetch marks a manual refresh; the answer says
 * whether this load is a first load or a reload, i.e. whether server data must be fetched.
 */
export function beginPageLoad(storage: Storage = sessionStorage): boolean {
  if (storage.getItem(FIRST_LOAD_KEY) !== 'done') storage.setItem(MANUAL_REFRESH_KEY, 'true');
  return storage.getItem(MANUAL_REFRESH_KEY) === 'true';
}

/** After a successful fetch: the session has a recorded fetch and the refresh is used up. */
export function recordFetch(storage: Storage = sessionStorage): void {
  storage.setItem(FIRST_LOAD_KEY, 'done');
  storage.setItem(MANUAL_REFRESH_KEY, 'false');
}

/** A page unload (reload, close, navigation away) makes the next load fetch again. */
export function markManualRefresh(storage: Storage = sessionStorage): void {
  storage.setItem(MANUAL_REFRESH_KEY, 'true');
}

export function watchPageUnload(target: Window = window, storage: Storage = sessionStorage): () => void {
  const mark = (): void => markManualRefresh(storage);
  target.addEventListener('beforeunload', mark);
  target.addEventListener('pagehide', mark);
  return () => {
    target.removeEventListener('beforeunload', mark);
    target.removeEventListener('pagehide', mark);
  };
}

/** Settings, system configuration and web settings: server on a fresh load or without a copy, else the copy. */
export function shouldFetchSettings(input: { readonly freshLoad: boolean; readonly hasCache: boolean }): boolean {
  return input.freshLoad || !input.hasCache;
}

export interface HomeCacheInput {
  readonly cached: { readonly lastFetch: number; readonly languageCode: string } | null;
  readonly languageCode: string;
  readonly now: number;
  readonly freshLoad: boolean;
  /** Whether home was already fetched during this page load. */
  readonly fetchedThisLoad: boolean;
}

/** Home: re-fetched on a language change, after 10 minutes, or once on a first load / manual refresh. */
export function shouldFetchHome(input: HomeCacheInput): boolean {
  if (!input.cached) return true;
  if (input.cached.languageCode !== input.languageCode) return true;
  if (input.now - input.cached.lastFetch > HOME_CACHE_MS) return true;
  return input.freshLoad && !input.fetchedThisLoad;
}

/** language_id is sent only when the system setting language_mode is '1' (spec section 7). */
export function languageIdParam(config: Pick<SystemConfig, 'language_mode'> | null, languageId: number | null): { language_id?: number } {
  return config?.language_mode === '1' && languageId !== null ? { language_id: languageId } : {};
}

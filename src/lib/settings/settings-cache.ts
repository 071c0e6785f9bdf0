/**
 * The settings, web settings and home stores with their cache (rules in cache-rules.ts). The cached
 * copies live in localStorage, so a start without a network still has settings to work with.
 */
import type { HomeSettings, SystemConfig, WebSettings } from '../../../contract/api/settings';
import { createStore, type Store } from '../store';
import { beginPageLoad, languageIdParam, recordFetch, shouldFetchHome, shouldFetchSettings, watchPageUnload } from './cache-rules';
import { emptyRemote, remoteReducer, type RemoteState } from './remote-state';

export interface HomeState extends RemoteState<HomeSettings> {
  readonly languageCode: string | null;
}

export interface SettingsState {
  readonly system: RemoteState<SystemConfig>;
  readonly web: RemoteState<WebSettings>;
  readonly home: HomeState;
}

export interface SettingsFetchers {
  system(): Promise<SystemConfig>;
  web(): Promise<WebSettings>;
  home(body: { language_id?: number }): Promise<HomeSettings>;
}

export interface SettingsCacheDeps {
  readonly fetchers: SettingsFetchers;
  readonly session?: Storage;
  readonly local?: Storage;
  readonly now?: () => number;
  readonly window?: Window;
}

export interface Cached<T> {
  readonly data: T;
  readonly lastFetch: number;
  readonly languageCode?: string;
}

export const CACHE_KEYS = { system: 'qh.cache.system', web: 'qh.cache.web', home: 'qh.cache.home' } as const;

export type SettingsLoadOutcome = 'fetched' | 'cached' | 'stale' | 'failed';

export interface SettingsCache {
  readonly store: Store<SettingsState>;
  /** Once per page load: reads the session flags and watches unloads. Answers whether this load is fresh. */
  start(): boolean;
  /** System configuration and web settings, from the server or the cached copy. */
  loadSettings(): Promise<SettingsLoadOutcome>;
  /** Home data for a language; re-fetched per the home rules. */
  ensureHome(language: { readonly code: string; readonly id: number | null }): Promise<void>;
}

function initialState(): SettingsState {
  return { system: emptyRemote(), web: emptyRemote(), home: { ...emptyRemote<HomeSettings>(), languageCode: null } };
}

type SlotData<K extends 'system' | 'web'> = NonNullable<SettingsState[K]['data']>;
type Language = { readonly code: string; readonly id: number | null };

class LocalCopies {
  constructor(private readonly storage: Storage) {}

  read<T>(key: string): Cached<T> | null {
    try {
      const raw = this.storage.getItem(key);
      return raw ? (JSON.parse(raw) as Cached<T>) : null;
    } catch {
      return null;
    }
  }

  write<T>(key: string, value: Cached<T>): void {
    try {
      this.storage.setItem(key, JSON.stringify(value));
    } catch {
      // A full or disabled storage only costs the offline copy.
    }
  }
}

class SettingsCacheImpl implements SettingsCache {
  readonly store = createStore<SettingsState>(initialState());
  private readonly session: Storage;
  private readonly copies: LocalCopies;
  private readonly now: () => number;
  private freshLoad = false;
  private homeFetchedThisLoad = false;
  private homeInFlight: { readonly code: string; readonly promise: Promise<void> } | null = null;

  constructor(private readonly deps: SettingsCacheDeps) {
    this.session = deps.session ?? sessionStorage;
    this.copies = new LocalCopies(deps.local ?? localStorage);
    this.now = deps.now ?? Date.now;
  }

  start(): boolean {
    this.freshLoad = beginPageLoad(this.session);
    watchPageUnload(this.deps.window ?? window, this.session);
    return this.freshLoad;
  }

  async loadSettings(): Promise<SettingsLoadOutcome> {
    const [system, web] = await Promise.all([this.loadSlot('system', this.deps.fetchers.system), this.loadSlot('web', this.deps.fetchers.web)]);
    if (system === 'fetched' && web === 'fetched') recordFetch(this.session);
    if (system === 'failed' || web === 'failed') return 'failed';
    if (system === 'stale' || web === 'stale') return 'stale';
    return system === 'fetched' || web === 'fetched' ? 'fetched' : 'cached';
  }

  ensureHome(language: Language): Promise<void> {
    if (this.homeInFlight?.code === language.code) return this.homeInFlight.promise;
    const cached = this.copies.read<HomeSettings>(CACHE_KEYS.home);
    const cachedInput = cached?.languageCode !== undefined ? { lastFetch: cached.lastFetch, languageCode: cached.languageCode } : null;
    const input = { cached: cachedInput, languageCode: language.code, now: this.now(), freshLoad: this.freshLoad, fetchedThisLoad: this.homeFetchedThisLoad };
    if (!shouldFetchHome(input) && cached) {
      this.setHome((h) => ({ ...remoteReducer(h, { type: 'received', data: cached.data, at: cached.lastFetch }), languageCode: language.code }));
      return Promise.resolve();
    }
    const promise = this.fetchHome(language, cached).finally(() => {
      if (this.homeInFlight?.promise === promise) this.homeInFlight = null;
    });
    this.homeInFlight = { code: language.code, promise };
    return promise;
  }

  private updateSlot<K extends 'system' | 'web'>(slot: K, fn: (state: RemoteState<SlotData<K>>) => RemoteState<SlotData<K>>): void {
    this.store.set((state) => ({ ...state, [slot]: fn(state[slot] as RemoteState<SlotData<K>>) }));
  }

  private async loadSlot<K extends 'system' | 'web'>(slot: K, fetch: () => Promise<SlotData<K>>): Promise<SettingsLoadOutcome> {
    const cached = this.copies.read<SlotData<K>>(CACHE_KEYS[slot]);
    if (cached && !shouldFetchSettings({ freshLoad: this.freshLoad, hasCache: true })) {
      this.updateSlot(slot, (s) => remoteReducer(s, { type: 'received', data: cached.data, at: cached.lastFetch }));
      return 'cached';
    }
    this.updateSlot(slot, (s) => remoteReducer(s, { type: 'requested' }));
    try {
      const data = await fetch();
      const at = this.now();
      this.copies.write(CACHE_KEYS[slot], { data, lastFetch: at });
      this.updateSlot(slot, (s) => remoteReducer(s, { type: 'received', data, at }));
      return 'fetched';
    } catch {
      // Offline first: a failed fetch falls back to the last copy when there is one.
      this.updateSlot(slot, (s) => remoteReducer(cached ? { ...s, data: cached.data, lastFetch: cached.lastFetch } : s, { type: 'failed' }));
      return cached ? 'stale' : 'failed';
    }
  }

  private setHome(fn: (home: HomeState) => HomeState): void {
    this.store.set((s) => ({ ...s, home: fn(s.home) }));
  }

  private async fetchHome(language: Language, cached: Cached<HomeSettings> | null): Promise<void> {
    this.setHome((h) => ({ ...remoteReducer(h, { type: 'requested' }), languageCode: h.languageCode }));
    try {
      const data = await this.deps.fetchers.home(languageIdParam(this.store.get().system.data, language.id));
      const at = this.now();
      this.homeFetchedThisLoad = true;
      this.copies.write(CACHE_KEYS.home, { data, lastFetch: at, languageCode: language.code });
      // A late answer for a language the user already left is kept in the cache but not shown.
      if (this.homeInFlight && this.homeInFlight.code !== language.code) return;
      this.setHome((h) => ({ ...remoteReducer(h, { type: 'received', data, at }), languageCode: language.code }));
    } catch {
      const fallback = cached ? { data: cached.data, lastFetch: cached.lastFetch } : {};
      this.setHome((h) => ({ ...remoteReducer({ ...h, ...fallback }, { type: 'failed' }), languageCode: h.languageCode }));
    }
  }
}

export function createSettingsCache(deps: SettingsCacheDeps): SettingsCache {
  return new SettingsCacheImpl(deps);
}

/**
 * The settings, web settings and home stores with their cache (rules in cache-rules.ts). The cached
 * copies live in localStorage, so a start without a network still has settings to work with.
 *
 * Stale while revalidate: a stored copy counts as loaded. The app starts from it at once, and when
 * this load must ask the server (first load of the browser session, or a reload) the answer
 * replaces it in the background; only a device without a copy waits for the server. On a slow
 * phone, or on a network that is there but does not answer, the start no longer waits for it.
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
  /** Whether the network may be used; false skips the server when a copy can stand in (default: always try). */
  readonly online?: () => boolean;
}

export interface Cached<T> {
  readonly data: T;
  readonly lastFetch: number;
  readonly languageCode?: string;
}

export const CACHE_KEYS = { system: 'qh.cache.system', web: 'qh.cache.web', home: 'qh.cache.home' } as const;

export type SettingsLoadOutcome = 'fetched' | 'cached' | 'stale' | 'failed';

export interface LoadSettingsOptions {
  /**
   * When a refresh behind a shown copy may start (default: at once). Start-up passes its "after
   * the first screen" queue: the copy serves the first screen, and the refresh's answer and
   * re-render do not compete with it. A device without a copy never waits for this.
   */
  readonly deferRefresh?: (start: () => void) => void;
}

export interface SettingsCache {
  readonly store: Store<SettingsState>;
  /** Once per page load: reads the session flags and watches unloads. Answers whether this load is fresh. */
  start(): boolean;
  /**
   * System configuration and web settings. Resolves as soon as both can be shown: at once with
   * 'cached' from stored copies (a refresh from the server goes on in the background when this
   * load must fetch), else when the server answered ('fetched') or could not ('failed').
   */
  loadSettings(options?: LoadSettingsOptions): Promise<SettingsLoadOutcome>;
  /**
   * The server read of the last loadSettings: 'fetched', 'stale' (the copy stays: no answer, or
   * known offline), 'cached' (no read was due) or 'failed'.
   */
  refreshed(): Promise<SettingsLoadOutcome>;
  /** Home data for a language; re-fetched per the home rules. */
  ensureHome(language: { readonly code: string; readonly id: number | null }): Promise<void>;
}

function initialState(): SettingsState {
  return { system: emptyRemote(), web: emptyRemote(), home: { ...emptyRemote<HomeSettings>(), languageCode: null } };
}

type SlotData<K extends 'system' | 'web'> = NonNullable<SettingsState[K]['data']>;

interface SlotLoad {
  readonly shown: Promise<SettingsLoadOutcome>;
  readonly refreshed: Promise<SettingsLoadOutcome>;
}

/** Two slots' outcomes as one: the worst wins (failed, then stale, then fetched, then cached). */
function combine(a: SettingsLoadOutcome, b: SettingsLoadOutcome): SettingsLoadOutcome {
  for (const outcome of ['failed', 'stale', 'fetched'] as const) if (a === outcome || b === outcome) return outcome;
  return 'cached';
}
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
  private refresh: Promise<SettingsLoadOutcome> = Promise.resolve('cached');
  private readonly online: () => boolean;

  constructor(private readonly deps: SettingsCacheDeps) {
    this.session = deps.session ?? sessionStorage;
    this.copies = new LocalCopies(deps.local ?? localStorage);
    this.now = deps.now ?? Date.now;
    this.online = deps.online ?? (() => true);
  }

  start(): boolean {
    this.freshLoad = beginPageLoad(this.session);
    watchPageUnload(this.deps.window ?? window, this.session);
    return this.freshLoad;
  }

  async loadSettings(options: LoadSettingsOptions = {}): Promise<SettingsLoadOutcome> {
    const defer = options.deferRefresh ?? ((start: () => void) => start());
    const system = this.loadSlot('system', this.deps.fetchers.system, defer);
    const web = this.loadSlot('web', this.deps.fetchers.web, defer);
    this.refresh = Promise.all([system.refreshed, web.refreshed]).then(([s, w]) => {
      if (s === 'fetched' && w === 'fetched') recordFetch(this.session);
      return combine(s, w);
    });
    const [shownSystem, shownWeb] = await Promise.all([system.shown, web.shown]);
    return combine(shownSystem, shownWeb);
  }

  refreshed(): Promise<SettingsLoadOutcome> {
    return this.refresh;
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
    // The copy of the same language shows while the fresh answer is on its way (stale while revalidate).
    if (cached?.languageCode === language.code && this.store.get().home.data === null) {
      this.setHome((h) => ({ ...remoteReducer(h, { type: 'received', data: cached.data, at: cached.lastFetch }), languageCode: language.code }));
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

  /**
   * One slot: `shown` settles when the slot has data to show (or surely none), `refreshed` when the
   * server read of this load ended. With a copy both are quick unless a read is due.
   */
  private loadSlot<K extends 'system' | 'web'>(slot: K, fetch: () => Promise<SlotData<K>>, defer: (start: () => void) => void): SlotLoad {
    const cached = this.copies.read<SlotData<K>>(CACHE_KEYS[slot]);
    if (!cached) {
      const fetched = this.fetchSlot(slot, fetch, null);
      return { shown: fetched, refreshed: fetched };
    }
    this.updateSlot(slot, (s) => remoteReducer(s, { type: 'received', data: cached.data, at: cached.lastFetch }));
    if (!shouldFetchSettings({ freshLoad: this.freshLoad, hasCache: true })) return { shown: Promise.resolve('cached'), refreshed: Promise.resolve('cached') };
    // Known offline: the copy stands, and the read stays due (no fetch is recorded), so the next
    // load with a network asks the server.
    if (!this.online()) return { shown: Promise.resolve('cached'), refreshed: Promise.resolve('stale') };
    const refreshed = new Promise<SettingsLoadOutcome>((resolve) => {
      // The network may have gone while the refresh waited.
      defer(() => resolve(this.online() ? this.fetchSlot(slot, fetch, cached) : 'stale'));
    });
    return { shown: Promise.resolve('cached'), refreshed };
  }

  private async fetchSlot<K extends 'system' | 'web'>(slot: K, fetch: () => Promise<SlotData<K>>, cached: Cached<SlotData<K>> | null): Promise<SettingsLoadOutcome> {
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

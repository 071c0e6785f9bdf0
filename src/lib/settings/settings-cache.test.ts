import { describe, expect, it, vi } from 'vitest';
import type { HomeSettings, SystemConfig, WebSettings } from '../../../contract/api/settings';
import { CACHE_KEYS, createSettingsCache, type SettingsFetchers } from './settings-cache';

const system = { app_name: 'Quizhive', language_mode: '0', maintenance_mode: '0' } as SystemConfig;
const web = { site_title: 'Quizhive', footer_about: 'About' } as WebSettings;
const home = (title: string): HomeSettings => ({ language_id: null, hero_title: title, hero_subtitle: '', sections: [] });

function setup(overrides: Partial<SettingsFetchers> = {}, clock = { now: 1_000_000 }) {
  const fetchers: SettingsFetchers = {
    system: vi.fn(() => Promise.resolve(system)),
    web: vi.fn(() => Promise.resolve(web)),
    home: vi.fn(() => Promise.resolve(home('Hi'))),
    ...overrides,
  };
  const cache = createSettingsCache({ fetchers, now: () => clock.now });
  return { cache, fetchers, clock };
}

describe('settings cache', () => {
  it('fetches on the first load of a session and stores a copy', async () => {
    const { cache, fetchers } = setup();
    expect(cache.start()).toBe(true);
    await expect(cache.loadSettings()).resolves.toBe('fetched');
    expect(fetchers.system).toHaveBeenCalledTimes(1);
    expect(cache.store.get().system).toEqual({ data: system, loading: false, lastFetch: 1_000_000 });
    expect(JSON.parse(localStorage.getItem(CACHE_KEYS.web) ?? 'null')).toMatchObject({ data: web });
    expect(sessionStorage.getItem('firstLoad')).toBe('done');
    expect(sessionStorage.getItem('manualRefresh')).toBe('false');
  });

  it('uses the cached copy on a load that is neither first nor a reload', async () => {
    await setup().cache.loadSettings().then(() => undefined);
    sessionStorage.setItem('firstLoad', 'done');
    sessionStorage.setItem('manualRefresh', 'false');
    const { cache, fetchers } = setup();
    expect(cache.start()).toBe(false);
    await expect(cache.loadSettings()).resolves.toBe('cached');
    expect(fetchers.system).not.toHaveBeenCalled();
    expect(fetchers.web).not.toHaveBeenCalled();
    expect(cache.store.get().web.data).toEqual(web);
  });

  it('fetches again after a reload marked the manual refresh', async () => {
    const first = setup();
    first.cache.start();
    await first.cache.loadSettings();
    window.dispatchEvent(new Event('beforeunload'));
    const second = setup();
    expect(second.cache.start()).toBe(true);
    await second.cache.loadSettings();
    expect(second.fetchers.system).toHaveBeenCalledTimes(1);
  });

  it('falls back to the copy when the server cannot be reached', async () => {
    const first = setup();
    first.cache.start();
    await first.cache.loadSettings();
    window.dispatchEvent(new Event('pagehide'));
    const offline = setup({ system: () => Promise.reject(new Error('Network Error')) });
    offline.cache.start();
    await expect(offline.cache.loadSettings()).resolves.toBe('cached');
    await expect(offline.cache.refreshed()).resolves.toBe('stale');
    expect(offline.cache.store.get().system).toMatchObject({ data: system, loading: false, lastFetch: 1_000_000 });
    // No recorded fetch: the next load asks the server again.
    expect(sessionStorage.getItem('manualRefresh')).toBe('true');
  });

  it('shows the stored copy at once on a fresh load and replaces it when the server answers', async () => {
    const first = setup();
    first.cache.start();
    await first.cache.loadSettings();
    window.dispatchEvent(new Event('beforeunload'));
    let release: (value: SystemConfig) => void = () => undefined;
    const renamed = { ...system, app_name: 'Quizhive 2' };
    const second = setup({ system: vi.fn(() => new Promise<SystemConfig>((resolve) => (release = resolve))) }, { now: 2_000_000 });
    expect(second.cache.start()).toBe(true);
    // Resolves while the server has not answered: the copy counts as loaded.
    await expect(second.cache.loadSettings()).resolves.toBe('cached');
    expect(second.fetchers.system).toHaveBeenCalledTimes(1);
    expect(second.cache.store.get().system).toEqual({ data: system, loading: true, lastFetch: 1_000_000 });
    expect(sessionStorage.getItem('manualRefresh')).toBe('true');
    release(renamed);
    await expect(second.cache.refreshed()).resolves.toBe('fetched');
    expect(second.cache.store.get().system).toEqual({ data: renamed, loading: false, lastFetch: 2_000_000 });
    expect(JSON.parse(localStorage.getItem(CACHE_KEYS.system) ?? 'null')).toEqual({ data: renamed, lastFetch: 2_000_000 });
    expect(sessionStorage.getItem('firstLoad')).toBe('done');
    expect(sessionStorage.getItem('manualRefresh')).toBe('false');
  });

  it('starts the refresh behind a copy only when the caller lets it', async () => {
    const first = setup();
    first.cache.start();
    await first.cache.loadSettings();
    window.dispatchEvent(new Event('pagehide'));
    const second = setup();
    second.cache.start();
    const waiting: Array<() => void> = [];
    await expect(second.cache.loadSettings({ deferRefresh: (start) => waiting.push(start) })).resolves.toBe('cached');
    expect(second.fetchers.system).not.toHaveBeenCalled();
    expect(second.cache.store.get().system).toMatchObject({ data: system, loading: false });
    expect(waiting).toHaveLength(2);
    for (const start of waiting) start();
    await expect(second.cache.refreshed()).resolves.toBe('fetched');
    expect(second.fetchers.system).toHaveBeenCalledTimes(1);
    expect(second.fetchers.web).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('manualRefresh')).toBe('false');
  });

  it('never defers the read of a device without a copy', async () => {
    const { cache, fetchers } = setup();
    cache.start();
    const deferRefresh = vi.fn();
    await expect(cache.loadSettings({ deferRefresh })).resolves.toBe('fetched');
    expect(deferRefresh).not.toHaveBeenCalled();
    expect(fetchers.system).toHaveBeenCalledTimes(1);
  });

  it('does not ask the server while known offline when there is a copy, and asks on the next load', async () => {
    const first = setup();
    first.cache.start();
    await first.cache.loadSettings();
    window.dispatchEvent(new Event('pagehide'));
    const fetchers: SettingsFetchers = { system: vi.fn(() => Promise.resolve(system)), web: vi.fn(() => Promise.resolve(web)), home: vi.fn() };
    const offline = createSettingsCache({ fetchers, now: () => 1_500_000, online: () => false });
    offline.start();
    await expect(offline.loadSettings()).resolves.toBe('cached');
    await expect(offline.refreshed()).resolves.toBe('stale');
    expect(fetchers.system).not.toHaveBeenCalled();
    expect(fetchers.web).not.toHaveBeenCalled();
    expect(offline.store.get().web).toEqual({ data: web, loading: false, lastFetch: 1_000_000 });
    const online = setup();
    expect(online.cache.start()).toBe(true);
    await online.cache.loadSettings();
    expect(online.fetchers.system).toHaveBeenCalledTimes(1);
  });

  it('asks the server even while known offline when there is no copy (the service worker may answer)', async () => {
    const fetchers: SettingsFetchers = { system: vi.fn(() => Promise.resolve(system)), web: vi.fn(() => Promise.resolve(web)), home: vi.fn() };
    const cache = createSettingsCache({ fetchers, online: () => false });
    cache.start();
    await expect(cache.loadSettings()).resolves.toBe('fetched');
    expect(fetchers.system).toHaveBeenCalledTimes(1);
  });

  it('reports failed without server and without a copy', async () => {
    const { cache } = setup({ web: () => Promise.reject(new Error('x')) });
    cache.start();
    await expect(cache.loadSettings()).resolves.toBe('failed');
    expect(cache.store.get().web).toEqual({ data: null, loading: false, lastFetch: null });
  });

  it('shows loading while requested', async () => {
    let release: (value: SystemConfig) => void = () => undefined;
    const { cache } = setup({ system: () => new Promise((resolve) => (release = resolve)) });
    cache.start();
    const done = cache.loadSettings();
    expect(cache.store.get().system.loading).toBe(true);
    release(system);
    await done;
    expect(cache.store.get().system.loading).toBe(false);
  });
});

describe('home cache', () => {
  it('fetches once per fresh load, then serves the copy within 10 minutes', async () => {
    const { cache, fetchers, clock } = setup();
    cache.start();
    await cache.ensureHome({ code: 'en', id: 1 });
    await cache.ensureHome({ code: 'en', id: 1 });
    expect(fetchers.home).toHaveBeenCalledTimes(1);
    clock.now += 10 * 60 * 1000 + 1;
    await cache.ensureHome({ code: 'en', id: 1 });
    expect(fetchers.home).toHaveBeenCalledTimes(2);
  });

  it('shows the copy of the same language while a due re-fetch is on its way', async () => {
    const first = setup();
    first.cache.start();
    await first.cache.ensureHome({ code: 'en', id: null });
    window.dispatchEvent(new Event('beforeunload'));
    let release: (value: HomeSettings) => void = () => undefined;
    const second = setup({ home: () => new Promise<HomeSettings>((resolve) => (release = resolve)) }, { now: 1_000_000 + 60_000 });
    second.cache.start();
    const done = second.cache.ensureHome({ code: 'en', id: null });
    expect(second.cache.store.get().home).toMatchObject({ data: { hero_title: 'Hi' }, languageCode: 'en', loading: true });
    release(home('Fresh'));
    await done;
    expect(second.cache.store.get().home).toMatchObject({ data: { hero_title: 'Fresh' }, loading: false, lastFetch: 1_060_000 });
    // Another language's copy is not shown for this one.
    const third = setup({ home: () => new Promise<HomeSettings>(() => undefined) });
    third.cache.start();
    void third.cache.ensureHome({ code: 'ar', id: 2 });
    expect(third.cache.store.get().home.data).toBeNull();
  });

  it('re-fetches when the language changes', async () => {
    const { cache, fetchers } = setup({ home: vi.fn((body: { language_id?: number }) => Promise.resolve(home(`lang ${body.language_id ?? '-'}`))) });
    cache.start();
    await cache.ensureHome({ code: 'en', id: 1 });
    await cache.ensureHome({ code: 'ar', id: 2 });
    expect(fetchers.home).toHaveBeenCalledTimes(2);
    expect(cache.store.get().home.languageCode).toBe('ar');
  });

  it("sends language_id only when language_mode is '1'", async () => {
    const { cache, fetchers } = setup({ system: () => Promise.resolve({ ...system, language_mode: '1' }) });
    cache.start();
    await cache.loadSettings();
    await cache.ensureHome({ code: 'ar', id: 2 });
    expect(fetchers.home).toHaveBeenLastCalledWith({ language_id: 2 });

    localStorage.clear();
    sessionStorage.clear();
    const plain = setup();
    plain.cache.start();
    await plain.cache.loadSettings();
    await plain.cache.ensureHome({ code: 'ar', id: 2 });
    expect(plain.fetchers.home).toHaveBeenLastCalledWith({});
  });

  it('uses the copy on a non-fresh load within 10 minutes', async () => {
    const first = setup();
    first.cache.start();
    await first.cache.ensureHome({ code: 'en', id: null });
    sessionStorage.setItem('firstLoad', 'done');
    sessionStorage.setItem('manualRefresh', 'false');
    const second = setup({}, { now: 1_000_000 + 5 * 60 * 1000 });
    expect(second.cache.start()).toBe(false);
    await second.cache.ensureHome({ code: 'en', id: null });
    expect(second.fetchers.home).not.toHaveBeenCalled();
    expect(second.cache.store.get().home).toMatchObject({ data: { hero_title: 'Hi' }, lastFetch: 1_000_000, loading: false });
  });
});

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
    await expect(offline.cache.loadSettings()).resolves.toBe('stale');
    expect(offline.cache.store.get().system).toMatchObject({ data: system, loading: false });
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

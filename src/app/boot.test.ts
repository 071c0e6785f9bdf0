import { clear, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SyncService from '../offline/sync-service';
import type * as AfterStart from './after-start';
import type * as Boot from './boot';

const system = { app_name: 'Quizhive', language_mode: '0', maintenance_mode: '0', default_language: 'en' };
const web = { site_title: 'Quizhive', footer_about: 'About' };
/** A bound for waits that include a dynamic import (never a measure of speed). */
const MODULE_LOAD_MS = 10_000;

/** What the previous visit left on the device: copies of the settings, stamped then. */
function storeSettingsCopies(): void {
  localStorage.setItem('qh.cache.system', JSON.stringify({ data: system, lastFetch: 1_000 }));
  localStorage.setItem('qh.cache.web', JSON.stringify({ data: web, lastFetch: 1_000 }));
}

/** A signed-in subscriber's persisted session (idb-keyval under 'root'). */
function storeSession(): Promise<void> {
  const user = { id: 7, name: 'Sam', email: 'sam@quizhive.test', coins: 5, all_time_score: 9, has_subscription: true, role: 'user' };
  return set('root', { version: 1, session: { user, token: 'secret', isLogin: true, hasSubscription: true, statistics: null } });
}

/** A network that never answers: anything that waits on it never settles. */
function silentNetwork() {
  const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const actionsCalled = (fetchMock: ReturnType<typeof silentNetwork>) => fetchMock.mock.calls.map(([input]) => String(input).replace('/api/', ''));

/** Fails the test instead of hanging when `promise` waits for something that never comes. */
function soon<T>(promise: Promise<T>, ms = 2_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);
}

let stopSync: () => void = () => undefined;

/** A fresh page: every module (stores, caches, the boot run) starts anew. */
async function freshPage(): Promise<typeof Boot & { after: typeof AfterStart; sync: typeof SyncService }> {
  vi.resetModules();
  const boot = await import('./boot');
  const after = await import('./after-start');
  const sync = await import('../offline/sync-service');
  stopSync = sync.stopSync;
  return { ...boot, after, sync };
}

beforeEach(async () => {
  await clear();
});

afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('start-up with a stored copy of the settings', () => {
  it('opens the gate from the copy without waiting for the server, and refreshes after the first screen', async () => {
    storeSettingsCopies();
    const fetchMock = silentNetwork();
    const page = await freshPage();
    const { settingsStore } = await import('../lib/settings/settings');
    await expect(soon(page.boot())).resolves.toBe('ready');
    expect(settingsStore.get().system.data).toEqual(system);
    expect(settingsStore.get().web.data).toEqual(web);
    // This is the first load of the browser session, so a refresh is due, but not before the first screen.
    expect(fetchMock).not.toHaveBeenCalled();
    page.after.settleStartup(Promise.resolve());
    await vi.waitFor(() => expect(actionsCalled(fetchMock)).toEqual(expect.arrayContaining(['get_system_configurations', 'get_web_settings'])));
    // The interface language refreshes too; the user record only for a signed-in user.
    expect(actionsCalled(fetchMock)).toEqual(expect.arrayContaining(['get_system_language_list', 'get_system_language_json']));
    expect(actionsCalled(fetchMock)).not.toContain('get_user_by_id');
  });

  it('asks the server for nothing while the device is known offline', async () => {
    storeSettingsCopies();
    await storeSession();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = silentNetwork();
    const page = await freshPage();
    await expect(soon(page.boot())).resolves.toBe('ready');
    page.after.settleStartup(Promise.resolve());
    await vi.waitFor(() => expect(page.sync.syncingUserId()).toBe('7'));
    // The maths pull waits for its chunk: let it run while the device is still offline here, or it
    // would run after this test, online again, and call the next test's network.
    await import('../offline/maths-progress');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shares one start-up between main.tsx and the boot gate', async () => {
    storeSettingsCopies();
    silentNetwork();
    const page = await freshPage();
    expect(page.boot()).toBe(page.boot());
  });
});

describe('start-up without a copy (a first visit)', () => {
  it('opens the gate without waiting for the server, then takes the settings when they come', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      await gate;
      const data = String(input).endsWith('get_web_settings') ? web : system;
      return new Response(JSON.stringify({ error: false, data }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const page = await freshPage();
    const { settingsStore } = await import('../lib/settings/settings');
    await expect(soon(page.boot())).resolves.toBe('ready');
    expect(settingsStore.get().system.data).toBeNull();
    expect(actionsCalled(fetchMock)).toEqual(expect.arrayContaining(['get_system_configurations', 'get_web_settings']));
    release();
    await expect(soon(page.bootSettingsSettled())).resolves.toBe('ready');
    expect(settingsStore.get().system.data).toEqual(system);
    expect(settingsStore.get().web.data).toEqual(web);
  });

  it('reports no settings once the server cannot be reached, and its retry waits for them', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    const page = await freshPage();
    await expect(soon(page.boot())).resolves.toBe('ready');
    await expect(soon(page.bootSettingsSettled(), 10_000)).resolves.toBe('no-settings');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data: system })))));
    await expect(soon(page.retryBoot())).resolves.toBe('ready');
  });
});

describe('the signed-in user at start-up', () => {
  it('is restored before the gate opens; their outbox sync starts only after the first screen', async () => {
    storeSettingsCopies();
    await storeSession();
    const fetchMock = silentNetwork();
    const page = await freshPage();
    const { sessionStore } = await import('../lib/session/session-store');
    await expect(soon(page.boot())).resolves.toBe('ready');
    expect(sessionStore.get()).toMatchObject({ isLogin: true, hasSubscription: true, user: { id: 7 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.sync.syncingUserId()).toBeNull();
    expect(actionsCalled(fetchMock)).toEqual([]);
    page.after.settleStartup(Promise.resolve());
    // The sync engine is a dynamic import: on a busy machine its first load alone can pass vi.waitFor's 1 s default.
    await vi.waitFor(() => expect(page.sync.syncingUserId()).toBe('7'), { timeout: MODULE_LOAD_MS });
    await vi.waitFor(() => expect(actionsCalled(fetchMock)).toEqual(expect.arrayContaining(['get_user_by_id', 'get_maths_sync_state'])), { timeout: MODULE_LOAD_MS });
  });

  it('signing out before the first screen leaves nothing to start', async () => {
    storeSettingsCopies();
    await storeSession();
    const fetchMock = silentNetwork();
    const page = await freshPage();
    const { resetSession } = await import('../lib/session/session-store');
    await soon(page.boot());
    resetSession();
    page.after.settleStartup(Promise.resolve());
    await vi.waitFor(() => expect(page.after.startupSettled()).toBe(true), { timeout: MODULE_LOAD_MS });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.sync.syncingUserId()).toBeNull();
    // Nothing was started for the user who left: no progress pull under their token.
    expect(actionsCalled(fetchMock)).not.toContain('get_maths_sync_state');
  });
});

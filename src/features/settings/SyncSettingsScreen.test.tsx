import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivityStore, FORCE_OFFLINE_KEY } from '../../lib/connectivity/connectivity';
import { initI18n } from '../../lib/i18n/i18n';
import { stopSync } from '../../offline/sync-service';
import { renderWithApp, resetDevice, setConnectivity } from '../sync-status/test-helpers';
import { SyncSettingsScreen } from './SyncSettingsScreen';

beforeAll(() => {
  initI18n();
});

beforeEach(resetDevice);

afterEach(async () => {
  cleanup();
  stopSync();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
  await resetDevice();
});

const section = (name: string) => screen.getByRole('region', { name });
const fact = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

/** A storage manager as the browser gives one, with the answers a test picks. */
function installStorage(persisted: boolean, grant: boolean) {
  let kept = persisted;
  const storage = {
    estimate: vi.fn(async () => ({ usage: 1.5 * 1024 ** 2, quota: 2 * 1024 ** 3 })),
    persisted: vi.fn(async () => kept),
    persist: vi.fn(async () => {
      kept = grant;
      return grant;
    }),
  };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

describe('Sync and offline (QA panel)', () => {
  it('is a titled page with a way back to settings and a section per subject', () => {
    renderWithApp(<SyncSettingsScreen />, '/settings/sync');
    expect(screen.getByRole('heading', { level: 1, name: 'Sync and offline' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Connection', 'Sync', 'Your unsent changes', 'Storage', 'Service worker', 'Caches']);
  });

  it('shows the browser, the switch and the effective state, and the switch forces offline', async () => {
    const user = userEvent.setup();
    renderWithApp(<SyncSettingsScreen />);
    const connection = section('Connection');
    const toggle = within(connection).getByRole('switch', { name: 'Force offline' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(fact(connection, 'The app acts as')).toBe('Online');

    await user.click(toggle);
    expect(connectivityStore.get().forcedOffline).toBe(true);
    expect(localStorage.getItem(FORCE_OFFLINE_KEY)).toBe('1');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(fact(connection, 'Browser reports')).toBe('Online');
    expect(fact(connection, 'Forced offline')).toBe('On');
    expect(fact(connection, 'The app acts as')).toBe('Offline');

    // A switch is a button: the keyboard works it too.
    toggle.focus();
    await user.keyboard(' ');
    expect(connectivityStore.get().forcedOffline).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('reports a browser that lost its connection', () => {
    setConnectivity(false);
    renderWithApp(<SyncSettingsScreen />);
    expect(fact(section('Connection'), 'Browser reports')).toBe('Offline');
  });

  it('says so when the browser has no storage manager, service worker or cache storage', async () => {
    renderWithApp(<SyncSettingsScreen />);
    const storage = section('Storage');
    await waitFor(() => expect(fact(storage, 'Used')).toBe('Not available in this browser'));
    expect(fact(storage, 'Persistent storage')).toBe('Not available in this browser');
    expect(within(storage).queryByRole('button')).toBeNull();
    const worker = section('Service worker');
    await waitFor(() => expect(fact(worker, 'State')).toBe('Not available in this browser: the app works only online here'));
    expect(fact(worker, 'Version')).toBe('Not available in this browser: the app works only online here');
    const caches = section('Caches');
    expect(within(caches).getByText('Not available in this browser: it keeps no caches for this site.')).toBeTruthy();
    expect(within(caches).queryByRole('button')).toBeNull();
  });

  it('shows storage used and quota, and asks the browser to persist it', async () => {
    const storage = installStorage(false, true);
    const user = userEvent.setup();
    renderWithApp(<SyncSettingsScreen />);
    const region = section('Storage');
    await waitFor(() => expect(fact(region, 'Used')).toBe('1.5 MB of 2 GB (0.1%)'));
    expect(fact(region, 'Persistent storage')).toMatch(/^No: the browser may clear/);
    await user.click(within(region).getByRole('button', { name: 'Ask to keep storage' }));
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(await within(region).findByText("The browser will keep this site's data.")).toBeTruthy();
    await waitFor(() => expect(fact(region, 'Persistent storage')).toMatch(/^Yes/));
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('says when the browser declines to persist storage', async () => {
    installStorage(false, false);
    const user = userEvent.setup();
    renderWithApp(<SyncSettingsScreen />);
    const region = section('Storage');
    await user.click(await within(region).findByRole('button', { name: 'Ask to keep storage' }));
    expect(await within(region).findByText(/The browser said no for now\./)).toBeTruthy();
  });

  it('clears only the runtime API caches, after a confirmation that says what is kept', async () => {
    const names = new Set(['qh-api-shared', 'qh-api-user-7', 'qh-pack-media', 'workbox-precache-v2']);
    vi.stubGlobal('caches', { keys: async () => [...names], delete: async (name: string) => names.delete(name) });
    const user = userEvent.setup();
    renderWithApp(<SyncSettingsScreen />);
    const region = section('Caches');
    expect(region.textContent).toContain('Clearing them keeps your downloads and your unsent answers.');
    await user.click(within(region).getByRole('button', { name: 'Clear caches' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the caches?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(names.size).toBe(4);

    await user.click(within(region).getByRole('button', { name: 'Clear caches' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await within(region).findByText('2 caches cleared.')).toBeTruthy();
    expect([...names]).toEqual(['qh-pack-media', 'workbox-precache-v2']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

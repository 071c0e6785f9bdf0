/**
 * Registers the service worker with workbox-window (registerType 'prompt'): a waiting worker is
 * offered to the player at a safe point (update-gate.ts); updates are checked on start, on focus
 * and hourly, except while QA forces the app offline. workbox-window is loaded once the first
 * screen is up and the browser is idle (after-start.ts), so it stays out of the first-load JS and
 * neither its start-up update check nor the worker's precache downloads compete with the app's own
 * start.
 */
import type { Workbox } from 'workbox-window';
import { connectivityStore } from '../../lib/connectivity/connectivity';
import { guardChunkLoads } from '../../lib/lazy-screen';
import { createStore } from '../../lib/store';
import { afterStartup } from '../after-start';
import { flushOutboxBestEffort, offerAtSafePoint } from './update-gate';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** `waiting`: a new version is ready and may be offered (the safe-point checks already passed). */
export const swUpdateStore = createStore<{ readonly waiting: boolean }>({ waiting: false });

let workbox: Workbox | null = null;
let cancelOffer: (() => void) | null = null;

function checkForUpdate(): void {
  // Forced offline means "behave as without a network": no update downloads either.
  if (connectivityStore.get().forcedOffline) return;
  workbox?.update().catch(() => undefined);
}

export function registerServiceWorker(): void {
  // A deploy can replace the chunks this page knows; the guard reloads once into the new build.
  guardChunkLoads();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterStartup(() => void register());
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    cancelOffer?.();
    cancelOffer = offerAtSafePoint(() => swUpdateStore.set({ waiting: true }));
  });
  // register() fetches the worker script, which is the start-up update check.
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  window.addEventListener('focus', checkForUpdate);
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * The player accepted: flush once more (they may have played since the offer), then activate the
 * waiting worker and reload once it controls the page. Resolves false when no worker is registered.
 */
export async function applyUpdate(): Promise<boolean> {
  if (!workbox) return false;
  const current = workbox;
  await flushOutboxBestEffort();
  current.addEventListener('controlling', () => window.location.reload());
  current.messageSkipWaiting();
  return true;
}

export function dismissUpdate(): void {
  swUpdateStore.set({ waiting: false });
}

/**
 * Registers the service worker with workbox-window (registerType 'prompt'): a waiting worker is
 * announced to the UI, which asks the player; updates are checked on start, on focus and hourly.
 * workbox-window is loaded after the page has loaded, so it stays out of the first-load JS and the
 * worker's precache downloads never compete with the app's own start.
 */
import type { Workbox } from 'workbox-window';
import { createStore } from '../../lib/store';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export const swUpdateStore = createStore<{ readonly waiting: boolean }>({ waiting: false });

let workbox: Workbox | null = null;

function checkForUpdate(): void {
  workbox?.update().catch(() => undefined);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => swUpdateStore.set({ waiting: true }));
  // register() fetches the worker script, which is the start-up update check.
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  window.addEventListener('focus', checkForUpdate);
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
}

/** The player accepted: activate the waiting worker and reload once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  swUpdateStore.set({ waiting: false });
}

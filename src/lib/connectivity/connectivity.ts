/**
 * Whether the app may use the network. Two inputs: the browser's online flag, and the QA switch
 * "force offline", which makes the request layer refuse the network as if the device had none (the
 * service worker may still answer cached reads). The switch survives reloads on this device.
 */
import { createStore, useStore } from '../store';

export const FORCE_OFFLINE_KEY = 'quizhive.forceOffline';

export interface Connectivity {
  /** navigator.onLine: false means surely offline; true only means "maybe online". */
  readonly browserOnline: boolean;
  readonly forcedOffline: boolean;
}

function readForced(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(FORCE_OFFLINE_KEY) === '1';
  } catch {
    return false;
  }
}

export const connectivityStore = createStore<Connectivity>({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  forcedOffline: readForced(),
});

const listeners = new Set<(online: boolean) => void>();

/** The effective state: online only if the browser thinks so and QA did not force offline. */
export function isOnline(state: Connectivity = connectivityStore.get()): boolean {
  return state.browserOnline && !state.forcedOffline;
}

/** Called with the new effective state whenever it changes (e.g. to flush the outbox on reconnect). */
export function onConnectivityChange(listener: (online: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(patch: Partial<Connectivity>): void {
  const before = isOnline();
  connectivityStore.set((state) => ({ ...state, ...patch }));
  const after = isOnline();
  if (after !== before) for (const listener of [...listeners]) listener(after);
}

export function setForcedOffline(forced: boolean): void {
  try {
    if (forced) localStorage.setItem(FORCE_OFFLINE_KEY, '1');
    else localStorage.removeItem(FORCE_OFFLINE_KEY);
  } catch {
    // Private mode without storage: the switch still holds for this page.
  }
  update({ forcedOffline: forced });
}

let watching = false;

/** Listens to the browser's online/offline events and to the switch in other tabs; idempotent. */
export function watchConnectivity(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => update({ browserOnline: true }));
  window.addEventListener('offline', () => update({ browserOnline: false }));
  window.addEventListener('storage', (event) => {
    if (event.key === FORCE_OFFLINE_KEY) update({ forcedOffline: event.newValue === '1' });
  });
}

export function useConnectivity(): Connectivity & { readonly online: boolean } {
  const browserOnline = useStore(connectivityStore, (s) => s.browserOnline);
  const forcedOffline = useStore(connectivityStore, (s) => s.forcedOffline);
  return { browserOnline, forcedOffline, online: browserOnline && !forcedOffline };
}

/**
 * The browser's offer to install the app (beforeinstallprompt, Chromium): kept instead of the
 * browser's own mini-infobar, so the player installs from our "Install app" button when they
 * choose to. The event can fire as soon as the manifest is read, before any screen is drawn, so
 * the capture starts when this module loads (the header imports it), not when a button mounts.
 */
import { createStore, useStore, type Store } from '../store';

/** Chromium's BeforeInstallPromptEvent, which lib.dom does not declare. */
export interface BeforeInstallPromptEvent extends Event {
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed'; readonly platform?: string }>;
  prompt(): Promise<unknown>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallState {
  /** The kept offer; null before the browser made one or once it was used (an event prompts once). */
  readonly offer: BeforeInstallPromptEvent | null;
  /** Running as the installed app, or installed from this page: nothing to offer. */
  readonly installed: boolean;
}

/** What the capture needs from the page: a `window`, or a fake in the tests. */
export interface InstallPromptHost {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  matchMedia?: (query: string) => { readonly matches: boolean };
  /** iOS Safari sets `navigator.standalone` in a home-screen app; other browsers have no such field. */
  readonly navigator?: object;
}

export interface InstallPrompt {
  readonly store: Store<InstallState>;
  /** Shows the browser's install dialog for the kept offer and says what the player chose. */
  prompt(): Promise<InstallOutcome>;
  stop(): void;
}

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/** Opened from the home screen or the dock: Chromium's display-mode, or iOS Safari's own flag. */
function runsStandalone(host: InstallPromptHost): boolean {
  return host.matchMedia?.('(display-mode: standalone)').matches === true || (host.navigator as { readonly standalone?: unknown } | undefined)?.standalone === true;
}

export function createInstallPrompt(host: InstallPromptHost): InstallPrompt {
  const store = createStore<InstallState>({ offer: null, installed: runsStandalone(host) });
  const onOffer = (event: Event): void => {
    if (!isInstallPromptEvent(event)) return;
    // Without this Chromium shows its own banner, possibly in the middle of a round.
    event.preventDefault();
    store.set((state) => (state.installed ? state : { ...state, offer: event }));
  };
  const onInstalled = (): void => store.set({ offer: null, installed: true });
  host.addEventListener('beforeinstallprompt', onOffer);
  host.addEventListener('appinstalled', onInstalled);

  return {
    store,
    async prompt() {
      const { offer } = store.get();
      if (!offer) return 'unavailable';
      // An event can show its dialog only once; the browser fires a new one if it offers again.
      store.set((state) => ({ ...state, offer: null }));
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      if (outcome === 'accepted') store.set({ offer: null, installed: true });
      return outcome;
    },
    stop() {
      host.removeEventListener('beforeinstallprompt', onOffer);
      host.removeEventListener('appinstalled', onInstalled);
    },
  };
}

const noHost: InstallPromptHost = { addEventListener: () => undefined, removeEventListener: () => undefined };

/** The page's one capture, started as this module loads. */
export const installPrompt: InstallPrompt = createInstallPrompt(typeof window === 'undefined' ? noHost : window);

export type InstallAvailability = 'available' | 'installed' | 'unavailable';

/** 'available' when the browser offered an install the player can take now. */
export function useInstallAvailability(prompt: InstallPrompt = installPrompt): InstallAvailability {
  return useStore(prompt.store, (state) => (state.installed ? 'installed' : state.offer ? 'available' : 'unavailable'));
}

/**
 * Start-up: wires the request layer to the session and i18n, restores the session (at most 5 s),
 * loads settings and the interface language. The full-screen loader shows until this settles.
 *
 * Nothing here waits for the network when the device has what it needs: settings come from their
 * stored copy (refreshed in the background when this load must ask the server, see
 * settings-cache.ts) and the language from its stored bundle or the built-in English. What the
 * first screen does not need (the user record, the language list and bundle from the server, the
 * outbox sync) runs after it, from after-start.ts, and not at all while the device is known offline.
 */
import { navigate } from 'wouter/use-browser-location';
import { isOnline, watchConnectivity } from '../lib/connectivity/connectivity';
import { DEFAULT_LANGUAGE } from '../lib/i18n/i18n';
import { refreshLanguages, startLanguages, storedLanguageChoice } from '../lib/i18n/languages';
import { translateMessage } from '../lib/i18n/translate-message';
import { guardUserCaches } from '../lib/offline-cache/user-cache-guard';
import { callActionLater } from '../lib/request/call-later';
import { setRequestHooks } from '../lib/request/request-hooks';
import { rehydrateSession } from '../lib/session/persist';
import { getToken, markSubscriptionLapsed, resetSession, sessionStore, setSessionUser } from '../lib/session/session-store';
import type { SettingsLoadOutcome } from '../lib/settings/settings-cache';
import { settingsCache, settingsStore } from '../lib/settings/settings';
import { notify } from '../lib/toast/notify';
import { afterStartup } from './after-start';
import { isAuthPath, LOGIN_PATH } from './guards';
import { rememberReturnPath } from '../lib/return-path';
import { watchSessionForSync } from './session-sync';

export type BootResult = 'ready' | 'no-settings';

function onSessionExpired(message: string): void {
  const { pathname, search } = window.location;
  resetSession();
  if (!isAuthPath(pathname)) rememberReturnPath(pathname + search);
  notify.error(message, { id: 'session-expired' });
  navigate(LOGIN_PATH, { replace: true });
}

/** Refreshes the signed-in user's record (coins, subscription); the restored copy serves until then. */
function refreshUser(): void {
  if (!sessionStore.get().isLogin || !isOnline()) return;
  callActionLater('get_user_by_id', {}, { displayToast: false }).then(setSessionUser, () => undefined);
}

/** The server's copies of what start-up took from the device: the user record and the interface language. */
function refreshFromServer(): void {
  if (!isOnline()) return;
  refreshUser();
  void refreshLanguages(settingsStore.get().system.data?.default_language);
}

let wired = false;

function wireRequestLayer(): void {
  if (wired) return;
  wired = true;
  setRequestHooks({
    getToken,
    getUserId: () => sessionStore.get().user?.id ?? null,
    onSessionExpired,
    onSubscriptionRequired: markSubscriptionLapsed,
    translateMessage,
  });
  // The worker keeps authorized reads per user; a user who leaves takes theirs along.
  guardUserCaches(sessionStore);
  settingsCache.start();
  // From the start, so a network that comes or goes during start-up is noticed.
  watchConnectivity();
}

let sessionRestored: Promise<unknown> | null = null;
let languagesStarted: Promise<void> | null = null;
let current: Promise<BootResult> | null = null;
/** The settings' own outcome: the same as `current` when start-up waited for them, later on a first visit. */
let settingsSettled: Promise<BootResult> = Promise.resolve('ready');

/** User Timing marks (DevTools' Performance panel, bench/offline-cold-start.ts with BENCH_TRACE=1). */
function mark(name: string): void {
  performance.mark(`qh:${name}`);
}

/**
 * A first visit (no stored copy of the settings) paints without them: the shell and the landing
 * need nothing from them that has no built-in default (English, the default site title, no footer
 * text, no maintenance), and a guest on a slow phone would otherwise look at a loader for two
 * round trips. When they come, the server's default language applies (unless the player chose
 * one); when they cannot be had, `settingsSettled` says so and the boot gate shows its retry screen.
 */
function settleLater(load: Promise<SettingsLoadOutcome>, stored: string | null): Promise<BootResult> {
  return load.then(
    async (outcome) => {
      if (outcome === 'failed') return 'no-settings';
      const serverDefault = settingsStore.get().system.data?.default_language;
      if (!stored && serverDefault && serverDefault !== DEFAULT_LANGUAGE) await startLanguages(serverDefault);
      return 'ready';
    },
    () => 'no-settings',
  );
}

async function run(): Promise<BootResult> {
  mark('boot');
  wireRequestLayer();
  sessionRestored ??= rehydrateSession(sessionStore).finally(() => {
    mark('session-restored');
    watchSessionForSync();
    // The live channel's watcher is no start-up code either: it comes once the first screen is up.
    afterStartup(() => {
      import('./live-sync')
        .then(({ watchSessionForLive }) => watchSessionForLive())
        .catch((error: unknown) => console.warn('the live channel could not be watched', error));
    });
  });
  const stored = storedLanguageChoice();
  if (stored) languagesStarted ??= startLanguages(stored);
  const settingsLoad = settingsCache.loadSettings({ deferRefresh: afterStartup });
  // loadSettings puts the stored copies in the store before it first waits.
  const { system, web } = settingsStore.get();
  if (system.data === null || web.data === null) {
    settingsSettled = settleLater(settingsLoad, stored);
    languagesStarted ??= startLanguages(DEFAULT_LANGUAGE);
    await Promise.all([sessionRestored, languagesStarted]);
    mark('boot-settled');
    return 'ready';
  }
  const [, settings] = await Promise.all([sessionRestored, settingsLoad]);
  languagesStarted ??= startLanguages(settingsStore.get().system.data?.default_language);
  await languagesStarted;
  mark('boot-settled');
  const result: BootResult = settings === 'failed' ? 'no-settings' : 'ready';
  settingsSettled = Promise.resolve(result);
  return result;
}

/**
 * Starts up, once: main.tsx calls it before React's first render, so the session read and the
 * settings run while React starts; the boot gate then waits on the same run.
 */
export function boot(): Promise<BootResult> {
  if (!current) {
    current = run();
    afterStartup(refreshFromServer);
  }
  return current;
}

/** After boot() resolved 'ready': whether the settings it did not wait for came ('no-settings' when they could not be had). */
export function bootSettingsSettled(): Promise<BootResult> {
  return settingsSettled;
}

/** The retry of the "cannot reach the server" screen: only settings are read again, and waited for. */
export function retryBoot(): Promise<BootResult> {
  current = run().then((result) => (result === 'ready' ? settingsSettled : result));
  return current;
}

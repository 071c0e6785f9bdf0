/**
 * Start-up: wires the request layer to the session and i18n, restores the session (at most 5 s),
 * loads settings (server or cached copy) and the interface language. The full-screen loader shows
 * until this settles.
 */
import { navigate } from 'wouter/use-browser-location';
import { startLanguages, storedLanguageChoice } from '../lib/i18n/languages';
import { translateMessage } from '../lib/i18n/translate-message';
import { guardUserCaches } from '../lib/offline-cache/user-cache-guard';
import { callAction } from '../lib/request/request';
import { setRequestHooks } from '../lib/request/request-hooks';
import { rehydrateSession } from '../lib/session/persist';
import { getToken, markSubscriptionLapsed, resetSession, sessionStore, setSessionUser } from '../lib/session/session-store';
import { settingsCache, settingsStore } from '../lib/settings/settings';
import { notify } from '../lib/toast/notify';
import { isAuthPath, LOGIN_PATH } from './guards';
import { rememberReturnPath } from './return-path';
import { watchSessionForSync } from './session-sync';

export type BootResult = 'ready' | 'no-settings';

function onSessionExpired(message: string): void {
  const { pathname, search } = window.location;
  resetSession();
  if (!isAuthPath(pathname)) rememberReturnPath(pathname + search);
  notify.error(message, { id: 'session-expired' });
  navigate(LOGIN_PATH, { replace: true });
}

/** Refreshes the signed-in user's record (coins, subscription) in the background. */
function refreshUser(): void {
  if (!sessionStore.get().isLogin) return;
  callAction('get_user_by_id', {}, { displayToast: false }).then(setSessionUser, () => undefined);
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
}

let sessionRestored: Promise<unknown> | null = null;
let languagesStarted: Promise<void> | null = null;

/** Safe to call again (the retry of the "cannot reach the server" screen): only settings are re-read. */
export async function boot(): Promise<BootResult> {
  wireRequestLayer();
  sessionRestored ??= rehydrateSession(sessionStore).finally(watchSessionForSync);
  const stored = storedLanguageChoice();
  if (stored) languagesStarted ??= startLanguages(stored);
  const [, settings] = await Promise.all([sessionRestored, settingsCache.loadSettings()]);
  languagesStarted ??= startLanguages(settingsStore.get().system.data?.default_language);
  await languagesStarted;
  refreshUser();
  return settings === 'failed' ? 'no-settings' : 'ready';
}

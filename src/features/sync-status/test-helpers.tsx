/** Shared by the sync-status and settings component tests: providers, a signed-in player, clean stores. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { connectivityStore } from '../../lib/connectivity/connectivity';
import { i18n } from '../../lib/i18n/i18n';
import { resetSession, signIn } from '../../lib/session/session-store';
import { getOfflineDb } from '../../offline/db';
import { resetOutboxStatus } from '../../offline/status';

/** The outbox keys ops by the session user's id as a string. */
export const PLAYER_ID = '7';

export function signInPlayer(): void {
  signIn({
    token: 'token-7',
    expires_at: '2027-01-01T00:00:00Z',
    user: {
      id: Number(PLAYER_ID),
      uid: 'u7',
      name: 'Noor',
      email: 'noor@q.test',
      mobile: null,
      profile: null,
      type: 'email',
      role: 'player',
      email_verified: true,
      friends_code: 'N7',
      coins: 0,
      all_time_score: 0,
      has_subscription: true,
      created_at: '2026-01-01T00:00:00Z',
    },
  });
}

export function renderWithApp(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>{ui}</Router>
    </I18nextProvider>,
  );
  return { ...result, location };
}

export function setConnectivity(browserOnline: boolean, forcedOffline = false): void {
  connectivityStore.set({ browserOnline, forcedOffline });
}

/** Back to a signed-out, online device with an empty outbox (the app's real Dexie on fake-indexeddb). */
export async function resetDevice(): Promise<void> {
  resetSession();
  resetOutboxStatus();
  setConnectivity(true, false);
  const db = getOfflineDb();
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.clear();
    await db.meta.clear();
  });
}

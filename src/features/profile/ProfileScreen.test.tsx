import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../../contract/api/common';
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER } from '../../../contract/offline/cache-policy';
import { i18n } from '../../lib/i18n/i18n';
import { providePendingRounds } from '../../lib/pending-rounds-slot';
import { resetSession, sessionStore, setCoinsAndScore, signIn } from '../../lib/session/session-store';
import { resetOutboxStatus, updateOutboxStatus } from '../../offline/status';
import { loadSyncStatus } from '../sync-status';
import { ProfileScreen } from './ProfileScreen';
import { testUser } from '../../lib/session/test-user';

/** vi.waitFor gives up after 1 s by default; a busy CI machine can take longer. */
const WAIT = { timeout: 5_000 };

const ada = testUser({ id: 1, uid: 'u', name: 'Ada', email: 'a@q.test', friends_code: 'ADA12345', coins: 100, all_time_score: 40 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  providePendingRounds(null);
  resetOutboxStatus();
  resetSession();
});

/** The profile, with get_user_by_id answered by `user` (the worker's stored copy when `storedAt` is given). */
function renderProfile(user: User, storedAt?: string) {
  const headers: Record<string, string> = storedAt ? { [CACHE_STATUS_HEADER]: 'hit', [CACHED_AT_HEADER]: storedAt } : {};
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data: user }), { status: 200, headers })));
  vi.stubGlobal('fetch', fetchMock);
  const location = memoryLocation({ path: '/profile' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <ProfileScreen />
      </Router>
    </I18nextProvider>,
  );
  return fetchMock;
}

const stats = () => within(screen.getByRole('region', { name: 'Your details' }));

describe('ProfileScreen', () => {
  it("shows the server's fresh record", async () => {
    signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: ada });
    const fetchMock = renderProfile({ ...ada, coins: 150 });
    expect(await stats().findByText('150')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_user_by_id');
  });

  it('links the coin history and the wallet under the coins', () => {
    signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: ada });
    renderProfile(ada);
    expect(stats().getByRole('link', { name: 'Coin history' }).getAttribute('href')).toBe('/profile/coin-history');
    expect(stats().getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe('/profile/wallet');
  });

  it('links the bookmarks list first among the progress links', () => {
    signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: ada });
    renderProfile(ada);
    const links = within(screen.getByRole('navigation', { name: 'Your progress' })).getAllByRole('link');
    expect(links[0]?.textContent).toBe('Bookmarks');
    expect(links[0]?.getAttribute('href')).toBe('/profile/bookmarks');
  });

  it("keeps the session's figures when the answer is the worker's older stored copy", async () => {
    signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: ada });
    setCoinsAndScore({ coins: 120, all_time_score: 40 });
    const fetchMock = renderProfile({ ...ada, coins: 100 }, '2026-03-01T10:00:00.000Z');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), WAIT);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sessionStore.get().user?.coins).toBe(120);
    expect(stats().getByText('120')).toBeTruthy();
  });

  it('says under coins and score that rounds wait and are not in them', async () => {
    signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: ada });
    await loadSyncStatus();
    updateOutboxStatus({ rounds: 2 });
    renderProfile(ada);
    expect((await stats().findByTestId('pending-rounds')).textContent).toBe(
      "2 rounds waiting to sync. Coins and score are the server's last figures; what rounds on this device earn is added once the server has scored them.",
    );
    expect(stats().getByText('100')).toBeTruthy();
  });
});

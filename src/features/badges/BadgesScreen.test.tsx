import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BadgeStatus } from '../../../contract/api/economy';
import { BADGES } from '../../../contract/economy/badges';
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER } from '../../../contract/offline/cache-policy';
import { setForcedOffline } from '../../lib/connectivity/connectivity';
import { i18n } from '../../lib/i18n/i18n';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { providePendingRounds } from '../../lib/pending-rounds-slot';
import { signInSubscriber } from '../../lib/session/test-session';
import { resetOutboxStatus, updateOutboxStatus } from '../../offline/status';
import { loadSyncStatus } from '../sync-status';
import { BadgesScreen } from './BadgesScreen';
import { NewBadges } from './NewBadges';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setForcedOffline(false);
  providePendingRounds(null);
  resetOutboxStatus();
});

function badge(overrides: Partial<BadgeStatus> & Pick<BadgeStatus, 'type'>): BadgeStatus {
  return { status: 'locked', progress: 0, threshold: 1, comparison: 'at_least', reward: 10, earned_at: null, ...overrides };
}

function answer(list: BadgeStatus[]) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data: list }), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers the list once per call, in order: each entry is the list and whether it is the worker's stored copy (saved at `storedAt`). */
function answerInTurn(answers: readonly { readonly list: BadgeStatus[]; readonly storedAt?: string }[]) {
  let call = 0;
  const fetchMock = vi.fn<typeof fetch>(() => {
    const { list, storedAt } = answers[Math.min(call++, answers.length - 1)] ?? { list: [] };
    const headers: Record<string, string> = storedAt ? { [CACHE_STATUS_HEADER]: 'hit', [CACHED_AT_HEADER]: storedAt } : {};
    return Promise.resolve(new Response(JSON.stringify({ error: false, data: list }), { status: 200, headers }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(ui: React.ReactNode) {
  const location = memoryLocation({ path: '/profile/badges' });
  return render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>{ui}</Router>
    </I18nextProvider>,
  );
}

describe('BadgesScreen', () => {
  it('shows all fifteen badges, earned ones with their date and locked ones with a progress bar', async () => {
    signInSubscriber();
    const list = BADGES.map((type) => badge({ type }));
    list[8] = badge({ type: 'brainiac', status: 'unlocked', progress: 1, earned_at: '2026-03-04T10:00:00.000Z' });
    list[9] = badge({ type: 'big_thing', progress: 1234, threshold: 5000, reward: 100 });
    list[10] = badge({ type: 'elite', progress: 5000, threshold: 5000, comparison: 'more_than', reward: 50 });
    const fetchMock = answer(list);
    renderAt(<BadgesScreen />);

    expect(await screen.findByText('1 of 15 earned')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_user_badges');
    expect(screen.getAllByRole('listitem')).toHaveLength(15);

    const brainiac = screen.getByTestId('badge-brainiac');
    expect(within(brainiac).getByRole('heading', { name: 'Brainiac' })).toBeTruthy();
    expect(within(brainiac).getByText('Earned on Mar 4, 2026')).toBeTruthy();
    expect(within(brainiac).queryByRole('progressbar')).toBeNull();

    const bigThing = screen.getByTestId('badge-big_thing');
    expect(within(bigThing).getByText('Answer questions right in ranked rounds.')).toBeTruthy();
    expect(within(bigThing).getByText(/Goal: 5,000 · Reward: 100 coins/)).toBeTruthy();
    const bar = within(bigThing).getByRole('progressbar', { name: 'Progress toward Big Thing' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1234');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect(bar.getAttribute('aria-valuetext')).toBe('Progress: 1,234 of 5,000');

    // "More than 5,000 coins": 5,000 is not there yet, the bar needs one more.
    const elite = within(screen.getByTestId('badge-elite')).getByRole('progressbar');
    expect(within(screen.getByTestId('badge-elite')).getByText(/Goal: more than 5,000/)).toBeTruthy();
    expect([elite.getAttribute('aria-valuenow'), elite.getAttribute('aria-valuemax')]).toEqual(['5000', '5001']);
  });

  it('shows the stored list with when it was saved, and reads it again, keeping it shown, once back online', async () => {
    signInSubscriber();
    const locked = BADGES.map((type) => badge({ type }));
    const earned = locked.map((b) => (b.type === 'dashing_debut' ? badge({ type: 'dashing_debut', status: 'unlocked', progress: 1, earned_at: '2026-03-05T10:00:00.000Z' }) : b));
    const savedAt = '2026-03-04T05:06:00.000Z';
    const fetchMock = answerInTurn([{ list: locked, storedAt: savedAt }, { list: earned }]);
    renderAt(<BadgesScreen />);

    const date = new Intl.DateTimeFormat(intlLocale('en'), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(savedAt));
    expect(await screen.findByText(`Saved on ${date}. Badges earned since then show once you are back online.`)).toBeTruthy();
    expect(screen.getByText('0 of 15 earned')).toBeTruthy();

    act(() => setForcedOffline(true));
    act(() => setForcedOffline(false));
    expect(await screen.findByText('1 of 15 earned')).toBeTruthy();
    expect(screen.queryByText(/^Saved on /)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says badges come with the rounds waiting, and reads the list again once they are scored', async () => {
    signInSubscriber();
    await loadSyncStatus();
    const locked = BADGES.map((type) => badge({ type }));
    const earned = locked.map((b) => (b.type === 'dashing_debut' ? badge({ type: 'dashing_debut', status: 'unlocked', progress: 1, earned_at: '2026-03-05T10:00:00.000Z' }) : b));
    const fetchMock = answerInTurn([{ list: locked }, { list: earned }]);
    updateOutboxStatus({ rounds: 2 });
    renderAt(<BadgesScreen />);
    expect(await screen.findByText('0 of 15 earned')).toBeTruthy();
    expect(screen.getByTestId('pending-rounds').textContent).toBe(
      '2 rounds waiting to sync. Badges earned in rounds on this device appear here once the server has scored them.',
    );
    // Nothing is read again while the rounds wait.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => updateOutboxStatus({ rounds: 0 }));
    // The list stays on screen while it is read again.
    expect(screen.getByText('0 of 15 earned')).toBeTruthy();
    expect(await screen.findByText('1 of 15 earned')).toBeTruthy();
    expect(screen.queryByTestId('pending-rounds')).toBeNull();
  });

  it('says when the badges could not load and tries again', async () => {
    signInSubscriber();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderAt(<BadgesScreen />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('NewBadges', () => {
  it('names each new badge and links to the badges screen', () => {
    renderAt(<NewBadges badges={['brainiac', 'dashing_debut']} />);
    expect(screen.getByText('New badge: Brainiac')).toBeTruthy();
    expect(screen.getByText('New badge: Dashing Debut')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your badges' }).getAttribute('href')).toBe('/profile/badges');
  });
});

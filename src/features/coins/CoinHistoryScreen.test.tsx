/**
 * The coin history screen against a fake get_tracker_data (paging and the `types` filter as the
 * server does them), with a hand-driven IntersectionObserver and the service worker's cache
 * headers on answers that stand for its stored copies.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER } from '../../../contract/offline/cache-policy';
import { setForcedOffline } from '../../lib/connectivity/connectivity';
import { i18n } from '../../lib/i18n/i18n';
import { CoinHistoryScreen } from './CoinHistoryScreen';
import { formatDateTime } from '../../lib/i18n/date-format';

interface Body {
  readonly offset: number;
  readonly limit: number;
  readonly types?: string[];
}

/** The player's ledger, newest first, as the server keeps it. */
let ledger: CoinHistoryEntry[];
const calls: Body[] = [];
/** How the fake answers a request: the page, a cached copy of it (stored at), or a failure. */
let answer: (body: Body) => 'fresh' | { readonly cachedAt: string } | 'network' | 'server' = () => 'fresh';
/** While set, answers wait for it (a request on its way). */
let gate: Promise<void> | null = null;

function entry(id: number, patch: Partial<CoinHistoryEntry> = {}): CoinHistoryEntry {
  const day = String(1 + (id % 28)).padStart(2, '0');
  return { id, coins: 10, score: 0, type: 'quiz_zone', title: `Quiz Zone: Topic, level ${id}`, status: 'completed', source: 'sheet', date: `2026-03-${day}T10:00:00.000Z`, ...patch };
}

function ledgerOf(count: number): CoinHistoryEntry[] {
  return Array.from({ length: count }, (_, i) => entry(count - i));
}

function envelope(data: unknown, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(JSON.stringify({ error: false, data }), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  expect(String(input)).toBe('/api/get_tracker_data');
  const body = JSON.parse(String(init?.body ?? '{}')) as Body;
  calls.push(body);
  if (gate) await gate;
  const how = answer(body);
  if (how === 'network') throw new TypeError('Failed to fetch');
  if (how === 'server') return new Response(JSON.stringify({ error: true, code: 'INTERNAL', message: 'Something went wrong.' }), { status: 500 });
  const kept = body.types ? ledger.filter((e) => body.types?.includes(e.type)) : ledger;
  const page = { total: kept.length, data: kept.slice(body.offset, body.offset + body.limit) };
  return envelope(page, how === 'fresh' ? {} : { [CACHE_STATUS_HEADER]: 'hit', [CACHED_AT_HEADER]: how.cachedAt });
});

/** IntersectionObserver driven by the test: `scrollToEnd()` reports the sentinel in view. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(): void {
    FakeObserver.live.add(this);
  }
  disconnect(): void {
    FakeObserver.live.delete(this);
  }
  report(): void {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function scrollToEnd(): void {
  act(() => {
    for (const observer of [...FakeObserver.live]) observer.report();
  });
}

/**
 * The list's end comes into view once the screen watches it: the sentinel's observer is made in an
 * effect after the rows render, which a loaded machine may run after the rows are already seen.
 */
async function scrollToEndWhenWatched(): Promise<void> {
  await waitFor(() => expect(FakeObserver.live.size).toBeGreaterThan(0));
  scrollToEnd();
}

function renderScreen() {
  const location = memoryLocation({ path: '/profile/coin-history' });
  return render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CoinHistoryScreen />
      </Router>
    </I18nextProvider>,
  );
}

const list = () => screen.getByRole('list', { name: 'Coin history entries' });
const rows = () => within(list()).getAllByRole('listitem');
const status = () => screen.getByText(/^Showing|^Loading more|^Older entries|^More entries/);

beforeEach(() => {
  ledger = ledgerOf(45);
  calls.length = 0;
  answer = () => 'fresh';
  gate = null;
  FakeObserver.live.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  cleanup();
  setForcedOffline(false);
  vi.unstubAllGlobals();
});

describe('CoinHistoryScreen', () => {
  it('names each entry by its type in the interface language (the title for a type it does not know), with date, signed coins, score and a refunded badge', async () => {
    ledger = [
      entry(5, { type: 'badge', title: 'Badge: Dashing Debut', source: 'badge', coins: 20 }),
      entry(4, { type: 'refund', source: 'refund', coins: 5 }),
      entry(3, { type: 'word_hint', source: 'spend', coins: -5, status: 'refunded' }),
      entry(2, { type: 'quiz_zone', coins: 1, score: 28 }),
      entry(1, { type: 'welcome_bonus', source: 'welcome', coins: 25, date: '2026-02-27T09:30:00.000Z' }),
    ];
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const [badge, refund, hint, level, welcome] = rows();
    expect(badge?.textContent).toContain('Badge: Dashing Debut');
    expect(refund?.textContent).toContain('Refund');
    expect(within(hint as HTMLElement).getByText('Guess the Word: hint')).toBeTruthy();
    expect(within(hint as HTMLElement).getByText('−5 coins')).toBeTruthy();
    expect(within(hint as HTMLElement).getByText('Refunded')).toBeTruthy();
    expect(within(level as HTMLElement).getByText('+1 coin')).toBeTruthy();
    expect(within(level as HTMLElement).getByText('+28 score')).toBeTruthy();
    expect(within(welcome as HTMLElement).getByText('Welcome bonus')).toBeTruthy();
    expect(within(welcome as HTMLElement).getByText('+25 coins')).toBeTruthy();
    // No score line when an entry moved no score.
    expect(within(welcome as HTMLElement).queryByText(/score/)).toBeNull();
    const time = (welcome as HTMLElement).querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-02-27T09:30:00.000Z');
    expect(time?.textContent).toBe(formatDateTime('2026-02-27T09:30:00.000Z', 'en'));
    expect(status().textContent).toBe('Showing 5 of 5 entries. That is your whole history.');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls).toEqual([{ offset: 0, limit: 20 }]);
  });

  it('loads the next page when the end of the list comes into view, once however often it is reported, and merges entries by id', async () => {
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(20));
    // Two entries are booked before the next page is read: it starts with two entries already shown.
    ledger = [entry(47), entry(46), ...ledger];
    let open = (): void => undefined;
    gate = new Promise((resolve) => (open = resolve));
    await scrollToEndWhenWatched();
    scrollToEnd();
    await waitFor(() => expect(status().textContent).toBe('Loading more entries…'));
    expect(calls.map((c) => c.offset)).toEqual([0, 20]);
    await act(async () => open());
    gate = null;
    // 20 + 20 - the 2 shown again: each entry once.
    await waitFor(() => expect(rows()).toHaveLength(38));
    expect(status().textContent).toBe('Showing 38 of 47 entries');
    await scrollToEndWhenWatched();
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(calls.map((c) => c.offset)).toEqual([0, 20, 40]);
    // The two booked meanwhile sit above the first page: the list does not claim to be whole.
    expect(status().textContent).toBe('Showing 45 of 47 entries');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Complete: no observer is left to ask for more.
    scrollToEnd();
    expect(calls).toHaveLength(3);
  });

  it('loads more from the keyboard, and moves focus to the first entry it brought', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(40));
    await waitFor(() => expect(document.activeElement).toBe(rows()[20]));
    expect(calls.map((c) => c.offset)).toEqual([0, 20]);
    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('starts again from the first page when the filter changes, asking for all the types of a group, and drops a late answer for the old filter', async () => {
    ledger = [
      entry(30, { type: 'referral', source: 'referral', coins: 25 }),
      ...ledgerOf(28).map((e) => ({ ...e, id: e.id + 1 })),
      entry(1, { type: 'welcome_bonus', source: 'welcome', coins: 25 }),
    ];
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(20));
    let open = (): void => undefined;
    gate = new Promise((resolve) => (open = resolve));
    await scrollToEndWhenWatched();
    await waitFor(() => expect(calls).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Show'), 'Bonuses');
    expect(calls.at(-1)).toEqual({ offset: 0, limit: 20, types: ['welcome_bonus', 'referral'] });
    await act(async () => open());
    gate = null;
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => within(row).getByText(/bonus/).textContent)).toEqual(['Friend code bonus', 'Welcome bonus']);
    expect(status().textContent).toBe('Showing 2 of 2 entries. That is your whole history.');

    await user.selectOptions(screen.getByLabelText('Show'), 'Lifelines and hints');
    expect(calls.at(-1)?.types).toEqual(['lifeline_fifty_fifty', 'lifeline_audience_poll', 'lifeline_skip', 'lifeline_reset_timer', 'word_hint']);
    expect(await screen.findByRole('heading', { name: 'Nothing of this kind yet' })).toBeTruthy();
  });

  it('says there is no history yet, with the way to Quiz Zone', async () => {
    ledger = [];
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No coin history yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Quiz Zone' }).getAttribute('href')).toBe('/quiz-zone');
  });

  it('shows a failed first page with Try again, which loads it', async () => {
    let failures = 1;
    answer = () => (failures-- > 0 ? 'server' : 'fresh');
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'This could not be loaded' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(calls.map((c) => c.offset)).toEqual([0, 0]);
  });

  it("notes a list shown from the device's cache with the day it was saved; a page it never kept says so instead of spinning, and coming back online reloads", async () => {
    const savedAt = '2026-03-03T07:45:00.000Z';
    answer = (body) => (body.offset === 0 ? { cachedAt: savedAt } : 'network');
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText(`Saved on ${formatDateTime(new Date(savedAt), 'en')}. Your newest entries show once you are back online.`)).toBeTruthy();

    await scrollToEndWhenWatched();
    await waitFor(() => expect(status().textContent).toBe('Older entries are not saved on this device. They load once you are back online.'));
    expect(document.querySelector('.spinner')).toBeNull();
    // No retry loop: the end of the list in view again asks nothing while the page is missing.
    scrollToEnd();
    expect(calls.map((c) => c.offset)).toEqual([0, 20]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    // Back online: the list is read again from its first page, fresh.
    answer = () => 'fresh';
    act(() => setForcedOffline(true));
    act(() => setForcedOffline(false));
    await waitFor(() => expect(screen.queryByText(/^Saved on/)).toBeNull());
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(calls.map((c) => c.offset)).toEqual([0, 20, 0]);
    expect(status().textContent).toBe('Showing 20 of 45 entries');
  });

  it('says the history is not on this device yet when the first page cannot be had offline', async () => {
    answer = () => 'network';
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Not saved on this device yet' })).toBeTruthy();
    expect(screen.getByText('Your coin history loads once you are back online.')).toBeTruthy();
    answer = () => 'fresh';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
  });
});

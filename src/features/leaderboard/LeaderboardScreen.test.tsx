/**
 * The leaderboard screen against a fake server of the three boards (paging by offset, ties sharing
 * a rank, the caller's own row), with a hand-driven IntersectionObserver (the end of the list, the
 * own row in view or not), the service worker's cache headers on answers that stand for its stored
 * copies, touches for pull to refresh, and the clock held where a test puts it.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Leaderboard, LeaderboardOwn, LeaderboardRow } from '../../../contract/api/leaderboard';
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER } from '../../../contract/offline/cache-policy';
import { formatAgo } from '../../lib/i18n/date-format';
import { i18n } from '../../lib/i18n/i18n';
import { LeaderboardScreen } from './LeaderboardScreen';

const ACTIONS = { get_daily_leaderboard: 'daily', get_monthly_leaderboard: 'monthly', get_globle_leaderboard: 'global' } as const;
type Kind = (typeof ACTIONS)[keyof typeof ACTIONS];

const NOW = new Date('2026-05-14T18:48:00Z');
const ME = 7;

interface FakeBoard {
  period: string;
  ends_at: string | null;
  /** Best first, ranks as the server gives them. */
  rows: LeaderboardRow[];
  me: LeaderboardOwn;
}

let boards: Record<Kind, FakeBoard>;
const calls: { readonly board: Kind; readonly offset: number; readonly limit: number }[] = [];
/** How the fake answers: the page, a cached copy of it (stored at), or a failure. */
let answer: (board: Kind, offset: number) => 'fresh' | { readonly cachedAt: string } | 'network' = () => 'fresh';
/** While set, answers wait for it (a request on its way). */
let gate: Promise<void> | null = null;

function row(user_id: number, rank: number, score: number): LeaderboardRow {
  return { rank, user_id, name: user_id === ME ? 'Ada' : `Player ${user_id}`, profile: null, score };
}

/** `count` players with falling scores (10 points apart) from `top`, the first ids from 100 up. */
function board(count: number, patch: Partial<FakeBoard> = {}): FakeBoard {
  const rows = Array.from({ length: count }, (_, i) => row(100 + i, i + 1, 10 * (count - i)));
  return { period: '2026-05-14', ends_at: '2026-05-15T00:00:00.000Z', rows, me: { rank: null, user_id: ME, name: 'Ada', profile: null, score: 0 }, ...patch };
}

/** Puts the player on the board at `index` (0-based), with the rank and score of that place. */
function placeMe(fake: FakeBoard, index: number): FakeBoard {
  const at = fake.rows[index];
  if (!at) throw new Error('no such place');
  const mine = { ...at, user_id: ME, name: 'Ada' };
  fake.rows[index] = mine;
  fake.me = mine;
  return fake;
}

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const action = String(input).replace('/api/', '') as keyof typeof ACTIONS;
  const kind = ACTIONS[action];
  expect(kind, `unexpected call ${String(input)}`).toBeDefined();
  const body = JSON.parse(String(init?.body ?? '{}')) as { offset: number; limit: number };
  calls.push({ board: kind, ...body });
  if (gate) await gate;
  const how = answer(kind, body.offset);
  if (how === 'network') throw new TypeError('Failed to fetch');
  const fake = boards[kind];
  const data: Leaderboard = { board: kind, period: fake.period, ends_at: fake.ends_at, total: fake.rows.length, data: fake.rows.slice(body.offset, body.offset + body.limit), me: fake.me };
  const headers: Record<string, string> = how === 'fresh' ? {} : { [CACHE_STATUS_HEADER]: 'hit', [CACHED_AT_HEADER]: how.cachedAt };
  return new Response(JSON.stringify({ error: false, data }), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
});

/** IntersectionObserver driven by the test, per element it watches. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    this.targets.push(target);
    FakeObserver.live.add(this);
  }
  disconnect(): void {
    FakeObserver.live.delete(this);
  }
  report(isIntersecting: boolean): void {
    this.callback(this.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

function report(selector: string, isIntersecting: boolean): void {
  act(() => {
    for (const observer of [...FakeObserver.live]) if (observer.targets.some((target) => target.matches(selector))) observer.report(isIntersecting);
  });
}

const scrollToEnd = () => report('.load-more__sentinel', true);

/**
 * The end of the list comes into view once the screen watches it: the sentinel's observer is made
 * in an effect after the rows render, which a loaded machine may run after the rows are seen.
 */
async function scrollToEndWhenWatched(): Promise<void> {
  await waitFor(() => expect([...FakeObserver.live].some((o) => o.targets.some((t) => t.matches('.load-more__sentinel')))).toBe(true));
  scrollToEnd();
}

function renderScreen(path = '/leaderboard') {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LeaderboardScreen />
      </Router>
    </I18nextProvider>,
  );
  return location;
}

const list = () => screen.getByRole('list', { name: 'Players, best score first' });
const rows = () => within(list()).getAllByRole('listitem');
const tab = (name: string) => screen.getByRole('tab', { name });
const pinned = () => screen.queryByRole('region', { name: 'Your standing' });

/** A one-finger touch event at height `y` (jsdom's TouchEvent wants real Touch objects, so the event carries plain ones). */
function touch(target: Element, type: 'touchstart' | 'touchmove' | 'touchend', y?: number): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  let notPrevented = true;
  act(() => {
    notPrevented = target.dispatchEvent(event);
  });
  return notPrevented;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  boards = { daily: board(3), monthly: board(3, { period: '2026-05', ends_at: '2026-06-01T00:00:00.000Z' }), global: board(3, { period: 'all', ends_at: null }) };
  calls.length = 0;
  answer = () => 'fresh';
  gate = null;
  FakeObserver.live.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LeaderboardScreen', () => {
  it("shows today's board: rank, picture, name and score, ties sharing a rank, the first three marked, the player's own row highlighted", async () => {
    boards.daily = board(5);
    // A tie is ordered by user id, as the server pages it.
    boards.daily.rows = [row(100, 1, 90), row(ME, 2, 80), row(101, 2, 80), row(102, 4, 70), row(103, 5, 60)];
    boards.daily.me = { ...row(ME, 2, 80) };
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(calls).toEqual([{ board: 'daily', offset: 0, limit: 20 }]);
    expect(rows().map((r) => r.textContent)).toEqual(['Rank 1PPlayer 100Score 90', 'Rank 2AAdaYouScore 80', 'Rank 2PPlayer 101Score 80', 'Rank 4PPlayer 102Score 70', 'Rank 5PPlayer 103Score 60']);
    expect(rows().map((r) => r.querySelector('.board-row__rank')?.className)).toEqual([
      'board-row__rank board-row__rank--1',
      'board-row__rank board-row__rank--2',
      'board-row__rank board-row__rank--2',
      'board-row__rank',
      'board-row__rank',
    ]);
    expect(rows()[1]?.className).toContain('board-row--own');
    expect(rows().filter((r) => r.className.includes('board-row--own'))).toHaveLength(1);
    expect(screen.getByText('Showing 5 of 5 players. That is the whole board.')).toBeTruthy();
    // The own row is in view: nothing pinned.
    report('.board-row--own', true);
    expect(pinned()).toBeNull();
    // Midnight UTC is 5 h 12 min away.
    expect(screen.getByText('Resets in 5 hr 12 min').getAttribute('dateTime')).toBe('2026-05-15T00:00:00.000Z');
  });

  it('names a row picture by its initial and shows a profile picture where there is one', async () => {
    boards.daily.rows[0] = { ...row(100, 1, 30), profile: 'https://cdn.example/p.png' };
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/p.png');
    expect(rows()[1]?.querySelector('.avatar--initial')?.textContent).toBe('P');
  });

  it('is a tab list: arrows, Home and End move and select, the panel is labelled by its tab, and the choice is in the address', async () => {
    const user = userEvent.setup();
    const location = renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('tablist', { name: 'Board' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Today', 'true', 0],
      ['This month', 'false', -1],
      ['All time', 'false', -1],
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Today').id);
    expect(tab('Today').getAttribute('aria-controls')).toBe(panel.id);

    tab('Today').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('This month'));
    expect(tab('This month').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'This month' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/leaderboard?board=monthly');
    await waitFor(() => expect(calls.at(-1)).toEqual({ board: 'monthly', offset: 0, limit: 20 }));

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('All time'));
    expect(location.history?.at(-1)).toBe('/leaderboard?board=global');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Today'));
    expect(location.history?.at(-1)).toBe('/leaderboard');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('All time'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Today'));
    // Tabs replace the address rather than stack up entries for the back button.
    expect(location.history).toHaveLength(1);
    await waitFor(() => expect(calls.map((c) => c.board)).toEqual(['daily', 'monthly', 'global', 'daily', 'global', 'daily']));
  });

  it('turns the arrow keys round in a right-to-left page', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    try {
      renderScreen();
      await waitFor(() => expect(rows()).toHaveLength(3));
      tab('Today').focus();
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(tab('This month'));
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(document.activeElement).toBe(tab('All time'));
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('opens the board the address names, with the day it resets when that is more than a day away, and none for all time', async () => {
    renderScreen('/leaderboard?board=monthly');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(tab('This month').getAttribute('aria-selected')).toBe('true');
    expect(calls).toEqual([{ board: 'monthly', offset: 0, limit: 20 }]);
    const date = new Intl.DateTimeFormat('en-u-nu-latn', { day: 'numeric', month: 'long' }).format(new Date('2026-06-01T00:00:00.000Z'));
    expect(screen.getByText(`Resets on ${date}`)).toBeTruthy();
    cleanup();
    renderScreen('/leaderboard?board=global');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('All-time scores never reset.')).toBeTruthy();
    cleanup();
    renderScreen('/leaderboard?board=weekly');
    await waitFor(() => expect(tab('Today').getAttribute('aria-selected')).toBe('true'));
  });

  it('pins the own rank and score while the own row is not on the pages loaded, and stops once it is loaded and in view', async () => {
    const user = userEvent.setup();
    boards.daily = placeMe(board(30), 24);
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const bar = await waitFor(() => {
      const found = pinned();
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(bar.textContent).toBe('Rank 25AAdaYouScore 60');
    expect(bar.querySelector('.board-row--own')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(30));
    // Loaded: the row itself is highlighted; pinned while out of view, not once in view.
    expect(rows()[24]?.className).toContain('board-row--own');
    report('.board-row--own', false);
    expect(pinned()?.textContent).toBe('Rank 25AAdaYouScore 60');
    report('.board-row--own', true);
    expect(pinned()).toBeNull();
    report('.board-row--own', false);
    expect(pinned()).not.toBeNull();
  });

  it('says a player with no score today is not ranked yet, with the way to a ranked round', async () => {
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(pinned()?.textContent).toBe('Not ranked yet today — play a ranked round');
    expect(within(pinned() as HTMLElement).getByRole('link', { name: 'play a ranked round' }).getAttribute('href')).toBe('/quiz-zone');
    expect(rows().some((r) => r.className.includes('board-row--own'))).toBe(false);
    const user = userEvent.setup();
    await user.click(tab('This month'));
    await waitFor(() => expect(pinned()?.textContent).toBe('Not ranked yet this month — play a ranked round'));
  });

  it('loads 20 players a page as the list scrolls, once however often the end is reported, and merges players shown again', async () => {
    boards.daily = board(45);
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('Showing 20 of 45 players')).toBeTruthy();
    // A new player went to the top before the next page is read: it starts with a player already shown.
    boards.daily = board(46);
    let open = (): void => undefined;
    gate = new Promise((resolve) => (open = resolve));
    await scrollToEndWhenWatched();
    scrollToEnd();
    await waitFor(() => expect(screen.getByText('Loading more players…')).toBeTruthy());
    await act(async () => open());
    gate = null;
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(calls.map((c) => c.offset)).toEqual([0, 20]);
    // Each player once, best first.
    expect(new Set(rows().map((r) => r.textContent)).size).toBe(40);
  });

  it('reads the board again from page one when a later page belongs to a new period', async () => {
    boards.daily = board(25);
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(20));
    // Midnight UTC passed while the player scrolled: a new, short board.
    boards.daily = board(2, { period: '2026-05-15', ends_at: '2026-05-16T00:00:00.000Z' });
    await scrollToEndWhenWatched();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls.map((c) => c.offset)).toEqual([0, 20, 0]);
    expect(screen.getByText('Showing 2 of 2 players. That is the whole board.')).toBeTruthy();
  });

  it('refreshes page one with the Refresh button, keeping the list on screen until the new one is in', async () => {
    const user = userEvent.setup();
    boards.daily = board(25);
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));

    boards.daily = placeMe(board(4), 0);
    let open = (): void => undefined;
    gate = new Promise((resolve) => (open = resolve));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByText('Refreshing the board…', { selector: '[role="status"]' })).toBeTruthy());
    expect(rows()).toHaveLength(25);
    await act(async () => open());
    gate = null;
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]?.textContent).toBe('Rank 1AAdaYouScore 40');
    expect(calls.map((c) => c.offset)).toEqual([0, 20, 0]);
  });

  it('refreshes when pulled down from the top of the page far enough, with an indicator that follows the finger', async () => {
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const panel = screen.getByRole('tabpanel');
    boards.daily = board(4);

    // A short pull springs back without a refresh.
    touch(panel, 'touchstart', 100);
    touch(panel, 'touchmove', 160);
    expect(screen.getByTestId('pull-indicator').textContent).toBe('Pull to refresh');
    touch(panel, 'touchend');
    expect(screen.queryByTestId('pull-indicator')).toBeNull();
    expect(calls).toHaveLength(1);

    // Far enough: it says so, the page does not scroll meanwhile, and letting go refreshes.
    touch(panel, 'touchstart', 100);
    expect(touch(panel, 'touchmove', 300)).toBe(false);
    const indicator = screen.getByTestId('pull-indicator');
    expect(indicator.textContent).toBe('Release to refresh');
    expect(indicator.className).toContain('board-pull--armed');
    expect(indicator.style.blockSize).toBe('96px');
    touch(panel, 'touchend');
    expect(screen.getByTestId('pull-indicator').textContent).toBe('Refreshing the board…');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(calls.map((c) => c.offset)).toEqual([0, 0]);
    expect(screen.queryByTestId('pull-indicator')).toBeNull();
  });

  it('leaves a touch on a page scrolled down to the page: it scrolls, and nothing is pulled', async () => {
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const panel = screen.getByRole('tabpanel');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    touch(panel, 'touchstart', 100);
    expect(touch(panel, 'touchmove', 400)).toBe(true);
    touch(panel, 'touchend');
    expect(screen.queryByTestId('pull-indicator')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("notes a board shown from the device's cache with its age, and says a board never loaded here is not on the device", async () => {
    const savedAt = new Date(NOW.getTime() - 3 * 60 * 60 * 1000 - 5 * 60 * 1000);
    answer = (kind) => (kind === 'daily' ? { cachedAt: savedAt.toISOString() } : 'network');
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(formatAgo(savedAt, NOW, 'en')).toBe('3 hr. ago');
    expect(screen.getByText('Saved 3 hr. ago. The newest scores show once you are back online.')).toBeTruthy();

    await user.click(tab('This month'));
    expect(await screen.findByRole('heading', { name: 'Not saved on this device yet' })).toBeTruthy();
    expect(screen.getByText('This board loads once you are back online.')).toBeTruthy();
    expect(document.querySelector('.spinner')).toBeNull();
    answer = () => 'fresh';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText(/^Saved /)).toBeNull();
  });

  it('gives the day a copy was saved once it is a day old or more', async () => {
    const savedAt = new Date(NOW.getTime() - 26 * 60 * 60 * 1000);
    answer = () => ({ cachedAt: savedAt.toISOString() });
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText(/^Saved on .+\. The newest scores show once you are back online\.$/).textContent).toContain(
      new Intl.DateTimeFormat('en-u-nu-latn', { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt),
    );
  });

  it('shows a friendly empty state on a board nobody is on yet', async () => {
    boards.daily = board(0);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No scores today yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Quiz Zone' }).getAttribute('href')).toBe('/quiz-zone');
    expect(pinned()).toBeNull();
  });

  it('reads the board again once when its period has ended, and not in a loop when the server still sends the old one', async () => {
    vi.setSystemTime(new Date('2026-05-15T00:00:30Z'));
    const next = board(2, { period: '2026-05-15', ends_at: '2026-05-16T00:00:00.000Z' });
    let served = 0;
    answer = () => {
      served += 1;
      if (served > 1) boards.daily = next;
      return 'fresh';
    };
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Resets in 24 hr')).toBeTruthy();
    expect(calls.map((c) => c.offset)).toEqual([0, 0]);

    // A device clock ahead of the server: the board it gets back has ended by the device's time too.
    cleanup();
    calls.length = 0;
    boards.daily = board(3);
    answer = () => 'fresh';
    renderScreen();
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('This board has ended and a new one has started.')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2);
  });
});

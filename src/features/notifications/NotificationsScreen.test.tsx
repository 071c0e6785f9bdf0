import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../../contract/api/economy';
import { resetSession } from '../../lib/session/session-store';
import { signInSubscriber } from '../../lib/session/test-session';
import { renderWithApp, setConnectivity } from '../sync-status/test-helpers';
import { mergeById } from './merge-by-id';
import { NotificationsScreen, PAGE_SIZE } from './NotificationsScreen';
import { unreadStore } from './unread';

function item(id: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return { id, type: 'admin', title: `Message ${id}`, body: `Body ${id}`, data: {}, read: true, date: '2026-05-01T10:00:00.000Z', ...overrides };
}

const ok = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ error: false, data }), { status: 200 }));

/** A server holding `all` (newest first) that answers pages and read marks like the real one. */
function fakeServer(all: NotificationItem[]) {
  const read = new Set(all.filter((n) => n.read).map((n) => n.id));
  const unread = () => all.filter((n) => !read.has(n.id)).length;
  const fetchMock = vi.fn<typeof fetch>((url, init) => {
    const body = JSON.parse(String(init?.body)) as { offset?: number; limit?: number; ids?: number[]; all?: true };
    if (url === '/api/get_notifications') {
      const page = all.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 20)).map((n) => ({ ...n, read: read.has(n.id) }));
      return ok({ total: all.length, unread: unread(), data: page });
    }
    for (const n of all) if (body.all || body.ids?.includes(n.id)) read.add(n.id);
    return ok({ unread: unread() });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  signInSubscriber();
  setConnectivity(true);
  unreadStore.set(null);
});

afterEach(() => {
  cleanup();
  resetSession();
  vi.unstubAllGlobals();
});

describe('NotificationsScreen', () => {
  it('words badge, referral and first-place notifications itself, and keeps the server text for the rest', async () => {
    fakeServer([
      item(4, { type: 'leaderboard', title: 'First place on the monthly leaderboard', data: { board: 'monthly', period: '2026-10', rank: 1, score: 12400 } }),
      item(3, { type: 'badge', title: 'New badge: Brainiac', data: { badge: 'brainiac', coins: 10 } }),
      item(2, { type: 'referral', data: { name: 'Lina', coins: 50 } }),
      item(1, { title: 'Maintenance tonight', body: 'From 22:00.' }),
      item(0, { type: 'badge', title: 'New badge: Moonwalker', body: 'You earned the Moonwalker badge.', data: { badge: 'moonwalker' } }),
    ]);
    renderWithApp(<NotificationsScreen />, '/profile/notifications');
    expect(await screen.findByRole('heading', { name: 'New badge: Brainiac' })).toBeTruthy();
    expect(screen.getByText('You earned the Brainiac badge and 10 coins.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lina joined with your friend code' })).toBeTruthy();
    expect(screen.getByText('You earned 50 coins.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maintenance tonight' })).toBeTruthy();
    // A badge this version does not know (a newer server's) keeps the server's words.
    expect(screen.getByRole('heading', { name: 'New badge: Moonwalker' })).toBeTruthy();
    expect(screen.getByText('You earned the Moonwalker badge.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First place in October 2026' })).toBeTruthy();
    expect(screen.getByText('You finished October 2026 at the top of the monthly leaderboard with 12,400 points.')).toBeTruthy();
  });

  it('marks the notifications it shows read, and the bell count follows', async () => {
    const fetchMock = fakeServer([item(2, { read: false }), item(1, { read: false })]);
    renderWithApp(<NotificationsScreen />, '/profile/notifications');
    expect(await screen.findByRole('heading', { name: 'Unread Message 2' })).toBeTruthy();
    await waitFor(() => expect(unreadStore.get()).toBe(0));
    const mark = fetchMock.mock.calls.find(([url]) => url === '/api/set_notifications_read');
    expect(JSON.parse(String(mark?.[1]?.body))).toEqual({ ids: [2, 1] });
  });

  it('loads more a page at a time, brings in one that arrived meanwhile, and never shows one twice', async () => {
    const all = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => item(PAGE_SIZE + 5 - i, { read: i >= PAGE_SIZE }));
    fakeServer(all);
    const user = userEvent.setup();
    renderWithApp(<NotificationsScreen />, '/profile/notifications');
    expect(await screen.findByText(`${PAGE_SIZE} of ${PAGE_SIZE + 5} shown`)).toBeTruthy();
    // A new notification arrives: the next page starts one later than it would have.
    all.unshift(item(100, { read: false }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // The page's unread count rose, so the newest page came in again: all 26, each once.
    expect(await screen.findByText(`${PAGE_SIZE + 6} of ${PAGE_SIZE + 6} shown`)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(PAGE_SIZE + 6);
    expect(screen.getAllByRole('heading', { name: /Message 100$/ })).toHaveLength(1);
    await waitFor(() => expect(unreadStore.get()).toBe(0));
  });

  it('marks all read with one call', async () => {
    const fetchMock = fakeServer(Array.from({ length: PAGE_SIZE + 5 }, (_, i) => item(PAGE_SIZE + 5 - i, { read: false })));
    const user = userEvent.setup();
    renderWithApp(<NotificationsScreen />, '/profile/notifications');
    // The shown page is marked read; five further down are still unread.
    await waitFor(() => expect(unreadStore.get()).toBe(5));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are read.')).toBeTruthy();
    expect(unreadStore.get()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/set_notifications_read' && String(init?.body) === '{"all":true}')).toBe(true);
  });

  it('says so when there is nothing yet', async () => {
    fakeServer([]);
    renderWithApp(<NotificationsScreen />, '/profile/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet.' })).toBeTruthy();
  });
});

describe('mergeById', () => {
  it('keeps each id once, the newer copy, newest first', () => {
    expect(mergeById([item(3), item(2)], [item(2, { read: false }), item(1)]).map((n) => [n.id, n.read])).toEqual([
      [3, true],
      [2, false],
      [1, true],
    ]);
  });
});

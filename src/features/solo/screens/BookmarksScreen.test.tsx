/**
 * The profile's bookmarks: listed by type, removed with set_bookmark, kept with 'Cannot Remove
 * Question from Bookmark.' when the server refuses the removal; offline or out of reach, removed
 * from the list at once with the set_bookmark op waiting in the outbox; played from the list,
 * empty when none.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { BookmarkItem } from '../../../../contract/api/bookmarks';
import { setForcedOffline } from '../../../lib/connectivity/connectivity';
import { getOfflineDb } from '../../../offline/db';
import { BookmarksScreen } from './BookmarksScreen';
import { clearOfflineDb, network, renderAt, serve, WAIT } from './test-helpers';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

const item = (question_id: number, type: BookmarkItem['type'], question: string): BookmarkItem => ({
  question_id,
  type,
  question,
  options: [],
  image_url: null,
  image_alt: null,
  category_name: 'Science',
  created_at: '2026-11-20T10:00:00Z',
});

const saved = [item(11, 'quiz_zone', 'What is the boiling point of water?'), item(12, 'true_false', 'The Moon is a planet.')];

function renderBookmarks() {
  renderAt('/profile/bookmarks', <Route path="/profile/bookmarks" component={BookmarksScreen} />);
}

setUpSignedInScreenTests(() => {
  setForcedOffline(false);
});
beforeEach(async () => {
  await clearOfflineDb();
});

describe('BookmarksScreen', () => {
  it('lists the bookmarks and removes one with set_bookmark', async () => {
    const bodies = serve({ get_bookmark: () => ({ data: saved, total: 2, round: null }), set_bookmark: () => ({ question_id: 11, bookmarked: false, total: 1 }) });
    renderBookmarks();
    const list = await screen.findByRole('list', { name: 'Bookmarks' }, WAIT);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from bookmarks: What is the boiling point of water?' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(bodies.set_bookmark).toEqual([{ question_id: 11, status: false, type: 'quiz_zone', at: expect.any(String) }]);
    // Saved by the server: nothing waits in the outbox, and no note says it will.
    expect(await getOfflineDb().outbox.count()).toBe(0);
    expect(screen.queryByText(/Removed on this device/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Play these questions' }).getAttribute('href')).toBe('/profile/play-bookmark-questions');
  });

  it("keeps the question and says 'Cannot Remove Question from Bookmark.' when the removal fails", async () => {
    serve({
      get_bookmark: () => ({ data: saved, total: 2, round: null }),
      set_bookmark: () => {
        throw { status: 500, code: 'BOOKMARK_REMOVE_FAILED', message: 'Cannot Remove Question from Bookmark.' };
      },
    });
    renderBookmarks();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from bookmarks: The Moon is a planet.' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('Cannot Remove Question from Bookmark.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes at once and queues the set_bookmark op when the removal cannot reach the server', async () => {
    serve({ get_bookmark: () => ({ data: saved, total: 2, round: null }), set_bookmark: network });
    renderBookmarks();
    const list = await screen.findByRole('list', { name: 'Bookmarks' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from bookmarks: The Moon is a planet.' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(screen.queryByText('The Moon is a planet.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Removed on this device: it leaves your bookmarks on the server when you are back online.');
    const ops = await getOfflineDb().outbox.toArray();
    expect(ops.map((op) => op.kind)).toEqual(['set_bookmark']);
    expect(ops[0]?.payload).toMatchObject({ question_id: 12, status: false, type: 'true_false' });
  });

  it('known offline, queues the removal without asking the server', async () => {
    const bodies = serve({ get_bookmark: () => ({ data: saved, total: 2, round: null }), set_bookmark: network });
    renderBookmarks();
    const list = await screen.findByRole('list', { name: 'Bookmarks' }, WAIT);
    setForcedOffline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from bookmarks: What is the boiling point of water?' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(bodies.set_bookmark).toBeUndefined();
    expect((await getOfflineDb().outbox.toArray())[0]?.payload).toMatchObject({ question_id: 11, status: false, type: 'quiz_zone' });
  });

  it('lists one type on its tab and plays that type', async () => {
    const bodies = serve({ get_bookmark: (body) => ({ data: saved.filter((b) => !body.type || b.type === body.type), total: 1, round: null }) });
    renderBookmarks();
    await screen.findByRole('list', { name: 'Bookmarks' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'True & False' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(screen.getByRole('button', { name: 'True & False' }).getAttribute('aria-pressed')).toBe('true');
    expect(bodies.get_bookmark?.at(-1)).toMatchObject({ type: 'true_false' });
    expect(screen.getByRole('link', { name: 'Play these questions' }).getAttribute('href')).toBe('/profile/play-bookmark-questions?type=true_false');
  });

  it('says there are none yet', async () => {
    serve({ get_bookmark: () => ({ data: [], total: 0, round: null }) });
    renderBookmarks();
    expect(await screen.findByText('No bookmarked questions yet.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play these questions' })).toBeNull();
  });
});

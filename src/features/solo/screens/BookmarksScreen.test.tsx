/**
 * The profile's bookmarks: listed by type, removed with set_bookmark status 0, kept with 'Cannot
 * Remove Question from Bookmark.' when the removal fails, played from the list, empty when none.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { BookmarkItem } from '../../../../contract/api/bookmarks';
import { initI18n } from '../../../lib/i18n/i18n';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { resetRequestHooks, setRequestHooks } from '../../../lib/request/request-hooks';
import { resetSession, sessionStore } from '../../../lib/session/session-store';
import { signInSubscriber } from '../../../lib/session/test-session';
import { BookmarksScreen } from './BookmarksScreen';
import { network, renderAt, serve, WAIT } from './test-helpers';

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

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  resetSession();
  signInSubscriber();
  setRequestHooks({ getToken: () => sessionStore.get().token, translateMessage });
});

afterEach(() => {
  cleanup();
  resetRequestHooks();
  vi.unstubAllGlobals();
});

describe('BookmarksScreen', () => {
  it('lists the bookmarks and removes one with set_bookmark status 0', async () => {
    const bodies = serve({ get_bookmark: () => ({ data: saved, total: 2, round: null }), set_bookmark: () => ({ question_id: 11, bookmarked: false, total: 1 }) });
    renderBookmarks();
    const list = await screen.findByRole('list', { name: 'Bookmarks' }, WAIT);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from bookmarks: What is the boiling point of water?' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(bodies.set_bookmark).toEqual([{ question_id: 11, status: 0, type: 'quiz_zone' }]);
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

  it('says the same when the removal cannot reach the server', async () => {
    serve({ get_bookmark: () => ({ data: saved, total: 2, round: null }), set_bookmark: network });
    renderBookmarks();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from bookmarks: The Moon is a planet.' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('Cannot Remove Question from Bookmark.');
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

/**
 * The play routes hand the player (PlayRoute, mocked here: the player is built beside these
 * screens) the request their address holds; an address without one says there is nothing to play;
 * playing bookmarks with none says so and leads to the list.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { SoloPlayProps } from '../play/solo-request';
import { ModePlayScreen } from './ModePlayScreen';
import { PlayBookmarksScreen } from './PlayBookmarksScreen';
import { renderAt, serve, WAIT } from './test-helpers';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

vi.mock('./PlayRoute', () => ({
  PlayRoute: (props: SoloPlayProps) => <pre data-testid="player">{JSON.stringify(props)}</pre>,
}));

const played = () => JSON.parse(screen.getByTestId('player').textContent ?? 'null') as SoloPlayProps;

setUpSignedInScreenTests();

describe('ModePlayScreen', () => {
  it('plays the topic its address names', () => {
    renderAt(
      '/guess-the-word/6-animals/61-birds/play',
      <Route path="/guess-the-word/:category/:subcategory/play">
        <ModePlayScreen mode="guess_the_word" />
      </Route>,
    );
    expect(played()).toEqual({ request: { mode: 'guess_the_word', category: 6, subcategory: 61 }, backTo: '/guess-the-word/6-animals' });
  });

  it('plays Self Challenge from the choices in its query', () => {
    renderAt(
      '/self-learning/play?category=history&limit=10&timer=3',
      <Route path="/self-learning/play">
        <ModePlayScreen mode="self_challenge" />
      </Route>,
    );
    expect(played().request).toEqual({ mode: 'self_challenge', categorySlug: 'history', limit: 10, timer: 3 });
  });

  it('says there is nothing to play at an address without a request', () => {
    renderAt(
      '/self-learning/play?category=history',
      <Route path="/self-learning/play">
        <ModePlayScreen mode="self_challenge" />
      </Route>,
    );
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to play here' })).toBeTruthy();
  });
});

describe('PlayBookmarksScreen', () => {
  it('plays the bookmarks of the type asked for when there are some', async () => {
    const bodies = serve({ get_bookmark: () => ({ data: [], total: 3, round: null }) });
    renderAt('/profile/play-bookmark-questions?type=math_mania', <Route path="/profile/play-bookmark-questions" component={PlayBookmarksScreen} />);
    expect(await screen.findByTestId('player', {}, WAIT)).toBeTruthy();
    expect(played()).toEqual({ request: { mode: 'bookmarks', type: 'math_mania' }, backTo: '/profile/bookmarks' });
    expect(bodies.get_bookmark?.[0]).toMatchObject({ type: 'math_mania' });
  });

  it('says there are no bookmarks yet and leads to the list', async () => {
    serve({ get_bookmark: () => ({ data: [], total: 0, round: null }) });
    renderAt('/play-bookmark-questions', <Route path="/play-bookmark-questions" component={PlayBookmarksScreen} />);
    expect(await screen.findByText('No bookmarked questions yet.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Bookmarks' }).map((link) => link.getAttribute('href'))).toContain('/profile/bookmarks');
  });
});

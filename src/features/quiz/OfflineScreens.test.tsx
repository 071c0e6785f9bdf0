/**
 * The Quiz Zone lists without a network: categories, topics and levels come from downloaded packs
 * and say so; online, the server's levels are kept on the device for later offline play.
 */
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { LevelData } from '../../../contract/api/quiz';
import { i18n } from '../../lib/i18n/i18n';
import { getOfflineDb } from '../../offline/db';
import { resetDownloads } from '../../offline/packs';
import { fakeApiFetch, type FakeAction } from '../../offline/packs/test-platform';
import { CategoriesScreen } from './CategoriesScreen';
import { LevelsScreen } from './LevelsScreen';
import { USER_ID } from '../../lib/session/test-session';
import { category, clearOfflineDb, quizPack, storeQuizPack, subcategory } from './quiz-test-fixtures';
import { SubcategoriesScreen } from './SubcategoriesScreen';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

const network: FakeAction = () => {
  throw 'network';
};

function serve(actions: Record<string, FakeAction>) {
  vi.stubGlobal('fetch', fakeApiFetch({ get_offline_packs: network, ...actions }));
}

function renderAt(path: string, pattern: string, component: ComponentType) {
  const location = memoryLocation({ path });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={pattern} component={component} />
      </Router>
    </I18nextProvider>,
  );
}

async function settle(turns = 30): Promise<void> {
  for (let i = 0; i < turns; i += 1) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

const serverLevels: LevelData = {
  category,
  subcategory,
  level_reached: 2,
  pass_percentage: 60,
  levels: [
    { level: 1, no_of_questions: 3, status: 'completed', best_percentage: 100, best_score: 12 },
    { level: 2, no_of_questions: 2, status: 'unlocked', best_percentage: null, best_score: null },
    { level: 3, no_of_questions: 1, status: 'locked', best_percentage: null, best_score: null },
  ],
};

const tileNames = () => [...screen.getByRole('list', { name: 'Levels' }).querySelectorAll('.level-tile')].map((tile) => tile.getAttribute('aria-label'));

setUpSignedInScreenTests(() => {
  resetDownloads();
});
beforeEach(async () => {
  await clearOfflineDb();
});

describe('LevelsScreen', () => {
  it('keeps the server levels on the device and offers the topic for download with its size', async () => {
    serve({
      get_level_data: () => serverLevels,
      get_offline_packs: () => [{ id: quizPack.id, kind: 'quiz_zone', title: 'Capitals', group: 'Geography', version: 'v1', bytes: 12_800, media_count: 1, item_count: 6 }],
    });
    renderAt('/quiz-zone/3-geography/7-capitals', '/quiz-zone/:category/:subcategory', LevelsScreen);
    expect(await screen.findByRole('heading', { level: 1, name: 'Capitals' })).toBeTruthy();
    await settle();
    expect(screen.queryByText(/^From your download/)).toBeNull();
    expect(await getOfflineDb().quizLevels.get([USER_ID, 7])).toEqual({ userId: USER_ID, subcategoryId: 7, categoryId: 3, levelReached: 2, maxLevel: 3 });
    expect(await screen.findByRole('button', { name: /Download for offline \(12\.5 kB\)/ })).toBeTruthy();
  });

  it('shows the downloaded levels offline, open as far as this device knows', async () => {
    await storeQuizPack();
    await getOfflineDb().quizLevels.put({ userId: USER_ID, subcategoryId: 7, categoryId: 3, levelReached: 2, maxLevel: 3 });
    serve({ get_level_data: network });
    renderAt('/quiz-zone/3-geography/7-capitals', '/quiz-zone/:category/:subcategory', LevelsScreen);
    expect(await screen.findByText(/^From your download\. Levels you finish/)).toBeTruthy();
    expect(tileNames()).toEqual(['Level 1, Completed', 'Level 2, Play', 'Level 3, Locked']);
    expect(await screen.findByText('Available offline')).toBeTruthy();
  });

  it('opens only the first level offline when this device knows nothing of the player', async () => {
    await storeQuizPack();
    serve({ get_level_data: network });
    renderAt('/quiz-zone/3-geography/7-capitals', '/quiz-zone/:category/:subcategory', LevelsScreen);
    await screen.findByRole('list', { name: 'Levels' });
    expect(tileNames()).toEqual(['Level 1, Play', 'Level 2, Locked', 'Level 3, Locked']);
  });

  it('says it could not load when offline without a download', async () => {
    serve({ get_level_data: network });
    renderAt('/quiz-zone/3-geography/7-capitals', '/quiz-zone/:category/:subcategory', LevelsScreen);
    expect(await screen.findByRole('heading', { name: 'This could not be loaded' })).toBeTruthy();
  });
});

describe('SubcategoriesScreen and CategoriesScreen offline', () => {
  it('lists the downloaded topics of the category and says so', async () => {
    await storeQuizPack();
    serve({ get_subcategory_by_maincategory: network });
    renderAt('/quiz-zone/3-geography', '/quiz-zone/:category', SubcategoriesScreen);
    expect(await screen.findByText('From your downloads: the topics on this device.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Capitals/ }).getAttribute('href')).toBe('/quiz-zone/3-geography/7-capitals');
    expect(await screen.findByText('Whole category available offline')).toBeTruthy();
  });

  it('lists the categories of the downloads and links to the downloads screen', async () => {
    await storeQuizPack();
    serve({ get_categories: network });
    renderAt('/quiz-zone', '/quiz-zone', CategoriesScreen);
    expect(await screen.findByText('From your downloads: the categories on this device.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Geography/ }).textContent).toContain('1 topic · 9 questions');
    expect(screen.getByRole('link', { name: 'Offline downloads' }).getAttribute('href')).toBe('/downloads');
  });
});

/**
 * A subscriber's categories on the home screen: favourites first by rank, then the rest as listed;
 * "Your favourite categories" opens the editor (its own chunk) and a saved order shows at once.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PlayerCategory } from '../../../contract/api/quiz';
import { i18n } from '../../lib/i18n/i18n';
import { fakeApiFetch } from '../../offline/packs/test-platform';
import { HomeCategories } from './HomeCategories';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

const WAIT = { timeout: 5_000 };
const base = { icon: '📚', description: '', language_id: 1, no_of_subcategories: 1, no_of_questions: 10, coins: 0, has_unlocked: false, is_premium: false };
let listed: PlayerCategory[];

function renderCategories() {
  const location = memoryLocation({ path: '/' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <HomeCategories />
      </Router>
    </I18nextProvider>,
  );
}

const names = () => within(screen.getByRole('region', { name: 'Your categories' })).getAllByRole('link').map((link) => link.textContent);

setUpSignedInScreenTests();
beforeEach(() => {
  listed = [
    { ...base, id: 1, slug: 'history', name: 'History' },
    { ...base, id: 2, slug: 'science', name: 'Science', favourite_rank: 2 },
    { ...base, id: 3, slug: 'sport', name: 'Sport', favourite_rank: 1 },
  ];
  const fetchMock = fakeApiFetch({
    get_categories: () => listed,
    // The server keeps the order as ranks from 1, as get_categories then reports them.
    set_quiz_categories: (body) => {
      const order = body.categories as number[];
      listed = listed.map(({ favourite_rank: _rank, ...c }) => (order.includes(c.id) ? { ...c, favourite_rank: order.indexOf(c.id) + 1 } : c));
      return { type: 'quiz_zone', categories: order };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
});

describe('HomeCategories', () => {
  it('orders a subscriber’s categories by their favourite rank, then as the server lists them', async () => {
    renderCategories();
    await screen.findByRole('region', { name: 'Your categories' }, WAIT);
    expect(names()).toEqual(['📚Sport(favourite)', '📚Science(favourite)', '📚History', 'All Quiz Zone categories']);
    expect(screen.getByRole('link', { name: /Sport/ }).getAttribute('href')).toBe('/quiz-zone/3-sport');
  });

  it('opens the editor on demand and shows a saved order at once', async () => {
    renderCategories();
    const edit = await screen.findByRole('button', { name: 'Your favourite categories' }, WAIT);
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(edit);
    await userEvent.click(await screen.findByRole('button', { name: 'Add History to your favourites' }, WAIT));
    await userEvent.click(screen.getByRole('button', { name: 'Move History up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move History up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save favourites' }));
    await vi.waitFor(() => expect(names().slice(0, 3)).toEqual(['📚History(favourite)', '📚Sport(favourite)', '📚Science(favourite)']), WAIT);
    expect(screen.queryByRole('button', { name: 'Save favourites' })).toBeNull();
  });
});

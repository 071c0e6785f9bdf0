/**
 * Guess The Word's topics: each topic and "every topic" lead to a round; a locked premium category
 * lists its topics without a way to play them, beside its unlock; an empty category says so.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { playerCategory, renderAt, serve, WAIT } from './test-helpers';
import { WordTopicsScreen } from './WordTopicsScreen';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

const animals = playerCategory({ id: 6, slug: 'animals', name: 'Animals' });
const birds = { id: 61, category_id: 6, slug: 'birds', name: 'Birds', no_of_questions: 12, max_level: 1 };

function renderTopics() {
  renderAt('/guess-the-word/6-animals', <Route path="/guess-the-word/:category" component={WordTopicsScreen} />);
}

setUpSignedInScreenTests();

describe('WordTopicsScreen', () => {
  it('leads each topic, and every topic at once, to a round', async () => {
    serve({ get_subcategory_by_maincategory: () => ({ category: animals, subcategories: [birds] }) });
    renderTopics();
    expect((await screen.findByRole('link', { name: /Birds/ }, WAIT)).getAttribute('href')).toBe('/guess-the-word/6-animals/61-birds/play');
    expect(screen.getByRole('link', { name: 'Play every topic' }).getAttribute('href')).toBe('/guess-the-word/6-animals/play');
  });

  it('lists a locked category’s topics without a way to play them, beside the unlock', async () => {
    serve({ get_subcategory_by_maincategory: () => ({ category: { ...animals, is_premium: true, coins: 25 }, subcategories: [birds] }) });
    renderTopics();
    expect(await screen.findByRole('button', { name: 'Unlock' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Birds')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Birds/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Play every topic' })).toBeNull();
  });

  it('says so when the category has no topics', async () => {
    serve({ get_subcategory_by_maincategory: () => ({ category: animals, subcategories: [] }) });
    renderTopics();
    expect(await screen.findByText('No topics in this category yet.', {}, WAIT)).toBeTruthy();
  });
});

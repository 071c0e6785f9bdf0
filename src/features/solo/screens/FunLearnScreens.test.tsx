/**
 * Fun & Learn: a category's passages with the player's best, the reading screen (title, picture,
 * paragraphs, audio with its transcript, the way to the questions), a locked premium category
 * offering its unlock without asking for its passages, an empty category, and offline the
 * downloaded passages.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { FunNLearnPassage } from '../../../../contract/api/solo';
import { PassageScreen } from './PassageScreen';
import { PassagesScreen } from './PassagesScreen';
import { clearOfflineDb, network, playerCategory, renderAt, serve, settle, storeSoloPack, WAIT } from './test-helpers';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

const nature = playerCategory({ id: 5, slug: 'nature', name: 'Nature' });
const lockedNature = { ...nature, is_premium: true, coins: 15 };
const bees: FunNLearnPassage = {
  id: 17,
  category_id: 5,
  subcategory_id: 51,
  title: 'How bees talk',
  detail: 'Bees dance to share news.\n\nA waggle dance points to flowers.',
  image_url: '/content-media/fun/bees.svg',
  image_alt: 'A bee on a flower',
  audio_url: '/content-media/audio/bees.mp3',
  transcript: 'Bees dance to share news about flowers.',
  no_of_questions: 5,
  best_percentage: 80,
};

function renderPassages(path = '/fun-and-learn/5-nature') {
  return renderAt(path, <Route path="/fun-and-learn/:category" component={PassagesScreen} />);
}

function renderPassage(path = '/fun-and-learn/5-nature/17') {
  return renderAt(path, <Route path="/fun-and-learn/:category/:passage" component={PassageScreen} />);
}

setUpSignedInScreenTests();
beforeEach(async () => {
  await clearOfflineDb();
});

describe('PassagesScreen', () => {
  it('lists the passages of the category with the player’s best', async () => {
    const bodies = serve({ get_subcategory_by_maincategory: () => ({ category: nature, subcategories: [] }), get_fun_n_learn: () => [bees] });
    renderPassages();
    const list = await screen.findByRole('list', { name: 'Passages of Nature' }, WAIT);
    const link = within(list).getByRole('link', { name: /How bees talk/ });
    expect(link.getAttribute('href')).toBe('/fun-and-learn/5-nature/17');
    expect(link.textContent).toContain('5 questions · your best: 80%');
    expect(bodies.get_fun_n_learn?.[0]).toMatchObject({ category: 5 });
  });

  it('offers the unlock of a locked premium category without asking for its passages', async () => {
    const bodies = serve({ get_subcategory_by_maincategory: () => ({ category: lockedNature, subcategories: [] }), get_fun_n_learn: () => [bees] });
    renderPassages();
    expect(await screen.findByText('Unlock', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/15 coins/)).toBeTruthy();
    expect(bodies.get_fun_n_learn).toBeUndefined();
    expect(screen.queryByText('No passages in this category yet.')).toBeNull();
  });

  it('says so when the category has no passages', async () => {
    serve({ get_subcategory_by_maincategory: () => ({ category: nature, subcategories: [] }), get_fun_n_learn: () => [] });
    renderPassages();
    expect(await screen.findByText('No passages in this category yet.', {}, WAIT)).toBeTruthy();
  });

  it('lists the downloaded passages when the network fails', async () => {
    const { best_percentage: _best, ...stored } = bees;
    await storeSoloPack({ type: 'fun_n_learn', category: nature, subcategories: [], seconds_per_question: 30, questions: [], passages: [stored] });
    serve({ get_subcategory_by_maincategory: network, get_fun_n_learn: network });
    renderPassages();
    await settle();
    expect(await screen.findByText('From your downloads: the passages on this device.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: /How bees talk/ }).textContent).not.toContain('your best');
  });
});

describe('PassageScreen', () => {
  it('shows the passage to read, its picture, audio and transcript, then the way to its questions', async () => {
    serve({ get_subcategory_by_maincategory: () => ({ category: nature, subcategories: [] }), get_fun_n_learn: () => [bees] });
    renderPassage();
    expect(await screen.findByRole('heading', { level: 1, name: 'How bees talk' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A bee on a flower' })).toBeTruthy();
    expect(screen.getByText('Bees dance to share news.')).toBeTruthy();
    expect(screen.getByText('A waggle dance points to flowers.')).toBeTruthy();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/content-media/audio/bees.mp3');
    expect(screen.getByText('Transcript')).toBeTruthy();
    expect(screen.getByText('Bees dance to share news about flowers.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the questions' }).getAttribute('href')).toBe('/fun-and-learn/5-nature/17/play');
  });

  it('sends a reader of a locked premium category back to its passages, where the unlock is', async () => {
    const bodies = serve({ get_subcategory_by_maincategory: () => ({ category: lockedNature, subcategories: [] }), get_fun_n_learn: () => [bees] });
    renderPassage();
    expect(await screen.findByText('This category is locked. Unlock it from its passages to read them.', {}, WAIT)).toBeTruthy();
    const ways = screen.getAllByRole('link', { name: 'Back to the passages' }).map((link) => link.getAttribute('href'));
    expect(ways.length).toBeGreaterThan(0);
    expect(new Set(ways)).toEqual(new Set(['/fun-and-learn/5-nature']));
    expect(screen.queryByRole('link', { name: 'Start the questions' })).toBeNull();
    expect(bodies.get_fun_n_learn).toBeUndefined();
  });

  it('says the passage is not available when the category has no such passage', async () => {
    serve({ get_subcategory_by_maincategory: () => ({ category: nature, subcategories: [] }), get_fun_n_learn: () => [bees] });
    renderPassage('/fun-and-learn/5-nature/99');
    expect(await screen.findByText('This passage is not available.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start the questions' })).toBeNull();
  });
});

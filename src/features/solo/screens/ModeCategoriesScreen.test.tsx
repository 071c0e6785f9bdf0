/**
 * A mode's category list: loading, the server's categories of the mode's type (True & False with
 * "All"), the empty state, a premium category locked at its price and unlocked through Quiz
 * Zone's dialog (or refused for coins), and offline the categories of the mode's downloaded packs.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { setForcedOffline } from '../../../lib/connectivity/connectivity';
import { sessionStore } from '../../../lib/session/session-store';
import { ModeCategoriesScreen } from './ModeCategoriesScreen';
import { clearOfflineDb, network, playerCategory, renderAt, serve, settle, storeSoloPack, WAIT } from './test-helpers';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

const science = playerCategory({ id: 3, slug: 'science', name: 'Science Facts' });
const locked = playerCategory({ id: 9, slug: 'space', name: 'Space', is_premium: true, coins: 20 });

function renderMode(mode: 'true_false' | 'math_mania', path: string) {
  return renderAt(
    path,
    <Route path={path}>
      <ModeCategoriesScreen mode={mode} />
    </Route>,
  );
}

setUpSignedInScreenTests(() => {
  setForcedOffline(false);
});
beforeEach(async () => {
  await clearOfflineDb();
});

describe('ModeCategoriesScreen', () => {
  it('shows it is loading, then the categories of its type with a way to play them all', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const bodies = serve({ get_categories: () => new Promise((resolve) => (answer = resolve)) });
    renderMode('true_false', '/quiz-play/true-and-false-play');
    expect(await screen.findByText('Loading…', {}, WAIT)).toBeTruthy();
    answer([science]);
    const list = await screen.findByRole('list', { name: 'True & False categories' }, WAIT);
    expect(within(list).getByRole('link', { name: /All categories/ }).getAttribute('href')).toBe('/quiz-play/true-and-false-play/play');
    expect(within(list).getByRole('link', { name: /Science Facts/ }).getAttribute('href')).toBe('/quiz-play/true-and-false-play/3-science/play');
    expect(bodies.get_categories?.[0]).toMatchObject({ type: 'true_false' });
  });

  it('says so when the mode has no categories', async () => {
    serve({ get_categories: () => [] });
    renderMode('math_mania', '/math-mania');
    expect(await screen.findByText('No categories yet. Please check back soon.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('locks a premium category at its price and unlocks it through the dialog, then opens it', async () => {
    const bodies = serve({
      get_categories: () => [science, locked],
      unlock_premium_category: () => ({ category: 9, has_unlocked: true, charged: 20, already_unlocked: false, coins: 30, all_time_score: 100 }),
    });
    const location = renderMode('math_mania', '/math-mania');
    const card = await screen.findByTestId('locked-category', {}, WAIT);
    expect(card.textContent).toContain('Locked: unlock for 20 coins');
    expect(screen.queryByRole('link', { name: /Space/ })).toBeNull();
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/math-mania/9-space/play'), WAIT);
    expect(bodies.unlock_premium_category).toEqual([{ category: 9 }]);
    expect(sessionStore.get().user?.coins).toBe(30);
  });

  it("says 'You Don't have enough coins' when the server refuses the unlock", async () => {
    serve({
      get_categories: () => [locked],
      unlock_premium_category: () => {
        throw { status: 409, code: 'NOT_ENOUGH_COINS', message: "You Don't have enough coins" };
      },
    });
    renderMode('math_mania', '/math-mania');
    await userEvent.click(await screen.findByTestId('locked-category', {}, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect((await within(dialog).findByRole('alert', {}, WAIT)).textContent).toContain("You Don't have enough coins");
  });

  it('lists the downloaded categories of its own type when the network fails', async () => {
    await storeSoloPack({ type: 'math_mania', category: { ...science, id: 12, slug: 'algebra', name: 'Algebra' }, subcategories: [], seconds_per_question: 30, questions: [], passages: [] });
    await storeSoloPack({ type: 'true_false', category: { ...science, id: 13, slug: 'myths', name: 'Myths' }, subcategories: [], seconds_per_question: 30, questions: [], passages: [] });
    serve({ get_categories: network });
    renderMode('math_mania', '/math-mania');
    await settle();
    expect(await screen.findByText('From your downloads: the categories on this device.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Algebra/ }).getAttribute('href')).toBe('/math-mania/12-algebra/play');
    expect(screen.queryByText('Myths')).toBeNull();
  });
});

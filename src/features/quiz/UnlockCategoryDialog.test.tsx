/**
 * Unlocking a premium category from the categories screen, by keyboard: the locked card shows its
 * price and opens the dialog with the player's balance; confirming spends through
 * unlock_premium_category, updates the session's coins and opens the category; too few coins says
 * so with the way to earn more; offline, the dialog says unlocking needs a connection and cannot
 * confirm. A locked category's topics list without their levels and offer the same unlock.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PlayerCategory, UnlockResult } from '../../../contract/api/quiz';
import { setForcedOffline } from '../../lib/connectivity/connectivity';
import { i18n } from '../../lib/i18n/i18n';
import { sessionStore } from '../../lib/session/session-store';
import { fakeApiFetch, type FakeAction } from '../../offline/packs/test-platform';
import { CategoriesScreen } from './CategoriesScreen';
import { SubcategoriesScreen } from './SubcategoriesScreen';
import { UnlockCategoryDialog } from './UnlockCategoryDialog';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

/** vi.waitFor gives up after 1 s by default; a busy CI machine can take longer. */
const WAIT = { timeout: 5_000 };

const base = { icon: '🎨', description: '', language_id: 1, no_of_subcategories: 2, no_of_questions: 42 };
const free: PlayerCategory = { ...base, id: 1, slug: 'general-knowledge', name: 'General Knowledge', is_premium: false, coins: 0, has_unlocked: false };
const locked: PlayerCategory = { ...base, id: 8, slug: 'arts-literature', name: 'Arts & Literature', is_premium: true, coins: 20, has_unlocked: false };

/** The signed-in subscriber (test-session.ts) has 50 coins and a score of 100. */
const BALANCE = 50;

let unlockBodies: Record<string, unknown>[];

function serve(unlock: FakeAction) {
  unlockBodies = [];
  const fetchMock = fakeApiFetch({
    get_categories: () => [free, locked],
    unlock_premium_category: (body) => {
      unlockBodies.push(body);
      return unlock(body);
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCategories() {
  const location = memoryLocation({ path: '/quiz-zone', record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <Route path="/quiz-zone" component={CategoriesScreen} />
      </Router>
    </I18nextProvider>,
  );
  return location;
}

const unlocked = (coins: number): UnlockResult => ({ category: locked.id, has_unlocked: true, charged: BALANCE - coins, already_unlocked: false, coins, all_time_score: 100 });

setUpSignedInScreenTests(() => {
  setForcedOffline(false);
});

describe('unlocking a premium category', () => {
  it('shows a locked category with its price as a button, and a free one as a link', async () => {
    serve(() => unlocked(30));
    renderCategories();
    const card = await screen.findByRole('button', { name: /Arts & Literature/ });
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(card).getByText('Locked: unlock for 20 coins')).toBeTruthy();
    expect(screen.getByRole('link', { name: /General Knowledge/ }).getAttribute('href')).toBe('/quiz-zone/1-general-knowledge');
    expect(screen.queryByRole('link', { name: /Arts & Literature/ })).toBeNull();
  });

  it('asks before spending, by keyboard: Escape closes and gives focus back, nothing is charged', async () => {
    const fetchMock = serve(() => unlocked(30));
    renderCategories();
    const user = userEvent.setup();
    const card = await screen.findByRole('button', { name: /Arts & Literature/ });
    card.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Unlock Arts & Literature for 20 coins?' });
    expect(within(dialog).getByTestId('unlock-balance').textContent).toBe('You have 50 coins.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
    expect(fetchMock.calls.filter((url) => url.includes('unlock_premium_category'))).toEqual([]);
  });

  it('unlocks on confirm: the session keeps the coins the server says are left, and the category opens', async () => {
    serve(() => unlocked(30));
    const location = renderCategories();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: /Arts & Literature/ })).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Unlock');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/quiz-zone/8-arts-literature'), WAIT);
    expect(unlockBodies).toEqual([{ category: 8 }]);
    expect(sessionStore.get().user).toMatchObject({ coins: 30, all_time_score: 100 });
  });

  it('says when the coins are not enough, with the way to earn more, and keeps the session and the screen', async () => {
    serve(() => {
      throw { status: 409, code: 'NOT_ENOUGH_COINS', message: "You Don't have enough coins" };
    });
    const location = renderCategories();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Arts & Literature/ }));
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("You Don't have enough coins");
    expect(within(alert).getByRole('link', { name: 'How to earn coins' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(sessionStore.get().user?.coins).toBe(BALANCE);
    expect(location.history?.at(-1)).toBe('/quiz-zone');
  });

  it('tells a player whose balance is short before they try', async () => {
    serve(() => unlocked(0));
    render(
      <I18nextProvider i18n={i18n}>
        <UnlockCategoryDialog category={{ ...locked, coins: 80 }} onCancel={() => undefined} onUnlocked={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByText('You need 30 coins more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to earn coins' })).toBeTruthy();
  });

  it('offline, says unlocking needs a connection and cannot confirm', async () => {
    const fetchMock = serve(() => unlocked(30));
    act(() => setForcedOffline(true));
    const onUnlocked = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <UnlockCategoryDialog category={locked} onCancel={() => undefined} onUnlocked={onUnlocked} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Unlocking needs an internet connection.');
    const confirm = screen.getByRole('button', { name: 'Unlock' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(confirm);
    expect(fetchMock.calls).toEqual([]);
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it("lists a locked category's topics without their levels, and opens them once unlocked there", async () => {
    let isUnlocked = false;
    const topic = { id: 21, category_id: locked.id, slug: 'books-and-authors', name: 'Books & Authors', no_of_questions: 21, max_level: 3 };
    vi.stubGlobal(
      'fetch',
      fakeApiFetch({
        // The server lists a premium topic's pack once it is unlocked; the screen must not offer it before.
        get_offline_packs: () => [{ id: 'quiz_zone:subcategory:21', kind: 'quiz_zone', title: 'Books & Authors', group: locked.name, version: 'v1', bytes: 2048, media_count: 0, item_count: 21 }],
        get_subcategory_by_maincategory: () => ({ category: { ...locked, has_unlocked: isUnlocked }, subcategories: [topic] }),
        unlock_premium_category: () => {
          isUnlocked = true;
          return unlocked(30);
        },
      }),
    );
    const location = memoryLocation({ path: '/quiz-zone/8-arts-literature' });
    render(
      <I18nextProvider i18n={i18n}>
        <Router hook={location.hook}>
          <Route path="/quiz-zone/:category" component={SubcategoriesScreen} />
        </Router>
      </I18nextProvider>,
    );
    expect(await screen.findByText('This premium category is locked. Unlock it for 20 coins to play its levels and download its topics.')).toBeTruthy();
    expect(screen.getByText('Books & Authors')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Books & Authors/ })).toBeNull();
    // The pack list and the device's stored packs take a moment to arrive: given it, still no download is offered.
    await expect(screen.findByRole('button', { name: /Download/ }, { timeout: 1_000 })).rejects.toThrow();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlock' }));
    const link = await screen.findByRole('link', { name: /Books & Authors/ });
    expect(link.getAttribute('href')).toBe('/quiz-zone/8-arts-literature/21-books-and-authors');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/This premium category is locked/)).toBeNull();
    expect(await screen.findByRole('button', { name: /Download/ })).toBeTruthy();
    expect(sessionStore.get().user?.coins).toBe(30);
  });
});

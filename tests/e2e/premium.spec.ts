/**
 * Premium categories end to end, by keyboard: the demo subscriber (the welcome bonus is 25 coins;
 * earlier specs of the suite may have added more) finds the seed's premium category locked with its
 * price, unlocks it from the Categories screen through the confirm dialog, sees the coins go, and
 * opens the category down to a level's first question. The history names the unlock.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations, waitForScreen } from './a11y';
import { headerNumbers, serverNumbers, signIn } from './helpers';

const subscriber = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };
/** The seed's premium category and its price (server/seed/content/quiz-zone/en/08-arts-literature.json, premium_coins). */
const PREMIUM = 'Arts & Literature';
const PRICE = 20;

/** The premium category's id, from get_categories with a session of its own. */
async function premiumCategoryId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/user_login', { data: subscriber });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const list = ((await (await request.post('/api/get_categories', { data: {}, headers })).json()) as { data: { id: number; name: string }[] }).data;
  await request.post('/api/logout', { data: {}, headers });
  const found = list.find((c) => c.name === PREMIUM);
  if (!found) throw new Error(`no ${PREMIUM} category`);
  return found.id;
}

/** Presses Tab until `target` has focus, as a keyboard user would walk the page to it. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${most} presses`);
}

test('a subscriber unlocks the premium category from the Categories screen by keyboard, pays its price once and can open it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/$/);
  const before = await serverNumbers(request, subscriber.email, subscriber.password);
  expect(before.coins, 'the welcome bonus pays for the demo category').toBeGreaterThanOrEqual(PRICE);

  await page.goto('/quiz-zone');
  await waitForScreen(page);
  const grid = page.getByRole('list', { name: 'Quiz Zone' });
  // Locked: a button showing the price, not a link into the category.
  const locked = grid.getByRole('button', { name: new RegExp(PREMIUM) });
  await expect(locked).toContainText(`Locked: unlock for ${PRICE} coins`);
  await expect(grid.getByRole('link', { name: new RegExp(PREMIUM) })).toHaveCount(0);
  await expectNoA11yViolations(page, 'categories with a locked premium category');

  // Its topics can be browsed by address, without their levels, with the way to unlock it.
  await page.goto(`/quiz-zone/${await premiumCategoryId(request)}-arts-literature`);
  await waitForScreen(page);
  await expect(page.getByText(`This premium category is locked. Unlock it for ${PRICE} coins`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Unlock' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Books & Authors')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Books & Authors/ })).toHaveCount(0);
  await expectNoA11yViolations(page, 'a locked premium category\'s topics');
  await page.goto('/quiz-zone');
  await waitForScreen(page);

  // Keyboard only: walk to the card, open the dialog, Escape leaves it unpaid.
  await tabTo(page, locked);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Unlock ${PREMIUM} for ${PRICE} coins?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('unlock-balance')).toHaveText(`You have ${before.coins} coins.`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoA11yViolations(page, 'the unlock dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(locked).toBeFocused();
  expect((await serverNumbers(request, subscriber.email, subscriber.password)).coins).toBe(before.coins);

  // Again, and confirm: Tab from Cancel to Unlock, Enter.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Unlock' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The category opens, its topics are links now, and the coins are gone from the header and the server alike.
  await expect(page).toHaveURL(/\/quiz-zone\/\d+-arts-literature$/);
  await waitForScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(PREMIUM) })).toBeVisible();
  const after = { coins: before.coins - PRICE, score: before.score };
  await expect.poll(() => headerNumbers(page)).toEqual(after);
  expect(await serverNumbers(request, subscriber.email, subscriber.password)).toEqual(after);
  await expectNoA11yViolations(page, 'the unlocked premium category');

  const topic = page.getByRole('main').getByRole('link', { name: /Books & Authors/ });
  await tabTo(page, topic);
  await page.keyboard.press('Enter');
  await waitForScreen(page);
  const levelOne = page.getByRole('link', { name: /Level 1, Play/ });
  await tabTo(page, levelOne);
  await page.keyboard.press('Enter');
  // A level of the demo content has 10 questions (docs/CONTENT.md).
  await expect(page.getByText('1 / 10')).toBeVisible();
  await expect(page.locator('h1.play__question')).not.toBeEmpty();

  // Back on the categories, it is a way in, and the history names what the coins bought.
  await page.goto('/quiz-zone');
  await expect(page.getByRole('list', { name: 'Quiz Zone' }).getByRole('link', { name: new RegExp(PREMIUM) })).toBeVisible();
  await page.goto('/profile/coin-history');
  await waitForScreen(page);
  await expect(page.getByRole('list', { name: 'Coin history entries' }).getByRole('listitem').first()).toContainText(`Premium category unlocked: ${PREMIUM}`);
  await expect(page.getByRole('list', { name: 'Coin history entries' }).getByRole('listitem').first()).toContainText(`−${PRICE} coins`);
});

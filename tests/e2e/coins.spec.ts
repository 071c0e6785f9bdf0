/**
 * The coin history: a subscriber plays a ranked Quiz Zone level, opens Coin history from the
 * profile and finds the round's entry and the welcome bonus; offline, the pages seen online come
 * back from the service worker's cache with the day they were saved, and a page never seen says it
 * is not on the device. The suite shares one database: this spec plays History / Ancient World
 * level 1, which no other spec plays (play.spec.ts needs Everyday Facts' level 1 unplayed).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, waitForScreen } from './a11y';
import { signIn } from './helpers';
import { offlineSwitch, waitForServiceWorkerControl } from './offline-helpers';
import { answerRound, demoSubscriber, levelKey, topicLevels } from './quiz-rounds';

const TOPIC = 'Ancient World';

/** From anywhere in the app: the header's account link, then the profile's Coin history link. */
async function openCoinHistory(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Profile of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Coin history' }).click();
  await expect(page).toHaveURL(/\/profile\/coin-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coin history' })).toBeVisible();
}

const entries = (page: Page) => page.getByRole('list', { name: 'Coin history entries' }).getByRole('listitem');

test('the coin history shows a round just played and the welcome bonus, and what was seen online comes back offline', async ({ page, context, request }) => {
  // A round of ten server-checked answers, then the history online and offline.
  test.setTimeout(120_000);
  const network = await offlineSwitch(context);
  const key = levelKey(await topicLevels(request, TOPIC), 1);

  await page.goto('/auth/login');
  await signIn(page, demoSubscriber.email, demoSubscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorkerControl(page);

  await page.getByRole('link', { name: 'Quiz Zone', exact: true }).first().click();
  await page.getByRole('link', { name: /History/ }).click();
  await page.getByRole('link', { name: new RegExp(TOPIC) }).click();
  await page.getByRole('link', { name: /Level 1, Play/ }).click();
  await answerRound(page, key);
  await expect(page.getByRole('heading', { name: 'Level 1 complete' })).toBeVisible();
  const earned = await page.locator('.result__earned').innerText();
  const coins = Number(/\+(\d+) coins?/.exec(earned)?.[1]);
  const score = Number(/\+(\d+) score/.exec(earned)?.[1]);
  expect(coins).toBeGreaterThan(0);

  await openCoinHistory(page);
  await waitForScreen(page);
  // The round just played is the newest Quiz Zone entry (badges it earned are booked after it in the
  // same transaction, so newest first they come before it), named in the interface language, with
  // what it earned.
  const round = entries(page).filter({ hasText: 'Quiz Zone level' }).first();
  await expect(round).toBeVisible();
  await expect(round).toContainText(`+${coins} coins`);
  await expect(round).toContainText(`+${score} score`);
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ entr/ })).toBeVisible();
  await expectNoA11yViolations(page, 'coin history');

  await page.getByLabel('Show').selectOption({ label: 'Bonuses' });
  await expect(entries(page).filter({ hasText: 'Welcome bonus' })).toHaveCount(1);
  await expect(entries(page).filter({ hasText: 'Welcome bonus' })).toContainText('+25 coins');

  // Offline: both lists seen online are the worker's stored copies, said with the day saved.
  await network.set(true);
  await page.getByRole('link', { name: 'My profile' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Coin history' }).click();
  await expect(page.getByText(/^Saved on .+\. Your newest entries show once you are back online\.$/)).toBeVisible();
  await expect(entries(page).filter({ hasText: 'Quiz Zone level' }).first()).toContainText(`+${coins} coins`);
  await page.getByLabel('Show').selectOption({ label: 'Bonuses' });
  await expect(entries(page).filter({ hasText: 'Welcome bonus' })).toHaveCount(1);
  // A list never loaded online is not on the device: it says so, with no spinner left turning.
  await page.getByLabel('Show').selectOption({ label: 'Refunds' });
  await expect(page.getByRole('heading', { name: 'Not saved on this device yet' })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expectNoA11yViolations(page, 'coin history offline');

  // Back online, the list loads by itself.
  await network.set(false);
  await expect(page.getByRole('heading', { name: 'Nothing of this kind yet' })).toBeVisible();
});

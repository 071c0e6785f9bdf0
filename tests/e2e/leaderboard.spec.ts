/**
 * The leaderboards end to end: a subscriber plays a ranked Quiz Zone level, opens the leaderboard
 * from the home greeting and finds their own rank and score on today's board, this month's and the
 * all-time one, each moved by the round; the tabs work from the keyboard and stay in the address;
 * offline the boards seen come back from the service worker's cache with their age. The suite shares
 * one database: this spec plays Sports / Ball Sports level 1, which no other spec plays (play.spec.ts
 * plays Everyday Facts, coins.spec.ts Ancient World, offline-sync.spec.ts Capitals & Countries,
 * a11y.spec.ts the last category and topic, badges.spec.ts the first pack after Everyday Facts).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations, waitForScreen } from './a11y';
import { signIn } from './helpers';
import { offlineSwitch, waitForServiceWorkerControl } from './offline-helpers';
import { answerRound, asPlayer, demoSubscriber, levelKey, topicLevels } from './quiz-rounds';

const TOPIC = 'Ball Sports';
const BOARDS = [
  ['daily', 'get_daily_leaderboard', 'Today'],
  ['monthly', 'get_monthly_leaderboard', 'This month'],
  ['global', 'get_globle_leaderboard', 'All time'],
] as const;
type Kind = (typeof BOARDS)[number][0];

interface Standing {
  readonly rank: number | null;
  readonly score: number;
}

/** The subscriber's own row on each board, as the server has it now. */
function standings(request: APIRequestContext): Promise<Record<Kind, Standing>> {
  return asPlayer(request, demoSubscriber, async (call) => {
    const read = async (action: string) => (await call<{ me: Standing }>(action, { offset: 0, limit: 20 })).me;
    return { daily: await read(BOARDS[0][1]), monthly: await read(BOARDS[1][1]), global: await read(BOARDS[2][1]) };
  });
}

const ownRow = (page: Page) => page.getByRole('list', { name: 'Players, best score first' }).locator('.board-row--own');

/** The own row of the board shown says the rank and the score. */
async function expectOwnStanding(page: Page, standing: Standing): Promise<void> {
  if (standing.rank === null) throw new Error('the round should have ranked the player');
  await expect(ownRow(page)).toHaveCount(1);
  await expect(ownRow(page).locator('.board-row__rank')).toHaveText(`Rank ${standing.rank}`);
  await expect(ownRow(page).locator('.board-row__score')).toHaveText(`Score ${standing.score.toLocaleString('en')}`);
  await expect(ownRow(page)).toContainText('You');
}

test('a ranked round puts the player on the three boards; tabs by keyboard; offline the boards come back from the cache with their age', async ({ page, context, request }) => {
  // A round of server-checked answers, then three boards online, a reload and the boards offline.
  test.setTimeout(150_000);
  const network = await offlineSwitch(context);
  const levels = await topicLevels(request, TOPIC);
  const before = await standings(request);

  await page.goto('/auth/login');
  await signIn(page, demoSubscriber.email, demoSubscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorkerControl(page);

  await page.goto(levels.path(1));
  await answerRound(page, levelKey(levels, 1));
  // On a busy machine the sheet's answer can miss the card's wait and arrive with the next sync.
  await expect(page.getByRole('heading', { name: 'Level 1 complete' })).toBeVisible({ timeout: 45_000 });
  const earned = Number(/\+(\d+) score/.exec(await page.locator('.result__earned').innerText())?.[1]);
  expect(earned).toBeGreaterThan(0);
  const after = await standings(request);
  for (const [kind] of BOARDS) expect(after[kind].score, `${kind} board`).toBe(before[kind].score + earned);

  // From the home greeting to today's board.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await page.getByRole('main').getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await waitForScreen(page);
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expectOwnStanding(page, after.daily);
  await expect(page.getByText(/^Resets in (\d+ hr)?( ?\d+ min)?$/)).toBeVisible();
  await expectNoA11yViolations(page, 'leaderboard');

  // The tabs from the keyboard: the board and the address follow.
  await page.getByRole('tab', { name: 'Today' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'This month' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'This month' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/leaderboard\?board=monthly$/);
  await expect(page.getByRole('tabpanel', { name: 'This month' })).toBeVisible();
  await expectOwnStanding(page, after.monthly);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'All time' })).toBeFocused();
  await expect(page).toHaveURL(/\/leaderboard\?board=global$/);
  await expectOwnStanding(page, after.global);
  await expect(page.getByText('All-time scores never reset.')).toBeVisible();
  await expectNoA11yViolations(page, 'leaderboard, all time');

  // A reload keeps the tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
  await expectOwnStanding(page, after.global);
  await page.getByRole('tab', { name: 'All time' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Today' })).toBeFocused();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expectOwnStanding(page, after.daily);

  // Offline: the boards seen online are the worker's stored copies, said with their age; the own
  // standing is the one they were saved with.
  await network.set(true);
  await page.getByRole('link', { name: /^Profile of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  const saved = /^Saved (this minute|\d+ min\. ago)\. The newest scores show once you are back online\.$/;
  await expect(page.getByText(saved)).toBeVisible();
  await expectOwnStanding(page, after.daily);
  await page.getByRole('tab', { name: 'This month' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expectOwnStanding(page, after.monthly);
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expectNoA11yViolations(page, 'leaderboard offline');

  // Back online, the board is read again: the note goes.
  await network.set(false);
  await expect(page.getByText(saved)).toHaveCount(0);
  await expectOwnStanding(page, after.monthly);
});

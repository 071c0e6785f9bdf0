/**
 * Coins, score and badges offline (issue 11): a signed-in player downloads a topic, goes offline and
 * plays two of its levels. The header, the round's card, the profile and the badges screen keep the
 * server's last figures and say that two rounds wait to sync, coins and score not final; back
 * online, the outbox flushes, the mark goes and the header shows the server's new coins.
 *
 * The suite shares one database. This spec plays as the demo admin, whom no other spec plays with
 * (they play as the demo subscriber), so its practice allowance for the day and its levels of
 * Capitals & Countries are untouched: two perfect practice rounds earn coins (10 each by default,
 * within the 20 a day).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, waitForScreen } from './a11y';
import { demoAdmin, headerNumbers, serverNumbers, signIn } from './helpers';
import { downloadPacks, localOpIds, offlineSwitch, waitForServiceWorkerControl } from './offline-helpers';
import { answerRound, levelKey, topicLevels } from './quiz-rounds';

const TOPIC = 'Capitals & Countries';

/** Answers the round on screen from the pack with the key, by keyboard, to the saved card. */
async function playPerfectly(page: Page, key: ReadonlyMap<string, number>): Promise<void> {
  await answerRound(page, key);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved on this device' })).toBeVisible();
}

const headerMark = (page: Page) => page.locator('.user-stats').getByTestId('pending-rounds');

test('offline rounds show as waiting beside the server’s figures, and the server’s new coins replace them after the sync', async ({ page, context, request }) => {
  // Downloads, two offline rounds of ten answers, four screens and a sync.
  test.setTimeout(150_000);
  const levels = await topicLevels(request, TOPIC, demoAdmin);
  const [level1, level2] = [levelKey(levels, 1), levelKey(levels, 2)];
  const network = await offlineSwitch(context);

  await page.goto('/auth/login');
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorkerControl(page);
  await downloadPacks(page, [TOPIC]);
  // The badges screen once online, so the worker keeps a copy for offline.
  await page.goto('/profile/badges');
  await expect(page.getByText(/^\d+ of 15 earned$/)).toBeVisible();

  const before = await serverNumbers(request, demoAdmin.email, demoAdmin.password);
  await page.goto('/');
  await expect.poll(() => headerNumbers(page)).toEqual(before);
  await expect(headerMark(page)).toHaveCount(0);

  // Offline: two perfect rounds from the download.
  await network.set(true);
  await page.reload();
  await expect(page.getByText(/You are offline/).first()).toBeVisible();
  await page.goto('/quiz-zone');
  await page.getByRole('link', { name: /Geography/ }).click();
  await page.getByRole('link', { name: /Capitals & Countries/ }).click();
  await page.getByRole('link', { name: /Level 1, Play/ }).click();
  await playPerfectly(page, level1);
  // The round's card: the server's last totals, and the round not in them.
  const savedNote = page.getByRole('main').getByTestId('pending-rounds');
  await expect(savedNote).toHaveText(`The server last gave you ${before.coins} coins and a score of ${before.score.toLocaleString('en')}. 1 round waiting to sync, coins and score not final.`);
  await expect(headerMark(page)).toContainText('1 round waiting to sync, coins and score not final');

  // The device opened level 2 (a perfect round passes): the next round waits too.
  await page.getByRole('link', { name: 'Next level' }).click();
  await playPerfectly(page, level2);
  await expect(savedNote).toContainText('2 rounds waiting to sync, coins and score not final.');
  expect(await localOpIds(page)).toHaveLength(2);

  // The header: the server's figures unchanged, with the mark; screen readers hear it whole.
  await expect(headerMark(page)).toHaveAttribute('title', '2 rounds waiting to sync, coins and score not final');
  await expect(headerMark(page).locator('.visually-hidden')).toHaveText('2 rounds waiting to sync, coins and score not final');
  expect(await headerNumbers(page)).toEqual(before);

  // The profile says it under the coins and score, which stay the server's.
  await page.getByRole('link', { name: /^Profile of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('main').getByTestId('pending-rounds')).toHaveText(
    "2 rounds waiting to sync. Coins and score are the server's last figures; what rounds on this device earn is added once the server has scored them.",
  );
  await waitForScreen(page);
  await expectNoA11yViolations(page, 'profile with rounds waiting');

  // The badges screen: the stored list with its age, and the badges these rounds may earn come later.
  await page.goto('/profile/badges');
  await expect(page.getByText(/^Saved on .+\. Badges earned since then show once you are back online\.$/)).toBeVisible();
  await expect(page.getByRole('main').getByTestId('pending-rounds')).toHaveText(
    '2 rounds waiting to sync. Badges earned in rounds on this device appear here once the server has scored them.',
  );
  await expect(page.getByText(/^\d+ of 15 earned$/)).toBeVisible();
  await waitForScreen(page);
  await expectNoA11yViolations(page, 'badges offline with rounds waiting');

  // Online: the outbox flushes, the mark goes, the header shows the server's new coins.
  await network.set(false);
  await expect(headerMark(page)).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => localOpIds(page), { timeout: 30_000 }).toEqual([]);
  await expect(page.getByRole('main').getByTestId('pending-rounds')).toHaveCount(0);
  const after = await serverNumbers(request, demoAdmin.email, demoAdmin.password);
  // Practice earns coins (the day's allowance was untouched), never score.
  expect(after.coins).toBeGreaterThan(before.coins);
  expect(after.score).toBe(before.score);
  await expect.poll(() => headerNumbers(page), { timeout: 15_000 }).toEqual(after);
  // The stored list was replaced by the server's, read again once online.
  await expect(page.getByText(/^Saved on /)).toHaveCount(0);
});

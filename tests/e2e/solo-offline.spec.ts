/**
 * Two solo modes offline, end to end: a new player downloads the True & False category 'Nature &
 * Animals' and the Guess The Word category 'Food' from /downloads, the browser goes offline, and
 * both are played from the downloads (True & False with Reset time and Skip, applied from the
 * pack's key; Guess The Word typed on the keyboard and built with the pointer). Each result says it
 * is saved on the device and will sync as practice. Back online, the outbox sends both sheets,
 * the screen turns into the server's practice result (no score, coins within the day's practice
 * allowance), and the server's coins, history and applied ops say the same. Only this spec plays
 * these two categories offline, with an account of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PRACTICE_DAILY_COINS } from '../../contract/quiz/rules';
import { headerNumbers, serverNumbers, newPlayer } from './helpers';
import { appliedOpIds, downloadPacks, localOpIds, offlineSwitch, syncChip, waitForServiceWorkerControl } from './offline-helpers';
import { asPlayer } from './quiz-rounds';
import { badgeRewards, choose, atQuestion, expectVerdictAndGoOn, lifeline, lifelinePrice, questionById, questionSection, resetTime, readResult, signInAs, soloPackQuestions, type SoloPackKey } from './solo-helpers';

const TRUE_FALSE = 'Nature & Animals';
const WORDS = 'Food';
const WORDS_TOPIC = 'Fruit & Vegetables';
const ROUND = 10;

/** The device's word on saving a pack's round: it syncs as practice. */
async function expectSavedAsPractice(page: Page, correct: number, total: number): Promise<void> {
  // Offline is known at once: no wait for a server that cannot answer.
  await expect(page.getByRole('heading', { level: 1, name: 'Saved on this device' })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText('Played from a download: it will reach the server when you are back online and count as practice.')).toBeVisible();
  await expect(page.getByTestId('device-tally')).toHaveText(`On this device: ${correct} of ${total} correct (${Math.round((correct / total) * 100)}%).`);
}

/** True & False from the download: Reset time on question 2, Skip on question 3, every other answer right. */
async function playTrueFalse(page: Page, key: SoloPackKey): Promise<{ spent: number }> {
  await page.goto('/quiz-play/true-and-false-play');
  await expect(page.getByText('From your downloads: the categories on this device.')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(TRUE_FALSE) }).click();
  await atQuestion(page, 1, ROUND);
  // Known offline: the layout's banner says so, once.
  await expect(page.locator('.offline-banner')).toHaveCount(1);
  const section = questionSection(page);
  let spent = 0;
  for (let n = 1; n <= ROUND; n++) {
    await atQuestion(page, n, ROUND);
    const question = await questionById(page, key);
    await expect(section.locator('.play__options button')).toHaveCount(2);
    await expect(section.locator('.play__options button').first()).toHaveText('True');
    if (n === 2) {
      const price = await lifelinePrice(page, 'reset_time');
      await expect(lifeline(page, 'reset_time')).toContainText(`${price} coins, taken when your round syncs`);
      await resetTime(page, 'Reset time used. Its coins are taken when your round syncs.');
      spent += price;
    }
    if (n === 3) {
      spent += await lifelinePrice(page, 'skip');
      await lifeline(page, 'skip').click();
      continue;
    }
    const how = n % 2 === 1 ? 'keyboard' : 'pointer';
    await choose(page, question.answer, how);
    await expectVerdictAndGoOn(page, 'Correct!', n === ROUND, how);
  }
  await expectSavedAsPractice(page, ROUND - 1, ROUND - 1);
  return { spent };
}

/** Guess The Word from the download: odd words typed (letters, then Enter), even ones built from the tiles with the pointer. */
async function playWords(page: Page, key: SoloPackKey): Promise<void> {
  await page.goto('/guess-the-word');
  await page.getByRole('link', { name: new RegExp(WORDS) }).click();
  await expect(page.getByText('From your downloads: the topics on this device.')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(WORDS_TOPIC) }).click();
  const section = questionSection(page);
  for (let n = 1; n <= ROUND; n++) {
    await atQuestion(page, n, ROUND);
    const question = await questionById(page, key);
    const word = question.answer_text ?? '';
    expect(word).not.toBe('');
    await expect(section.getByRole('list', { name: `The word: ${word.length} letters` })).toBeVisible();
    if (n % 2 === 1) {
      await page.keyboard.type(word);
      await page.keyboard.press('Enter');
    } else {
      const tiles = section.getByRole('list', { name: 'Letters to use' });
      for (const letter of word) await tiles.getByRole('button', { name: letter, exact: true }).and(page.locator(':enabled')).first().click();
      await section.getByRole('button', { name: 'Check the word' }).click();
    }
    await expectVerdictAndGoOn(page, 'Correct!', n === ROUND, n % 2 === 1 ? 'keyboard' : 'pointer');
  }
  await expectSavedAsPractice(page, ROUND, ROUND);
}

test('True & False and Guess The Word played offline from downloads, then synced as practice', async ({ context, page, request }) => {
  test.setTimeout(120_000);
  const player = await newPlayer(request, 'Offline Player');
  const before = await serverNumbers(request, player.email, player.password);
  const rewardsBefore = await badgeRewards(request, player);
  const opsBefore = new Set(await appliedOpIds(request, player));
  const trueFalseKey = await soloPackQuestions(request, player, TRUE_FALSE);
  const wordsKey = await soloPackQuestions(request, player, WORDS);

  await signInAs(page, player);
  await waitForServiceWorkerControl(page);
  await downloadPacks(page, [TRUE_FALSE, WORDS]);

  const network = await offlineSwitch(context);
  await network.set(true);
  await page.reload();
  await expect(page.getByText(/You are offline/).first()).toBeVisible();

  const { spent } = await playTrueFalse(page, trueFalseKey);
  await playWords(page, wordsKey);
  const made = await localOpIds(page);
  expect(made).toHaveLength(2);
  await expect(syncChip(page)).toContainText('2 waiting');

  // Back online: the outbox sends both sheets, and the saved round on screen becomes the server's result.
  await network.set(false);
  await expect(page.getByRole('heading', { level: 1, name: /: your result$/ })).toBeVisible({ timeout: 30_000 });
  await expect(syncChip(page)).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });
  expect(await localOpIds(page)).toEqual([]);
  const after = (await appliedOpIds(request, player)).filter((id) => !opsBefore.has(id));
  expect(after.sort()).toEqual([...made].sort());

  const result = await readResult(page);
  expect(result).toMatchObject({ correct: ROUND, incorrect: 0, unanswered: 0, skipped: 0, scoreEarned: 0, coinsSpent: 0 });
  expect(result.coinsEarned).toBeLessThanOrEqual(DEFAULT_PRACTICE_DAILY_COINS);
  await expect(page.getByTestId('earning-notes')).toContainText(
    `Played from a download, this round counted as practice: no score, and coins only up to ${DEFAULT_PRACTICE_DAILY_COINS} coins a day.`,
  );

  // The server agrees: no score, the lifelines' price taken, and both rounds' coins within the practice allowance.
  const server = await serverNumbers(request, player.email, player.password);
  expect(server).toEqual({ coins: result.coins, score: result.score });
  expect(server.score).toBe(before.score);
  await expect.poll(() => headerNumbers(page)).toEqual(server);
  const rewards = (await badgeRewards(request, player)) - rewardsBefore;
  const earned = server.coins - before.coins + spent - rewards;
  expect(earned).toBeGreaterThanOrEqual(result.coinsEarned);
  expect(earned).toBeLessThanOrEqual(DEFAULT_PRACTICE_DAILY_COINS);
  // The coin history names each round as practice, with no score, and each lifeline's price.
  const history = await asPlayer(request, player, (call) => call<{ data: { coins: number; score: number; type: string; title: string }[] }>('get_tracker_data', { limit: 50 }));
  const entry = (title: string) => history.data.filter((e) => e.title === title).map((e) => ({ coins: e.coins, score: e.score }));
  const [trueFalse] = entry('Practice: True & False');
  expect(entry('Practice: True & False')).toHaveLength(1);
  expect(entry('Practice: Guess The Word')).toEqual([{ coins: result.coinsEarned, score: 0 }]);
  expect(trueFalse?.score).toBe(0);
  expect((trueFalse?.coins ?? 0) + result.coinsEarned).toBe(earned);
  const lifelines = history.data.filter((e) => e.type.startsWith('lifeline_')).map((e) => e.coins);
  expect(lifelines.reduce((sum, coins) => sum + coins, 0)).toBe(-spent);
  expect(lifelines).toHaveLength(2);
});

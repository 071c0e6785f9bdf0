/**
 * The Daily Quiz as a new player meets it (a fresh account: the daily quiz is once a day per
 * player): the dashboard, today's ten questions answered with the admin's key (today's set is in
 * no pack), all four lifelines bought from the server (50/50 and the audience poll excluding each
 * other on one question, a second 50/50 refused), the server-scored result, and then 'You have
 * Already Played' on the dashboard and on the play route, with the coins on screen equal to the
 * server's.
 */
import { expect, test, type Page } from '@playwright/test';
import { headerNumbers, serverNumbers, newPlayer } from './helpers';
import { adminKeyOf, answerQuestion, badgeCoins, pressLifeline, progress, questionTextAt, readResult, signInAs } from './solo-helpers';

const TOTAL = 10;

/** Seconds left on the question's clock (mm:ss). */
async function secondsLeft(page: Page): Promise<number> {
  const [m, s] = (await page.getByTestId('question-timer').innerText()).split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

test('daily quiz: dashboard, ten questions with all four lifelines, scored result, then You have Already Played', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request, 'dana daily');
  await signInAs(page, player);
  const start = await serverNumbers(request, player.email, player.password);
  await expect.poll(() => headerNumbers(page)).toEqual(start);
  const startBadges = await badgeCoins(request, player);

  await page.goto('/quiz-play/daily-quiz-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Quiz' })).toBeVisible();
  const facts = page.locator('.solo-facts dd');
  await expect(facts.nth(1)).toHaveText(String(TOTAL));
  await expect(facts.nth(2)).toHaveText('0 days');
  await expect(page.getByText('You have Already Played')).toHaveCount(0);
  await page.getByRole('link', { name: "Start today's quiz" }).click();
  await expect(page).toHaveURL(/\/quiz-play\/daily-quiz-dashboard\/play$/);

  const message = page.getByTestId('lifeline-message');
  const options = page.locator('.play__options button');
  for (let i = 1; i <= TOTAL; i++) {
    const question = await questionTextAt(page, i, TOTAL);
    if (i === 4) {
      // Skip leaves the question out of the score and moves straight on.
      await page.getByTestId('lifeline-skip').click();
      await expect(progress(page)).toHaveText(`Question 5 / ${TOTAL}`);
      await expect.poll(() => headerNumbers(page)).toEqual({ coins: start.coins - 14, score: start.score });
      continue;
    }
    const { answer } = await adminKeyOf(request, question);
    if (i === 1) {
      await page.getByTestId('lifeline-fifty_fifty').click();
      await expect(message).toHaveText('50/50 used.');
      await expect(page.locator('.play__options .option--removed')).toHaveCount(2);
      await expect(options.nth(answer)).toBeEnabled();
      await expect.poll(() => headerNumbers(page)).toEqual({ coins: start.coins - 4, score: start.score });
      // On the same question the audience poll is refused, in the spec's words, and costs nothing.
      await pressLifeline(page, 'audience_poll');
      await expect(message).toHaveText('Audience poll unavailable after 50/50.');
      await expect(page.locator('.option__poll')).toHaveCount(0);
    }
    if (i === 2) {
      await pressLifeline(page, 'fifty_fifty');
      await expect(message).toHaveText('Lifeline already used');
      await expect(page.locator('.play__options .option--removed')).toHaveCount(0);
      await page.getByTestId('lifeline-audience_poll').click();
      await expect(message).toHaveText('Audience poll used.');
      await expect(page.locator('.option__poll')).toHaveCount(4);
      await expect.poll(() => headerNumbers(page)).toEqual({ coins: start.coins - 8, score: start.score });
    }
    if (i === 3) {
      // Reset time gives the question its full time again: wait for the clock to move first.
      const full = await secondsLeft(page);
      await expect.poll(() => secondsLeft(page)).toBeLessThan(full);
      const before = await secondsLeft(page);
      await page.getByTestId('lifeline-reset_time').click();
      await expect(message).toHaveText('Reset time used.');
      await expect.poll(() => secondsLeft(page)).toBeGreaterThan(before);
      await expect.poll(() => headerNumbers(page)).toEqual({ coins: start.coins - 11, score: start.score });
    }
    await answerQuestion(page, answer, i % 2 === 1 ? 'keyboard' : 'pointer', 'Correct!', i === TOTAL);
  }

  const result = await readResult(page);
  expect(result).toMatchObject({ correct: 9, incorrect: 0, unanswered: 0, skipped: 1, coinsSpent: 14 });
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  expect(result.coinsEarned).toBeGreaterThan(0);
  expect(result.scoreEarned).toBeGreaterThan(0);
  // The totals: what the player had, less the lifelines, plus the round's coins and any new badge's reward.
  const badges = (await badgeCoins(request, player)) - startBadges;
  expect(result.coins).toBe(start.coins - 14 + result.coinsEarned + badges);
  expect(result.score).toBe(start.score + result.scoreEarned);
  const server = await serverNumbers(request, player.email, player.password);
  expect(server).toEqual({ coins: result.coins, score: result.score });
  await expect.poll(() => headerNumbers(page)).toEqual(server);
  // Today's set is played once: the result offers no replay.
  await expect(page.getByRole('button', { name: 'Play again' })).toHaveCount(0);

  // Back on the dashboard: played, with today's result and the streak started.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/quiz-play\/daily-quiz-dashboard$/);
  await expect(page.getByText('You have Already Played')).toBeVisible();
  await expect(page.getByTestId('daily-result')).toContainText(`You earned ${result.coinsEarned} coins and ${result.scoreEarned} points.`);
  // Ten served, one skipped: the skipped one leaves the percentage, and the sentence says so.
  await expect(page.getByTestId('daily-result')).toContainText('Today: 9 of 9 correct (100%). Skipped, not counted: 1 question.');
  await expect(facts.nth(2)).toHaveText('1 day');
  await expect(page.getByRole('link', { name: "Start today's quiz" })).toHaveCount(0);

  // Opening the play route again is refused in the spec's words, and pays nothing more.
  await page.goto('/quiz-play/daily-quiz-dashboard/play');
  await expect(page.getByRole('heading', { level: 1, name: 'You have Already Played' })).toBeVisible();
  expect(await serverNumbers(request, player.email, player.password)).toEqual(server);
  await expect.poll(() => headerNumbers(page)).toEqual(server);
});

/**
 * True & False as a new player plays it (a fresh account, so its coins are its own): a category
 * from the mode's list, then "All categories", each a round of ten answered with the key of the
 * mode's offline packs (keyboard on some, pointer on others). The mode allows Reset time and Skip
 * only: 50/50 answers 'This Lifeline is not allowed'. Each result is the server's, and the coins on
 * screen equal the server's after each round.
 */
import { expect, test, type Page } from '@playwright/test';
import { headerNumbers, serverNumbers, newPlayer } from './helpers';
import { answerQuestion, badgeCoins, keyOf, pressLifeline, progress, questionTextAt, readResult, signInAs, soloPackKey, type AnswerKey } from './solo-helpers';

const TOTAL = 10;

/** Plays a served round of ten; `lifeline` is used on question 2. Answers keyboard on odd questions, pointer on even ones. */
async function playRound(page: Page, key: AnswerKey, lifeline: 'reset_time' | 'skip'): Promise<void> {
  const message = page.getByTestId('lifeline-message');
  for (let i = 1; i <= TOTAL; i++) {
    const question = await questionTextAt(page, i, TOTAL);
    // Two big buttons, the language's two words, true first.
    await expect(page.locator('.play__options button')).toHaveText(['True', 'False']);
    if (i === 1) {
      await pressLifeline(page, 'fifty_fifty');
      await expect(message).toHaveText('This Lifeline is not allowed');
      await pressLifeline(page, 'audience_poll');
      await expect(message).toHaveText('This Lifeline is not allowed');
    }
    if (i === 2 && lifeline === 'skip') {
      await page.getByTestId('lifeline-skip').click();
      await expect(progress(page)).toHaveText(`Question 3 / ${TOTAL}`);
      continue;
    }
    if (i === 2) {
      await page.getByTestId('lifeline-reset_time').click();
      await expect(message).toHaveText('Reset time used.');
    }
    await answerQuestion(page, keyOf(key, question).answer, i % 2 === 1 ? 'keyboard' : 'pointer', 'Correct!', i === TOTAL);
  }
}

test('true & false: a category, then all categories, ranked, with Reset time and Skip', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request, 'tom truefalse');
  const key = await soloPackKey(request, player, 'true_false');
  await signInAs(page, player);
  const start = await serverNumbers(request, player.email, player.password);
  await expect.poll(() => headerNumbers(page)).toEqual(start);
  const badgesAtStart = await badgeCoins(request, player);

  // A category from the mode's list.
  await page.goto('/quiz-play/true-and-false-play');
  await expect(page.getByRole('heading', { level: 1, name: 'True & False' })).toBeVisible();
  await page.locator('a.quiz-card', { has: page.locator('.quiz-card__title', { hasText: /^Geography$/ }) }).click();
  await expect(page).toHaveURL(/\/quiz-play\/true-and-false-play\/\d+-tf-geography\/play$/);
  await playRound(page, key, 'reset_time');
  const first = await readResult(page);
  expect(first).toMatchObject({ correct: TOTAL, incorrect: 0, unanswered: 0, skipped: 0, coinsSpent: 3 });
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  expect(first.coinsEarned).toBeGreaterThan(0);
  expect(first.scoreEarned).toBeGreaterThan(0);
  const badgesAfterFirst = await badgeCoins(request, player);
  expect(first.coins).toBe(start.coins - 3 + first.coinsEarned + badgesAfterFirst - badgesAtStart);
  expect(first.score).toBe(start.score + first.scoreEarned);
  const afterFirst = await serverNumbers(request, player.email, player.password);
  expect(afterFirst).toEqual({ coins: first.coins, score: first.score });
  await expect.poll(() => headerNumbers(page)).toEqual(afterFirst);

  // Back to the list, and every category at once.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/quiz-play\/true-and-false-play$/);
  await page.getByRole('link', { name: /^All categories/ }).click();
  await expect(page).toHaveURL(/\/quiz-play\/true-and-false-play\/play$/);
  await playRound(page, key, 'skip');
  const second = await readResult(page);
  // The skipped question leaves the score: 9 of 9 is 100%.
  expect(second).toMatchObject({ correct: TOTAL - 1, incorrect: 0, unanswered: 0, skipped: 1, coinsSpent: 3 });
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  expect(second.scoreEarned).toBeGreaterThan(0);
  const badgesAfterSecond = await badgeCoins(request, player);
  expect(second.coins).toBe(afterFirst.coins - 3 + second.coinsEarned + badgesAfterSecond - badgesAfterFirst);
  expect(second.score).toBe(afterFirst.score + second.scoreEarned);
  const afterSecond = await serverNumbers(request, player.email, player.password);
  expect(afterSecond).toEqual({ coins: second.coins, score: second.score });
  await expect.poll(() => headerNumbers(page)).toEqual(afterSecond);
});

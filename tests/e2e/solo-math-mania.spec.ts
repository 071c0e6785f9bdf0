/**
 * Math Mania end to end: a new player, given coins by the admin, unlocks the premium 'Geometry &
 * Formulas' category from /math-mania through the unlock dialog and plays its round of ten: the
 * formulas are rendered by KaTeX with MathML for screen readers, every lifeline is bought once
 * (50/50, then the audience poll refused on that question, 50/50 again refused as used, the
 * audience poll, reset time), one answer is wrong on purpose, a question is bookmarked in play and
 * shows in the profile's bookmarks. The result's counts, coins spent and earned, and the totals
 * match the server and the header. Only this spec plays Math Mania's premium category.
 */
import { expect, test } from '@playwright/test';
import { headerNumbers, serverNumbers, newPlayer } from './helpers';
import { badgeRewards, choose, expectOnlyBookmarked, atQuestion, expectVerdictAndGoOn, grantCoins, lifeline, lifelinePrice, pressRefusedLifeline, questionById, questionSection, resetTime, readResult, signInAs, soloPackQuestions, type PackQuestion } from './solo-helpers';

const CATEGORY = 'Geometry & Formulas';
/** Its price (server/seed/content/math-mania/en/03-geometry-and-formulas.json, premium_coins). */
const PRICE = 40;
const ROUND = 10;

test('Math Mania: unlock the premium category with coins, play a round with lifelines, formulas read by screen readers', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request, 'Maths Player');
  // The welcome bonus alone does not pay for the category: the admin grants the rest.
  await grantCoins(request, player, 100);
  const start = await serverNumbers(request, player.email, player.password);
  const rewardsBefore = await badgeRewards(request, player);
  expect(start.coins).toBeGreaterThanOrEqual(PRICE + 20);

  // Locked, its pack (with the key) is not offered to the player.
  await expect(soloPackQuestions(request, player, CATEGORY)).rejects.toThrow(`no solo pack ${CATEGORY}`);

  await signInAs(page, player);
  await page.goto('/math-mania');
  const locked = page.getByRole('button', { name: new RegExp(CATEGORY) });
  await expect(locked).toContainText(`Locked: unlock for ${PRICE} coins`);
  await locked.click();
  const dialog = page.getByRole('dialog', { name: `Unlock ${CATEGORY} for ${PRICE} coins?` });
  await expect(dialog.getByText(`You have ${start.coins} coins.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();

  // Unlocked, the category's round starts at once.
  await expect(page).toHaveURL(/\/math-mania\/\d+-[\w-]+\/play$/);
  await atQuestion(page, 1, ROUND);
  const unlocked = start.coins - PRICE;
  await expect.poll(() => headerNumbers(page)).toEqual({ coins: unlocked, score: start.score });
  // Its pack, with the key, is the player's to download now that it is unlocked.
  const key = await soloPackQuestions(request, player, CATEGORY);

  // Formulas: KaTeX's HTML for the eye and its MathML for screen readers.
  const section = questionSection(page);
  await expect(section.locator('.katex').first()).toBeVisible();
  expect(await section.locator('.katex-mathml math').count()).toBeGreaterThan(0);

  const prices = {
    fifty: await lifelinePrice(page, 'fifty_fifty'),
    poll: await lifelinePrice(page, 'audience_poll'),
    reset: await lifelinePrice(page, 'reset_time'),
  };
  const message = page.getByTestId('lifeline-message');
  let bookmarked: PackQuestion | undefined;
  const wrongAt = 5;

  for (let n = 1; n <= ROUND; n++) {
    await atQuestion(page, n, ROUND);
    const question = await questionById(page, key);
    const how = n % 2 === 1 ? 'keyboard' : 'pointer';
    const options = section.locator('.play__options button');
    if (n === 1) {
      await lifeline(page, 'fifty_fifty').click();
      await expect(message).toHaveText('50/50 used.');
      await expect(section.locator('.option--removed')).toHaveCount(2);
      await expect(options.nth(question.answer)).toBeEnabled();
      // On the same question the poll is refused, and costs nothing.
      await pressRefusedLifeline(page, 'audience_poll');
      await expect(message).toHaveText('Audience poll unavailable after 50/50.');
    }
    if (n === 2) {
      await pressRefusedLifeline(page, 'fifty_fifty');
      await expect(message).toHaveText('Lifeline already used');
      await lifeline(page, 'audience_poll').click();
      await expect(message).toHaveText('Audience poll used.');
      await expect(section.locator('.option__poll')).toHaveCount(4);
    }
    if (n === 3) {
      // Let the clock run a little, then the reset gives the question its full time again.
      await resetTime(page, 'Reset time used.');
    }
    if (n === 4) {
      const toggle = section.getByTestId(`bookmark-${question.id}`);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(section.getByText('Bookmarked.')).toBeVisible();
      bookmarked = question;
    }
    const wrong = n === wrongAt;
    await choose(page, wrong ? (question.answer + 1) % question.options.length : question.answer, how);
    await expectVerdictAndGoOn(page, wrong ? 'Not quite.' : 'Correct!', n === ROUND, how);
  }

  await expect(page.getByRole('heading', { level: 1, name: /: your result$/ })).toBeVisible();
  const result = await readResult(page);
  const spent = prices.fifty + prices.poll + prices.reset;
  expect(result).toMatchObject({ correct: ROUND - 1, incorrect: 1, unanswered: 0, skipped: 0, coinsSpent: spent });
  expect(result.scoreEarned).toBeGreaterThan(0);
  expect(result.coinsEarned).toBeGreaterThan(0);
  // Every coin accounted for: the unlock, the lifelines, what the round earned, and the reward of
  // any badge it earned (a first finished round: Dashing Debut, named on the result).
  const rewards = (await badgeRewards(request, player)) - rewardsBefore;
  if (rewards > 0) await expect(page.locator('.result__badges')).toContainText('New badge');
  expect(result.coins).toBe(unlocked - spent + result.coinsEarned + rewards);
  expect(result.score).toBe(start.score + result.scoreEarned);
  const server = await serverNumbers(request, player.email, player.password);
  expect(server).toEqual({ coins: result.coins, score: result.score });
  await expect.poll(() => headerNumbers(page)).toEqual(server);
  // The review renders the formulas too.
  expect(await page.locator('.review .katex-mathml math').count()).toBeGreaterThan(0);

  if (!bookmarked) throw new Error('nothing was bookmarked');
  await expectOnlyBookmarked(page, bookmarked);
});

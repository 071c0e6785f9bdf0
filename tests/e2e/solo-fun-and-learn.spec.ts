/**
 * Fun & Learn through the UI: a new player finds a category, its passages, reads "The Heart" with
 * its picture, starts its five questions and answers them with the key of the category's offline
 * pack (keyboard for some, pointer for others). 50/50 takes two wrong options away and the
 * Audience poll is then refused on that question; 50/50 again says 'Lifeline already used'; Skip
 * leaves a question out. The result, the server and the header agree on the coins, and the
 * question bookmarked during play is in the profile's bookmarks.
 */
import { expect, test } from '@playwright/test';
import { headerNumbers, newPlayer } from './helpers';
import { accountNumbers, atQuestion, expectVerdictAndGoOn, expectBookmarked, expectResultBooked, pressRefusedLifeline, questionByText, readResult, signInAs, soloPack } from './solo-helpers';

test('Fun & Learn: read a passage with its picture, play its questions with 50/50 and Skip, result and coins booked, bookmark listed', async ({ page, request }) => {
  const player = await newPlayer(request, 'reader tester');
  const pack = await soloPack(request, 'The Human Body');
  const passage = pack.passages.find((p) => p.title === 'The Heart');
  if (!passage?.image_url || !passage.image_alt) throw new Error('The Heart, with its picture, is not in the pack');
  const total = pack.questions.filter((q) => q.passage_id === passage.id).length;
  expect(total).toBe(5);

  await signInAs(page, player);
  const before = await accountNumbers(request, player);
  await expect.poll(() => headerNumbers(page)).toEqual({ coins: before.coins, score: before.score });

  // Category, then its passages, then the reading screen with its picture.
  await page.getByRole('link', { name: /^Fun & Learn/ }).first().click();
  await expect(page).toHaveURL(/\/fun-and-learn$/);
  await page.getByRole('link', { name: /The Human Body/ }).click();
  const passages = page.getByRole('list', { name: 'Passages of The Human Body' });
  await expect(passages.getByRole('link')).toHaveCount(pack.passages.length);
  await passages.getByRole('link', { name: /The Heart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Heart' })).toBeVisible();
  const picture = page.locator('article.solo-passage img');
  await expect(picture).toHaveAttribute('alt', passage.image_alt);
  await expect(picture).toHaveAttribute('src', passage.image_url);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('article.solo-passage p').first()).not.toBeEmpty();
  await page.getByRole('link', { name: 'Start the questions' }).click();

  const message = page.getByTestId('lifeline-message');
  const options = page.locator('.play__options button');

  // 1: 50/50 (paid on the server: the header drops by its price), then the poll is refused; pointer.
  await atQuestion(page, 1, total);
  let question = await questionByText(page, pack);
  await page.getByTestId('lifeline-fifty_fifty').click();
  await expect(message).toHaveText('50/50 used.');
  await expect(page.locator('.play__options button.option--removed')).toHaveCount(2);
  await expect(options.nth(question.answer)).toBeEnabled();
  await expect.poll(() => headerNumbers(page)).toEqual({ coins: before.coins - 4, score: before.score });
  await pressRefusedLifeline(page, 'audience_poll');
  await expect(message).toHaveText('Audience poll unavailable after 50/50.');
  await expect(page.locator('.option__poll')).toHaveCount(0);
  await options.nth(question.answer).click();
  await expectVerdictAndGoOn(page, 'Correct!', false);

  // 2: 50/50 once a round; bookmark it; keyboard.
  await atQuestion(page, 2, total);
  question = await questionByText(page, pack);
  await pressRefusedLifeline(page, 'fifty_fifty');
  await expect(message).toHaveText('Lifeline already used');
  await expect(page.locator('.play__options button.option--removed')).toHaveCount(0);
  const bookmark = page.getByTestId(`bookmark-${question.id}`);
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Bookmarked.')).toBeVisible();
  const bookmarked = question.question;
  await page.keyboard.press(String(question.answer + 1));
  await expectVerdictAndGoOn(page, 'Correct!', false);

  // 3: Skip: straight on to the next question, left out of the score.
  await atQuestion(page, 3, total);
  await page.getByTestId('lifeline-skip').click();

  // 4 by pointer, 5 by keyboard.
  await atQuestion(page, 4, total);
  question = await questionByText(page, pack);
  await options.nth(question.answer).click();
  await expectVerdictAndGoOn(page, 'Correct!', false);
  await atQuestion(page, 5, total);
  question = await questionByText(page, pack);
  await page.keyboard.press(String(question.answer + 1));
  await expectVerdictAndGoOn(page, 'Correct!', true);

  await expect(page.getByRole('heading', { level: 1, name: /: your result$/ })).toBeVisible();
  await expect(page.locator('.result__percent')).toHaveText('100%');
  const shown = await readResult(page);
  expect(shown).toMatchObject({ correct: 4, incorrect: 0, unanswered: 0, skipped: 1, coinsSpent: 7 });
  await expect(page.locator('.review__item')).toHaveCount(total);
  await expectResultBooked(page, request, player, before, shown);

  // Back on the passages, the passage shows the best result.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Passages of The Human Body' }).getByRole('link', { name: /The Heart/ })).toContainText('your best: 100%');

  await expectBookmarked(page, bookmarked);
});

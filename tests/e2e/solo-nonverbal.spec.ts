/**
 * Non-verbal reasoning end to end: a new player opens /non-verbal-reasoning, plays the 'Figure
 * Series' round of ten, each question's picture loaded and named by its description (the alt text
 * the content gives it, never the question's answer), answered by keyboard and pointer, one
 * question skipped with the Skip lifeline, one reported. On the result, the counts, the skip's
 * price and the earnings match the server and the header; a question bookmarked from the review
 * shows in the profile's bookmarks. Only this spec plays non-verbal reasoning.
 */
import { expect, test } from '@playwright/test';
import { callAsAdmin, headerNumbers, serverNumbers, newPlayer } from './helpers';
import { badgeRewards, choose, expectOnlyBookmarked, atQuestion, expectVerdictAndGoOn, lifeline, lifelinePrice, questionById, questionSection, readResult, signInAs, soloPackQuestions, type PackQuestion } from './solo-helpers';

const CATEGORY = 'Figure Series';
const ROUND = 10;

test('Non-verbal reasoning: pictures with their descriptions, a round with Skip and a report, the result and a bookmark from the review', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request, 'Picture Player');
  const start = await serverNumbers(request, player.email, player.password);
  const rewardsBefore = await badgeRewards(request, player);
  const key = await soloPackQuestions(request, player, CATEGORY);

  await signInAs(page, player);
  await page.goto('/non-verbal-reasoning');
  await page.getByRole('link', { name: new RegExp(CATEGORY) }).click();
  await expect(page).toHaveURL(/\/non-verbal-reasoning\/\d+-[\w-]+\/play$/);

  const section = questionSection(page);
  const skipAt = 2;
  const reportAt = 3;
  const reportText = `The picture of question ${reportAt} is hard to read (${Date.now().toString(36)})`;
  let skipPrice = 0;
  let reported: PackQuestion | undefined;
  const played: PackQuestion[] = [];

  for (let n = 1; n <= ROUND; n++) {
    await atQuestion(page, n, ROUND);
    const question = await questionById(page, key);
    played.push(question);
    // The picture, loaded, named by its description.
    expect(question.image_alt).toBeTruthy();
    const picture = section.locator('figure.play__figure img');
    await expect(picture).toHaveAttribute('alt', question.image_alt ?? '');
    await expect(picture).toHaveAttribute('src', question.image_url ?? '');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('img', { name: question.image_alt ?? '' })).toBeVisible();

    if (n === skipAt) {
      skipPrice = await lifelinePrice(page, 'skip');
      await lifeline(page, 'skip').click();
      // Skipped: straight on to the next question, without a verdict.
      continue;
    }
    if (n === reportAt) {
      await section.getByTestId(`report-${question.id}`).click();
      const dialog = page.getByRole('dialog', { name: 'Report this question' });
      await dialog.getByLabel('What is wrong with it?').fill(reportText);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog).toBeHidden();
      await expect(section.getByText('Thank you: your report was sent.')).toBeVisible();
      reported = question;
    }
    const how = n % 2 === 1 ? 'keyboard' : 'pointer';
    await choose(page, question.answer, how);
    await expectVerdictAndGoOn(page, 'Correct!', n === ROUND, how);
  }

  await expect(page.getByRole('heading', { level: 1, name: `${CATEGORY}: your result` })).toBeVisible();
  const result = await readResult(page);
  expect(result).toMatchObject({ correct: ROUND - 1, incorrect: 0, unanswered: 0, skipped: 1, coinsSpent: skipPrice });
  expect(skipPrice).toBeGreaterThan(0);
  expect(result.scoreEarned).toBeGreaterThan(0);
  const rewards = (await badgeRewards(request, player)) - rewardsBefore;
  expect(result.coins).toBe(start.coins - skipPrice + result.coinsEarned + rewards);
  expect(result.score).toBe(start.score + result.scoreEarned);
  const server = await serverNumbers(request, player.email, player.password);
  expect(server).toEqual({ coins: result.coins, score: result.score });
  await expect.poll(() => headerNumbers(page)).toEqual(server);

  // The review lists the skipped question as skipped.
  const review = page.locator('ol.review > li');
  await expect(review).toHaveCount(ROUND);
  await expect(review.nth(skipAt - 1)).toContainText('Skipped');

  // The report reached the admin's list, naming the question.
  if (!reported) throw new Error('nothing was reported');
  const reports = await callAsAdmin<{ data: { question_id: number; message: string; type: string }[] }>(request, 'get_admin_question_reports', { search: reportText });
  expect(reports.data.map((r) => ({ question_id: r.question_id, message: r.message, type: r.type }))).toEqual([{ question_id: reported.id, message: reportText, type: 'nonverbal' }]);

  // Bookmark the last question from the review; it shows in the profile's bookmarks.
  const last = played[ROUND - 1];
  if (!last) throw new Error('no last question');
  const toggle = page.getByTestId(`bookmark-${last.id}`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectOnlyBookmarked(page, last);
});

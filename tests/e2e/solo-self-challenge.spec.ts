/**
 * Self Challenge as a new player uses it: the form's validation in the spec's words, a choice of a
 * Quiz Zone topic, five questions and three minutes, one clock for the whole round, answers checked
 * by the server (the key from the topic's offline pack; one answered wrong on purpose), and an
 * unpaid result with its review: no coins, no score, the server's numbers unchanged. A question is
 * reported from the review and the report reaches the admin's list. Offline, the screen lists only
 * the downloaded Quiz Zone topic, says the rest needs a connection, and plays a round from the
 * download that syncs, back online, as the server's unpaid result.
 */
import { expect, test, type Page } from '@playwright/test';
import { callAsAdmin, headerNumbers, serverNumbers } from './helpers';
import { appliedOpIds, downloadPacks, localOpIds, offlineSwitch, syncChip, waitForServiceWorkerControl } from './offline-helpers';
import { answerQuestion, keyOf, newPlayer, questionOnScreen, quizZoneTopicKey, readResult, signInAs } from './solo-helpers-a';

const TOTAL = 5;

/** Seconds left on the round's clock (mm:ss). */
async function roundSecondsLeft(page: Page): Promise<number> {
  const clock = page.getByRole('timer', { name: 'Time left for the round' });
  const [m, s] = (await clock.innerText()).trim().split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

test('self challenge: validation, five questions in three minutes on one round clock, unpaid result with review, a report', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request, 'sam selfchallenge');
  const key = await quizZoneTopicKey(request, player, 'Words & Language');
  await signInAs(page, player);
  const start = await serverNumbers(request, player.email, player.password);
  await expect.poll(() => headerNumbers(page)).toEqual(start);

  await page.goto('/self-learning');
  await expect(page.getByRole('heading', { level: 1, name: 'Self Challenge' })).toBeVisible();
  const startButton = page.getByRole('button', { name: 'Start the challenge' });
  await startButton.click();
  await expect(page.getByText('Please select a Category')).toBeVisible();
  await expect(page.getByText('Please select Number of Questions')).toBeVisible();
  await expect(page.getByText('Please select Number of Timer')).toBeVisible();

  // A category and a topic alone are not enough: both choices are still asked for.
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'General Knowledge' });
  await page.getByRole('combobox', { name: 'Topic (optional)' }).selectOption({ label: 'Words & Language' });
  await startButton.click();
  await expect(page.getByText('Please select a Category')).toHaveCount(0);
  await expect(page.getByText('Please select Number of Questions')).toBeVisible();
  await expect(page.getByText('Please select Number of Timer')).toBeVisible();
  await page.getByRole('radio', { name: '5 questions', exact: true }).check();
  await startButton.click();
  await expect(page.getByText('Please select Number of Questions')).toHaveCount(0);
  await expect(page.getByText('Please select Number of Timer')).toBeVisible();
  await page.getByRole('radio', { name: '3 minutes', exact: true }).check();
  await startButton.click();
  await expect(page).toHaveURL(/\/self-learning\/play\?/);

  let firstClock = 0;
  let reported = '';
  for (let i = 1; i <= TOTAL; i++) {
    const question = await questionOnScreen(page, i, TOTAL);
    const { answer } = keyOf(key, question);
    const left = await roundSecondsLeft(page);
    if (i === 1) {
      firstClock = left;
      expect(left).toBeGreaterThan(150);
      expect(left).toBeLessThanOrEqual(180);
    } else {
      // One clock for the round: it goes on from question to question, never back to a full time.
      expect(left).toBeLessThanOrEqual(firstClock);
      expect(left).toBeGreaterThan(120);
    }
    if (i < TOTAL) {
      await answerQuestion(page, answer, i % 2 === 1 ? 'keyboard' : 'pointer', 'Correct!', false);
    } else {
      // The last one wrong on purpose: the verdict names the right answer.
      reported = question;
      await answerQuestion(page, (answer + 1) % 4, 'keyboard', 'Not quite.', true);
    }
  }
  const result = await readResult(page);
  // The round is over: its clock is gone.
  await expect(page.getByRole('timer')).toHaveCount(0);
  expect(result).toEqual({ correct: 4, incorrect: 1, unanswered: 0, skipped: 0, coinsEarned: 0, scoreEarned: 0, coinsSpent: 0, coins: start.coins, score: start.score });
  await expect(page.getByText('80%', { exact: true })).toBeVisible();
  await expect(page.getByTestId('earning-notes')).toContainText('This round earns no coins or score: it is for practice and review.');
  const review = page.locator('.review__item');
  await expect(review).toHaveCount(TOTAL);
  await expect(review.filter({ hasText: 'Incorrect' })).toHaveCount(1);
  await expect(review.nth(TOTAL - 1)).toContainText(reported);
  await expect(review.nth(TOTAL - 1).locator('.review__verdict')).toHaveText(/Incorrect/);
  expect(await serverNumbers(request, player.email, player.password)).toEqual(start);
  await expect.poll(() => headerNumbers(page)).toEqual(start);

  // Report the question answered wrong, from its review: too short first, then sent.
  const { id } = keyOf(key, reported);
  await review.nth(TOTAL - 1).getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('What is wrong with it?').fill('no');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write at least 3 characters.');
  const message = `Two answers look right to me (${Date.now().toString(36)}).`;
  await dialog.getByLabel('What is wrong with it?').fill(message);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.nth(TOTAL - 1).getByText('Thank you: your report was sent.')).toBeVisible();
  const reports = await callAsAdmin<{ data: { question_id: number; message: string; type: string; status: string }[] }>(request, 'get_admin_question_reports', { search: message });
  expect(reports.data).toEqual([expect.objectContaining({ question_id: id, message, type: 'quiz_zone', status: 'open' })]);
});

test('self challenge offline: only the downloaded topic is offered, and its round syncs when back online', async ({ context, page, request }) => {
  test.setTimeout(90_000);
  const topic = 'Words & Language';
  const player = await newPlayer(request, 'olu offlinechallenge');
  const key = await quizZoneTopicKey(request, player, topic);
  const opsBefore = new Set(await appliedOpIds(request, player));
  await signInAs(page, player);
  const start = await serverNumbers(request, player.email, player.password);
  await waitForServiceWorkerControl(page);
  await downloadPacks(page, [topic]);

  const network = await offlineSwitch(context);
  await network.set(true);
  await page.goto('/self-learning');
  await expect(page.getByText('From your downloads: only the categories and topics on this device. The others need an internet connection.')).toBeVisible();
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category.locator('option')).toHaveText(['Choose a category', 'General Knowledge']);
  await category.selectOption({ label: 'General Knowledge' });
  const topics = page.getByRole('combobox', { name: 'Topic (optional)' });
  await expect(topics.locator('option')).toHaveText(['Every topic', topic]);
  await topics.selectOption({ label: topic });
  await page.getByRole('radio', { name: '5 questions', exact: true }).check();
  await page.getByRole('radio', { name: '3 minutes', exact: true }).check();
  await page.getByRole('button', { name: 'Start the challenge' }).click();
  await expect(page).toHaveURL(/\/self-learning\/play\?/);

  for (let i = 1; i <= TOTAL; i++) {
    const question = await questionOnScreen(page, i, TOTAL);
    await answerQuestion(page, keyOf(key, question).answer, i % 2 === 1 ? 'keyboard' : 'pointer', 'Correct!', i === TOTAL);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Saved on this device' })).toBeVisible();
  const made = await localOpIds(page);
  expect(made).toHaveLength(1);

  // Back online: the sheet reaches the server, and the screen shows the server's unpaid result.
  await network.set(false);
  const result = await readResult(page);
  expect(result).toMatchObject({ correct: TOTAL, incorrect: 0, unanswered: 0, coinsEarned: 0, scoreEarned: 0 });
  await expect(syncChip(page)).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });
  expect(await localOpIds(page)).toEqual([]);
  expect((await appliedOpIds(request, player)).filter((id) => !opsBefore.has(id))).toEqual(made);
  expect(await serverNumbers(request, player.email, player.password)).toEqual(start);
});

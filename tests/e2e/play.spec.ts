/** A subscriber plays a Quiz Zone level; the server scores it and the totals survive a reload. */
import { expect, test } from '@playwright/test';
import { headerNumbers, serverNumbers, signIn } from './helpers';

const subscriber = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };

test('play a level: server-scored result, coins and score shown and persisted after reload', async ({ page, request }) => {
  const before = await serverNumbers(request, subscriber.email, subscriber.password);

  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Quiz Zone', exact: true }).first().click();
  await expect(page).toHaveURL(/\/quiz-zone$/);
  await page.getByRole('link', { name: /General Knowledge/ }).click();
  await page.getByRole('link', { name: /Everyday Facts/ }).click();

  // Level 3 is locked until level 2 is played.
  await page.getByRole('button', { name: /Level 3, Locked/ }).click();
  await expect(page.getByText('This Level is Locked. Play previous levels to unlock')).toBeVisible();

  await page.getByRole('link', { name: /Level 1, Play/ }).click();
  await expect(page.getByTestId('question-timer')).toHaveText(/^\d{2}:\d{2}$/);
  for (let i = 1; i <= 7; i++) {
    await expect(page.getByText(`${i} / 7`)).toBeVisible();
    // Answer with the keyboard on odd questions and by pointer on even ones.
    if (i % 2 === 1) await page.keyboard.press(String(((i - 1) % 4) + 1));
    else await page.locator('.play__options button').nth(i % 4).click();
  }

  await expect(page.getByRole('heading', { name: 'Level 1 complete' })).toBeVisible();
  const totals = page.getByText(/You now have \d+ coins and a score of \d+\./);
  await expect(totals).toBeVisible();
  const [, coinsText, scoreText] = /You now have (\d+) coins and a score of (\d+)\./.exec(await totals.innerText()) ?? [];
  const shown = { coins: Number(coinsText), score: Number(scoreText) };

  const server = await serverNumbers(request, subscriber.email, subscriber.password);
  expect(server).toEqual(shown);
  expect(server.score).toBeGreaterThanOrEqual(before.score);
  await expect.poll(() => headerNumbers(page)).toEqual(shown);

  // Back on the level list, level 1 shows as completed and level 2 is open.
  await page.getByRole('link', { name: 'Back to levels' }).click();
  await expect(page).not.toHaveURL(/\/level\/\d+$/);
  await page.reload();
  await expect.poll(() => headerNumbers(page)).toEqual(shown);
  await expect(page.getByRole('link', { name: /Level 1, Completed/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Level 2, Play/ })).toBeVisible();
});

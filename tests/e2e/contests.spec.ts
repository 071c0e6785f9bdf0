/**
 * Contest Play (issue 15) against the real server: a live contest entered for its fee and played
 * one question at a time, the leaderboard with the player on it, and once its end (brought forward
 * by the admin) has passed, the end-of-contest job's final standings and the prize in coins.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { createLiveContest, defaultLanguageId, endContestSoon, grantCoins, subscriber } from './exam-contest-helpers';
import { serverNumbers, signIn } from './helpers';

test('plays a live contest, sees the leaderboard, and after its end the prize arrives', async ({ page, request }) => {
  test.setTimeout(180_000);
  const languageId = await defaultLanguageId(request);
  const name = `E2E contest ${Date.now().toString(36)}`;
  const id = await createLiveContest(request, name, 5, 40, languageId);
  await grantCoins(request, subscriber.email, 5);
  const before = await serverNumbers(request, subscriber.email, subscriber.password);

  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/contest-play');
  const card = page.getByRole('article', { name });
  await expect(card.getByText(/^Ends in /)).toBeVisible();
  await card.getByRole('link', { name: `Play ${name}` }).click();
  await page.getByRole('button', { name: 'Pay 5 coins and play' }).click();

  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await expect(page.getByText('Right and wrong answers are shown when the contest ends.')).toBeVisible();
  await expectNoA11yViolations(page, 'a contest being played');
  await page.getByRole('button', { name: '8' }).click();
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Mars' }).click();
  await page.getByRole('button', { name: 'Answer and finish' }).click();

  await expect(page).toHaveURL(new RegExp(`/contest-play/${id}/leaderboard$`));
  await expect(page.getByTestId('contest-my-rank')).toContainText('You are ranked 1');
  await expect(page.getByText('Standings so far; they are final when the contest ends.')).toBeVisible();

  await endContestSoon(request, id);
  // The end-of-contest job ranks it and pays the prize; the board says so once it has.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText('Final standings: prizes have been paid.').isVisible();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);
  await expect(page.getByTestId('contest-my-rank')).toContainText('You won 40 coins.');
  await expectNoA11yViolations(page, 'a contest’s final board');
  const after = await serverNumbers(request, subscriber.email, subscriber.password);
  expect(after.coins).toBe(before.coins - 5 + 40);

  // The past contest keeps the player's prize and the review of their answers.
  await page.getByRole('link', { name: 'Review answers' }).click();
  await expect(page.getByText('Correct answer: 8')).toBeVisible();
});

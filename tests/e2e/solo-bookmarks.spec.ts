/**
 * Bookmarks as a new player keeps them: two questions bookmarked while playing a True & False
 * round (History, answered with the key of its offline pack), both listed in the profile's
 * bookmarks, one removed there, and the other played again from /play-bookmark-questions: an
 * unpaid round whose result earns nothing, the server's numbers unchanged and the header equal to
 * them. Offline, a bookmark removed from the list leaves it at once, waits in the outbox, and is
 * gone from the server's list once back online.
 */
import { expect, test } from '@playwright/test';
import { headerNumbers, serverNumbers } from './helpers';
import { localOpIds, offlineSwitch, syncChip, waitForServiceWorkerControl } from './offline-helpers';
import { asPlayer } from './quiz-rounds';
import { answerQuestion, keyOf, newPlayer, questionOnScreen, readResult, signInAs, soloPackKey } from './solo-helpers-a';

const TOTAL = 10;

test('bookmarks: two bookmarked while playing, listed in the profile, one removed, the other played unpaid', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request, 'bea bookmarks');
  const key = await soloPackKey(request, player, 'true_false', ['History']);
  await signInAs(page, player);

  await page.goto('/quiz-play/true-and-false-play');
  await page.locator('a.quiz-card', { has: page.locator('.quiz-card__title', { hasText: /^History$/ }) }).click();
  await expect(page).toHaveURL(/\/quiz-play\/true-and-false-play\/\d+-tf-history\/play$/);
  const marked: string[] = [];
  for (let i = 1; i <= TOTAL; i++) {
    const question = await questionOnScreen(page, i, TOTAL);
    if (i <= 2) {
      const toggle = page.getByTestId(`bookmark-${keyOf(key, question).id}`);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Bookmarked.')).toBeVisible();
      marked.push(question);
    }
    await answerQuestion(page, keyOf(key, question).answer, i % 2 === 1 ? 'keyboard' : 'pointer', 'Correct!', i === TOTAL);
  }
  const [kept, removed] = marked as [string, string];
  await readResult(page);
  // The review shows the two bookmarked while playing as bookmarked, the others not.
  await expect(page.locator('.review__item [aria-pressed="true"]')).toHaveCount(2);
  await expect(page.getByTestId(`bookmark-${keyOf(key, kept).id}`)).toHaveAttribute('aria-pressed', 'true');
  const afterRound = await serverNumbers(request, player.email, player.password);
  await expect.poll(() => headerNumbers(page)).toEqual(afterRound);

  // The profile's way to the bookmarks: both, newest first, with their category and mode.
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Your progress' }).getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page).toHaveURL(/\/profile\/bookmarks$/);
  const list = page.getByRole('list', { name: 'Bookmarks' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toContainText(removed);
  await expect(list.getByRole('listitem').nth(1)).toContainText(kept);
  await expect(list.getByRole('listitem').first()).toContainText('History · True & False');

  await list.getByRole('button', { name: `Remove from bookmarks: ${removed}` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(kept);
  await expect(list).not.toContainText(removed);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Bookmarks' }).getByRole('listitem')).toHaveCount(1);

  // The one left, played again: a round of one, unpaid.
  await page.goto('/play-bookmark-questions');
  const question = await questionOnScreen(page, 1, 1);
  expect(question).toBe(kept);
  // A bookmarks round's questions are bookmarked: the toggle says so.
  await expect(page.getByTestId(`bookmark-${keyOf(key, kept).id}`)).toHaveAttribute('aria-pressed', 'true');
  await answerQuestion(page, keyOf(key, question).answer, 'keyboard', 'Correct!', true);
  const result = await readResult(page);
  expect(result).toEqual({ correct: 1, incorrect: 0, unanswered: 0, skipped: 0, coinsEarned: 0, scoreEarned: 0, coinsSpent: 0, coins: afterRound.coins, score: afterRound.score });
  await expect(page.getByTestId('earning-notes')).toContainText('This round earns no coins or score: it is for practice and review.');
  expect(await serverNumbers(request, player.email, player.password)).toEqual(afterRound);
  await expect.poll(() => headerNumbers(page)).toEqual(afterRound);
});

test('bookmarks: one removed from the list offline leaves it at once and leaves the server once back online', async ({ context, page, request }) => {
  test.setTimeout(60_000);
  const player = await newPlayer(request, 'oona offlinebookmarks');
  const key = await soloPackKey(request, player, 'true_false', ['History']);
  const [removed, kept] = [...key.keys()] as [string, string];
  const serverList = () =>
    asPlayer(request, player, async (call) => (await call<{ data: { question: string }[] }>('get_bookmark', {})).data.map((b) => b.question).sort());
  await asPlayer(request, player, async (call) => {
    for (const question of [kept, removed]) await call('set_bookmark', { question_id: keyOf(key, question).id, status: true, type: 'true_false' });
  });
  await signInAs(page, player);
  await waitForServiceWorkerControl(page);
  await page.goto('/profile/bookmarks');
  const list = page.getByRole('list', { name: 'Bookmarks' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const network = await offlineSwitch(context);
  await network.set(true);
  await list.getByRole('button', { name: `Remove from bookmarks: ${removed}` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText(removed);
  await expect(page.getByText('Removed on this device: it leaves your bookmarks on the server when you are back online.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await localOpIds(page)).toHaveLength(1);
  // The server has not heard of it yet.
  expect(await serverList()).toEqual([kept, removed].sort());

  await network.set(false);
  await expect(syncChip(page)).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });
  expect(await localOpIds(page)).toEqual([]);
  expect(await serverList()).toEqual([kept]);
});

/**
 * Badges end to end: a subscriber plays a perfect first try of a Quiz Zone level, the result names
 * the new badge, the header's bell counts the notification, the notifications screen shows it and
 * marks it read, and the badges screen shows the badge earned. Then the statistics count the round.
 * The suite shares one database: this spec plays General Knowledge / Words & Language level 1.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { answerRound, asPlayer, demoSubscriber, levelKey, topicLevels } from './quiz-rounds';

/** A topic no other spec plays (their headers name theirs): level 1 must be a first try. */
const TOPIC = 'Words & Language';

test('a perfect first try earns Brainiac: the result, the bell, the notifications and the badges screen say so', async ({ page, request }) => {
  test.setTimeout(120_000);
  const levels = await topicLevels(request, TOPIC);
  const badges = await asPlayer(request, demoSubscriber, (call) => call<{ type: string; status: string }[]>('get_user_badges', {}));
  const locked = new Set(badges.filter((b) => b.status === 'locked').map((b) => b.type));
  expect(locked.has('brainiac'), 'Brainiac is still to earn').toBe(true);

  await page.goto('/auth/login');
  await signIn(page, demoSubscriber.email, demoSubscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(levels.path(1));
  await answerRound(page, levelKey(levels, 1));

  // The result names the new badges in a polite live region, with the way to the badges screen.
  // On a busy machine the sheet's answer can miss the 8 s the card waits: it shows "Saved on this
  // device" and turns into the result when the next sync brings the answer (30 s at most).
  await expect(page.getByRole('heading', { name: 'Level 1 complete' })).toBeVisible({ timeout: 45_000 });
  const notice = page.getByTestId('new-badges');
  await expect(notice).toContainText('New badge: Brainiac');
  if (locked.has('dashing_debut')) await expect(notice).toContainText('New badge: Dashing Debut');
  await expect(page.locator('.result__badges')).toHaveAttribute('aria-live', 'polite');

  // The bell counts the notifications the round made.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unread = Number((await page.getByTestId('notification-count').innerText()).trim());
  expect(unread).toBeGreaterThanOrEqual(1);

  // The notifications screen shows the badge's notification and marks what it shows read.
  await bell.click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole('heading', { name: /New badge: Brainiac/ })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // The badges screen shows Brainiac earned, with its date and no progress bar.
  await page.goto('/profile/badges');
  const brainiac = page.getByTestId('badge-brainiac');
  await expect(brainiac).toContainText('Earned on');
  await expect(brainiac.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByTestId('badge-big_thing').getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);

  // The statistics count the round, and the streak has today.
  await page.goto('/profile/statistics');
  await expect(page.getByText('You have played today: your streak is safe.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Correct answers by category' })).toBeAttached();
});

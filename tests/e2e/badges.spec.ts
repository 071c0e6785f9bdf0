/**
 * Badges end to end: a subscriber plays a perfect first try of a Quiz Zone level, the result names
 * the new badge, the header's bell counts the notification, the notifications screen shows it and
 * marks it read, and the badges screen shows the badge earned. Then the statistics count the round.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './helpers';

const subscriber = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };

interface QuizPack {
  readonly content: {
    category: { id: number; slug: string };
    subcategory: { id: number; slug: string; name: string };
    levels: { level: number; questions: { question: string; answer: number }[] }[];
  };
}

async function asSubscriber<T>(request: APIRequestContext, run: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const login = await request.post('/api/user_login', { data: subscriber });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  try {
    return await run(headers);
  } finally {
    await request.post('/api/logout', { data: {}, headers });
  }
}

/**
 * Level 1 of a subcategory the other specs do not play (play.spec plays Everyday Facts), with its
 * key from the offline pack, and the badges still locked before the round.
 */
async function setUp(request: APIRequestContext) {
  return asSubscriber(request, async (headers) => {
    const packs = (await (await request.post('/api/get_offline_packs', { data: {}, headers })).json()) as { data: { id: string; title: string; kind: string }[] };
    const choice = packs.data.find((p) => p.kind === 'quiz_zone' && p.title !== 'Everyday Facts');
    if (!choice) throw new Error('no second Quiz Zone pack');
    const pack = ((await (await request.post('/api/get_offline_pack', { data: { pack_id: choice.id }, headers })).json()) as { data: QuizPack }).data;
    const badges = ((await (await request.post('/api/get_user_badges', { data: {}, headers })).json()) as { data: { type: string; status: string }[] }).data;
    const level = pack.content.levels.find((l) => l.level === 1);
    if (!level) throw new Error('no level 1');
    return {
      // The app's addresses name a category and a subcategory by id and slug (src/lib/id-segment.ts).
      path: `/quiz-zone/${pack.content.category.id}-${pack.content.category.slug}/${pack.content.subcategory.id}-${pack.content.subcategory.slug}/level/1`,
      key: new Map(level.questions.map((q) => [q.question, q.answer])),
      count: level.questions.length,
      locked: new Set(badges.filter((b) => b.status === 'locked').map((b) => b.type)),
    };
  });
}

test('a perfect first try earns Brainiac: the result, the bell, the notifications and the badges screen say so', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { path, key, count, locked } = await setUp(request);
  expect(locked.has('brainiac'), 'Brainiac is still to earn').toBe(true);

  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(path);
  for (let i = 1; i <= count; i++) {
    await expect(page.getByText(`${i} / ${count}`)).toBeVisible();
    const answer = key.get(await page.locator('h1.play__question').innerText());
    if (answer === undefined) throw new Error(`question ${i} is not in the key`);
    await page.keyboard.press(String(answer + 1));
    await expect(page.getByTestId('answer-feedback')).toContainText('Correct!');
    await page.getByRole('button', { name: i < count ? 'Next question' : 'See my result' }).click();
  }

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

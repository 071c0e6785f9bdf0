/**
 * A subscriber plays a Quiz Zone level; the server scores it, the totals survive a reload, and a
 * replay earns nothing and says why.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { headerNumbers, serverNumbers, signIn } from './helpers';

const subscriber = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };
/** A Quiz Zone level of the demo content (docs/CONTENT.md: 4 levels of 10 questions per topic). */
const QUESTIONS = 10;
/** The default quiz_zone_points_per_correct (server/features/settings/defaults.ts). */
const POINTS_PER_CORRECT = 4;

/** Everyday Facts' level 1 key, question text to answer index, from the offline pack any subscriber may download. */
async function levelOneKey(request: APIRequestContext): Promise<Map<string, number>> {
  const login = await request.post('/api/user_login', { data: subscriber });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const packs = (await (await request.post('/api/get_offline_packs', { data: {}, headers })).json()) as { data: { id: string; title: string }[] };
  const pack = packs.data.find((p) => p.title === 'Everyday Facts');
  if (!pack) throw new Error('no Everyday Facts pack');
  const res = await request.post('/api/get_offline_pack', { data: { pack_id: pack.id }, headers });
  const { data } = (await res.json()) as { data: { content: { levels: { level: number; questions: { question: string; answer: number }[] }[] } } };
  await request.post('/api/logout', { data: {}, headers });
  return new Map(data.content.levels.find((l) => l.level === 1)?.questions.map((q) => [q.question, q.answer]));
}

/**
 * Answers the 10 questions of the level on screen with the key: by keyboard on odd ones, by pointer
 * on even ones; each answer's feedback comes from the server before Next. With `reloadAt`, the page
 * reloads on that question and the round must resume there, with its time left.
 */
async function playWithKey(page: Page, key: Map<string, number>, reloadAt?: number): Promise<void> {
  for (let i = 1; i <= QUESTIONS; i++) {
    await expect(page.getByText(`${i} / ${QUESTIONS}`)).toBeVisible();
    if (i === reloadAt) {
      const question = await page.locator('h1.play__question').innerText();
      await page.reload();
      await expect(page.getByText(`${i} / ${QUESTIONS}`)).toBeVisible();
      await expect(page.locator('h1.play__question')).toHaveText(question);
    }
    const answer = key.get(await page.locator('h1.play__question').innerText());
    if (answer === undefined) throw new Error(`question ${i} is not in the key`);
    if (i % 2 === 1) await page.keyboard.press(String(answer + 1));
    else await page.locator('.play__options button').nth(answer).click();
    await expect(page.getByTestId('answer-feedback')).toContainText('Correct!');
    // Next has focus once the verdict is in: Enter moves on, as a keyboard player would.
    await expect(page.getByRole('button', { name: i < QUESTIONS ? 'Next question' : 'See my result' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

test('play a level: server-scored result, coins and score shown and persisted after reload', async ({ page, request }) => {
  // Two rounds of ten questions, each answer checked by the server, and a reload: over a minute
  // on a busy machine.
  test.setTimeout(120_000);
  const before = await serverNumbers(request, subscriber.email, subscriber.password);
  const key = await levelOneKey(request);

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

  // A locked level and one that does not exist, opened by their address, say so with the way back.
  const levels = page.url();
  await page.goto(`${levels}/level/3`);
  await expect(page.getByRole('heading', { level: 1, name: 'This level is locked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.goto(`${levels}/level/99`);
  await expect(page.getByRole('heading', { level: 1, name: 'This level does not exist' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to levels' }).click();
  await expect(page).toHaveURL(levels);

  await page.getByRole('link', { name: /Level 1, Play/ }).click();
  await expect(page.getByTestId('question-timer')).toHaveText(/^\d{2}:\d{2}$/);
  await playWithKey(page, key, 4);

  await expect(page.getByRole('heading', { name: 'Level 1 complete' })).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  // Score is correct answers x quiz_zone_points_per_correct (4 by default): 10 x 4.
  await expect(page.getByText(`+${QUESTIONS * POINTS_PER_CORRECT} score`)).toBeVisible();
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
  await expect(page.getByRole('link', { name: /^Level 1, (.+, )?Completed/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Level 2, Play/ })).toBeVisible();
  await expect(page.getByText('Score 60% or more to open the next level.')).toBeVisible();

  // A replay, knowing every answer now, is practice: it earns nothing and says why.
  await page.getByRole('link', { name: /^Level 1, (.+, )?Completed/ }).click();
  await playWithKey(page, key);
  await expect(page.getByRole('heading', { name: 'Level 1 complete' })).toBeVisible();
  await expect(page.getByTestId('earning-notes')).toContainText('You have Already Played this level.');
  await expect(page.getByText('+0 coins')).toBeVisible();
  expect(await serverNumbers(request, subscriber.email, subscriber.password)).toEqual(shown);
});

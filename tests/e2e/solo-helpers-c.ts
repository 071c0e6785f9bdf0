/**
 * Shared steps of the solo-mode end-to-end tests of group C (Math Mania, non-verbal reasoning, two
 * modes offline): a brand-new verified player per test (the suite shares one database, and a fresh
 * account makes each test independent of the others and of their order), a category's key from
 * its solo offline pack (which the player may download: the honest way to know the answers), and
 * reading the player's question and result screens.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callAsAdmin, latestMessage, signIn, uniqueEmail } from './helpers';
import { asPlayer, type Credentials } from './quiz-rounds';

export type { Credentials };

/** A solo pack's question with its key (contract/api/packs.ts SoloPackQuestionSchema, the fields used here). */
export interface PackQuestion {
  readonly id: number;
  readonly question: string;
  readonly options: readonly string[];
  readonly answer: number;
  readonly answer_text: string | null;
  readonly image_url: string | null;
  readonly image_alt: string | null;
  readonly subcategory_id: number;
}

export interface SoloPackKey {
  readonly categoryId: number;
  readonly questions: ReadonlyMap<number, PackQuestion>;
}

/** A new player with a verified e-mail (a sign-up's trial opens every mode), signed up through the API. */
export async function newPlayer(request: APIRequestContext, name: string): Promise<Credentials> {
  const email = uniqueEmail();
  const password = 'a fine passphrase';
  expect((await request.post('/api/user_signup', { data: { name, email, password } })).status()).toBe(200);
  const { link } = await latestMessage(request, email);
  const url = new URL(link ?? '');
  const token = new URLSearchParams(url.hash.slice(1) || url.search).get('token');
  expect((await request.post('/api/verify_email', { data: { token } })).status()).toBe(200);
  return { email, password };
}

/** Gives the player coins through the admin's grant action (set_admin_user_coins), as the demo admin. */
export async function grantCoins(request: APIRequestContext, who: Credentials, coins: number): Promise<void> {
  const { data } = await callAsAdmin<{ data: { id: number; email: string | null }[] }>(request, 'get_admin_users', { search: who.email });
  const user = data.find((u) => u.email === who.email);
  if (!user) throw new Error(`no user ${who.email}`);
  await callAsAdmin(request, 'set_admin_user_coins', { user_id: user.id, coins, reason: 'End-to-end test coins' });
}

export async function signInOnPage(page: Page, who: Credentials): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/$/);
}

/** A solo category's questions with their keys, from its offline pack, read as `who` (a premium one only once unlocked). */
export function soloPackKey(request: APIRequestContext, who: Credentials, title: string): Promise<SoloPackKey> {
  return asPlayer(request, who, async (call) => {
    const packs = await call<{ id: string; kind: string; title: string }[]>('get_offline_packs', {});
    const pack = packs.find((p) => p.kind === 'solo' && p.title === title);
    if (!pack) throw new Error(`no solo pack ${title}`);
    const { content } = await call<{ content: { category: { id: number }; questions: PackQuestion[] } }>('get_offline_pack', { pack_id: pack.id });
    return { categoryId: content.category.id, questions: new Map(content.questions.map((q) => [q.id, q])) };
  });
}

/**
 * The coins every badge the player holds has paid (get_user_badges): a round that earns a badge
 * (a first round finished: Dashing Debut) pays its reward with it.
 */
export function badgeRewards(request: APIRequestContext, who: Credentials): Promise<number> {
  return asPlayer(request, who, async (call) => {
    const badges = await call<{ reward: number; earned_at: string | null }[]>('get_user_badges', {});
    return badges.filter((b) => b.earned_at !== null).reduce((sum, b) => sum + b.reward, 0);
  });
}

/** The question on screen. */
export function questionSection(page: Page): Locator {
  return page.locator('section.solo-play');
}

/**
 * The id of the question on screen, from its bookmark toggle (data-testid="bookmark-<id>"): the
 * rendered text of a formula is not its source, so the key is looked up by id.
 */
export async function questionOnScreen(page: Page, key: SoloPackKey): Promise<PackQuestion> {
  const testId = await questionSection(page).locator('[data-testid^="bookmark-"]').getAttribute('data-testid');
  const id = Number(testId?.replace('bookmark-', ''));
  const question = key.questions.get(id);
  if (!question) throw new Error(`question ${id} is not in the pack`);
  return question;
}

/** Waits for question `n` of `total` to be on screen. */
export async function expectQuestion(page: Page, n: number, total: number): Promise<void> {
  await expect(page.locator('.play__progress')).toContainText(`${n} / ${total}`);
}

/** Chooses an option by its number key or by pointer. */
export async function choose(page: Page, index: number, how: 'keyboard' | 'pointer'): Promise<void> {
  if (how === 'keyboard') await page.keyboard.press(String(index + 1));
  else await questionSection(page).locator('.play__options button').nth(index).click();
}

/** Waits for the verdict, then moves on (Next has focus: Enter, as a keyboard player would; or a click). */
export async function expectVerdictAndGoOn(page: Page, verdict: 'Correct!' | 'Not quite.', last: boolean, how: 'keyboard' | 'pointer'): Promise<void> {
  await expect(page.getByTestId('answer-feedback')).toContainText(verdict);
  const next = page.getByRole('button', { name: last ? 'See my result' : 'Next question' });
  await expect(next).toBeFocused();
  if (how === 'keyboard') await page.keyboard.press('Enter');
  else await next.click();
}

export function lifeline(page: Page, name: 'fifty_fifty' | 'audience_poll' | 'reset_time' | 'skip'): Locator {
  return page.getByTestId(`lifeline-${name}`);
}

/**
 * Lets the question's clock run a few seconds, then buys Reset time: the lifelines message says
 * `message` and the clock goes back up (compared with its reading before, so a busy machine's slow
 * render cannot make it flaky).
 */
export async function resetTime(page: Page, message: string): Promise<void> {
  const timer = page.getByTestId('question-timer');
  const seconds = async () => {
    const [minutes, secs] = (await timer.innerText()).split(':').map(Number);
    return (minutes ?? 0) * 60 + (secs ?? 0);
  };
  await expect.poll(seconds, { timeout: 15_000 }).toBeLessThanOrEqual(27);
  const before = await seconds();
  await lifeline(page, 'reset_time').click();
  await expect(page.getByTestId('lifeline-message')).toHaveText(message);
  await expect.poll(seconds).toBeGreaterThan(before);
}

/**
 * Presses a lifeline that is refused (aria-disabled: it stays focusable so its reason can be heard)
 * the way a keyboard player does: focus, Enter. A pointer click on it is not possible in Playwright.
 */
export async function pressRefusedLifeline(page: Page, name: 'fifty_fifty' | 'audience_poll' | 'reset_time' | 'skip'): Promise<void> {
  const button = lifeline(page, name);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.focus();
  await page.keyboard.press('Enter');
}

/** The price a lifeline's button shows ("4 coins"). */
export async function lifelinePrice(page: Page, name: 'fifty_fifty' | 'audience_poll' | 'reset_time' | 'skip'): Promise<number> {
  const text = await lifeline(page, name).locator('.lifeline__note').innerText();
  const match = /^(\d+) coins?/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[1]);
}

export interface ShownResult {
  readonly correct: number;
  readonly incorrect: number;
  readonly unanswered: number;
  readonly skipped: number;
  readonly scoreEarned: number;
  readonly coinsEarned: number;
  /** 0 when the line is absent (nothing spent). */
  readonly coinsSpent: number;
  /** "You now have … coins and a score of …". */
  readonly coins: number;
  readonly score: number;
}

/** The numbers of the solo result screen, as the player reads them. */
export async function shownResult(page: Page): Promise<ShownResult> {
  const result = page.locator('section.result');
  const counts = (await result.locator('.result__counts li strong').allInnerTexts()).map(Number);
  const earned = (await result.locator('.result__earned li').allInnerTexts()).join('\n');
  const number = (pattern: RegExp, text: string) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  const totals = await result.locator('.result__totals').innerText();
  const [, coins, score] = /You now have (\d+) coins? and a score of ([\d,]+)\./.exec(totals) ?? [];
  return {
    correct: counts[0] ?? Number.NaN,
    incorrect: counts[1] ?? Number.NaN,
    unanswered: counts[2] ?? Number.NaN,
    skipped: counts[3] ?? Number.NaN,
    scoreEarned: number(/\+(\d+) score/, earned),
    coinsEarned: number(/\+(\d+) coins?/, earned),
    coinsSpent: /−\d+ coins? on lifelines/.test(earned) ? number(/−(\d+) coins? on lifelines/, earned) : 0,
    coins: Number(coins),
    score: Number((score ?? '').replace(/,/g, '')),
  };
}

/** The profile's bookmarks list shows the question (its Remove button is named by the question's text). */
export async function expectBookmarked(page: Page, question: PackQuestion): Promise<void> {
  await page.goto('/profile/bookmarks');
  const list = page.getByRole('list', { name: 'Bookmarks' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: `Remove from bookmarks: ${question.question}`, exact: true })).toBeVisible();
}

/**
 * Shared steps of the solo modes' end-to-end tests, group B (Fun & Learn, Guess The Word, Audio
 * Questions): a fresh verified player (so no test depends on another's coins, bookmarks or
 * results), a category's key from its offline pack (which any subscriber may download), the
 * round's result as the screen shows it, and the coins on screen against the server's.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { headerNumbers, latestMessage, serverNumbers, signIn, uniqueEmail } from './helpers';
import { asPlayer, demoSubscriber, type Credentials } from './quiz-rounds';

/** A new player with a verified e-mail, signed up through the API (their welcome coins are theirs alone). */
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

/** Signs `who` in through the sign-in page and waits for the home screen. */
export async function signInAs(page: Page, who: Credentials): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/$/);
}

export interface PackQuestion {
  readonly id: number;
  readonly question: string;
  readonly options: readonly string[];
  readonly answer: number;
  readonly answer_text: string | null;
  readonly hint: string | null;
  readonly transcript?: string;
  readonly audio_url?: string;
  readonly passage_id: number | null;
  readonly subcategory_id: number;
}

export interface SoloPack {
  readonly category: { id: number; slug: string; name: string };
  readonly subcategories: readonly { id: number; slug: string; name: string }[];
  readonly seconds_per_question: number;
  readonly questions: readonly PackQuestion[];
  readonly passages: readonly { id: number; title: string; image_url: string | null; image_alt: string | null }[];
}

/**
 * A solo category's pack, found by its title (the category's name) among the packs of `language_id`
 * (the default language when absent), read as the demo subscriber.
 */
export function soloPack(request: APIRequestContext, title: string, languageId?: number): Promise<SoloPack> {
  const language = languageId === undefined ? {} : { language_id: languageId };
  return asPlayer(request, demoSubscriber, async (call) => {
    const packs = await call<{ id: string; title: string }[]>('get_offline_packs', language);
    const pack = packs.find((p) => p.title === title && p.id.startsWith('solo'));
    if (!pack) throw new Error(`no solo pack titled ${title}: ${packs.map((p) => `${p.id} ${p.title}`).join(', ')}`);
    const { content } = await call<{ content: SoloPack }>('get_offline_pack', { pack_id: pack.id, ...language });
    return content;
  });
}

/** The pack's question shown on screen now (found by its text: the key never comes from the page). */
export async function questionOnScreen(page: Page, pack: SoloPack): Promise<PackQuestion> {
  const text = await page.locator('h1.play__question').innerText();
  const found = pack.questions.find((q) => q.question === text.trim());
  if (!found) throw new Error(`"${text}" is not in the ${pack.category.name} pack`);
  return found;
}

/** Waits for question `n` of `total` to be on screen. */
export async function atQuestion(page: Page, n: number, total: number): Promise<void> {
  await expect(page.locator('.play__progress')).toHaveText(new RegExp(`${n} / ${total}$`));
}

/** After a right answer: the verdict is in and Next (or See my result) has focus; Enter moves on. */
export async function confirmCorrectAndGoOn(page: Page, last: boolean): Promise<void> {
  await expect(page.getByTestId('answer-feedback')).toContainText('Correct!');
  await expect(page.getByRole('button', { name: last ? 'See my result' : 'Next question' })).toBeFocused();
  await page.keyboard.press('Enter');
}

export interface ShownResult {
  readonly correct: number;
  readonly incorrect: number;
  readonly unanswered: number;
  readonly skipped: number;
  readonly scoreEarned: number;
  readonly coinsEarned: number;
  readonly coinsSpent: number;
  readonly coins: number;
  readonly score: number;
}

const numberIn = (text: string, pattern: RegExp): number => {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`${String(pattern)} not found in "${text}"`);
  return Number(match[1].replace(/[^\d]/g, ''));
};

/** The result screen's numbers, read as a player reads them. */
export async function readResult(page: Page): Promise<ShownResult> {
  const counts = await page.locator('.result__counts').innerText();
  const earned = await page.locator('.result__earned').innerText();
  const totals = await page.locator('.result__totals').innerText();
  return {
    correct: numberIn(counts, /(\d+)\s+correct/),
    incorrect: numberIn(counts, /(\d+)\s+incorrect/),
    unanswered: numberIn(counts, /(\d+)\s+unanswered/),
    skipped: numberIn(counts, /(\d+)\s+skipped/),
    scoreEarned: numberIn(earned, /\+(\d+) score/),
    coinsEarned: numberIn(earned, /\+(\d+) coins?/),
    coinsSpent: /−(\d+) coins? on lifelines/.test(earned) ? numberIn(earned, /−(\d+) coins? on lifelines/) : 0,
    coins: numberIn(totals, /You now have ([\d,]+) coins?/),
    score: numberIn(totals, /a score of ([\d,]+)/),
  };
}

/** Coins and score as the server has them, and what the player's unlocked badges paid so far. */
export async function accountNumbers(request: APIRequestContext, who: Credentials): Promise<{ coins: number; score: number; badges: number; badgeCoins: number }> {
  const { coins, score } = await serverNumbers(request, who.email, who.password);
  const all = await asPlayer(request, who, (call) => call<{ status: string; reward: number }[]>('get_user_badges', {}));
  const unlocked = all.filter((b) => b.status === 'unlocked');
  return { coins, score, badges: unlocked.length, badgeCoins: unlocked.reduce((sum, b) => sum + b.reward, 0) };
}

/**
 * The result agrees with itself, with the server and with the header: the totals are the coins
 * before, plus those earned, less those spent, plus what the badges the round earned paid (each
 * new badge shows on the result); the score grows by the points of each right answer (a ranked
 * round: quiz_zone_points_per_correct, 4 by default); the server and the header say the same.
 */
export async function expectResultBooked(
  page: Page,
  request: APIRequestContext,
  who: Credentials,
  before: { coins: number; score: number; badges: number; badgeCoins: number },
  shown: ShownResult,
): Promise<void> {
  expect(shown.scoreEarned, 'score earned: 4 points a right answer').toBe(shown.correct * 4);
  expect(shown.coinsEarned, 'a ranked round with right answers earns coins').toBeGreaterThan(0);
  const after = await accountNumbers(request, who);
  await expect(page.locator('.result__badges').getByText(/^New badge: /)).toHaveCount(after.badges - before.badges);
  expect(shown.coins).toBe(before.coins + shown.coinsEarned - shown.coinsSpent + (after.badgeCoins - before.badgeCoins));
  expect(shown.score).toBe(before.score + shown.scoreEarned);
  expect({ coins: after.coins, score: after.score }).toEqual({ coins: shown.coins, score: shown.score });
  await expect.poll(() => headerNumbers(page)).toEqual({ coins: shown.coins, score: shown.score });
}

/** Opens the profile's bookmarks through the profile and finds `question` listed there. */
export async function expectBookmarked(page: Page, question: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Bookmarks', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/bookmarks$/);
  await expect(page.getByRole('list', { name: 'Bookmarks' }).getByText(question, { exact: true })).toBeVisible();
}

/**
 * Presses a lifeline the rules refuse now: it stays focusable (aria-disabled) so that its reason
 * can be heard and said, and a keyboard player presses it with Enter.
 */
export async function pressRefusedLifeline(page: Page, lifeline: string): Promise<void> {
  const button = page.getByTestId(`lifeline-${lifeline}`);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.focus();
  await page.keyboard.press('Enter');
}

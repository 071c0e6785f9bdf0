/**
 * Shared steps of the solo modes' end-to-end tests: signing a brand-new verified player in (each
 * test its own, so no test depends on another's coins, bookmarks or results: newPlayer is in
 * helpers.ts), answer keys got the honest way (a mode's offline packs, which any subscriber may
 * download, or the admin's content actions for today's daily set, which never leaves the server in
 * a pack), the question on screen, answering it, the lifelines, the result screen's numbers against
 * the server's and the header's, and the bookmarks.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callAsAdmin, headerNumbers, serverNumbers, signIn } from './helpers';
import { asPlayer, demoSubscriber, type Credentials } from './quiz-rounds';

export type { Credentials };

/** Signs `who` in through the sign-in page and waits for the home screen. */
export async function signInAs(page: Page, who: Credentials): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/$/);
}

/** Gives the player coins through the admin's grant action (set_admin_user_coins), as the demo admin. */
export async function grantCoins(request: APIRequestContext, who: Credentials, coins: number): Promise<void> {
  const { data } = await callAsAdmin<{ data: { id: number; email: string | null }[] }>(request, 'get_admin_users', { search: who.email });
  const user = data.find((u) => u.email === who.email);
  if (!user) throw new Error(`no user ${who.email}`);
  await callAsAdmin(request, 'set_admin_user_coins', { user_id: user.id, coins, reason: 'End-to-end test coins' });
}

// --- Keys ---------------------------------------------------------------------------------------

/** A question's key by its text: the index of its right option, and its id (the bookmark and report tools name it). */
export interface KeyEntry {
  readonly answer: number;
  readonly id: number;
}
export type AnswerKey = ReadonlyMap<string, KeyEntry>;

/** A solo pack's question with its key (contract/api/packs.ts SoloPackQuestionSchema, the fields used here). */
export interface PackQuestion {
  readonly id: number;
  readonly question: string;
  readonly options: readonly string[];
  readonly answer: number;
  readonly answer_text: string | null;
  readonly hint: string | null;
  readonly transcript?: string;
  readonly audio_url?: string;
  readonly image_url: string | null;
  readonly image_alt: string | null;
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

interface PackListing {
  readonly id: string;
  readonly kind: string;
  readonly group: string;
  readonly title: string;
}

/**
 * A solo category's pack, found by its title (the category's name) among the packs of `languageId`
 * (the default language when absent), read as `who` (a premium one only once unlocked; the demo
 * subscriber when absent).
 */
export function soloPack(request: APIRequestContext, title: string, languageId?: number, who: Credentials = demoSubscriber): Promise<SoloPack> {
  const language = languageId === undefined ? {} : { language_id: languageId };
  return asPlayer(request, who, async (call) => {
    const packs = await call<PackListing[]>('get_offline_packs', language);
    const pack = packs.find((p) => p.kind === 'solo' && p.title === title);
    if (!pack) throw new Error(`no solo pack ${title} among: ${packs.map((p) => `${p.id} ${p.title}`).join(', ')}`);
    const { content } = await call<{ content: SoloPack }>('get_offline_pack', { pack_id: pack.id, ...language });
    return content;
  });
}

/** A solo category's questions by id, for questions whose rendered text is not their source (formulas). */
export interface SoloPackKey {
  readonly categoryId: number;
  readonly questions: ReadonlyMap<number, PackQuestion>;
}

/** A solo category's questions with their keys, from its offline pack, read as `who` (a premium one only once unlocked). */
export async function soloPackQuestions(request: APIRequestContext, who: Credentials, title: string): Promise<SoloPackKey> {
  const pack = await soloPack(request, title, undefined, who);
  return { categoryId: pack.category.id, questions: new Map(pack.questions.map((q) => [q.id, q])) };
}

/**
 * The key of every solo pack of a category type (True & False: one pack per category), as `who`
 * downloads them. With `titles`, only the packs of those categories.
 */
export function soloPackKey(request: APIRequestContext, who: Credentials, type: string, titles?: readonly string[]): Promise<AnswerKey> {
  return asPlayer(request, who, async (call) => {
    const packs = await call<PackListing[]>('get_offline_packs', {});
    const chosen = packs.filter((p) => p.kind === 'solo' && p.group === type && (!titles || titles.includes(p.title)));
    expect(chosen.length, `${type} packs ${titles?.join(', ') ?? ''}`).toBeGreaterThan(0);
    const key = new Map<string, KeyEntry>();
    for (const pack of chosen) {
      const { content } = await call<{ content: Pick<SoloPack, 'questions'> }>('get_offline_pack', { pack_id: pack.id });
      for (const q of content.questions) key.set(q.question, { answer: q.answer, id: q.id });
    }
    return key;
  });
}

interface QuizZonePack {
  readonly content: { levels: { questions: { id: number; question: string; answer: number }[] }[] };
}

/** Every level of one Quiz Zone topic's pack, as one key (Self Challenge draws from all of them). */
export function quizZoneTopicKey(request: APIRequestContext, who: Credentials, topic: string): Promise<AnswerKey> {
  return asPlayer(request, who, async (call) => {
    const packs = await call<PackListing[]>('get_offline_packs', {});
    const pack = packs.find((p) => p.kind === 'quiz_zone' && p.title === topic);
    if (!pack) throw new Error(`no ${topic} pack`);
    const { content } = await call<QuizZonePack>('get_offline_pack', { pack_id: pack.id });
    return new Map(content.levels.flatMap((l) => l.questions.map((q) => [q.question, { answer: q.answer, id: q.id }] as const)));
  });
}

/**
 * The key of a Quiz Zone question from the admin's content actions (today's daily set is in no
 * pack). The search matches the text; the exact text picks the row.
 */
export async function adminKeyOf(request: APIRequestContext, question: string): Promise<KeyEntry> {
  const page = await callAsAdmin<{ data: { id: number; question: string; answer: number }[] }>(request, 'get_admin_questions', {
    search: question.slice(0, 100),
    limit: 100,
  });
  const row = page.data.find((q) => q.question === question);
  if (!row) throw new Error(`the admin finds no question "${question}"`);
  return { answer: row.answer, id: row.id };
}

/** Looks a question up in a key, failing clearly when it is not there. */
export function keyOf(key: AnswerKey, question: string): KeyEntry {
  const entry = key.get(question);
  if (!entry) throw new Error(`"${question}" is not in the key`);
  return entry;
}

// --- The question on screen ---------------------------------------------------------------------

/** The round's progress line ("Question 3 / 10", the first word for screen readers only). */
export function progress(page: Page): Locator {
  return page.locator('.play__progress');
}

/** The question on screen. */
export function questionSection(page: Page): Locator {
  return page.locator('section.solo-play');
}

/** Waits for question `n` of `total` to be on screen. */
export async function atQuestion(page: Page, n: number, total: number): Promise<void> {
  await expect(progress(page)).toHaveText(new RegExp(`(^|\\s)${n} / ${total}$`));
}

/** The text of the question on screen, waiting for `number / total` first. */
export async function questionTextAt(page: Page, number: number, total: number): Promise<string> {
  await atQuestion(page, number, total);
  return page.locator('h1.play__question').innerText();
}

/** The pack's question shown on screen now (found by its text: the key never comes from the page). */
export async function questionByText(page: Page, pack: SoloPack): Promise<PackQuestion> {
  const text = await page.locator('h1.play__question').innerText();
  const found = pack.questions.find((q) => q.question === text.trim());
  if (!found) throw new Error(`"${text}" is not in the ${pack.category.name} pack`);
  return found;
}

/**
 * The pack's question on screen, by the id its bookmark toggle names (data-testid="bookmark-<id>"):
 * the rendered text of a formula is not its source, so the key is looked up by id.
 */
export async function questionById(page: Page, key: SoloPackKey): Promise<PackQuestion> {
  const testId = await questionSection(page).locator('[data-testid^="bookmark-"]').getAttribute('data-testid');
  const id = Number(testId?.replace('bookmark-', ''));
  const question = key.questions.get(id);
  if (!question) throw new Error(`question ${id} is not in the pack`);
  return question;
}

// --- Answering ----------------------------------------------------------------------------------

export type AnswerWay = 'keyboard' | 'pointer';

/** Chooses an option by its number key or by pointer. */
export async function choose(page: Page, index: number, how: AnswerWay): Promise<void> {
  if (how === 'keyboard') await page.keyboard.press(String(index + 1));
  else await questionSection(page).locator('.play__options button').nth(index).click();
}

/** Waits for the verdict, then moves on (Next or See my result has focus: Enter, as a keyboard player would; or a click). */
export async function expectVerdictAndGoOn(page: Page, verdict: 'Correct!' | 'Not quite.', last: boolean, how: AnswerWay = 'keyboard'): Promise<void> {
  await expect(page.getByTestId('answer-feedback')).toContainText(verdict);
  const next = page.getByRole('button', { name: last ? 'See my result' : 'Next question' });
  await expect(next).toBeFocused();
  if (how === 'keyboard') await page.keyboard.press('Enter');
  else await next.click();
}

/**
 * Gives `choice` to the question on screen (its number key, or a click on the option), waits for
 * the server's verdict, then moves on with Enter on the button that takes focus.
 */
export async function answerQuestion(page: Page, choice: number, way: AnswerWay, expected: 'Correct!' | 'Not quite.', last: boolean): Promise<void> {
  await choose(page, choice, way);
  await expectVerdictAndGoOn(page, expected, last);
}

// --- Lifelines ----------------------------------------------------------------------------------

export type LifelineName = 'fifty_fifty' | 'audience_poll' | 'reset_time' | 'skip';

export function lifeline(page: Page, name: LifelineName): Locator {
  return page.getByTestId(`lifeline-${name}`);
}

/**
 * Presses a lifeline from the keyboard. A refused one stays focusable but aria-disabled (so its
 * reason can be heard), which a pointer click in Playwright waits on forever: a keyboard player
 * reaches it with focus and Enter.
 */
export async function pressLifeline(page: Page, name: LifelineName): Promise<void> {
  await lifeline(page, name).focus();
  await page.keyboard.press('Enter');
}

/** Presses a lifeline the rules refuse now (aria-disabled, still focusable), the way a keyboard player does. */
export async function pressRefusedLifeline(page: Page, name: LifelineName): Promise<void> {
  await expect(lifeline(page, name)).toHaveAttribute('aria-disabled', 'true');
  await pressLifeline(page, name);
}

/** The price a lifeline's button shows ("4 coins"). */
export async function lifelinePrice(page: Page, name: LifelineName): Promise<number> {
  const text = await lifeline(page, name).locator('.lifeline__note').innerText();
  const match = /^(\d+) coins?/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[1]);
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

// --- The result ---------------------------------------------------------------------------------

/** The result's own numbers: the counts, what was earned and spent, and the totals it says the player now has. */
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

const numberIn = (text: string, pattern: RegExp): number => {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`${String(pattern)} not found in "${text}"`);
  return Number(match[1].replace(/[^\d]/g, ''));
};

/** The solo result screen's numbers, read as a player reads them once its heading is there. */
export async function readResult(page: Page): Promise<ShownResult> {
  await expect(page.getByRole('heading', { level: 1, name: /: your result$/ })).toBeVisible();
  const result = page.locator('section.result');
  const counts = await result.locator('.result__counts').innerText();
  const earned = await result.locator('.result__earned').innerText();
  const totals = await result.locator('.result__totals').innerText();
  return {
    correct: numberIn(counts, /(\d+)\s+correct/),
    incorrect: numberIn(counts, /(\d+)\s+incorrect/),
    unanswered: numberIn(counts, /(\d+)\s+unanswered/),
    skipped: numberIn(counts, /(\d+)\s+skipped/),
    scoreEarned: numberIn(earned, /\+(\d+) score/),
    coinsEarned: numberIn(earned, /\+(\d+) coins?/),
    coinsSpent: /−\d+ coins? on lifelines/.test(earned) ? numberIn(earned, /−(\d+) coins? on lifelines/) : 0,
    coins: numberIn(totals, /You now have ([\d,]+) coins?/),
    score: numberIn(totals, /a score of ([\d,]+)/),
  };
}

/** The badges the player has earned (get_user_badges), each with the coins it paid. */
function earnedBadges(request: APIRequestContext, who: Credentials): Promise<{ reward: number }[]> {
  return asPlayer(request, who, async (call) => {
    const badges = await call<{ reward: number; status: 'locked' | 'unlocked' }[]>('get_user_badges', {});
    return badges.filter((b) => b.status === 'unlocked');
  });
}

/**
 * The coins every badge the player holds has paid: a round that earns a badge (a first round
 * finished: Dashing Debut) pays its reward with it.
 */
export async function badgeRewards(request: APIRequestContext, who: Credentials): Promise<number> {
  return (await earnedBadges(request, who)).reduce((sum, b) => sum + b.reward, 0);
}

/**
 * Coins the player's badges have paid so far, from the server's coin history: a first round can
 * earn badges whose rewards the result's totals include beside what the round itself paid.
 */
export function badgeCoins(request: APIRequestContext, who: Credentials): Promise<number> {
  return asPlayer(request, who, async (call) => {
    const history = await call<{ data: { coins: number; source: string }[] }>('get_tracker_data', { limit: 100 });
    return history.data.filter((entry) => entry.source === 'badge').reduce((sum, entry) => sum + entry.coins, 0);
  });
}

/** Coins and score as the server has them, and the badges the player has earned with what they paid. */
export async function accountNumbers(request: APIRequestContext, who: Credentials): Promise<{ coins: number; score: number; badges: number; badgeCoins: number }> {
  const { coins, score } = await serverNumbers(request, who.email, who.password);
  const badges = await earnedBadges(request, who);
  return { coins, score, badges: badges.length, badgeCoins: badges.reduce((sum, b) => sum + b.reward, 0) };
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

// --- Bookmarks ----------------------------------------------------------------------------------

/** Opens the profile's bookmarks through the profile and finds `question` listed there. */
export async function expectBookmarked(page: Page, question: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Bookmarks', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/bookmarks$/);
  await expect(page.getByRole('list', { name: 'Bookmarks' }).getByText(question, { exact: true })).toBeVisible();
}

/** The profile's bookmarks list shows this question alone (its Remove button is named by the question's text). */
export async function expectOnlyBookmarked(page: Page, question: PackQuestion): Promise<void> {
  await page.goto('/profile/bookmarks');
  const list = page.getByRole('list', { name: 'Bookmarks' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: `Remove from bookmarks: ${question.question}`, exact: true })).toBeVisible();
}

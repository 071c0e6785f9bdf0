/**
 * Shared steps of the solo modes' end-to-end tests, group A (Daily Quiz, True & False, Self
 * Challenge, Bookmarks): a brand-new verified player (each test its own, so no test depends on
 * another's coins, bookmarks or daily result), answer keys got the honest way (a mode's offline
 * packs, which any subscriber may download, or the admin's content actions for today's daily set,
 * which never leaves the server in a pack), one question answered through the UI, and the numbers
 * a result screen shows.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { asPlayer, type Credentials } from './quiz-rounds';
import { callAsAdmin, latestMessage, signIn, uniqueEmail } from './helpers';

/** A question's key: the index of its right option, and its id (the bookmark and report tools name it). */
export interface KeyEntry {
  readonly answer: number;
  readonly id: number;
}
export type AnswerKey = ReadonlyMap<string, KeyEntry>;

/** A new player with a verified e-mail (a sign-up has its free trial and welcome coins). */
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

/** Signs in through the login page and waits for the home screen. */
export async function signInAs(page: Page, who: Credentials): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/$/);
}

interface SoloPack {
  readonly content: { type: string; questions: { id: number; question: string; answer: number }[] };
}

/**
 * The key of every solo pack of a category type (True & False: one pack per category), as `who`
 * downloads them. With `titles`, only the packs of those categories.
 */
export function soloPackKey(request: APIRequestContext, who: Credentials, type: string, titles?: readonly string[]): Promise<AnswerKey> {
  return asPlayer(request, who, async (call) => {
    const packs = await call<{ id: string; kind: string; group: string; title: string }[]>('get_offline_packs', {});
    const chosen = packs.filter((p) => p.kind === 'solo' && p.group === type && (!titles || titles.includes(p.title)));
    expect(chosen.length, `${type} packs ${titles?.join(', ') ?? ''}`).toBeGreaterThan(0);
    const key = new Map<string, KeyEntry>();
    for (const pack of chosen) {
      const { content } = await call<SoloPack>('get_offline_pack', { pack_id: pack.id });
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
    const packs = await call<{ id: string; kind: string; title: string }[]>('get_offline_packs', {});
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

/** The round's progress line ("Question 3 / 10", the first word for screen readers only). */
export function progress(page: Page) {
  return page.locator('.play__progress');
}

/** The question on screen, waiting for `number / total` first. */
export async function questionOnScreen(page: Page, number: number, total: number): Promise<string> {
  await expect(progress(page)).toHaveText(new RegExp(`(^|\\s)${number} / ${total}$`));
  return page.locator('h1.play__question').innerText();
}

export type AnswerWay = 'keyboard' | 'pointer';

/**
 * Gives `choice` to the question on screen (its number key, or a click on the option), waits for
 * the server's verdict, then moves on with Enter on the button that takes focus.
 */
export async function answerQuestion(page: Page, choice: number, way: AnswerWay, expected: 'Correct!' | 'Not quite.', last: boolean): Promise<void> {
  if (way === 'keyboard') await page.keyboard.press(String(choice + 1));
  else await page.locator('.play__options button').nth(choice).click();
  await expect(page.getByTestId('answer-feedback')).toContainText(expected);
  await expect(page.getByRole('button', { name: last ? 'See my result' : 'Next question' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Presses a lifeline from the keyboard. A refused one stays focusable but aria-disabled (so its
 * reason can be heard), which a pointer click in Playwright waits on forever: a keyboard player
 * reaches it with focus and Enter.
 */
export async function pressLifeline(page: Page, lifeline: 'fifty_fifty' | 'audience_poll' | 'reset_time' | 'skip'): Promise<void> {
  await page.getByTestId(`lifeline-${lifeline}`).focus();
  await page.keyboard.press('Enter');
}

/** Looks a question up in a key, failing clearly when it is not there. */
export function keyOf(key: AnswerKey, question: string): KeyEntry {
  const entry = key.get(question);
  if (!entry) throw new Error(`"${question}" is not in the key`);
  return entry;
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

/** The result's own numbers: the counts, what was earned and spent, and the totals it says the player now has. */
export interface ShownResult {
  readonly correct: number;
  readonly incorrect: number;
  readonly unanswered: number;
  readonly skipped: number;
  readonly coinsEarned: number;
  readonly scoreEarned: number;
  readonly coinsSpent: number;
  readonly coins: number;
  readonly score: number;
}

export async function readResult(page: Page): Promise<ShownResult> {
  await expect(page.getByRole('heading', { level: 1, name: /: your result$/ })).toBeVisible();
  const count = async (word: string) => Number(await page.locator('.result__counts li', { hasText: new RegExp(`^\\d+ ${word}$`) }).locator('strong').innerText());
  const earned = await page.locator('.result__earned').innerText();
  const num = (pattern: RegExp) => Number(pattern.exec(earned)?.[1] ?? 0);
  const totals = /You now have (\d+) coins? and a score of ([\d,]+)\./.exec(await page.locator('.result__totals').innerText());
  if (!totals) throw new Error('the result shows no totals');
  return {
    correct: await count('correct'),
    incorrect: await count('incorrect'),
    unanswered: await count('unanswered'),
    skipped: await count('skipped'),
    scoreEarned: num(/\+(\d+) score/),
    coinsEarned: num(/\+(\d+) coins?/),
    coinsSpent: num(/−(\d+) coins? on lifelines/),
    coins: Number(totals[1]),
    score: Number(totals[2]?.replace(/,/g, '')),
  };
}

/**
 * Steps for battles.spec.ts: short battle timings set through the admin configuration (and put back
 * afterwards), fresh players each in a browser context of their own, and the play of one question
 * (answer by an option's text, then wait for the reveal or the next question).
 */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { BattleConfig } from '../../contract/api/settings';
import { callAsAdmin, newPlayer, signIn } from './helpers';

/** Timings that let a whole battle run in seconds (the contract's smallest values or near them). */
export const FAST_BATTLE: Partial<BattleConfig> = {
  battle_categories: '1',
  question_seconds: 8,
  random_questions: 3,
  wait_seconds: 5,
  bot_min_seconds: 1,
  bot_max_seconds: 2,
};

/** The battle block as the server has it now. */
export async function battleConfig(request: APIRequestContext): Promise<BattleConfig> {
  const { keys } = await callAsAdmin<{ keys: Array<{ key: string; value: unknown }> }>(request, 'get_admin_config', { scope: 'system' });
  const battle = keys.find((entry) => entry.key === 'battle');
  if (!battle) throw new Error('the system configuration has no battle block');
  return battle.value as BattleConfig;
}

export async function setBattleConfig(request: APIRequestContext, battle: BattleConfig): Promise<void> {
  await callAsAdmin(request, 'set_admin_config', { scope: 'system', values: { battle } });
}

export interface Player {
  readonly name: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The page's console lines and websocket frames, timestamped, for a failure's attachment. */
  readonly traffic: string[];
}

/** Keeps a page's console and its websockets' frames (opened, sent, received, closed) in `into`. */
function recordTraffic(page: Page, into: string[]): void {
  const stamp = () => new Date().toISOString().slice(11, 23);
  page.on('console', (message) => into.push(`${stamp()} console.${message.type()} ${message.text()}`));
  page.on('pageerror', (error) => into.push(`${stamp()} pageerror ${error.message}`));
  // Numbered, because a page holds several (the user channel and each battle screen's): a failure's
  // frames must say which socket they came on.
  let sockets = 0;
  page.on('websocket', (socket) => {
    const ws = `ws#${++sockets}`;
    into.push(`${stamp()} ${ws} open ${socket.url()}`);
    socket.on('framesent', (frame) => into.push(`${stamp()} ${ws} > ${String(frame.payload).slice(0, 400)}`));
    socket.on('framereceived', (frame) => into.push(`${stamp()} ${ws} < ${String(frame.payload).slice(0, 400)}`));
    socket.on('socketerror', (error) => into.push(`${stamp()} ${ws} error ${error}`));
    socket.on('close', () => into.push(`${stamp()} ${ws} closed ${socket.url()}`));
  });
}

/** A new player (a sign-up has its trial subscription, so battles are open to them) signed in in a context of their own. */
export async function playerInContext(browser: Browser, request: APIRequestContext, baseURL: string, name: string): Promise<Player> {
  const { email, password } = await newPlayer(request, name);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const traffic: string[] = [];
  recordTraffic(page, traffic);
  await page.goto('/auth/login');
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  return { name, context, page, traffic };
}

/** The open question's text on a page (its heading in the choice question). */
export function questionText(page: Page) {
  return page.locator('.battle-question .choice-question__text');
}

/** The open question's option buttons. */
export function options(page: Page) {
  return page.locator('.battle-question .choice-question').getByRole('button');
}

/**
 * Answers the open question with its option number `index` (0-based), by the option's text. The
 * first to answer sees it taken while the others think; the last one's answer closes the question
 * at once, so the reveal may replace it before the note shows: `last` waits for that instead.
 */
export async function answerBy(page: Page, index: number, last = false): Promise<string> {
  const text = (await options(page).nth(index).locator('.choice__text').innerText()).trim();
  await page.getByRole('button', { name: text, exact: true }).click();
  if (last) await expect(page.getByRole('heading', { name: /^Question \d+: the answers$/ })).toBeVisible();
  else await expect(page.getByRole('status').filter({ hasText: 'Answer sent. Waiting for the others...' })).toBeVisible();
  return text;
}

/** Waits for the question numbered `n` (1-based) of `total` to be open on a page. */
export async function expectQuestion(page: Page, n: number, total: number): Promise<void> {
  await expect(page.getByText(`Question ${n} of ${total}`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(options(page).first()).toBeEnabled();
}

/** The result's heading: 'You won!', 'You lost', "It's a draw" or the tie. */
export async function resultTitle(page: Page): Promise<string> {
  const title = page.getByRole('heading', { name: /^(You won!|You lost|It's a draw|A tie: you share the top place)$/ });
  await expect(title).toBeVisible({ timeout: 30_000 });
  return (await title.innerText()).trim();
}

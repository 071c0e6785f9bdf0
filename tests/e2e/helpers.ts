/** Shared steps for end-to-end tests: the development outbox (as the demo admin), sign-in, reading the header. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface OutboxMessage {
  readonly link: string | null;
  readonly code: string | null;
  readonly subject: string;
}

/** The demo admin of a development start: the only kind of account that may read the outbox. */
export const demoAdmin = { email: 'admin@quizhive.test', password: 'Admin#2026' } as const;

let adminToken: string | undefined;

async function signInAdmin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user_login', { data: demoAdmin });
  expect(res.status(), 'the demo admin signs in').toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * Calls an admin-only action as the demo admin. The token is kept for the whole run (one sign-in,
 * not one per poll) and renewed once if the server no longer knows it.
 */
export async function callAsAdmin<T>(request: APIRequestContext, action: string, body: unknown): Promise<T> {
  const post = (token: string) => request.post(`/api/${action}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  adminToken ??= await signInAdmin(request);
  let res = await post(adminToken);
  if (res.status() === 401) {
    adminToken = await signInAdmin(request);
    res = await post(adminToken);
  }
  const envelope = (await res.json()) as { error: boolean; data: T };
  expect(envelope.error, `${action} as the demo admin failed: ${JSON.stringify(envelope)}`).toBe(false);
  return envelope.data;
}

/** The newest e-mail or SMS the server sent to an address, read as the demo admin, waiting for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let message: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      [message] = await callAsAdmin<OutboxMessage[]>(request, 'get_dev_outbox', { to, limit: 1 });
      return message !== undefined;
    })
    .toBe(true);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/** The path of an e-mailed link on this server, with its query and fragment: the token is in either (#token= or ?token=). */
export function linkPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function headerNumbers(page: Page): Promise<{ coins: number; score: number }> {
  const read = async (id: string) => Number((await page.getByTestId(id).first().innerText()).replace(/[^\d]/g, ''));
  return { coins: await read('coins'), score: await read('score') };
}

/** Coins and score as the server has them, read with a session of its own. */
export async function serverNumbers(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/user_login', { data: { email, password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.post('/api/get_user_coin_score', { data: {}, headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { coins: number; all_time_score: number } };
  await request.post('/api/logout', { data: {}, headers: { authorization: `Bearer ${token}` } });
  return { coins: data.coins, score: data.all_time_score };
}

export function uniqueEmail(): string {
  return `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A new player with a verified e-mail, signed up through the API (a sign-up has its free trial and welcome coins, theirs alone). */
export async function newPlayer(request: APIRequestContext, name: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const password = 'a fine passphrase';
  expect((await request.post('/api/user_signup', { data: { name, email, password } })).status()).toBe(200);
  const { link } = await latestMessage(request, email);
  const url = new URL(link ?? '');
  const token = new URLSearchParams(url.hash.slice(1) || url.search).get('token');
  expect((await request.post('/api/verify_email', { data: { token } })).status()).toBe(200);
  return { email, password };
}

/**
 * Resolves once the page's live channel (socket.io at /live) has joined and the user record it
 * reads on joining has come back (src/lib/live/live-session.ts): from then on the page sends
 * nothing more of its own accord. Call it before the navigation that opens the channel.
 */
export function liveChannelSettled(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let joined = false;
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/live')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) joined = true;
      });
    });
    page.on('requestfinished', (request) => {
      if (joined && new URL(request.url()).pathname === '/api/get_user_by_id') resolve();
    });
  });
}

/** Shared steps for end-to-end tests: the development outbox, sign-in, reading the header. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface OutboxMessage {
  readonly link: string | null;
  readonly code: string | null;
  readonly subject: string;
}

/** The newest e-mail or SMS the server sent to an address, waiting for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let message: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.post('/api/get_dev_outbox', { data: { to, limit: 1 } });
      const body = (await res.json()) as { data: OutboxMessage[] };
      message = body.data[0];
      return message !== undefined;
    })
    .toBe(true);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
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

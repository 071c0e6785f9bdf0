/**
 * The subscriber the benchmarks sign in as. They run the server with production settings, which
 * never seed demo accounts (their passwords are public), so each bench database gets this one.
 */
import type { Page } from '@playwright/test';
import { openDatabase, type Db } from '../server/db/client';
import { subscriptions } from '../server/db/schema';
import { insertUser } from '../server/features/users/users.repo';
import { hashPassword } from '../server/lib/password';

export const benchSubscriber = { email: 'bench-subscriber@quizhive.test', password: 'bench subscriber password' } as const;

/**
 * Signs the bench subscriber in through the app's own form (`loginUrl`: /auth/login of the server
 * under test, absolute or relative to the page's base URL) and waits for the service worker, so a
 * later offline or repeat visit starts from what the device holds.
 */
export async function signInInBrowser(page: Page, loginUrl: string): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel('E-mail', { exact: true }).fill(benchSubscriber.email);
  await page.getByLabel('Password', { exact: true }).fill(benchSubscriber.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** A verified e-mail account with an active subscription. */
export async function addBenchSubscriber(db: Db, passwordCost: number): Promise<void> {
  const now = new Date();
  const user = await insertUser(db, {
    name: 'Bench Subscriber',
    email: benchSubscriber.email,
    passwordHash: await hashPassword(benchSubscriber.password, passwordCost),
    emailVerifiedAt: now,
    type: 'email',
  });
  await db.insert(subscriptions).values({ userId: user.id, status: 'active', created: now, currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000) });
}

/**
 * `count` more subscribers (bench-<i>@quizhive.test, same password) for the load bench: clients
 * spread over many users, as a classroom's are, so they do not all queue on one user's row lock.
 */
export async function addBenchSubscribers(db: Db, count: number, passwordCost: number): Promise<string[]> {
  const now = new Date();
  const passwordHash = await hashPassword(benchSubscriber.password, passwordCost);
  const emails: string[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `bench-${i}@quizhive.test`;
    const user = await insertUser(db, { name: `Bench ${i}`, email, passwordHash, emailVerifiedAt: now, type: 'email' });
    await db.insert(subscriptions).values({ userId: user.id, status: 'active', created: now, currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000) });
    emails.push(email);
  }
  return emails;
}

/** For a server about to start in another process on an embedded database: adds the account first. */
export async function addBenchSubscriberToPglite(pgliteDir: string, passwordCost: number): Promise<void> {
  const database = await openDatabase({ pgliteDir });
  try {
    await addBenchSubscriber(database.db, passwordCost);
  } finally {
    await database.close();
  }
}

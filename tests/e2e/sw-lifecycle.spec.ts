/**
 * The worker's life cycle on a real build: the first visit of a fresh profile becomes controlled
 * without a reload (the first install claims it), so the network can go at once and the shell,
 * cached reads and a downloaded pack still work; an update waits while a round is running and is
 * offered, then applied, only once the player has left it.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { answerMaths, downloadPacks, mathsPracticePath, playQuizLevelFromPack, type Credentials } from './offline-helpers';

const subscriber: Credentials = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };

declare global {
  interface Window {
    /** Set by the test in the page: still there means the page was never reloaded. */
    e2eSamePage?: boolean;
    /** Whether a worker controlled the document when it was created (an init script records it). */
    e2eControlledAtLoad?: boolean;
  }
}

/** A navigation inside the app (wouter follows pushState + popstate): the page and its JS stay. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
}

/** Marks the page, so a later check can tell it was never reloaded. */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    window.e2eSamePage = true;
  });
  return () => page.evaluate(() => window.e2eSamePage === true);
}

/** Main-frame navigations (page loads) of `page`: in-app navigations do not count. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Cuts the network for the pages and the worker (context offline, plus API requests aborted). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.route(/\/api\//, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

test('the first visit is controlled without a reload and works offline on the same page and after navigating', async ({ page, context }) => {
  // Sign-in, a download and a whole level offline: longer than the default minute on a busy machine.
  test.setTimeout(120_000);
  await context.addInitScript(() => {
    window.e2eControlledAtLoad = navigator.serviceWorker.controller !== null;
  });
  const loads = countLoads(page);
  await page.goto('/');
  await expect(page.getByText('Hello Guest')).toBeVisible();
  const samePage = await markPage(page);
  expect(await page.evaluate(() => window.e2eControlledAtLoad)).toBe(false);

  // The first install claims this page: no reload, no update offer.
  await expect.poll(() => isControlled(page), { timeout: 30_000 }).toBe(true);
  expect(await samePage()).toBe(true);
  expect(loads()).toBe(1);
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  // Still the same page: sign in, open a category (its read is now cached) and download a pack.
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await navigateInApp(page, '/quiz-zone');
  await page.getByRole('list', { name: 'Quiz Zone' }).getByRole('link').filter({ hasNotText: 'Geography' }).first().click();
  const categoryPath = new URL(page.url()).pathname;
  const topics = page.locator('main ul.quiz-list').getByRole('link');
  await expect(topics.first()).toBeVisible();
  const topicsOnline = await topics.allInnerTexts();
  await navigateInApp(page, '/downloads');
  await page.getByRole('button', { name: 'Download Capitals & Countries', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Delete Capitals & Countries', exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await samePage()).toBe(true);
  expect(loads()).toBe(1);

  await goOffline(context);
  // On the same page, a screen never opened before loads its code from the precache, and the
  // downloaded pack stands in for the server.
  await navigateInApp(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await navigateInApp(page, '/quiz-zone');
  await expect(page.getByText('From your downloads: the categories on this device.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Quiz Zone' }).getByRole('link', { name: /Geography/ })).toBeVisible();
  expect(await samePage()).toBe(true);

  // A full navigation offline: the shell comes from the precache, the category from the read cache
  // (nothing of it is downloaded, so the page asks and the worker answers).
  const cachedAnswers: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker() && response.headers()['x-quizhive-cache'] === 'hit') cachedAnswers.push(new URL(response.url()).pathname);
  });
  await page.goto(categoryPath);
  await expect(topics.first()).toBeVisible();
  expect(await topics.allInnerTexts()).toEqual(topicsOnline);
  expect(cachedAnswers.length).toBeGreaterThan(0);

  // And the downloaded pack plays with no network at all.
  expect(await playQuizLevelFromPack(page, 'Geography', 'Capitals & Countries')).toBeGreaterThan(0);
  await context.setOffline(false);
});

test('an update waits while a round is running and is applied only after the player leaves it', async ({ page, request }) => {
  const practice = await mathsPracticePath(request, subscriber);
  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => isControlled(page), { timeout: 30_000 }).toBe(true);
  await downloadPacks(page, [practice.curriculumName]);

  // A round is running: one question answered, more to come.
  await answerMaths(page, practice.path, 1);
  const samePage = await markPage(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

  // A new deploy, as the browser sees one: the registration's script changes (here its URL; the
  // route cannot reach the browser's own update fetch), so a second worker installs beside the first.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?e2e-deploy=2', { scope: '/' });
  });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null), { timeout: 30_000 }).toBe('installed');

  // The round goes on under the old worker: no swap, no reload, no offer while playing.
  await page.waitForTimeout(2_000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active === navigator.serviceWorker.controller)).toBe(true);
  await expect(page.getByText('A new version is available')).toHaveCount(0);
  await expect(page.getByText(/^Question 2 of \d+$/)).toBeVisible();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^(Correct!|Not quite\. The answer is .+\.)$/)).toBeVisible();
  expect(await samePage()).toBe(true);

  // Leaving the round is a safe point: the update is offered, and accepting it reloads under the new worker.
  await navigateInApp(page, '/');
  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 15_000 });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  expect(await isControlled(page)).toBe(true);
  expect(await page.evaluate(() => window.e2eSamePage)).toBeUndefined();
  expect(firstWorker).toMatch(/\/sw\.js$/);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/e2e-deploy=2$/);
});

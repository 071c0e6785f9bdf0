/**
 * The service worker on a real build: reads seen online come back offline, they leave with the
 * user who signed out, the QA "force offline" switch serves cached reads while nothing else leaves
 * the page, and a Background Sync event flushes the outbox from the worker with no page open.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { liveChannelSettled, signIn } from './helpers';
import { offlineSwitch } from './offline-helpers';

const subscriber = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };
const USER_CACHE_PREFIX = 'qh-api-user-';

/** Signs in, then reloads once the worker is active, so it controls the page from then on. */
async function signInUnderWorker(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The category names shown on the Quiz Zone screen. */
async function categoryTitles(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: 'Quiz Zone' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  return grid.locator('.quiz-card__title').allInnerTexts();
}

test('cached reads come back offline and leave with the student who signs out', async ({ page, context }) => {
  const network = await offlineSwitch(context);
  await signInUnderWorker(page);

  await page.goto('/quiz-zone');
  const online = await categoryTitles(page);
  expect(online.length).toBeGreaterThan(0);
  const userCaches = (await cacheNames(page)).filter((name) => name.startsWith(USER_CACHE_PREFIX));
  expect(userCaches).toHaveLength(1);

  await network.set(true);
  const categories = page.waitForResponse((response) => response.url().endsWith('/api/get_categories'));
  await page.reload();
  const answer = await categories;
  expect(answer.fromServiceWorker()).toBe(true);
  expect(answer.headers()['x-quizhive-cache']).toBe('hit');
  expect(answer.headers()['x-quizhive-cached-at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(await categoryTitles(page)).toEqual(online);
  await network.set(false);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect.poll(() => cacheNames(page)).not.toContain(userCaches[0]);
  // Shared reads (settings, languages) are nobody's and stay for the next student.
  expect(await cacheNames(page)).toContain('qh-api-shared');
});

test('forced offline answers cached reads from the worker and sends nothing to the server', async ({ page, context }) => {
  await signInUnderWorker(page);
  // The online page's last request (the live channel reads the user record when it joins) is
  // done before the device goes offline: what is recorded below is the offline page's alone.
  const settled = liveChannelSettled(page);
  await page.goto('/quiz-zone');
  const online = await categoryTitles(page);
  await settled;

  await page.evaluate(() => localStorage.setItem('quizhive.forceOffline', '1'));
  const toServer: string[] = [];
  const fromPage: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    // A request the worker makes itself is one that would reach the server.
    if (request.serviceWorker()) toServer.push(pathname);
    else fromPage.push(pathname);
  };
  context.on('request', record);

  await page.reload();
  expect(await categoryTitles(page)).toEqual(online);
  expect(fromPage).toContain('/api/get_categories');

  // A write is refused inside the page: sign-out still forgets the session, without a logout call.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(fromPage).not.toContain('/api/logout');
  expect(toServer).toEqual([]);
  context.off('request', record);
});

interface OutboxRow {
  readonly status: string;
  readonly lastError: { readonly code: string } | null;
}

test('a Background Sync event flushes the outbox from the worker, with no page of the app open', async ({ page, context }) => {
  await signInUnderWorker(page);
  // get_user_by_id (refreshed at start) lands in the user's cache, whose name carries the id.
  await expect.poll(async () => (await cacheNames(page)).some((name) => name.startsWith(USER_CACHE_PREFIX))).toBe(true);
  const userId = (await cacheNames(page)).find((name) => name.startsWith(USER_CACHE_PREFIX))?.slice(USER_CACHE_PREFIX.length) ?? '';
  const worker = context.serviceWorkers()[0];
  if (!worker) throw new Error('no service worker');

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL.startsWith(new URL(page.url()).origin) && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const registration = await registrationId;
  // Close the app (the tab leaves it), so only the worker can flush.
  await page.goto('about:blank');

  // An op the server will answer 'rejected' (its payload is empty): proof of a full round trip
  // under the stored user's token (without it the flusher would pause on 401 and keep it pending).
  const opId = `e2e-bgsync-${Date.now().toString(36)}-op`;
  await worker.evaluate(
    ({ opId, userId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('quizhive');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').put({
            op_id: opId,
            userId,
            deviceId: 'e2e-device-1',
            deviceSeq: 1,
            kind: 'maths_answer',
            payload: {},
            createdAt: Date.now(),
            attempts: 0,
            nextAttemptAt: 0,
            status: 'pending',
            lastError: null,
            inFlightAt: null,
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { opId, userId },
  );

  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: registration, tag: 'quizhive-outbox', lastChance: false });

  const readOp = () =>
    worker.evaluate(
      (opId) =>
        new Promise<OutboxRow | null>((resolve, reject) => {
          const open = indexedDB.open('quizhive');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('outbox').objectStore('outbox').get(opId);
            get.onsuccess = () => resolve((get.result as OutboxRow | undefined) ?? null);
            get.onerror = () => reject(get.error);
          };
        }),
      opId,
    );
  await expect.poll(async () => (await readOp())?.status).toBe('dead');
  expect((await readOp())?.lastError?.code).toBe('VALIDATION');
});

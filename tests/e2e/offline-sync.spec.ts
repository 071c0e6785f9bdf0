/**
 * Offline first, end to end in chromium against the real server: download packs, lose the network
 * (the context offline, which in Chromium also cuts the service worker's requests), reload, play a
 * Quiz Zone level and maths practice, close the tab while the sync is on the wire, reopen, and
 * check on the server that every result landed exactly once. Then the same without SyncManager,
 * two tabs flushing at once, and a shared device where one user signs out with writes pending.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';
import { signIn } from './helpers';
import {
  answerMaths,
  appliedOpIds,
  downloadPacks,
  localOpIds,
  mathsPracticePath,
  playQuizLevelFromPack,
  signOutFromProfile,
  syncChip,
  waitForServiceWorkerControl,
  type Credentials,
} from './offline-helpers';

const subscriber: Credentials = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };
const admin: Credentials = { email: 'admin@quizhive.test', password: 'Admin#2026' };

/** Every sync_ops request the browser makes (pages and the worker), with the op ids it carried. */
function recordSyncRequests(context: BrowserContext): { readonly sent: string[][] } {
  const record = { sent: [] as string[][] };
  const onRequest = (request: Request) => {
    if (!request.url().endsWith('/api/sync_ops')) return;
    const body = request.postDataJSON() as { ops: { op_id: string }[] };
    record.sent.push(body.ops.map((op) => op.op_id));
  };
  context.on('request', onRequest);
  return record;
}

async function signedIn(page: Page, who: Credentials): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorkerControl(page);
}

/**
 * The whole round trip: offline play, then the first delivery's answer is lost because the tab
 * closes while it is on the wire; the reopened tab sends the ops again and the server answers
 * them as duplicates.
 */
async function offlineRoundTrip(context: BrowserContext, page: Page, request: APIRequestContext): Promise<void> {
  const before = new Set(await appliedOpIds(request, subscriber));
  const practice = await mathsPracticePath(request, subscriber);
  await signedIn(page, subscriber);
  await downloadPacks(page, ['Capitals & Countries', practice.curriculumName]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/You are offline/).first()).toBeVisible();

  const quizAnswers = await playQuizLevelFromPack(page, 'Geography', 'Capitals & Countries');
  expect(quizAnswers).toBeGreaterThan(0);
  await answerMaths(page, practice.path, 3);

  const made = await localOpIds(page);
  expect(made).toHaveLength(4);
  await expect(syncChip(page)).toHaveAttribute('data-sync-state', 'saved');
  await expect(syncChip(page)).toContainText('4 waiting');

  // Online again: the first delivery reaches the server, but the tab closes before its answer.
  let releaseAnswer: () => void = () => {};
  const answerHeld = new Promise<void>((resolve) => {
    releaseAnswer = resolve;
  });
  const delivered = new Promise<void>((resolve) => {
    void context.route('**/api/sync_ops', async (route) => {
      const response = await route.fetch();
      resolve();
      await answerHeld;
      await route.fulfill({ response }).catch(() => undefined);
    });
  });
  await context.setOffline(false);
  await delivered;
  await page.close();
  releaseAnswer();
  await context.unroute('**/api/sync_ops');

  // The server has every op already; the device does not know it yet.
  await expect.poll(async () => (await appliedOpIds(request, subscriber)).filter((id) => !before.has(id)).sort()).toEqual([...made].sort());

  const duplicates: string[] = [];
  context.on('response', (response) => {
    if (!response.url().endsWith('/api/sync_ops')) return;
    void response.json().then((body: { data?: { results: { op_id: string; status: string }[] } }) => {
      for (const result of body.data?.results ?? []) if (result.status === 'duplicate') duplicates.push(result.op_id);
    });
  });
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(syncChip(reopened)).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });
  expect(await localOpIds(reopened)).toEqual([]);
  await expect.poll(() => [...duplicates].sort()).toEqual([...made].sort());

  // Exactly once: the four ops, each applied one time, and nothing else.
  const after = (await appliedOpIds(request, subscriber)).filter((id) => !before.has(id));
  expect(after.sort()).toEqual([...made].sort());
  await reopened.close();
}

test.describe('offline first', () => {
  // Downloads, a round with a reload in it, maths answers and a reopened tab's sync: over a minute
  // on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('plays from downloads offline; every result lands exactly once after the tab closed mid-sync', async ({ context, page, request }) => {
    await offlineRoundTrip(context, page, request);
  });

  test('does the same with no SyncManager at all (Safari, Firefox)', async ({ context, page, request }) => {
    await context.addInitScript(() => {
      delete (window as { SyncManager?: unknown }).SyncManager;
    });
    await offlineRoundTrip(context, page, request);
  });

  test("an offline round's card turns into the server's result when the sync brings it", async ({ context, page }) => {
    await signedIn(page, subscriber);
    await downloadPacks(page, ['Capitals & Countries']);
    await context.setOffline(true);
    await page.reload();
    await playQuizLevelFromPack(page, 'Geography', 'Capitals & Countries');
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Level 1 complete' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Saved on this device' })).toHaveCount(0);
    await expect(page.getByText(/when you are back online/)).toHaveCount(0);
    await expect(page.locator('.offline-banner')).toHaveCount(0);
  });

  test('two tabs coming online at once send each op once', async ({ context, page, request }) => {
    const before = new Set(await appliedOpIds(request, subscriber));
    const practice = await mathsPracticePath(request, subscriber);
    await signedIn(page, subscriber);
    await downloadPacks(page, [practice.curriculumName]);
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByText('Hello Guest')).toHaveCount(0);

    await context.setOffline(true);
    await answerMaths(page, practice.path, 5);
    const made = await localOpIds(page);
    expect(made).toHaveLength(5);

    const record = recordSyncRequests(context);
    await context.setOffline(false);
    // Either tab may win the race for the lock (neither tried to send while offline); the one that
    // lost it sent nothing itself, yet reads the sync time from the device, so both say "synced".
    await expect(syncChip(page)).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });
    await expect(syncChip(second)).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });

    const sent = record.sent.flat();
    expect([...sent].sort()).toEqual([...made].sort());
    const after = (await appliedOpIds(request, subscriber)).filter((id) => !before.has(id));
    expect(after.sort()).toEqual([...made].sort());
  });

  test("a shared device never sends one user's pending writes under another's session", async ({ context, page, request }) => {
    const before = new Set(await appliedOpIds(request, subscriber));
    const practice = await mathsPracticePath(request, subscriber);
    await signedIn(page, subscriber);
    await downloadPacks(page, [practice.curriculumName]);

    await context.setOffline(true);
    await answerMaths(page, practice.path, 2);
    const pending = await localOpIds(page);
    expect(pending).toHaveLength(2);
    await signOutFromProfile(page);
    await expect(syncChip(page)).toHaveAttribute('data-sync-state', 'sign-in');

    const record = recordSyncRequests(context);
    await context.setOffline(false);
    const adminBefore = new Set(await appliedOpIds(request, admin));
    await page.goto('/auth/login');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/$/);
    // The admin's session starts its own sync at once; give it every chance to misbehave.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    expect(record.sent.flat().filter((id) => pending.includes(id))).toEqual([]);
    expect((await appliedOpIds(request, admin)).filter((id) => !adminBefore.has(id))).toEqual([]);
    expect((await appliedOpIds(request, subscriber)).filter((id) => !before.has(id))).toEqual([]);

    // The first user signs in again on the same device: their writes go, under their session.
    await signOutFromProfile(page);
    await page.goto('/auth/login');
    await signIn(page, subscriber.email, subscriber.password);
    await expect(syncChip(page)).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 });
    const landed = (await appliedOpIds(request, subscriber)).filter((id) => !before.has(id));
    expect(landed.sort()).toEqual([...pending].sort());
  });
});

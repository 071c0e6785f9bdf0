/** Steps of the offline end-to-end tests: the server's view through the API, the device's through IndexedDB. */
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { callAsAdmin } from './helpers';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

interface Envelope<T> {
  readonly error: boolean;
  readonly data: T;
}

/** Runs `use` with a session of its own (the browser's session is left alone). */
async function withSession<T>(request: APIRequestContext, who: Credentials, use: (call: <D>(action: string, body: unknown) => Promise<D>) => Promise<T>): Promise<T> {
  const login = await request.post('/api/user_login', { data: who });
  const token = ((await login.json()) as Envelope<{ token: string }>).data.token;
  const headers = { authorization: `Bearer ${token}` };
  try {
    return await use(async <D>(action: string, body: unknown) => {
      const res = await request.post(`/api/${action}`, { data: body, headers });
      const envelope = (await res.json()) as Envelope<D>;
      expect(envelope.error, `${action} failed`).toBe(false);
      return envelope.data;
    });
  } finally {
    await request.post('/api/logout', { data: {}, headers });
  }
}

/** The ids of every op the server has applied for this user, as the demo admin sees them (get_dev_applied_ops, never in production). */
export async function appliedOpIds(request: APIRequestContext, who: Credentials): Promise<string[]> {
  return (await callAsAdmin<{ op_id: string }[]>(request, 'get_dev_applied_ops', { email: who.email, limit: 5000 })).map((op) => op.op_id);
}

/** Level 1 of the first unit of the first maths curriculum, and that curriculum's name (its pack's title). */
export function mathsPracticePath(request: APIRequestContext, who: Credentials): Promise<{ path: string; curriculumName: string }> {
  return withSession(request, who, async (call) => {
    const [curriculum] = await call<{ id: number; slug: string; name: string }[]>('get_maths_curricula', { question_type: 'maths' });
    if (!curriculum) throw new Error('no maths curriculum');
    const { units } = await call<{ units: { id: number; slug: string }[] }>('get_unit_levels_by_category', { category: curriculum.id });
    const unit = units[0];
    if (!unit) throw new Error('no unit');
    return {
      path: `/tutor-hub/sub-categories/maths/${curriculum.id}-${curriculum.slug}/${unit.id}-${unit.slug}/level/1`,
      curriculumName: curriculum.name,
    };
  });
}

/** After sign-in the worker takes over; a reload makes sure this page is controlled by it. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Reads one object store of the app's offline database straight from IndexedDB. */
function readStore<T>(page: Page, store: 'outbox' | 'packs' | 'tutorSkills'): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('quizhive');
        open.onerror = () => reject(new Error('cannot open the offline database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as T[]);
          };
        };
      }),
    store,
  );
}

/** The op ids waiting in this device's outbox (every user's). */
export async function localOpIds(page: Page): Promise<string[]> {
  return (await readStore<{ op_id: string }>(page, 'outbox')).map((op) => op.op_id);
}

/** The server's tutor mastery as this device keeps it (Dexie's tutorSkills), by unit id (every user's). */
export async function localTutorLevels(page: Page): Promise<Map<number, string>> {
  const rows = await readStore<{ curriculumId: number; mastery: { level: string } }>(page, 'tutorSkills');
  return new Map(rows.map((row) => [row.curriculumId, row.mastery.level]));
}

/** Downloads the named packs from /downloads and waits until they are stored on the device. */
export async function downloadPacks(page: Page, titles: readonly string[]): Promise<void> {
  await page.goto('/downloads');
  for (const title of titles) await page.getByRole('button', { name: `Download ${title}`, exact: true }).click();
  await expect
    .poll(async () => (await readStore<{ title: string }>(page, 'packs')).map((pack) => pack.title).sort(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([...titles]));
}

/** Plays level 1 of a downloaded topic: the first option each time, feedback, next. Returns how many were answered. */
export async function playQuizLevelFromPack(page: Page, category: string, topic: string): Promise<number> {
  await page.goto('/quiz-zone');
  await page.getByRole('link', { name: new RegExp(category) }).click();
  await page.getByRole('link', { name: new RegExp(topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await page.getByRole('link', { name: /Level 1, Play/ }).click();
  await expect(page.locator('h1.play__question')).toBeVisible();
  // Known offline: the layout's banner says so, and only it (no second offline note on the screen).
  await expect(page.locator('.offline-banner')).toHaveCount(1);
  await expect(page.locator('.offline-note')).toHaveCount(0);
  let answered = 0;
  for (;;) {
    await page.locator('.play__options button').first().click();
    answered += 1;
    // The pack's key gives the same feedback as the server online.
    await expect(page.getByTestId('answer-feedback')).toContainText(/Correct!|Not quite\.|Time ran out\./);
    if (answered === 2) {
      // A reload mid-level resumes the same round at the same question, its feedback still shown.
      const question = await page.locator('h1.play__question').innerText();
      const progress = await page.locator('.play__progress').innerText();
      await page.reload();
      await expect(page.locator('h1.play__question')).toHaveText(question);
      await expect(page.locator('.play__progress')).toHaveText(progress);
      await expect(page.getByTestId('answer-feedback')).toContainText(/Correct!|Not quite\.|Time ran out\./);
    }
    const finish = page.getByRole('button', { name: 'See my result' });
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    await page.getByRole('button', { name: 'Next question' }).click();
  }
  // Offline is known at once: no wait for a server that cannot answer.
  await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText('Checking your answers…')).toHaveCount(0);
  // Played from a download: the player is told it syncs as practice, and what practice earns.
  await expect(page.getByTestId('practice-rule')).toContainText('this round counts as practice');
  return answered;
}

/** Answers `count` questions of a maths level with the keyboard, checking each one. */
export async function answerMaths(page: Page, path: string, count: number): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('group', { name: 'Number keypad' })).toBeVisible();
  for (let i = 1; i <= count; i++) {
    await expect(page.getByText(new RegExp(`^Question ${i} of \\d+$`))).toBeVisible();
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^(Correct!|Not quite\. The answer is .+\.)$/)).toBeVisible();
    await page.keyboard.press('Enter');
  }
}

export async function signOutFromProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('Hello Guest')).toBeVisible();
}

export function syncChip(page: Page): Locator {
  return page.locator('.sync-status__chip');
}

/**
 * Chromium's offline emulation covers the worker's own requests here (Playwright attaches to the
 * worker), but the route makes sure of it: any request to the server, from the page or the
 * worker, fails like a dead network while `offline.on` is set.
 */
export async function offlineSwitch(context: BrowserContext): Promise<{ set: (on: boolean) => Promise<void> }> {
  let on = false;
  await context.route(/\/api\//, (route) => (on ? route.abort('internetdisconnected') : route.continue()));
  return {
    async set(next: boolean) {
      on = next;
      await context.setOffline(next);
    },
  };
}

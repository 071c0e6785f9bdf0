/**
 * Offline cold start to an interactive maths question (issue 3 target: under 1 s with chromium's
 * 4x CPU throttle). Setup, online: sign in as the demo subscriber in a persistent browser profile,
 * let the service worker take control and download the Year 3 maths pack from /downloads. Each run
 * then launches a new browser on that profile with the network off, throttles the CPU 4x, opens
 * the practice URL of a level and stops the clock when the keypad and question are on screen; the
 * figure is the page's own performance.now() at that moment (ms since navigation start).
 * Needs `npm run build` first; the server is the real one (production settings, embedded PGlite).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium-options';
import { median, post, subscriberToken } from './targets';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4391);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const CPU_THROTTLE = 4;

export interface ColdStartResult {
  readonly runsMs: readonly number[];
  readonly medianMs: number;
  readonly path: string;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: BASE,
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${BASE}/`);
      if (res.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

interface Envelope<T> {
  readonly error: boolean;
  readonly data: T;
}

/** The practice URL of level 1 of the first unit of the first maths curriculum. */
async function practicePath(token: string): Promise<{ path: string; curriculum: string }> {
  const curricula = (await post(PORT, '/api/get_maths_curricula', { question_type: 'maths' }, token)) as Envelope<{ id: number; slug: string; name: string }[]>;
  const curriculum = curricula.data[0];
  if (!curriculum) throw new Error('no maths curriculum');
  const unitLevels = (await post(PORT, '/api/get_unit_levels_by_category', { category: curriculum.id }, token)) as Envelope<{
    units: { id: number; slug: string }[];
  }>;
  const unit = unitLevels.data.units[0];
  if (!unit) throw new Error('no unit');
  return {
    path: `/tutor-hub/sub-categories/maths/${curriculum.id}-${curriculum.slug}/${unit.id}-${unit.slug}/level/1`,
    curriculum: curriculum.name,
  };
}

function launch(profile: string, offline: boolean): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL: BASE, offline });
}

async function storedPackCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('quizhive');
        open.onerror = () => reject(new Error('cannot open the offline database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('packs')) return resolve(0);
          const count = db.transaction('packs').objectStore('packs').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );
}

/** Online: sign in, let the worker control the page, download the curriculum's pack. */
async function prepareProfile(profile: string, curriculum: string): Promise<void> {
  const context = await launch(profile, false);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/auth/login');
    await page.getByLabel('E-mail', { exact: true }).fill('subscriber@quizhive.test');
    await page.getByLabel('Password', { exact: true }).fill('Subscriber#2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/downloads');
    await page.getByRole('button', { name: `Download ${curriculum}`, exact: true }).click();
    for (let i = 0; i < 120 && (await storedPackCount(page)) === 0; i++) await page.waitForTimeout(250);
    if ((await storedPackCount(page)) === 0) throw new Error('the pack did not download');
  } finally {
    await context.close();
  }
}

async function coldStart(profile: string, practice: string): Promise<number> {
  const context = await launch(profile, true);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.goto(practice);
    await page.getByRole('group', { name: 'Number keypad' }).waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByText(/^Question 1 of \d+$/).waitFor({ state: 'visible' });
    const at = await page.evaluate(() => performance.now());
    if (process.env.BENCH_TRACE) {
      const timeline = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const resources = performance.getEntriesByType('resource').map((r) => `${r.startTime.toFixed(0)}-${r.responseEnd.toFixed(0)} ${r.name.replace(location.origin, '')}`);
        const marks = performance.getEntriesByType('mark').map((m) => `${m.startTime.toFixed(0)} mark ${m.name}`);
        return [`nav responseEnd ${nav?.responseEnd.toFixed(0)} domInteractive ${nav?.domInteractive.toFixed(0)} dcl ${nav?.domContentLoadedEventEnd.toFixed(0)}`, ...resources, ...marks];
      });
      console.log(timeline.join('\n'));
    }
    return at;
  } finally {
    await context.close();
  }
}

export async function measureOfflineColdStart(): Promise<ColdStartResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qh-bench-web-'));
  const profile = await mkdtemp(path.join(tmpdir(), 'qh-bench-profile-'));
  const server = await startServer(dataDir);
  try {
    const token = await subscriberToken(PORT);
    const { path: practice, curriculum } = await practicePath(token);
    console.log('bench: server up, preparing the browser profile online');
    await prepareProfile(profile, curriculum);
    console.log('bench: pack downloaded; cold starts offline');
    const runsMs: number[] = [];
    for (let i = 0; i < RUNS; i++) runsMs.push(await coldStart(profile, practice));
    return { runsMs, medianMs: median(runsMs), path: practice };
  } finally {
    server.kill('SIGTERM');
    await rm(profile, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

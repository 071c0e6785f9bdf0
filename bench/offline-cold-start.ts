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
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
  /** In-page: the frame in which the question and keypad are first there (recordReadyInPage). */
  readonly runsMs: readonly number[];
  readonly medianMs: number;
  /** performance.now() once Playwright's waitFors returned: the same moment plus its polling. */
  readonly seenRunsMs: readonly number[];
  readonly seenMedianMs: number;
  readonly path: string;
}

async function listening(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/`)).ok;
  } catch {
    return false;
  }
}

/** Ends the server and the processes npx started under it (npx -> tsx -> node). */
function stopServer(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  // A server left behind by an earlier run would answer in place of this build: refuse to measure it.
  if (await listening()) throw new Error(`port ${PORT} is already serving; stop that server first (fuser -k ${PORT}/tcp)`);
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopServer ends tsx's node child too.
    detached: true,
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
    if (await listening()) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopServer(child);
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

interface WindowWithReady extends Window {
  __qhReadyAt?: number;
}

/**
 * Runs in the page before its own scripts: notes the frame in which the keypad and "Question 1 of N"
 * are first in the document. Playwright's waitFor polls from outside the page, and under a 4x
 * throttle its polls and round trips add a few hundred ms that are not the app's; the figure is
 * the page's performance.now() at the start of that frame (ms since navigation start).
 */
// A string, not a function: tsx adds name helpers to functions that do not exist in the page.
const recordReadyInPage = `(() => {
  const ready = () => {
    if (!document.querySelector('[role="group"][aria-label="Number keypad"]')) return false;
    return [...document.querySelectorAll('main *')].some((el) => el.childElementCount === 0 && /^Question 1 of \\d+$/.test(el.textContent ?? ''));
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__qhReadyAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** What Playwright saw: performance.now() once both waitFors returned, per run (for comparison with older figures). */
const seenMs: number[] = [];

async function coldStart(profile: string, practice: string, run: number): Promise<number> {
  const context = await launch(profile, true);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    // BENCH_PROFILE=<folder>: a CPU profile of each run (open in Chrome DevTools' Performance panel).
    const profileDir = process.env.BENCH_PROFILE;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.addInitScript({ content: recordReadyInPage });
    await page.goto(practice);
    await page.getByRole('group', { name: 'Number keypad' }).waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByText(/^Question 1 of \d+$/).waitFor({ state: 'visible' });
    const seen = await page.evaluate(() => performance.now());
    // The frame callback may still be pending when Playwright's check returns.
    const at = await page.waitForFunction(() => (window as WindowWithReady).__qhReadyAt).then((handle) => handle.jsonValue());
    if (typeof at !== 'number') throw new Error('the page did not record when the question appeared');
    seenMs.push(seen);
    if (profileDir) {
      const now = await page.evaluate(() => performance.now());
      const { profile: cpuProfile } = await cdp.send('Profiler.stop');
      // The page's clock at the stop, so a reader can line samples up with navigation start.
      await writeFile(path.join(profileDir, `cold-start-${run + 1}.json`), JSON.stringify({ readyAt: at, stoppedAt: now }));
      await writeFile(path.join(profileDir, `cold-start-${run + 1}.cpuprofile`), JSON.stringify(cpuProfile));
    }
    if (process.env.BENCH_TRACE) {
      const timeline = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => `${r.startTime.toFixed(0)}-${r.responseEnd.toFixed(0)} ${r.name.replace(location.origin, '')}`);
        const marks = performance.getEntriesByType('mark').map((m) => `${m.startTime.toFixed(0)} mark ${m.name}`);
        return [`navigator.onLine ${navigator.onLine}`, `nav responseEnd ${nav?.responseEnd.toFixed(0)} domInteractive ${nav?.domInteractive.toFixed(0)} dcl ${nav?.domContentLoadedEventEnd.toFixed(0)}`, ...resources, ...marks];
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
    for (let i = 0; i < RUNS; i++) runsMs.push(await coldStart(profile, practice, i));
    return { runsMs, medianMs: median(runsMs), seenRunsMs: [...seenMs], seenMedianMs: median(seenMs), path: practice };
  } finally {
    stopServer(server);
    await rm(profile, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

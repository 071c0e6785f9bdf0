/**
 * Offline cold start to an interactive maths question (issue 3 target: under 1 s with chromium's
 * 4x CPU throttle). Setup, online: sign in as the demo subscriber in a persistent browser profile,
 * let the service worker take control and download the Year 3 maths pack from /downloads. Each run
 * then launches a new browser on that profile with the network off, throttles the CPU 4x, opens
 * the practice URL of a level and stops the clock when the keypad and question are on screen; the
 * figure is the page's own performance.now() at that moment (ms since navigation start).
 * Needs `npm run build` first (WEB_DIST=<folder> serves another build); the server is the real one
 * (production settings, embedded PGlite).
 *
 * Options (environment): BENCH_TRACE=1 prints each run's resource timeline and User Timing marks;
 * BENCH_PROFILE=<folder> writes a CPU profile of each run, BENCH_CHROME_TRACE=<folder> a Chrome
 * trace (bench/cold-start-trace.ts sums their main-thread CPU by phase); BENCH_WAIT=playwright
 * stops the clock the old way (see reportReadyInPage); BENCH_AIRPLANE=1
 * makes navigator.onLine false as well (see coldStart).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium-options';
import { addBenchSubscriberToPglite, signInInBrowser } from './bench-subscriber';
import { startWebServer, stopServer, type RunningServer } from './prod-server';
import { median, post, subscriberToken } from './targets';

const DEFAULT_PORT = Number(process.env.BENCH_WEB_PORT ?? 4391);
const RUNS = 5;
const CPU_THROTTLE = 4;

export interface ColdStartResult {
  readonly runsMs: readonly number[];
  readonly medianMs: number;
  readonly path: string;
  /** 'in-page': reported by the page itself (the default); 'playwright': BENCH_WAIT=playwright. */
  readonly clock: 'in-page' | 'playwright';
}

/** A server of one build with a browser profile prepared for it: cold starts run against it. */
export interface ColdStartTarget {
  readonly path: string;
  /** One offline cold start; `label` names its profile and trace files. */
  run(label: string): Promise<number>;
  close(): Promise<void>;
}

interface Envelope<T> {
  readonly error: boolean;
  readonly data: T;
}

/** The practice URL of level 1 of the first unit of the first maths curriculum. */
async function practicePath(port: number, token: string): Promise<{ path: string; curriculum: string }> {
  const curricula = (await post(port, '/api/get_maths_curricula', { question_type: 'maths' }, token)) as Envelope<{ id: number; slug: string; name: string }[]>;
  const curriculum = curricula.data[0];
  if (!curriculum) throw new Error('no maths curriculum');
  const unitLevels = (await post(port, '/api/get_unit_levels_by_category', { category: curriculum.id }, token)) as Envelope<{
    units: { id: number; slug: string }[];
  }>;
  const unit = unitLevels.data.units[0];
  if (!unit) throw new Error('no unit');
  return {
    path: `/tutor-hub/sub-categories/maths/${curriculum.id}-${curriculum.slug}/${unit.id}-${unit.slug}/level/1`,
    curriculum: curriculum.name,
  };
}

function launch(profile: string, base: string, offline: boolean): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL: base, offline });
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
async function prepareProfile(profile: string, base: string, curriculum: string): Promise<void> {
  const context = await launch(profile, base, false);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInInBrowser(page, '/auth/login');
    await page.goto('/downloads');
    await page.getByRole('button', { name: `Download ${curriculum}`, exact: true }).click();
    for (let i = 0; i < 120 && (await storedPackCount(page)) === 0; i++) await page.waitForTimeout(250);
    if ((await storedPackCount(page)) === 0) throw new Error('the pack did not download');
  } finally {
    await context.close();
  }
}

/**
 * The clock: runs in the page before its own scripts and reports (through a binding, so nothing
 * polls the page) the frame in which the keypad and "Question 1 of N" are first in the document,
 * as performance.now() at the start of that frame (ms since navigation start). Playwright's
 * waitFor checks from outside the page instead: under a 4x throttle its in-page polls compete with
 * the app for the one main thread, and its round trips add a few hundred ms that are not the app's.
 * BENCH_WAIT=playwright measures the old way (performance.now() once both waitFors returned) to
 * compare with figures taken before.
 * A string, not a function: tsx adds name helpers to functions, and the page has none.
 */
const reportReadyInPage = `(() => {
  const ready = () => {
    if (!document.querySelector('[role="group"][aria-label="Number keypad"]')) return false;
    return [...document.querySelectorAll('main *')].some((el) => el.childElementCount === 0 && /^Question 1 of \\d+$/.test(el.textContent ?? ''));
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => window.__qhReady(performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

const LEGACY_WAIT = process.env.BENCH_WAIT === 'playwright';

async function waitForQuestion(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Number keypad' }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByText(/^Question 1 of \d+$/).waitFor({ state: 'visible' });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function coldStart(profile: string, base: string, practice: string, label: string): Promise<number> {
  const context = await launch(profile, base, true);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    // Playwright's offline blocks the network but leaves navigator.onLine true, like a Wi-Fi
    // without internet. BENCH_AIRPLANE=1 tells the page too (navigator.onLine false), like a
    // device in airplane mode, where the app skips the network without trying it.
    if (process.env.BENCH_AIRPLANE) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const profileDir = process.env.BENCH_PROFILE;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const traceDir = process.env.BENCH_CHROME_TRACE;
    const traceEvents: unknown[] = [];
    if (traceDir) {
      cdp.on('Tracing.dataCollected', (event) => traceEvents.push(...event.value));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', 'toplevel', 'blink.user_timing', 'disabled-by-default-v8.compile'],
        },
      });
    }
    let reported: (ms: number) => void = () => undefined;
    const readyAt = new Promise<number>((resolve) => (reported = resolve));
    if (!LEGACY_WAIT) {
      await page.exposeFunction('__qhReady', (ms: number) => reported(ms));
      await page.addInitScript({ content: reportReadyInPage });
    }
    await page.goto(practice);
    let at: number;
    if (LEGACY_WAIT) {
      await waitForQuestion(page);
      at = await page.evaluate(() => performance.now());
    } else {
      at = await within(readyAt, 30_000, 'the question');
      // The clock has stopped; Playwright still checks that both are really visible.
      await waitForQuestion(page);
    }
    if (profileDir) {
      const { now, marks } = await page.evaluate(() => ({
        now: performance.now(),
        marks: Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])),
      }));
      const { profile: cpuProfile } = await cdp.send('Profiler.stop');
      // The page's clock at the stop, so a reader can line samples up with navigation start, and the
      // app's User Timing marks (qh:main, qh:boot, ...) to cut the profile into phases.
      await writeFile(path.join(profileDir, `cold-start-${label}.json`), JSON.stringify({ readyAt: at, stoppedAt: now, marks }));
      await writeFile(path.join(profileDir, `cold-start-${label}.cpuprofile`), JSON.stringify(cpuProfile));
    }
    if (traceDir) {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      await writeFile(path.join(traceDir, `cold-start-${label}.trace.json`), JSON.stringify({ traceEvents, readyAt: at }));
    }
    if (process.env.BENCH_TRACE) {
      const timeline = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const resources = entries.map((r) => [r.startTime, `${r.startTime.toFixed(0)}-${r.responseEnd.toFixed(0)} ${r.name.replace(location.origin, '')}`] as const);
        const marks = performance.getEntriesByType('mark').map((m) => [m.startTime, `${m.startTime.toFixed(0)} mark ${m.name}`] as const);
        const events = [...resources, ...marks].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
        return [`navigator.onLine ${navigator.onLine}`, `nav responseEnd ${nav?.responseEnd.toFixed(0)} domInteractive ${nav?.domInteractive.toFixed(0)} dcl ${nav?.domContentLoadedEventEnd.toFixed(0)}`, ...events];
      });
      console.log(`run ${label}: ${at.toFixed(0)} ms\n${timeline.join('\n')}`);
    }
    return at;
  } finally {
    await context.close();
  }
}

/** Starts a server of `webDist` (default: WEB_DIST or dist/) on `port` and prepares a profile for it. */
export async function openColdStartTarget(port: number = DEFAULT_PORT, webDist?: string): Promise<ColdStartTarget> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qh-bench-web-'));
  const profile = await mkdtemp(path.join(tmpdir(), 'qh-bench-profile-'));
  const cleanUp = async (): Promise<void> => {
    await rm(profile, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  };
  let server: RunningServer;
  try {
    // Production settings seed no demo account: the bench subscriber is added before the start.
    await addBenchSubscriberToPglite(path.join(dataDir, 'pglite'), 1024);
    server = await startWebServer(port, dataDir, webDist);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const close = async (): Promise<void> => {
    await stopServer(server);
    await cleanUp();
  };
  try {
    const token = await subscriberToken(port);
    const { path: practice, curriculum } = await practicePath(port, token);
    await prepareProfile(profile, base, curriculum);
    return { path: practice, run: (label) => coldStart(profile, base, practice, label), close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function measureOfflineColdStart(): Promise<ColdStartResult> {
  console.log('bench: starting the server and preparing the browser profile online');
  const target = await openColdStartTarget();
  try {
    console.log('bench: pack downloaded; cold starts offline');
    const runsMs: number[] = [];
    for (let i = 0; i < RUNS; i++) runsMs.push(await target.run(String(i + 1)));
    return { runsMs, medianMs: median(runsMs), path: target.path, clock: LEGACY_WAIT ? 'playwright' : 'in-page' };
  } finally {
    await target.close();
  }
}

/**
 * Two builds side by side, each with its own server and profile, their cold starts alternating
 * (A, B, A, B, ...) so that whatever else the machine is doing weighs on both alike.
 */
export async function compareOfflineColdStarts(distA: string, distB: string, rounds: number): Promise<{ a: ColdStartResult; b: ColdStartResult }> {
  const a = await openColdStartTarget(DEFAULT_PORT, distA);
  try {
    const b = await openColdStartTarget(DEFAULT_PORT + 1, distB);
    try {
      const runsA: number[] = [];
      const runsB: number[] = [];
      for (let i = 0; i < rounds; i++) {
        runsA.push(await a.run(`a${i + 1}`));
        runsB.push(await b.run(`b${i + 1}`));
      }
      const clock = LEGACY_WAIT ? 'playwright' : 'in-page';
      return { a: { runsMs: runsA, medianMs: median(runsA), path: a.path, clock }, b: { runsMs: runsB, medianMs: median(runsB), path: b.path, clock } };
    } finally {
      await b.close();
    }
  } finally {
    await a.close();
  }
}

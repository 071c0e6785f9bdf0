/**
 * Lighthouse (12.8.2, mobile preset: Moto G Power screen, simulated slow 4G and 4x CPU) on the
 * production build served by the real server (production settings, embedded PGlite, demo content).
 * Two pages, each audited RUNS times in a fresh browser profile, medians reported:
 * - `guest-landing`: a first visit to `/` as a guest, storage cleared by Lighthouse (a cold cache);
 * - `signed-in-home`: `/` for a signed-in subscriber who has used the app before: the profile is
 *   signed in through the sign-in screen first (the session lives in IndexedDB, the service worker
 *   is installed), and Lighthouse keeps that storage (`disableStorageReset`).
 * Needs `npm run build` first (WEB_DIST=<folder> audits another build). Chromium is Debian's, with
 * the end-to-end tests' flags, on BENCH_LIGHTHOUSE_PORT (its debugging port) and the server on
 * BENCH_WEB_PORT + 10.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium-options';
import { addBenchSubscriberToPglite, signInInBrowser } from './bench-subscriber';
import { startWebServer, stopServer, type RunningServer } from './prod-server';
import { median } from './targets';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 4391) + 10;
const DEBUG_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9322);

export type LighthousePage = 'guest-landing' | 'signed-in-home';

/** One audit's figures (times in ms). */
export interface LighthouseRun {
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
}

export interface LighthouseResult {
  readonly page: LighthousePage;
  readonly runs: readonly LighthouseRun[];
  /** Each figure's median over the runs (not one run's figures). */
  readonly median: LighthouseRun;
}

/** Signs the profile in through the sign-in screen and waits for the service worker, as a returning player. */
async function signInProfile(base: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  try {
    // The default context: the one Lighthouse's tab will share storage with.
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    await signInInBrowser(page, `${base}/auth/login`);
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.close();
  } finally {
    // Only the CDP connection: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

async function audit(base: string, page: LighthousePage): Promise<LighthouseRun> {
  const profile = await mkdtemp(path.join(tmpdir(), 'qh-bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
    port: DEBUG_PORT,
    logLevel: 'silent',
  });
  try {
    if (page === 'signed-in-home') await signInProfile(base);
    const result = await lighthouse(`${base}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: page === 'signed-in-home',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    // BENCH_LIGHTHOUSE_DETAILS=1: where the main thread went (long tasks, script time per file), to trace TBT.
    if (process.env.BENCH_LIGHTHOUSE_DETAILS === '1') {
      for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown', 'layout-shifts']) {
        const details = audits[id]?.details as { items?: unknown[] } | undefined;
        console.log(`  ${page} ${id}: ${JSON.stringify(details?.items ?? [])}`);
      }
    }
    const numeric = (id: string): number => {
      const value = audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
      return value;
    };
    return {
      performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
    };
  } finally {
    // Gone before the next audit launches on the same port.
    const exited = chrome.process.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => chrome.process.once('exit', () => resolve()));
    chrome.kill();
    await exited;
    await rm(profile, { recursive: true, force: true });
  }
}

/** One audit, tried again once: on a busy machine chromium now and then dies under Lighthouse. */
async function auditWithRetry(base: string, page: LighthousePage): Promise<LighthouseRun> {
  try {
    return await audit(base, page);
  } catch (error) {
    console.warn(`lighthouse: ${page} failed once, retrying`, error);
    return audit(base, page);
  }
}

function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number): number => median(runs.map(pick));
  return { performance: of((r) => r.performance), lcpMs: of((r) => r.lcpMs), tbtMs: of((r) => r.tbtMs), cls: of((r) => r.cls), fcpMs: of((r) => r.fcpMs) };
}

/** Starts the real server on a fresh data folder, audits both pages RUNS times, stops the server. */
export async function measureLighthouse(pages: readonly LighthousePage[] = ['guest-landing', 'signed-in-home']): Promise<LighthouseResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qh-bench-lighthouse-data-'));
  let server: RunningServer | null = null;
  try {
    // Production settings seed no demo account: the bench subscriber is added before the start.
    await addBenchSubscriberToPglite(path.join(dataDir, 'pglite'), 1024);
    server = await startWebServer(WEB_PORT, dataDir, process.env.WEB_DIST);
    const base = `http://127.0.0.1:${WEB_PORT}`;
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(base, page));
      results.push({ page, runs, median: medianRun(runs) });
    }
    return results;
  } finally {
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One line per page: the medians against the targets. */
export function formatLighthouse(result: LighthouseResult): string {
  const m = result.median;
  return (
    `${result.page}: performance ${m.performance} (target >= 90), LCP ${m.lcpMs.toFixed(0)} ms (<= 2500), ` +
    `TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)} (<= 0.05), FCP ${m.fcpMs.toFixed(0)} ms; median of ${result.runs.length}`
  );
}

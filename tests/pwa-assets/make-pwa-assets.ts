/**
 * Makes the web manifest's pictures (public/screenshots/, public/icons/shortcut-*.png) from the
 * real app in Chromium: the shortcut icons from the app's own icon paths, the screenshots of the
 * production build as the demo subscriber sees the Quiz Zone. Rerun after a visible change:
 *
 *   npm run build && DATA_DIR=$(mktemp -d) WEB_DIST=dist PORT=8161 NODE_ENV=development npx tsx server/main.ts &
 *   PWA_ASSETS_URL=http://127.0.0.1:8161 npx tsx tests/pwa-assets/make-pwa-assets.ts
 *
 * Chromium needs an emoji font for the categories' pictures (Debian: fonts-noto-color-emoji). The
 * sizes written here are the ones vite.config.ts declares (the pwa e2e test checks both agree).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { iconPaths, type IconName } from '../../src/ui/icons';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium-options';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASE_URL = process.env.PWA_ASSETS_URL ?? 'http://127.0.0.1:8080';
const BRAND = '#5b3cc4';
const subscriber = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' };

const SHORTCUT_ICONS: ReadonlyArray<{ readonly file: string; readonly icon: IconName }> = [
  { file: 'shortcut-quiz-zone.png', icon: 'layers' },
  { file: 'shortcut-maths.png', icon: 'calculator' },
  { file: 'shortcut-downloads.png', icon: 'download' },
];

const SCREENSHOTS: ReadonlyArray<{ readonly file: string; readonly width: number; readonly height: number }> = [
  { file: 'quiz-zone-narrow.png', width: 360, height: 740 },
  { file: 'quiz-zone-wide.png', width: 1280, height: 800 },
];

/** A 96 px brand square with the icon in white, as the home screen shows beside the app's own icon. */
async function makeShortcutIcons(browser: Browser): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 96, height: 96 } });
  for (const { file, icon } of SHORTCUT_ICONS) {
    await page.setContent(
      `<body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
        <rect width="96" height="96" rx="20" fill="${BRAND}"/>
        <g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
          <path d="${iconPaths[icon]}"/>
        </g></svg></body>`,
    );
    await page.screenshot({ path: path.join(ROOT, 'public/icons', file), omitBackground: true });
  }
  await page.close();
}

/** The Quiz Zone of a signed-in player, at a phone's and a desktop's size, without the worker (no update banner). */
async function makeScreenshots(browser: Browser): Promise<void> {
  await mkdir(path.join(ROOT, 'public/screenshots'), { recursive: true });
  for (const { file, width, height } of SCREENSHOTS) {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('E-mail', { exact: true }).fill(subscriber.email);
    await page.getByLabel('Password', { exact: true }).fill(subscriber.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/$/);
    await page.goto('/quiz-zone');
    await page.getByRole('list', { name: 'Quiz Zone' }).getByRole('link').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(ROOT, 'public/screenshots', file) });
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await makeShortcutIcons(browser);
  await makeScreenshots(browser);
} finally {
  await browser.close();
}

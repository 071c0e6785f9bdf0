/** The app can be installed: a valid web manifest with real icons and an active service worker. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

interface ImageResource {
  src: string;
  sizes: string;
  type: string;
}

interface FullManifest extends Manifest {
  id: string;
  scope: string;
  description: string;
  lang: string;
  dir: string;
  categories: string[];
  screenshots: (ImageResource & { form_factor?: string; label?: string })[];
  shortcuts: { name: string; url: string; icons: ImageResource[] }[];
}

/** The build the server under test serves (playwright.config.ts passes the same folder). */
const WEB_DIST = path.resolve(process.env.E2E_WEB_DIST ?? 'dist');

/** Width x height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(bytes: Buffer, name: string): string {
  expect(bytes.subarray(1, 4).toString('latin1'), `${name} is a PNG`).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('serves an installable manifest and registers the service worker', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The build's brotli copies are what the browser gets (npm run build precompresses them).
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'] });
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response?.headers()['content-encoding']).toBe('br');
  // The start-up chunk (build/startup-chunk.ts): the entry file itself is too small to be worth a copy.
  await expect.poll(() => scripts.find((s) => /\/assets\/startup-[\w-]+\.js$/.test(s.url))?.encoding).toBe('br');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Quizhive', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src.startsWith('/') ? icon.src : `/${icon.src}`);
    expect(res.status(), icon.src).toBe(200);
    const bytes = await res.body();
    expect(bytes.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null))
    .toBe('activated');

  // The shell is precached: with the network gone, a reload still shows the app.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText('Hello Guest')).toBeVisible();
  await page.context().setOffline(false);
  expect(violations).toEqual([]);
});

declare global {
  interface Window {
    /** How many times the page asked the synthetic install offer to show its dialog. */
    e2eInstallPrompts?: number;
  }
}

/**
 * Headless Chromium never fires a real beforeinstallprompt (it needs a user's engagement with the
 * site), so the test fires one shaped like Chromium's event: prompt() and userChoice.
 */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.e2eInstallPrompts = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        window.e2eInstallPrompts = (window.e2eInstallPrompts ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
}

test('Chromium finds the app installable, and an install offer shows "Install app" in the header and in Settings', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // Chromium's own installability check on the manifest, icons and worker. Every Playwright
  // context is an incognito profile, which Chromium never installs from: that is the one reason allowed.
  const cdp = await page.context().newCDPSession(page);
  const installabilityErrors = async (): Promise<string[]> =>
    ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((error) => error.errorId);
  await expect.poll(installabilityErrors, { timeout: 30_000 }).toEqual(['in-incognito']);

  const header = page.getByRole('banner');
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);
  await expect(page.getByText('Your browser has not offered to install Quizhive here.', { exact: false })).toBeVisible();

  await offerInstall(page);
  await expect(header.getByRole('button', { name: 'Install app' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Install app' })).toBeVisible();
  const box = await header.getByRole('button', { name: 'Install app' }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);

  // By keyboard from the settings card: the browser's dialog is asked for once, and the spent offer goes.
  await page.getByRole('main').getByRole('button', { name: 'Install app' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.e2eInstallPrompts)).toBe(1);
  await expect(install).toHaveCount(0);

  // A new offer, then the app installed from the browser's menu: nothing left to offer.
  await offerInstall(page);
  await expect(install).toHaveCount(2);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toHaveCount(0);
  await expect(page.getByText('Quizhive is installed on this device.')).toBeVisible();
});

test('the manifest has an id, screenshots and shortcuts, and every picture it names is in the build at its size, outside the precache', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as FullManifest;
  expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', lang: 'en', dir: 'ltr' });
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.categories).toContain('education');
  expect(manifest.icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any')).map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );

  // One screenshot per form factor, each with a label (Chromium's richer install dialog needs both).
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    expect(shot.label, shot.src).toBeTruthy();
    const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
    expect(shot.form_factor === 'wide' ? width > height : height > width, `${shot.src} is ${shot.form_factor}`).toBe(true);
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/quiz-zone', '/tutor-hub/sub-categories', '/downloads']);
  for (const shortcut of manifest.shortcuts) expect(shortcut.icons.map((icon) => icon.sizes)).toContain('96x96');

  const pictures = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
  for (const picture of pictures) {
    expect(picture.type, picture.src).toBe('image/png');
    expect(pngSize(readFileSync(path.join(WEB_DIST, picture.src)), picture.src)).toBe(picture.sizes);
    const served = await request.get(picture.src);
    expect(served.status(), picture.src).toBe(200);
    expect(pngSize(await served.body(), picture.src)).toBe(picture.sizes);
  }

  // Screenshots and shortcut icons are for the install dialog and the launcher: never downloaded by the worker.
  const precache = readFileSync(path.join(WEB_DIST, 'sw.js'), 'utf8');
  expect(precache).toContain('"url":"icons/icon-192.png"');
  for (const picture of [...manifest.screenshots, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)]) {
    expect(precache, picture.src).not.toContain(picture.src.slice(1));
  }
});

test('on a phone the install offer goes into the menu, and the header keeps its height when it comes', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const before = (await header.boundingBox())?.height;

  await offerInstall(page);
  const menuToggle = header.getByRole('button', { name: 'Menu' });
  await menuToggle.click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Install app' })).toBeVisible();
  await menuToggle.click();
  // Only the menu's button: the header's icon button is for wider screens.
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  expect((await header.boundingBox())?.height).toBe(before);
});

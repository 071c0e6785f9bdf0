/** The app can be installed: a valid web manifest with real icons and an active service worker. */
import { expect, test } from '@playwright/test';

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
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
  await expect.poll(() => scripts.find((s) => /\/assets\/index-[\w-]+\.js$/.test(s.url))?.encoding).toBe('br');
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

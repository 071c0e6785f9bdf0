/** Switching the interface to Arabic turns the page right-to-left with translated text. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const arabic = JSON.parse(readFileSync('locales/ar.json', 'utf8')) as Record<string, string>;
const french = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, string>;

test('switch to the right-to-left language and back, and the choice is kept, with the manifest of the language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByText(arabic['home.helloGuest'] ?? 'missing').first()).toBeVisible();

  // An install from this page speaks Arabic: the page links the Arabic manifest, the same app by its id.
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/manifest-ar.webmanifest');
  const manifest = await page.request.get('/manifest-ar.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ id: '/', lang: 'ar', dir: 'rtl', shortcuts: [{ name: arabic['nav.quizZone'] }, { name: arabic['nav.tutorHub'] }, { url: '/downloads' }] });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(manifestLink).toHaveAttribute('href', '/manifest-ar.webmanifest');

  await page.getByLabel(arabic['language.label'] ?? 'missing').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText(french['home.helloGuest'] ?? 'missing').first()).toBeVisible();
  await expect(manifestLink).toHaveAttribute('href', '/manifest-fr.webmanifest');
});

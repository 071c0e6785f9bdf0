/** Switching the interface to Arabic turns the page right-to-left with translated text. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const arabic = JSON.parse(readFileSync('locales/ar.json', 'utf8')) as Record<string, string>;
const french = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as Record<string, string>;

test('switch to the right-to-left language and back, and the choice is kept', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByText(arabic['home.helloGuest'] ?? 'missing').first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByLabel(arabic['language.label'] ?? 'missing').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText(french['home.helloGuest'] ?? 'missing').first()).toBeVisible();
});

/** The outbox screen: an admin finds a newcomer's verification link; a player is turned away. */
import { expect, test } from '@playwright/test';
import { demoAdmin, signIn, uniqueEmail } from './helpers';

test('an admin finds an e-mailed link on /admin/outbox; a player is sent home', async ({ page, request }) => {
  const email = uniqueEmail();
  const signUp = await request.post('/api/user_signup', { data: { name: 'otto outbox', email, password: 'a fine passphrase' } });
  expect(signUp.status()).toBe(200);

  // A guest is sent to sign in first, and comes back to the outbox after signing in as the admin.
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();

  await page.getByLabel('Sent to (e-mail or mobile number)').fill(email);
  await page.getByLabel('Sent to (e-mail or mobile number)').press('Enter');
  await expect(page.getByText('Messages 1 to 1', { exact: true })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: email });
  await expect(item.getByRole('heading', { level: 2 })).toHaveText('Verify your e-mail for Quizhive');
  await expect(item.locator('code')).toContainText(/\/auth\/verify-email[#?]token=/);

  // A player who types the address is sent home with the server's refusal.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.goto('/auth/login');
  await signIn(page, 'player@quizhive.test', 'Player#2026');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You do not have permission to do this.').first()).toBeVisible();
});

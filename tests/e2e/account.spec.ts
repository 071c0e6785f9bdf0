/** A newcomer signs up, verifies through the outbox, signs in, and the route guards send them right. */
import { expect, test } from '@playwright/test';
import { latestMessage, signIn, uniqueEmail } from './helpers';

test('sign up, verify by the outbox, sign in, and the guards redirect as the spec says', async ({ page, request }) => {
  const email = uniqueEmail();
  const password = 'a fine passphrase';

  await page.goto('/');
  await expect(page.getByText('Hello Guest')).toBeVisible();

  // A guest on a login page is sent to sign in, with the spec's message.
  await page.goto('/quiz-zone');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Please login first')).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await page.getByLabel('Name', { exact: true }).fill('ada tester');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(`${password}!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The passwords do not match. Please try again.').first()).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // Signing in before verifying is refused with the spec's message.
  await page.goto('/auth/login');
  await signIn(page, email, password);
  await expect(page.getByText('Please Verify your Email First').first()).toBeVisible();

  const { link } = await latestMessage(request, email);
  if (!link) throw new Error('the verification e-mail has no link');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();

  // After signing in, the guest comes back to where they were going; without a subscription the
  // quiz pages send them to /pricing.
  await page.goto('/quiz-zone');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Please subscribe to access this content').first()).toBeVisible();

  // A signed-in user on an auth page goes home, where they are greeted by name (first letter upper).
  await page.goto('/auth/sign-up');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hello, Ada tester')).toBeVisible();

  // Account pages need only the login.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email).first()).toBeVisible();

  // The session survives a reload (persisted under 'root').
  await page.reload();
  await expect(page.getByText(email).first()).toBeVisible();
});

/**
 * A newcomer signs up, verifies through the outbox, signs in, and the route guards send them right;
 * a forgotten password is reset from its e-mailed link. Link tokens never stay in the address bar.
 */
import { expect, test } from '@playwright/test';
import { latestMessage, linkPath, signIn, uniqueEmail } from './helpers';

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
  // The token rides in the fragment, which the browser never sends to the server.
  expect(new URL(link).hash).toMatch(/^#token=/);
  await page.goto(linkPath(link));
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/verify-email$/);

  // After signing in, the guest comes back to where they were going: a new account's free trial
  // opens the quiz pages at once (billing.spec.ts follows a subscription's end to /pricing).
  await page.goto('/quiz-zone');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/quiz-zone$/);
  await expect(page.getByText(/Free trial until/).first()).toBeVisible();

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

test('a forgotten password is reset from the e-mailed link, and an older ?token= link still works', async ({ page, request }) => {
  const email = uniqueEmail();
  const signUp = await request.post('/api/user_signup', { data: { name: 'rita reset', email, password: 'the first passphrase' } });
  expect(signUp.status()).toBe(200);
  const verification = (await latestMessage(request, email)).link;
  if (!verification) throw new Error('the verification e-mail has no link');
  await page.goto(linkPath(verification));
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();

  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const { link, subject } = await latestMessage(request, email);
  expect(subject).toBe('Reset your Quizhive password');
  if (!link) throw new Error('the reset e-mail has no link');
  const url = new URL(link);
  const token = new URLSearchParams(url.hash.slice(1)).get('token');
  expect(token).toBeTruthy();

  // Opened in the form older e-mails used: the screen takes the token and clears the address bar.
  await page.goto(`${url.pathname}?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await page.getByLabel('New password').fill('the second passphrase');
  await page.getByLabel('Confirm password').fill('the second passphrase');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.goto('/auth/login');
  await signIn(page, email, 'the second passphrase');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hello, Rita reset')).toBeVisible();
});

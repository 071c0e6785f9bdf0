/**
 * The admin's users: an admin finds a newly signed-up player, grants them coins with a reason, and
 * deactivates them while they are signed in in another browser; the live channel signs their open
 * page out with the spec's message, and they cannot sign in again until the admin reactivates them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoAdmin, latestMessage, signIn, uniqueEmail } from './helpers';

const DEACTIVATED = 'Your account has been deactivated! Please contact admin.';

/** A new player with a verified e-mail, signed up through the API. */
async function newPlayer(request: APIRequestContext, name: string) {
  const email = uniqueEmail();
  const password = 'a fine passphrase';
  expect((await request.post('/api/user_signup', { data: { name, email, password } })).status()).toBe(200);
  const { link } = await latestMessage(request, email);
  const token = new URLSearchParams(new URL(link ?? '').hash.slice(1) || new URL(link ?? '').search).get('token');
  expect((await request.post('/api/verify_email', { data: { token } })).status()).toBe(200);
  return { email, password };
}

test('an admin grants coins to a player, deactivates them while signed in, and reactivates them', async ({ browser, request }) => {
  const name = `Deactivation ${Date.now().toString(36)}`;
  const player = await newPlayer(request, name);

  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await playerPage.goto('/auth/login');
  await signIn(playerPage, player.email, player.password);
  await expect(playerPage).toHaveURL(/\/$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/auth/login');
  await signIn(admin, demoAdmin.email, demoAdmin.password);
  await expect(admin).not.toHaveURL(/\/auth\/login/);

  // The menu leads an admin to the admin area; the search finds the player by e-mail.
  await admin.getByRole('link', { name: 'Admin', exact: true }).click();
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await admin.getByLabel('Name, e-mail, mobile, uid or id').fill(player.email);
  await admin.getByLabel('Name, e-mail, mobile, uid or id').press('Enter');
  await expect(admin).toHaveURL(/\/admin\/users\?q=/);
  await admin.getByRole('table', { name: 'Users' }).getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();

  // Coins: a ledger entry with the admin's reason, in the player's coin history.
  await admin.getByLabel('Number of coins').fill('30');
  await admin.getByLabel('Reason').fill('Winner of the class quiz');
  await admin.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(admin.getByText(/Done: their balance is now \d+ coins\./)).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Coin history' })).toContainText('Winner of the class quiz');
  await playerPage.goto('/profile/coin-history');
  await expect(playerPage.getByText('Winner of the class quiz').first()).toBeVisible();

  // Deactivated while signed in: the live channel signs the open page out at once (no step of the
  // player's), with the spec's words.
  await admin.getByRole('button', { name: 'Deactivate' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByText(`${name} is deactivated and signed out everywhere.`)).toBeVisible();
  await expect(playerPage).toHaveURL(/\/auth\/login$/);
  await expect(playerPage.getByText(DEACTIVATED).first()).toBeVisible();
  await signIn(playerPage, player.email, player.password);
  await expect(playerPage.getByText(DEACTIVATED).first()).toBeVisible();
  await expect(playerPage).toHaveURL(/\/auth\/login$/);

  // Reactivated: they sign in again, back on the page they were signed out of.
  await admin.getByRole('button', { name: 'Reactivate' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(admin.getByText(`${name} is active again.`)).toBeVisible();
  await signIn(playerPage, player.email, player.password);
  await expect(playerPage).toHaveURL(/\/profile\/coin-history$/);

  // Every change is in the audit log, on the player's trail.
  await admin.getByRole('link', { name: 'See every admin change to this user' }).click();
  const log = admin.getByRole('table', { name: 'Admin changes' });
  await expect(log.getByRole('rowheader')).toHaveText(['set_admin_user_status', 'set_admin_user_status', 'set_admin_user_coins']);

  await playerContext.close();
  await adminContext.close();
});

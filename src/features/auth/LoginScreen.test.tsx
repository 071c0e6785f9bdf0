import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { resetSession, sessionStore } from '../../lib/session/session-store';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { LoginScreen } from './LoginScreen';
import { SignUpScreen } from './SignUpScreen';

type Handler = (body: Record<string, unknown>) => { status?: number; body: unknown };

let handlers: Record<string, Handler> = {};
const calls: Array<{ action: string; body: Record<string, unknown> }> = [];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const action = String(input).replace('/api/', '');
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  calls.push({ action, body });
  const handler = handlers[action];
  if (!handler) return new Response(JSON.stringify({ error: true, code: 'UNKNOWN_ACTION', message: 'Unknown action.' }), { status: 404 });
  const answer = handler(body);
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
});

const providers = { email: true, mobile: true, google: { enabled: false, client_id: null } };

function renderAt(path: string, ui: React.ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </I18nextProvider>,
  );
  return location;
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  calls.length = 0;
  handlers = { get_auth_providers: () => ({ body: { error: false, data: providers } }) };
  vi.stubGlobal('fetch', fetchMock);
  resetSession();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginScreen', () => {
  it('asks for e-mail and password before calling the server', async () => {
    const user = userEvent.setup();
    renderAt('/auth/login', <LoginScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(calls.some((c) => c.action === 'user_login')).toBe(false);
  });

  it('rejects a mobile number without country code using the contract rule', async () => {
    const user = userEvent.setup();
    renderAt('/auth/login', <LoginScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Mobile number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please Enter correct Mobile Number with Country Code')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.action === 'send_otp')).toBe(false);
  });

  it('sends a valid number and goes on to the code screen', async () => {
    handlers.send_otp = () => ({ body: { error: false, data: { expires_in: 600, resend_in: 30 } } });
    const user = userEvent.setup();
    const location = renderAt('/auth/login', <LoginScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Mobile number'), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth/otp-verify?mobile=%2B447700900123'));
    expect(calls.find((c) => c.action === 'send_otp')?.body).toEqual({ mobile: '+447700900123' });
  });

  it('shows the unverified-e-mail message with a resend button', async () => {
    handlers.user_login = () => ({ status: 403, body: { error: true, code: 'EMAIL_NOT_VERIFIED', message: 'Please Verify your Email First' } });
    handlers.resend_verification = () => ({ body: { error: false, data: { ok: true } } });
    const user = userEvent.setup();
    renderAt('/auth/login', <LoginScreen />);
    await user.type(screen.getByLabelText('E-mail'), 'new@quizhive.test');
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please Verify your Email First')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await waitFor(() => expect(calls.find((c) => c.action === 'resend_verification')?.body).toEqual({ email: 'new@quizhive.test' }));
    expect(sessionStore.get().isLogin).toBe(false);
  });

  it("shows a locked account's message with the minutes the server says are left", async () => {
    const message = 'Too many failed sign-ins for this account. Please wait 12 minutes or reset your password.';
    handlers.user_login = () => ({ status: 429, body: { error: true, code: 'ACCOUNT_LOCKED', message } });
    const user = userEvent.setup();
    renderAt('/auth/login', <LoginScreen />);
    await user.type(screen.getByLabelText('E-mail'), 'ada@quizhive.test');
    await user.type(screen.getByLabelText('Password'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(message)).toBeTruthy();
    // The way out it names is on the form.
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(sessionStore.get().isLogin).toBe(false);
  });

  it('signs in with e-mail and stores the session', async () => {
    const userRecord = { id: 1, uid: 'u1', name: 'player', email: 'player@quizhive.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'P1', coins: 5, all_time_score: 9, has_subscription: false, created_at: '2026-01-01T00:00:00Z' };
    handlers.user_login = () => ({ body: { error: false, data: { token: 'tok', expires_at: '2027-01-01T00:00:00Z', user: userRecord } } });
    const user = userEvent.setup();
    renderAt('/auth/login', <LoginScreen />);
    await user.type(screen.getByLabelText('E-mail'), 'player@quizhive.test');
    await user.type(screen.getByLabelText('Password'), 'Player#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ isLogin: true, token: 'tok', user: { name: 'Player' } }));
  });

  it('does not load Google unless the server enables it', async () => {
    renderAt('/auth/login', <LoginScreen />);
    await screen.findByRole('tab', { name: 'Phone' });
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});

/** Types the four sign-up fields, in the order a person fills them. */
async function fillSignUp(user: ReturnType<typeof userEvent.setup>, fields: { name: string; email: string; password: string; confirm: string }) {
  await user.type(screen.getByLabelText('Name'), fields.name);
  await user.type(screen.getByLabelText('E-mail'), fields.email);
  await user.type(screen.getByLabelText('Password'), fields.password);
  await user.type(screen.getByLabelText('Confirm password'), fields.confirm);
}

describe('SignUpScreen', () => {
  it('checks that the passwords match before sending', async () => {
    const user = userEvent.setup();
    renderAt('/auth/sign-up', <SignUpScreen />);
    await fillSignUp(user, { name: 'Ada', email: 'ada@quizhive.test', password: 'Secret#2026', confirm: 'Secret#2027' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match. Please try again.')).toBeTruthy();
    expect(calls.some((c) => c.action === 'user_signup')).toBe(false);
  });

  it("fills in the friend's code from a shared sign-up link, and sends it", async () => {
    handlers.user_signup = () => ({ body: { error: false, data: { email: 'ada@quizhive.test', verification_sent: true } } });
    const user = userEvent.setup();
    renderAt('/auth/sign-up?code=AB12CD34', <SignUpScreen />);
    expect((screen.getByLabelText("Friend's code") as HTMLInputElement).value).toBe('AB12CD34');
    await fillSignUp(user, { name: 'Ada', email: 'ada@quizhive.test', password: 'Secret#2026', confirm: 'Secret#2026' });
    await act(() => user.click(screen.getByRole('button', { name: 'Create account' })));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(calls.find((c) => c.action === 'user_signup')?.body).toMatchObject({ friends_code: 'AB12CD34' });
  });

  it('leaves the friend code empty without a link, and lets the player change a prefilled one', async () => {
    const user = userEvent.setup();
    renderAt('/auth/sign-up', <SignUpScreen />);
    expect((screen.getByLabelText("Friend's code") as HTMLInputElement).value).toBe('');
    cleanup();
    renderAt('/auth/sign-up?code=AB12CD34', <SignUpScreen />);
    await user.clear(screen.getByLabelText("Friend's code"));
    await user.type(screen.getByLabelText("Friend's code"), 'ZZ99');
    expect((screen.getByLabelText("Friend's code") as HTMLInputElement).value).toBe('ZZ99');
  });

  it('shows the check-your-e-mail state after signing up', async () => {
    handlers.user_signup = () => ({ body: { error: false, data: { email: 'ada@quizhive.test', verification_sent: true } } });
    const user = userEvent.setup();
    renderAt('/auth/sign-up', <SignUpScreen />);
    await fillSignUp(user, { name: 'Ada', email: 'ada@quizhive.test', password: 'Secret#2026', confirm: 'Secret#2026' });
    await act(() => user.click(screen.getByRole('button', { name: 'Create account' })));
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(calls.find((c) => c.action === 'user_signup')?.body).toMatchObject({ name: 'Ada', email: 'ada@quizhive.test', confirm_password: 'Secret#2026' });
    // The form that had focus is gone: focus goes to the new heading, not to the page body.
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe('Check your e-mail · Quizhive');
  });

  it('flags every empty field at once, ties each error to its field and focuses the first', async () => {
    const user = userEvent.setup();
    renderAt('/auth/sign-up', <SignUpScreen />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const expected: Array<[string, string]> = [
      ['Name', 'Please enter your name'],
      ['E-mail', 'Please enter your e-mail address'],
      ['Password', 'Please enter your password'],
      ['Confirm password', 'Please enter the password again'],
    ];
    for (const [label, message] of expected) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described, label).toContain(message);
    }
    expect(screen.getByLabelText("Friend's code").getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(calls.some((c) => c.action === 'user_signup')).toBe(false);
  });

  it("checks the e-mail with the contract's rule and the password length", async () => {
    const user = userEvent.setup();
    renderAt('/auth/sign-up', <SignUpScreen />);
    await fillSignUp(user, { name: 'Ada', email: 'ada@', password: 'short', confirm: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('The password must have at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(calls.some((c) => c.action === 'user_signup')).toBe(false);
  });

  it('clears an error when its field changes, and drops a stale server error on the next check', async () => {
    // The server's own check of a field (here a domain it will not mail), as the contract reports it.
    const refusal = 'This e-mail address cannot receive mail.';
    handlers.user_signup = () => ({ status: 400, body: { error: true, code: 'VALIDATION', message: `email: ${refusal}`, field: 'email' } });
    const user = userEvent.setup();
    renderAt('/auth/sign-up', <SignUpScreen />);
    await fillSignUp(user, { name: 'Ada', email: 'ada@quizhive.test', password: 'Secret#2026', confirm: 'Secret#2026' });
    await act(() => user.click(screen.getByRole('button', { name: 'Create account' })));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));

    // A later, different problem replaces the server's error instead of adding to it.
    await user.type(screen.getByLabelText('Confirm password'), '!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The passwords do not match. Please try again.')).toBeTruthy();
    expect(screen.queryByText(refusal)).toBeNull();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();

    await user.type(screen.getByLabelText('Confirm password'), '{Backspace}');
    expect(screen.queryByText('The passwords do not match. Please try again.')).toBeNull();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBeNull();
  });

  it('says in plain words when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderAt('/auth/sign-up', <SignUpScreen />);
    await fillSignUp(user, { name: 'Ada', email: 'ada@quizhive.test', password: 'Secret#2026', confirm: 'Secret#2026' });
    await act(() => user.click(screen.getByRole('button', { name: 'Create account' })));
    expect(await screen.findByText('You seem to be offline. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText('Network Error')).toBeNull();
  });
});

describe('ForgotPasswordScreen', () => {
  it('moves focus to the "check your e-mail" heading once the link is sent', async () => {
    handlers.forgot_password = () => ({ body: { error: false, data: { ok: true } } });
    const user = userEvent.setup();
    renderAt('/auth/forgot-password', <ForgotPasswordScreen />);
    await user.type(screen.getByLabelText('E-mail'), 'ada@quizhive.test');
    await act(() => user.click(screen.getByRole('button', { name: 'Send reset link' })));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(document.activeElement).toBe(heading);
  });
});

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { readLinkToken, withoutLinkToken } from './link-token';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const calls: Array<{ action: string; body: Record<string, unknown> }> = [];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const action = String(input).replace('/api/', '');
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  calls.push({ action, body });
  const data = action === 'verify_email' ? { verified: true, email: 'ada@quizhive.test' } : { ok: true };
  return new Response(JSON.stringify({ error: false, data }));
});

/** Opens a page of the app at an address, as following an e-mailed link does. */
function openAt(address: string, ui: React.ReactNode) {
  window.history.replaceState(null, '', address);
  render(
    <I18nextProvider i18n={i18n}>
      <Router>{ui}</Router>
    </I18nextProvider>,
  );
}

const addressBar = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('readLinkToken and withoutLinkToken', () => {
  it('prefers the fragment, falls back to the query of older links, and gives "" without either', () => {
    expect(readLinkToken({ hash: '#token=new', search: '?token=old' })).toBe('new');
    expect(readLinkToken({ hash: '', search: '?token=old' })).toBe('old');
    expect(readLinkToken({ hash: '', search: '?lang=fr' })).toBe('');
  });

  it('keeps everything of the address but the token', () => {
    expect(withoutLinkToken('https://quiz.example.test/auth/reset-password#token=abc')).toBe('/auth/reset-password');
    expect(withoutLinkToken('https://quiz.example.test/auth/verify-email?token=abc&lang=fr#token=def&step=2')).toBe('/auth/verify-email?lang=fr#step=2');
  });
});

describe('ResetPasswordScreen', () => {
  it('uses the token of the fragment and removes it from the address bar at once', async () => {
    const user = userEvent.setup();
    openAt('/auth/reset-password#token=fragment-token-123', <ResetPasswordScreen />);
    await waitFor(() => expect(addressBar()).toBe('/auth/reset-password'));
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new secret');
    await act(() => user.click(screen.getByRole('button', { name: 'Save new password' })));
    await screen.findByRole('heading', { name: 'Password changed' });
    expect(calls.find((c) => c.action === 'reset_password')?.body).toMatchObject({ token: 'fragment-token-123', password: 'a brand new secret' });
  });

  it('still takes the token of an older link from the query, and removes it too', async () => {
    const user = userEvent.setup();
    openAt('/auth/reset-password?token=query-token-456', <ResetPasswordScreen />);
    await waitFor(() => expect(addressBar()).toBe('/auth/reset-password'));
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new secret');
    await act(() => user.click(screen.getByRole('button', { name: 'Save new password' })));
    await screen.findByRole('heading', { name: 'Password changed' });
    expect(calls.find((c) => c.action === 'reset_password')?.body).toMatchObject({ token: 'query-token-456' });
  });
});

describe('VerifyEmailScreen', () => {
  it('verifies with the token of the fragment, keeping other parameters but not the token', async () => {
    openAt('/auth/verify-email?lang=fr#token=fragment-token-789', <VerifyEmailScreen />);
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeTruthy();
    expect(calls.filter((c) => c.action === 'verify_email').map((c) => c.body)).toEqual([{ token: 'fragment-token-789' }]);
    expect(addressBar()).toBe('/auth/verify-email?lang=fr');
  });
});

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { readReturnPath, rememberReturnPath } from '../../lib/return-path';
import { RouteGuard } from '../../app/RouteGuard';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { initialSessionState } from '../../lib/session/session-state';
import { resetSession, sessionStore, signIn } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/notify';
import { useLeaveAccount } from './use-sign-out';

function SignOutButton() {
  const leave = useLeaveAccount();
  return (
    <button type="button" onClick={() => void leave.signOut()}>
      Sign out
    </button>
  );
}

function renderProfile() {
  const location = memoryLocation({ path: '/profile', record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <RouteGuard>
          <Switch>
            <Route path="/profile">
              <SignOutButton />
            </Route>
            <Route path="/">
              <p>Home</p>
            </Route>
          </Switch>
        </RouteGuard>
      </Router>
    </I18nextProvider>,
  );
  return location;
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  resetSession();
  signIn({
    token: 't',
    expires_at: '2027-01-01T00:00:00Z',
    user: { id: 1, uid: 'u', name: 'Ada', email: 'a@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'A', coins: 1, all_time_score: 2, has_subscription: false, created_at: '2026-01-01T00:00:00Z' },
  });
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data: { ok: true } })))));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing out from the profile', () => {
  it('goes home without "Please login first" and keeps no page to return to', async () => {
    const error = vi.spyOn(notify, 'error');
    rememberReturnPath('/profile');
    const location = renderProfile();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionStore.get()).toEqual(initialSessionState));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(location.history).not.toContain('/auth/login');
    expect(location.history?.at(-1)).toBe('/');
    expect(readReturnPath()).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/logout');
  });
});

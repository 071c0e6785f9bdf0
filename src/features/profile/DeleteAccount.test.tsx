import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { initialSessionState } from '../../lib/session/session-state';
import { sessionStore, signIn } from '../../lib/session/session-store';
import { DeleteAccount } from './DeleteAccount';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answer: { status: number; body: unknown }) {
  signIn({
    token: 't',
    expires_at: '2027-01-01T00:00:00Z',
    user: { id: 1, uid: 'u', name: 'Ada', email: 'a@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'A', coins: 1, all_time_score: 2, has_subscription: true, created_at: '2026-01-01T00:00:00Z' },
  });
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })));
  vi.stubGlobal('fetch', fetchMock);
  const location = memoryLocation({ path: '/profile', record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <DeleteAccount />
      </Router>
    </I18nextProvider>,
  );
  return { fetchMock, location };
}

describe('DeleteAccount', () => {
  it('asks for confirmation, deletes with confirm:true, signs out and leaves the page', async () => {
    const { fetchMock, location } = setup({ status: 200, body: { error: false, data: { mode: 'erased', removed: ['user'] } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(sessionStore.get()).toEqual(initialSessionState));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/delete_user_account');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ confirm: true });
    expect(location.history?.at(-1)).toBe('/');
  });

  it("shows the server's refusal and keeps the session", async () => {
    setup({ status: 403, body: { error: true, code: 'PROFILE_UPDATE_DEMO', message: 'Profile update is not allowed in demo version.' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Profile update is not allowed in demo version.')).toBeTruthy();
    expect(sessionStore.get().isLogin).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

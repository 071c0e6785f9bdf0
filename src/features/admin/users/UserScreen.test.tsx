import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { AdminUserDetail } from '../../../../contract/api/admin';
import { initI18n } from '../../../lib/i18n/i18n';
import { resetSession } from '../../../lib/session/session-store';
import { signInSubscriber } from '../../../lib/session/test-session';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { UserScreen } from './UserScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSession();
});

function detail(fields: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 7,
    uid: 'uid-7',
    name: 'Ada',
    email: 'ada@quizhive.test',
    mobile: null,
    role: 'player',
    status: 'active',
    coins: 40,
    all_time_score: 900,
    created_at: '2026-05-01T10:00:00.000Z',
    last_sign_in_at: '2026-05-02T10:00:00.000Z',
    type: 'email',
    email_verified: true,
    profile: null,
    friends_code: 'ADA7',
    time_zone: 'Europe/London',
    badges: 3,
    ledger: [{ id: 1, coins: 25, score: 0, type: 'welcome_bonus', title: 'Welcome bonus', status: 'completed', source: 'welcome', date: '2026-05-01T10:00:00.000Z' }],
    ledger_total: 1,
    subscription: { active: false, status: null, current_period_end: null },
    ...fields,
  } as AdminUserDetail;
}

function show(answers: Record<string, Answer>, path = '/admin/users/7') {
  return renderAdmin(path, <Route path="/admin/users/:id" component={UserScreen} />, answers);
}

describe('UserScreen', () => {
  it("shows the user's record, coin history and a link to their audit trail", async () => {
    show({ get_admin_user: () => okReply(detail()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeTruthy();
    expect(screen.getByText('ada@quizhive.test (verified)')).toBeTruthy();
    expect(screen.getByText('Europe/London')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Coin history' })).getByRole('rowheader').textContent).toBe('Welcome bonus');
    expect(screen.getByRole('link', { name: 'See every admin change to this user' }).getAttribute('href')).toBe('/admin/audit?subject=user%3A7');
  });

  it('grants and deducts coins with a reason, checking the form first', async () => {
    const { bodiesOf } = show({ get_admin_user: () => okReply(detail()), set_admin_user_coins: (body) => okReply({ user_id: 7, coins: 40 + Number(body.coins), all_time_score: 900, entry_id: 9 }) });
    await screen.findByRole('heading', { level: 1, name: 'Ada' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    expect(screen.getByText('Enter a whole number from 1 to 1,000,000.')).toBeTruthy();
    expect(screen.getByText('Give a reason of 3 to 200 characters.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Grant or deduct'), 'Deduct coins');
    await user.type(screen.getByLabelText('Number of coins'), '50');
    await user.type(screen.getByLabelText('Reason'), 'Refund of a double grant');
    await user.click(screen.getByRole('button', { name: 'Deduct' }));
    expect(screen.getByText('They have 40 coins: a deduction cannot take more.')).toBeTruthy();
    expect(bodiesOf('set_admin_user_coins')).toEqual([]);

    await user.clear(screen.getByLabelText('Number of coins'));
    await user.type(screen.getByLabelText('Number of coins'), '15');
    await user.click(screen.getByRole('button', { name: 'Deduct' }));
    await waitFor(() => expect(bodiesOf('set_admin_user_coins')).toEqual([{ user_id: 7, coins: -15, reason: 'Refund of a double grant' }]));
    expect(await screen.findByText('Done: their balance is now 25 coins.')).toBeTruthy();
    // The record is read again, so the facts show the server's balance.
    expect(bodiesOf('get_admin_user')).toHaveLength(2);
  });

  it('deactivates after asking, and shows the server’s refusal in words', async () => {
    let refuse = false;
    const { bodiesOf } = show({
      get_admin_user: () => okReply(detail()),
      set_admin_user_status: () => (refuse ? errorReply(400, 'VALIDATION', 'This is the last active admin: make another user an admin first', 'user_id') : okReply({ user_id: 7, status: 'deactivated', changed: true })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ada' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ada?' });
    expect(within(dialog).getByText(/signed out of every device|signed out on every device/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(bodiesOf('set_admin_user_status')).toEqual([{ user_id: 7, status: 'deactivated' }]));
    expect(await screen.findByText('Ada is deactivated and signed out everywhere.')).toBeTruthy();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This is the last active admin: make another user an admin first');
  });

  it('keeps an admin from changing their own access', async () => {
    signInSubscriber();
    show({ get_admin_user: () => okReply(detail({ id: 1, role: 'admin' })) }, '/admin/users/1');
    await screen.findByRole('heading', { level: 1, name: 'Ada' });
    expect(screen.getByText('This is your own account: another admin must change its status or role.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Make player' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there is no such user', async () => {
    show({ get_admin_user: () => errorReply(404, 'NOT_FOUND', 'No user 7', 'user_id') });
    expect(await screen.findByRole('heading', { name: 'There is no such user.' })).toBeTruthy();
  });
});

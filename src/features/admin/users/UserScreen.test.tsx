import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import type { AdminUserDetail } from '../../../../contract/api/admin';
import { initI18n } from '../../../lib/i18n/i18n';
import { resetSession } from '../../../lib/session/session-store';
import { signInSubscriber } from '../../../lib/session/test-session';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { UserScreen } from './UserScreen';
import { UsersScreen } from './UsersScreen';

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

const noActivity: Answer = (body) => okReply({ user_id: body.user_id, quiz_zone: [], maths: [], devices: [] });
const noSubscription: Answer = () =>
  okReply({ summary: { state: 'none', has_subscription: false, trial_end: null, current_period_end: null, cancel_at_period_end: false }, subscriptions: [], invoices: [] });

function show(answers: Record<string, Answer>, path = '/admin/users/7') {
  return renderAdmin(path, <Route path="/admin/users/:id" component={UserScreen} />, { get_admin_user_activity: noActivity, get_admin_user_subscriptions: noSubscription, ...answers });
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

describe('UserScreen: activity and deletion', () => {
  it("shows the user's Quiz Zone levels, maths and each device's sync", async () => {
    const { bodiesOf } = show({
      get_admin_user: () => okReply(detail()),
      get_admin_user_activity: () =>
        okReply({
          user_id: 7,
          quiz_zone: [{ category_id: 1, category_name: 'Science', subcategory_id: 4, subcategory_name: 'Planets', level_reached: 6, updated_at: '2026-11-20T10:00:00Z' }],
          maths: [{ curriculum_id: 2, curriculum_name: 'Year 5', subject: 'maths', attempted: 120, correct: 98, last_answer_at: '2026-11-21T10:00:00Z' }],
          devices: [{ device_id: 'dev-abc', last_sync_at: '2026-11-22T10:00:00Z', ops_applied: 40, ops_refused: 2 }],
        }),
    });
    const quizZone = await screen.findByRole('table', { name: 'Quiz Zone' });
    expect(bodiesOf('get_admin_user_activity')).toEqual([{ user_id: 7 }]);
    expect(within(quizZone).getByRole('rowheader').textContent).toBe('Science › Planets');
    expect(within(quizZone).getByText('6')).toBeTruthy();
    const maths = screen.getByRole('table', { name: 'Maths and non-verbal reasoning' });
    expect(within(maths).getByText('98')).toBeTruthy();
    const devices = screen.getByRole('table', { name: 'Devices' });
    expect(within(devices).getByRole('rowheader').textContent).toBe('dev-abc');
    expect(within(devices).getByText('40')).toBeTruthy();
    expect(within(devices).getByText('2')).toBeTruthy();
  });

  it('says what is empty', async () => {
    show({ get_admin_user: () => okReply(detail()) });
    expect(await screen.findByText('No Quiz Zone level played yet.')).toBeTruthy();
    expect(screen.getByText('No device has synced yet.')).toBeTruthy();
  });

  it('deletes the user after their name is typed, and the users list says so', async () => {
    const { bodiesOf, location } = renderAdmin(
      '/admin/users/7',
      <Switch>
        <Route path="/admin/users" component={UsersScreen} />
        <Route path="/admin/users/:id" component={UserScreen} />
      </Switch>,
      {
        get_admin_user: () => okReply(detail()),
        get_admin_user_activity: noActivity,
        get_admin_users: () => okReply({ total: 0, data: [] }),
        delete_admin_user: () => okReply({ user_id: 7, removed: ['users'] }),
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Ada' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete this user' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Ada?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Type Ada to confirm'), 'Ad');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Type Ada to confirm'), 'a');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(bodiesOf('delete_admin_user')).toEqual([{ user_id: 7 }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/admin/users');
    expect(screen.getByText('Ada (id 7) and everything that was theirs is deleted.')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the user", async () => {
    const { bodiesOf } = show({
      get_admin_user: () => okReply(detail({ role: 'admin' })),
      delete_admin_user: () => errorReply(400, 'VALIDATION', 'This is the last active admin: make another user an admin first', 'user_id'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ada' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete this user' }));
    await user.type(screen.getByLabelText('Type Ada to confirm'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This is the last active admin: make another user an admin first');
    expect(bodiesOf('delete_admin_user')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Ada' })).toBeTruthy();
  });

  it('keeps an admin from deleting their own account here', async () => {
    signInSubscriber();
    show({ get_admin_user: () => okReply(detail({ id: 1, role: 'admin' })) }, '/admin/users/1');
    await screen.findByRole('heading', { level: 1, name: 'Ada' });
    expect((screen.getByRole('button', { name: 'Delete this user' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

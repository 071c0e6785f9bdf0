import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { AdminUserDetail } from '../../../../contract/api/admin';
import { initI18n } from '../../../lib/i18n/i18n';
import type { ActionData } from '../../../lib/request/request';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { UserScreen } from './UserScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Subscriptions = ActionData<'get_admin_user_subscriptions'>;

const user7 = {
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
  last_sign_in_at: null,
  type: 'email',
  email_verified: true,
  profile: null,
  friends_code: 'ADA7',
  time_zone: 'Europe/London',
  badges: 0,
  ledger: [],
  ledger_total: 0,
  subscription: { active: true, status: 'active', current_period_end: '2026-12-20T10:00:00.000Z' },
} as unknown as AdminUserDetail;

const record = {
  id: 31,
  state: 'active',
  status: 'active',
  source: 'sandbox',
  plan: { id: 3, name: 'Premium', price: 999, currency: 'USD', interval: 'month' },
  cancel_at_period_end: false,
  created: '2026-11-20T10:00:00.000Z',
  trial_end: null,
  current_period_start: '2026-11-20T10:00:00.000Z',
  current_period_end: '2026-12-20T10:00:00.000Z',
  next_billing: '2026-12-20T10:00:00.000Z',
  next_plan: null,
  payment_failed: false,
} as const;

const subscribed: Subscriptions = {
  summary: { state: 'active', has_subscription: true, trial_end: null, current_period_end: '2026-12-20T10:00:00.000Z', cancel_at_period_end: false },
  subscriptions: [record],
  invoices: [
    { id: 5, number: 'QH-2026-000005', date: '2026-11-20T10:00:00.000Z', description: 'Premium, one month', amount: 999, currency: 'USD', status: 'paid', period_start: null, period_end: null },
  ],
};

const never: Subscriptions = { summary: { state: 'none', has_subscription: false, trial_end: null, current_period_end: null, cancel_at_period_end: false }, subscriptions: [], invoices: [] };

function show(answers: Record<string, Answer>) {
  return renderAdmin('/admin/users/7', <Route path="/admin/users/:id" component={UserScreen} />, {
    get_admin_user: () => okReply(user7),
    get_admin_user_activity: (body) => okReply({ user_id: body.user_id, quiz_zone: [], maths: [], devices: [] }),
    ...answers,
  });
}

const panel = async () => (await screen.findByRole('heading', { level: 2, name: 'Subscription' })).closest('section') as HTMLElement;

describe('the user screen’s Subscription panel', () => {
  it('shows the summary, every record and every payment', async () => {
    show({ get_admin_user_subscriptions: () => okReply(subscribed) });
    const section = await panel();
    expect(await within(section).findByText(/^Subscribed; the current period ends on/)).toBeTruthy();
    const records = within(section).getByRole('table', { name: 'Subscription records' });
    expect([...(within(records).getAllByRole('row')[1] as HTMLElement).querySelectorAll('th, td')].slice(1).map((cell) => cell.textContent)).toEqual([
      'Sandbox',
      'Premium',
      'Active (active)',
      expect.stringContaining('2026'),
      'No',
    ]);
    const payments = within(section).getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('rowheader').textContent).toBe('QH-2026-000005');
    expect(within(payments).getByText('$9.99')).toBeTruthy();
    expect(within(payments).getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See their payout requests' }).getAttribute('href')).toBe('/admin/payouts?status=all&user=7');
  });

  it('grants a period: checks days and note, asks first, then says so', async () => {
    let current = never;
    const { bodiesOf } = show({
      get_admin_user_subscriptions: () => okReply(current),
      admin_grant_subscription: () => {
        current = { ...subscribed, summary: { ...subscribed.summary }, subscriptions: [{ ...record, source: 'admin', plan: null }] };
        return okReply({ summary: current.summary, subscription: current.subscriptions[0] });
      },
    });
    const section = await panel();
    expect(await within(section).findByText('No subscription, ever.')).toBeTruthy();
    // Nothing to cancel without a subscription that counts.
    expect(within(section).queryByRole('button', { name: 'Cancel the subscription' })).toBeNull();
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Days'), '0');
    await user.click(within(section).getByRole('button', { name: 'Grant the period' }));
    expect(within(section).getByText('Enter a whole number of days from 1 to 3,660.')).toBeTruthy();
    expect(within(section).getByText('Please say why.')).toBeTruthy();
    await user.clear(within(section).getByLabelText('Days'));
    await user.type(within(section).getByLabelText('Days'), '30');
    await user.type(within(section).getByLabelText('Why (kept in the audit log)'), 'Contest prize');
    await user.click(within(section).getByRole('button', { name: 'Grant the period' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant Ada 30 days of access?' });
    expect(within(dialog).getByText('Contest prize')).toBeTruthy();
    expect(bodiesOf('admin_grant_subscription')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Grant the period' }));
    expect(await screen.findByText('Ada is granted 30 days.')).toBeTruthy();
    expect(bodiesOf('admin_grant_subscription')).toEqual([{ user_id: 7, days: 30, note: 'Contest prize' }]);
  });

  it('cancels now or at period end, asked first, with the server’s refusal beside the note', async () => {
    const { bodiesOf } = show({
      get_admin_user_subscriptions: () => okReply(subscribed),
      admin_cancel_subscription: () => errorReply(400, 'VALIDATION', 'The note is not allowed', 'note'),
    });
    const section = await panel();
    const user = userEvent.setup();
    const cancelForm = (await within(section).findByRole('form', { name: 'Cancel the subscription' })) as HTMLElement;
    await user.click(within(cancelForm).getByRole('button', { name: 'Cancel the subscription' }));
    expect(within(cancelForm).getByText('Please say why.')).toBeTruthy();
    await user.selectOptions(within(cancelForm).getByLabelText('When'), 'Now');
    await user.type(within(cancelForm).getByLabelText('Why (kept in the audit log)'), 'Refund asked');
    await user.click(within(cancelForm).getByRole('button', { name: 'Cancel the subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the subscription of Ada?' });
    expect(within(dialog).getByText('It ends now: they lose access at once.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the subscription' }));
    await waitFor(() => expect(within(cancelForm).getByText('The note is not allowed')).toBeTruthy());
    expect(within(cancelForm).getByLabelText('Why (kept in the audit log)').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf('admin_cancel_subscription')).toEqual([{ user_id: 7, at_period_end: false, note: 'Refund asked' }]);
  });
});

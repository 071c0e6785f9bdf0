/** Subscription management against a fake get_subscription and its actions. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '../../../contract/api/billing';
import { formatDate } from '../../lib/i18n/date-format';
import { resetSession, sessionStore } from '../../lib/session/session-store';
import { SubscriptionScreen } from './SubscriptionScreen';
import { callsOf, plan, renderAt, serve, signInPlayer, summaryFor, summaryOf, view } from './test-helpers';

const PATH = '/profile/subscription';
const END = '2026-12-01T10:00:00.000Z';

let record: SubscriptionView | null;

const answer = () => {
  if (!record) throw new Error('no record');
  return { subscription: record, summary: summaryFor(record) };
};

beforeEach(() => {
  resetSession();
  signInPlayer(summaryOf('active', { current_period_end: END }));
  record = view();
  serve({
    get_subscription: () => (record ? answer() : { subscription: null, summary: summaryOf('none') }),
    cancel_subscription: () => {
      record = { ...(record as SubscriptionView), state: 'cancelled', cancel_at_period_end: true, next_billing: null };
      return answer();
    },
    resume_subscription: () => {
      record = { ...(record as SubscriptionView), state: 'active', cancel_at_period_end: false, next_billing: END };
      return answer();
    },
    change_plan: (body) => {
      record = { ...(record as SubscriptionView), next_plan: { id: Number(body.plan_id), name: 'Yearly' } };
      return answer();
    },
    get_plans: () => ({ plans: [plan(1, { name: 'Monthly' }), plan(2, { name: 'Yearly', price: 4_999, interval: 'year' })], provider: 'sandbox', signup_trial_days: 7 }),
    get_billing_portal: () => ({ url: '/billing/portal?return=%2Fprofile%2Fsubscription', provider: 'sandbox' }),
    get_user_by_id: () => sessionStore.get().user,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const date = (iso: string) => formatDate(iso, 'en');

describe('SubscriptionScreen', () => {
  it('shows the plan, its state and dates, and the card', async () => {
    renderAt(PATH, <SubscriptionScreen />);
    expect(await screen.findByRole('heading', { name: 'Monthly' })).toBeTruthy();
    expect(fact('Status')).toBe('Active');
    expect(fact('Created')).toBe(date('2026-11-01T10:00:00.000Z'));
    expect(fact('Trial ends')).toBe('—');
    expect(fact('Cancels on')).toBe('—');
    expect(fact('Current period')).toBe(`${date('2026-11-01T10:00:00.000Z')} – ${date(END)}`);
    expect(fact('Next billing')).toBe(date(END));
    expect(screen.getByText('Card on file: Visa ending in 4242, expires 04/31')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Billing history' }).getAttribute('href')).toBe('/profile/billing');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before cancelling, saying access ends now and when the period ends; then shows the cancelled state and offers to resume', async () => {
    const user = userEvent.setup();
    renderAt(PATH, <SubscriptionScreen />);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain('your access to Quiz Zone and the subscriber pages ends now');
    expect(dialog.textContent).toContain(`Your current period ends on ${date(END)}.`);
    expect(callsOf('cancel_subscription')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(fact('Status')).toBe(`Cancelled: ends on ${date(END)}`));
    expect(fact('Cancels on')).toBe(date(END));
    expect(fact('Next billing')).toBe('—');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The session no longer counts it as paid (spec section 4).
    expect(sessionStore.get().hasSubscription).toBe(false);
    expect(sessionStore.get().user?.subscription?.state).toBe('cancelled');

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(fact('Status')).toBe('Active'));
    expect(sessionStore.get().hasSubscription).toBe(true);
    expect(callsOf('resume_subscription')).toHaveLength(1);
  });

  it('keeps the subscription when the player says no', async () => {
    const user = userEvent.setup();
    renderAt(PATH, <SubscriptionScreen />);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('cancel_subscription')).toEqual([]);
  });

  it('changes the plan at the next renewal, among the other plans on sale', async () => {
    const user = userEvent.setup();
    renderAt(PATH, <SubscriptionScreen />);
    const section = await screen.findByRole('region', { name: 'Change plan' });
    await waitFor(() => expect(within(section).getAllByRole('radio')).toHaveLength(1));
    expect(within(section).getByText(`Your new plan starts at your next renewal, on ${date(END)}. Nothing is charged today.`)).toBeTruthy();
    await user.click(within(section).getByRole('radio', { name: /Yearly/ }));
    await user.click(within(section).getByRole('button', { name: 'Switch plan' }));
    await waitFor(() => expect(within(section).getByText('Moving to Yearly at your next renewal.')).toBeTruthy());
    expect(callsOf('change_plan').map((c) => c.body)).toEqual([{ plan_id: 2 }]);
    expect(fact('Next plan')).toBe('Yearly');
  });

  it("opens the provider's portal with the way back here", async () => {
    const user = userEvent.setup();
    const { history } = renderAt(PATH, <SubscriptionScreen />);
    await user.click(await screen.findByRole('button', { name: 'Manage card and invoices' }));
    await waitFor(() => expect(history.at(-1)).toBe('/billing/portal?return=%2Fprofile%2Fsubscription'));
    expect(callsOf('get_billing_portal')[0]?.body).toEqual({ return_path: '/profile/subscription' });
  });

  it("warns when the last renewal's payment failed", async () => {
    record = view({ status: 'past_due', state: 'ended', payment_failed: true });
    renderAt(PATH, <SubscriptionScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your last payment failed.');
    expect(screen.getByRole('button', { name: 'Manage card and invoices' })).toBeTruthy();
  });

  it('shows a sign-up trial with its end, and the way to choose a plan; nothing to cancel', async () => {
    record = view({ source: 'trial', plan: null, state: 'trial', status: 'trialing', trial_end: '2026-12-03T10:00:00.000Z', card: null, next_billing: null });
    renderAt(PATH, <SubscriptionScreen />);
    expect(await screen.findByRole('heading', { name: 'Free trial' })).toBeTruthy();
    expect(fact('Status')).toBe(`Free trial until ${date('2026-12-03T10:00:00.000Z')}`);
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change plan' })).toBeNull();
  });

  it('without a subscription, links to the plans', async () => {
    record = null;
    renderAt(PATH, <SubscriptionScreen />);
    expect(await screen.findByRole('heading', { name: 'You have no subscription' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
  });
});

/** The sandbox's checkout page against a fake get_checkout and pay_sandbox_checkout. */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutView } from '../../../contract/api/billing';
import { resetSession, sessionStore } from '../../lib/session/session-store';
import { CheckoutScreen } from './CheckoutScreen';
import { Refusal, callsOf, plan, renderAt, serve, signInPlayer, summaryFor, summaryOf, view } from './test-helpers';

const PATTERN = '/billing/checkout/:checkout';
const PATH = '/billing/checkout/co_abcdefgh';

let checkout: CheckoutView;

function checkoutOf(patch: Partial<CheckoutView> = {}): CheckoutView {
  return { checkout_id: 'co_abcdefgh', status: 'open', plan: plan(1, { name: 'Monthly', price: 499, trial_days: 7 }), trial_days: 7, due_today: 0, expires_at: '2026-11-27T10:00:00.000Z', ...patch };
}

const paid = view({ state: 'trial', status: 'trialing', trial_end: '2026-12-03T10:00:00.000Z' });
const DECLINED = '4000 0000 0000 0002';

beforeEach(() => {
  resetSession();
  signInPlayer(summaryOf('trial', { trial_end: '2026-11-30T10:00:00.000Z' }));
  checkout = checkoutOf();
  serve({
    get_checkout: () => checkout,
    pay_sandbox_checkout: (body) => {
      const card = body.card as { number: string };
      if (card.number.replace(/\s/g, '') === DECLINED.replace(/\s/g, '')) return new Refusal('CARD_DECLINED', 'Your card was declined. Please try another card.', 402);
      return { subscription: paid, summary: summaryFor(paid) };
    },
    get_user_by_id: () => ({ ...sessionStore.get().user, has_subscription: true, subscription: summaryFor(paid), coins: 99 }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillCard(number: string): Promise<void> {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '1231');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
}

describe('CheckoutScreen', () => {
  it("shows the plan, what is due today and per interval, the trial, and a card form with the browser's card autofill", async () => {
    renderAt(PATH, <CheckoutScreen />, PATTERN);
    expect(await screen.findByRole('heading', { name: 'Monthly' })).toBeTruthy();
    expect(callsOf('get_checkout')[0]?.body).toEqual({ checkout_id: 'co_abcdefgh' });
    expect(screen.getByText('Due today').nextElementSibling?.textContent).toBe('$0.00');
    expect(screen.getByText('After your 7-day trial').nextElementSibling?.textContent).toBe('$4.99 per month');
    expect(screen.getByText('Nothing is charged for 7 days. Cancel before they end and you pay nothing.')).toBeTruthy();
    expect(screen.getByText(/Test mode/).textContent).toContain('4242 4242 4242 4242');
    const number = screen.getByLabelText('Card number');
    expect([number.getAttribute('autocomplete'), number.getAttribute('inputmode')]).toEqual(['cc-number', 'numeric']);
    expect(screen.getByLabelText('Expiry date').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('Security code').getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByLabelText('Name on card').getAttribute('autocomplete')).toBe('cc-name');
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
  });

  it('spaces the number as typed and writes the expiry as MM/YY', async () => {
    renderAt(PATH, <CheckoutScreen />, PATTERN);
    await screen.findByRole('heading', { name: 'Monthly' });
    await fillCard('4242424242424242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('Expiry date') as HTMLInputElement).value).toBe('12/31');
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    checkout = checkoutOf({ trial_days: 0, due_today: 499 });
    renderAt(PATH, <CheckoutScreen />, PATTERN);
    await user.click(await screen.findByRole('button', { name: 'Pay $4.99' }));
    expect(screen.getByText('Please enter the card number (13 to 19 digits).')).toBeTruthy();
    expect(screen.getByText('Please enter the expiry date as MM/YY.')).toBeTruthy();
    expect(screen.getByText('Please enter the name on the card.')).toBeTruthy();
    expect(callsOf('pay_sandbox_checkout')).toEqual([]);
  });

  it("shows a declined card's message beside the form and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderAt(PATH, <CheckoutScreen />, PATTERN);
    await screen.findByRole('heading', { name: 'Monthly' });
    await fillCard(DECLINED);
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined. Please try another card.');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(DECLINED);
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(callsOf('pay_sandbox_checkout')[0]?.body).toEqual({ checkout_id: 'co_abcdefgh', card: { number: DECLINED, exp_month: 12, exp_year: 2031, cvc: '123', name: 'Ada Lovelace' } });
  });

  it("puts a field the server blames beside that field", async () => {
    serve({ get_checkout: () => checkout, pay_sandbox_checkout: () => new Refusal('CARD_EXPIRED', 'This card has expired. Please use another card.', 400, 'card.exp_year') });
    const user = userEvent.setup();
    renderAt(PATH, <CheckoutScreen />, PATTERN);
    await screen.findByRole('heading', { name: 'Monthly' });
    await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    const error = await screen.findByText('This card has expired. Please use another card.');
    expect(screen.getByLabelText('Expiry date').getAttribute('aria-describedby')).toContain(error.id);
  });

  it('goes to the subscription once paid, with the session updated at once and then read again', async () => {
    const user = userEvent.setup();
    const { history } = renderAt(PATH, <CheckoutScreen />, PATTERN);
    await screen.findByRole('heading', { name: 'Monthly' });
    await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(history.at(-1)).toBe('/profile/subscription'));
    expect(sessionStore.get().user?.subscription).toEqual(summaryFor(paid));
    expect(sessionStore.get().hasSubscription).toBe(true);
    await waitFor(() => expect(sessionStore.get().user?.coins).toBe(99));
    expect(callsOf('get_user_by_id')).toHaveLength(1);
  });

  it('says an expired or paid checkout is closed, with the way back to pricing', async () => {
    checkout = checkoutOf({ status: 'expired' });
    renderAt(PATH, <CheckoutScreen />, PATTERN);
    expect(await screen.findByRole('heading', { name: 'This checkout is closed' })).toBeTruthy();
    expect(screen.getByText('This checkout has expired or was already paid. Please start again from the pricing page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('shows the closed message when the server refuses the checkout as closed, and when it closes while paying', async () => {
    let closed = false;
    serve({ get_checkout: () => (closed ? new Refusal('CHECKOUT_CLOSED', 'closed', 409) : checkout), pay_sandbox_checkout: () => ((closed = true), new Refusal('CHECKOUT_CLOSED', 'closed', 409)) });
    const user = userEvent.setup();
    renderAt(PATH, <CheckoutScreen />, PATTERN);
    await screen.findByRole('heading', { name: 'Monthly' });
    await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByRole('heading', { name: 'This checkout is closed' })).toBeTruthy();
  });
});

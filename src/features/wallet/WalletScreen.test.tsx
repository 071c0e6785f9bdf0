/**
 * The wallet screen against a fake server for its three calls (get_payment_request paged with the
 * next date, set_payment_request taking the coins and starting the 48-hour wait,
 * delete_pending_payment_request giving them back), as the contract describes them.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PaymentRequest } from '../../../contract/api/payouts';
import { coinsForAmount } from '../../../contract/billing/payouts';
import { setForcedOffline } from '../../lib/connectivity/connectivity';
import { formatDateTime } from '../../lib/i18n/date-format';
import { i18n } from '../../lib/i18n/i18n';
import { resetSession, sessionStore, signIn } from '../../lib/session/session-store';
import { testUser } from '../../lib/session/test-user';
import { emptyRemote } from '../../lib/settings/remote-state';
import { settingsStore } from '../../lib/settings/settings';
import { testSystemConfig } from '../../lib/settings/test-system-config';
import { WalletScreen } from './WalletScreen';

const HOUR = 3_600_000;
const TOO_SOON = 'You have already made a payment request. Please wait for 48 hours after you made the previous request.';

interface Call {
  readonly action: string;
  readonly body: Record<string, unknown>;
}

/** The fake server's state: the player's requests (newest first), when they may ask again, their coins. */
let requests: PaymentRequest[];
let nextRequestAt: string | null;
let coins: number;
const calls: Call[] = [];
/** An answer that replaces the fake's own for one action (a refusal). */
let refusal: { readonly action: string; readonly status: number; readonly code: string; readonly message: string; readonly field?: string } | null;

function request(id: number, patch: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    id,
    payment_type: 'paypal',
    payment_address: `player${id}@example.com`,
    payment_amount: 500,
    currency: 'USD',
    coin_used: 5000,
    details: '',
    status: 'completed',
    note: null,
    date: `2026-03-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    processed_at: null,
    ...patch,
  };
}

function envelope(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ error: false, data }), { status, headers: { 'Content-Type': 'application/json' } });
}

function failure(status: number, code: string, message: string, field?: string): Response {
  return new Response(JSON.stringify({ error: true, code, message, ...(field ? { field } : {}) }), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const action = String(input).replace(/^\/api\//, '');
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  calls.push({ action, body });
  if (refusal?.action === action) return failure(refusal.status, refusal.code, refusal.message, refusal.field);
  switch (action) {
    case 'get_payment_request': {
      const offset = Number(body.offset);
      return envelope({ total: requests.length, data: requests.slice(offset, offset + Number(body.limit)), next_request_at: nextRequestAt });
    }
    case 'set_payment_request': {
      const made = request(Math.max(0, ...requests.map((r) => r.id)) + 1, {
        payment_type: body.payment_type as PaymentRequest['payment_type'],
        payment_address: String(body.payment_address),
        payment_amount: Number(body.payment_amount),
        coin_used: coinsForAmount(Number(body.payment_amount), 1000),
        details: String(body.details ?? ''),
        status: 'pending',
        date: new Date().toISOString(),
      });
      requests = [made, ...requests];
      coins -= made.coin_used;
      nextRequestAt = new Date(Date.now() + 48 * HOUR).toISOString();
      return envelope({ request: made, coins });
    }
    case 'delete_pending_payment_request': {
      const target = requests.find((r) => r.id === Number(body.payment_id));
      if (!target || target.status !== 'pending') return failure(409, 'PAYMENT_REQUEST_CLOSED', 'This payment request is no longer pending.');
      requests = requests.filter((r) => r !== target);
      coins += target.coin_used;
      return envelope({ coins, refunded: target.coin_used });
    }
    default:
      throw new Error(`unexpected call ${action}`);
  }
});

function renderScreen() {
  const location = memoryLocation({ path: '/profile/wallet' });
  return render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <WalletScreen />
      </Router>
    </I18nextProvider>,
  );
}

const sent = (action: string) => calls.filter((call) => call.action === action);
const balance = () => screen.getByRole('region', { name: 'Your balance' });
const list = () => screen.getByRole('list', { name: 'Payout requests' });
const rows = () => within(list()).getAllByRole('listitem');
const submit = () => screen.getByRole('button', { name: 'Send request' });
const amountField = () => screen.getByLabelText('Amount in USD');

/** The error tied to a field (its aria-describedby), or null. */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'));
  return error?.textContent ?? null;
}

/** The hint tied to a field. */
function hintOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__hint'))?.textContent ?? null;
}

beforeEach(() => {
  requests = [];
  nextRequestAt = null;
  coins = 12_000;
  calls.length = 0;
  refusal = null;
  resetSession();
  signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: testUser({ id: 1, uid: 'u', name: 'Ana', email: 'ana@example.com', friends_code: 'A', coins, all_time_score: 340 }) });
  settingsStore.set((s) => ({ ...s, system: emptyRemote(testSystemConfig(), 1) }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  cleanup();
  setForcedOffline(false);
  settingsStore.set((s) => ({ ...s, system: emptyRemote() }));
  vi.unstubAllGlobals();
});

describe('WalletScreen', () => {
  it('shows the coins, their money value at the configured rate, the smallest payout and the payout time', async () => {
    settingsStore.set((s) => ({ ...s, system: emptyRemote(testSystemConfig({ payout_coins_per_unit: 800, payout_min_amount: 250, payout_currency: 'EUR' }), 1) }));
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    const figures = within(balance());
    expect(figures.getByText('12,000')).toBeTruthy();
    // 12,000 coins at 800 a euro: 15 euros.
    expect(figures.getByText('€15.00')).toBeTruthy();
    // 2.50 euros cost 2,000 coins.
    expect(figures.getByText('€2.50 (2,000 coins)')).toBeTruthy();
    expect(figures.getByText('Rate: 800 coins for €1.00.')).toBeTruthy();
    expect(screen.getByText('Payout takes 3–5 working days.')).toBeTruthy();
    expect(screen.getByLabelText('Amount in EUR')).toBeTruthy();
    expect(await screen.findByText('No payout requests yet.')).toBeTruthy();
  });

  it('says how many coins the smallest payout needs when the player has fewer', () => {
    act(() => sessionStore.set((s) => ({ ...s, user: s.user ? { ...s.user, coins: 1_200 } : null })));
    renderScreen();
    expect(within(balance()).getByText('You need 5,000 coins for the smallest payout. Keep playing to earn more.')).toBeTruthy();
    expect(within(balance()).getByText('$1.20')).toBeTruthy();
  });

  it('changes the address label, hint and check with the method, and sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(submit());
    const paypal = screen.getByLabelText('PayPal e-mail');
    expect(errorOf(paypal)).toBe('Please enter your PayPal e-mail.');
    expect(errorOf(amountField())).toBe('Please enter an amount.');
    // Focus goes to the first field in error (the method has none).
    expect(document.activeElement).toBe(paypal);
    expect(paypal.getAttribute('type')).toBe('email');
    expect(hintOf(paypal)).toBe('The e-mail address of your PayPal account.');

    await user.type(paypal, 'ana.example.com');
    await user.click(submit());
    expect(errorOf(paypal)).toBe('This is not an e-mail address. Please check it.');

    // Paytm: the same input asks for a mobile number now; the old error goes with the old question.
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    const paytm = screen.getByLabelText('Paytm mobile number');
    expect(errorOf(paytm)).toBeNull();
    expect(paytm.getAttribute('type')).toBe('tel');
    expect(hintOf(paytm)).toBe('The 10-digit mobile number of your Paytm wallet, with or without +91.');
    await user.clear(paytm);
    await user.type(paytm, '12345 67890');
    await user.click(submit());
    expect(errorOf(paytm)).toBe('Please enter 10 digits starting with 6, 7, 8 or 9, with or without +91.');
    await user.clear(paytm);
    await user.type(paytm, '+91 98765-43210');
    await user.click(submit());
    expect(errorOf(screen.getByLabelText('Paytm mobile number'))).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Stripe' }));
    const stripe = screen.getByLabelText('Stripe account id or e-mail');
    await user.clear(stripe);
    await user.type(stripe, 'acct_12');
    await user.click(submit());
    expect(errorOf(stripe)).toBe('Please enter an account id starting with acct_, or an e-mail address.');
    await user.clear(stripe);
    await user.type(stripe, 'acct_1AbCdEfGh');
    await user.click(submit());
    expect(errorOf(stripe)).toBeNull();
    // The amount is still missing: nothing went to the server.
    expect(errorOf(amountField())).toBe('Please enter an amount.');
    expect(document.activeElement).toBe(amountField());
    expect(sent('set_payment_request')).toEqual([]);
  });

  it('shows the coins an amount costs as it is typed, and checks it against the minimum and the coins held', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByText('Type an amount to see what it costs in coins.')).toBeTruthy();
    await user.type(amountField(), '5.5');
    expect(screen.getByText('This costs 5,500 coins.')).toBeTruthy();
    await user.clear(amountField());
    await user.type(amountField(), '7,25');
    expect(screen.getByText('This costs 7,250 coins.')).toBeTruthy();
    await user.clear(amountField());
    await user.type(amountField(), '5.001');
    expect(screen.getByText('Type an amount to see what it costs in coins.')).toBeTruthy();

    await user.type(screen.getByLabelText('PayPal e-mail'), 'ana@example.com');
    await user.click(submit());
    expect(errorOf(amountField())).toBe('Please enter an amount in USD with at most two decimals, for example $5.00.');
    await user.clear(amountField());
    await user.type(amountField(), '4.99');
    await user.click(submit());
    expect(errorOf(amountField())).toBe('The smallest payout is $5.00.');
    await user.clear(amountField());
    await user.type(amountField(), '12.01');
    await user.click(submit());
    expect(errorOf(amountField())).toBe('This costs 12,010 coins and you have 12,000 coins.');
    expect(sent('set_payment_request')).toEqual([]);
  });

  it('sends the request in cents with the coins it costs, takes the coins from the session, lists it and waits 48 hours', async () => {
    requests = [request(3, { status: 'rejected', note: 'The PayPal account was closed.', payment_amount: 700, coin_used: 7000 })];
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    await user.type(screen.getByLabelText('Paytm mobile number'), '+91 98765 43210');
    await user.type(amountField(), '6.50');
    await user.type(screen.getByLabelText('Details (optional)'), '  For the school trip ');
    await user.click(submit());

    const outcome = await screen.findByText('Your request for $6.50 is sent. Payout takes 3–5 working days.');
    // The button pressed is disabled now: the outcome, a status line, takes focus.
    expect(outcome.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(outcome);
    expect(sent('set_payment_request').map((call) => call.body)).toEqual([
      { payment_type: 'paytm', payment_address: '+91 98765 43210', payment_amount: 650, coin_used: 6500, details: 'For the school trip' },
    ]);
    // The session's coins are the server's answer: the header and the profile show them too.
    expect(sessionStore.get().user?.coins).toBe(5_500);
    expect(sessionStore.get().user?.all_time_score).toBe(340);
    expect(within(balance()).getByText('5,500')).toBeTruthy();
    expect(within(balance()).getByText('$5.50')).toBeTruthy();

    // The list is read again: the new request on top, pending.
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [made, rejected] = rows();
    expect(within(made as HTMLElement).getByText('$6.50')).toBeTruthy();
    expect(within(made as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(made as HTMLElement).getByText('Paytm')).toBeTruthy();
    expect(within(made as HTMLElement).getByText('6,500 coins')).toBeTruthy();
    expect(within(rejected as HTMLElement).getByText('Rejected')).toBeTruthy();
    expect(within(rejected as HTMLElement).getByText('Why: The PayPal account was closed.')).toBeTruthy();
    expect(within(rejected as HTMLElement).queryByRole('button', { name: /Delete/ })).toBeNull();

    // The form is emptied and waits: it says until when, and nothing can be sent.
    expect(submit().hasAttribute('disabled')).toBe(true);
    expect((amountField() as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/^You can ask for your next payout on .+: requests are at least 48 hours apart\.$/)).toBeTruthy();
  });

  it('says when the next request is due and disables the form while the 48 hours run', async () => {
    const due = new Date(Date.now() + 20 * HOUR).toISOString();
    requests = [request(7, { status: 'pending', date: new Date(Date.now() - 28 * HOUR).toISOString() })];
    nextRequestAt = due;
    renderScreen();
    expect(await screen.findByText(`You can ask for your next payout on ${formatDateTime(due, 'en')}: requests are at least 48 hours apart.`)).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    // Every field of the form is disabled with it.
    expect(screen.getByRole('radio', { name: 'PayPal' }).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('PayPal e-mail').matches(':disabled')).toBe(true);
    expect(amountField().matches(':disabled')).toBe(true);
    // The coins still show.
    expect(within(balance()).getByText('12,000')).toBeTruthy();
  });

  it('opens the form again once the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    try {
      nextRequestAt = new Date(Date.now() + HOUR).toISOString();
      renderScreen();
      await screen.findByText(/^You can ask for your next payout on/);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(HOUR + 1000);
      });
      expect(screen.queryByText(/^You can ask for your next payout on/)).toBeNull();
      expect(submit().hasAttribute('disabled')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's 48-hour refusal in the spec's words, and reads the list again for the date", async () => {
    refusal = { action: 'set_payment_request', status: 429, code: 'PAYMENT_REQUEST_TOO_SOON', message: TOO_SOON };
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('No payout requests yet.');
    // Made on another device meanwhile.
    requests = [request(9, { status: 'pending', date: new Date().toISOString() })];
    nextRequestAt = new Date(Date.now() + 48 * HOUR).toISOString();
    await user.type(screen.getByLabelText('PayPal e-mail'), 'ana@example.com');
    await user.type(amountField(), '5');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_SOON);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText(/^You can ask for your next payout on/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(TOO_SOON);
    expect(sessionStore.get().user?.coins).toBe(12_000);
  });

  it('shows a refusal beside the field the server names, and takes the player there', async () => {
    refusal = { action: 'set_payment_request', status: 400, code: 'PAYOUT_BELOW_MINIMUM', message: 'This amount is below the minimum payout.', field: 'payment_amount' };
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByLabelText('PayPal e-mail'), 'ana@example.com');
    await user.type(amountField(), '5');
    await user.click(submit());
    await waitFor(() => expect(errorOf(amountField())).toBe('This amount is below the minimum payout.'));
    expect(document.activeElement).toBe(amountField());
    expect(screen.queryByRole('alert')).toBeNull();
    // Changing the field puts the refusal away.
    await user.type(amountField(), '0');
    expect(errorOf(amountField())).toBeNull();
  });

  it('deletes a pending request after asking, and gives its coins back to the session', async () => {
    requests = [request(5, { status: 'pending', payment_amount: 800, coin_used: 8000, date: '2026-03-05T10:00:00.000Z' }), request(4, { note: 'PP-7781' })];
    coins = 4_000;
    act(() => sessionStore.set((s) => ({ ...s, user: s.user ? { ...s.user, coins: 4_000 } : null })));
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[1] as HTMLElement).getByText('Note: PP-7781')).toBeTruthy();
    expect(within(rows()[1] as HTMLElement).queryByRole('button', { name: /Delete/ })).toBeNull();
    const remove = screen.getByRole('button', { name: `Delete the request for $8.00 of ${formatDateTime('2026-03-05T10:00:00.000Z', 'en')}` });

    // Cancel asks nothing.
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete this request?' });
    expect(within(dialog).getByText('Your request for $8.00 is withdrawn and its 8,000 coins come back to your wallet.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('delete_pending_payment_request')).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('delete_pending_payment_request').map((call) => call.body)).toEqual([{ payment_id: 5 }]);
    expect(sessionStore.get().user?.coins).toBe(12_000);
    expect(within(balance()).getByText('12,000')).toBeTruthy();
    const outcome = screen.getByText('Request deleted: 8,000 coins are back in your wallet.');
    expect(document.activeElement).toBe(outcome);
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('says so when a request was completed before it could be deleted, and shows what it became', async () => {
    requests = [request(5, { status: 'pending' })];
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^Delete the request/ }));
    // The admin pays it meanwhile.
    requests = [request(5, { status: 'completed', note: 'PP-1' })];
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This payment request is no longer pending.');
    expect(within(dialog).getByRole('button', { name: 'Delete request' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('Completed')).toBeTruthy());
    expect(sessionStore.get().user?.coins).toBe(12_000);
  });

  it('says plainly offline that asking needs a connection, keeps the coins shown, and opens again online', async () => {
    act(() => setForcedOffline(true));
    renderScreen();
    expect(screen.getByText(/^Asking for a payout needs a connection, and you are offline\./)).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    expect(within(balance()).getByText('12,000')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your requests need a connection' })).toBeTruthy();
    expect(sent('set_payment_request')).toEqual([]);

    act(() => setForcedOffline(false));
    expect(screen.queryByText(/^Asking for a payout needs a connection/)).toBeNull();
    expect(submit().hasAttribute('disabled')).toBe(false);
    expect(await screen.findByText('No payout requests yet.')).toBeTruthy();
  });
});

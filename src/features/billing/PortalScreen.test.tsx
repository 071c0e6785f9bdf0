/** The sandbox portal against a fake get_subscription, update_sandbox_card and get_invoices. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '../../../contract/api/billing';
import { resetSession, sessionStore } from '../../lib/session/session-store';
import { PortalScreen } from './PortalScreen';
import { callsOf, invoice, renderAt, serve, signInPlayer, summaryFor, summaryOf, view } from './test-helpers';

let record: SubscriptionView;

beforeEach(() => {
  resetSession();
  signInPlayer(summaryOf('ended'));
  record = view({ status: 'past_due', state: 'ended', payment_failed: true });
  serve({
    get_subscription: () => ({ subscription: record, summary: summaryFor(record) }),
    update_sandbox_card: (body) => {
      const card = body.card as { number: string; exp_month: number; exp_year: number };
      record = { ...record, status: 'active', state: 'active', payment_failed: false, card: { brand: 'Visa', last4: card.number.replace(/\s/g, '').slice(-4), exp_month: card.exp_month, exp_year: card.exp_year } };
      return { subscription: record, summary: summaryFor(record) };
    },
    get_invoices: (body) => ({ total: 9, data: [invoice(9), invoice(8, { status: 'failed' })].slice(0, Number(body.limit)) }),
    get_user_by_id: () => sessionStore.get().user,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PortalScreen', () => {
  it('shows the card on file and the latest invoices, with the way back it was given', async () => {
    renderAt('/billing/portal?return=%2Fprofile%2Fsubscription', <PortalScreen />);
    expect(await screen.findByText('Card on file: Visa ending in 4242, expires 04/31')).toBeTruthy();
    const invoices = await screen.findByRole('list', { name: 'Latest invoices' });
    expect(within(invoices).getAllByRole('listitem')).toHaveLength(2);
    expect(within(invoices).getByText('Failed')).toBeTruthy();
    expect(callsOf('get_invoices')[0]?.body).toEqual({ offset: 0, limit: 5 });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile/subscription');
  });

  it('never goes back to another site', async () => {
    renderAt('/billing/portal?return=%2F%2Fevil.test', <PortalScreen />);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile/subscription');
    await screen.findByText(/Card on file/);
  });

  it('saves a new card, clears the form and updates the session (a failed renewal paid with it)', async () => {
    const user = userEvent.setup();
    renderAt('/billing/portal', <PortalScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Update your card');
    await user.type(screen.getByLabelText('Card number'), '5555555555554444');
    await user.type(screen.getByLabelText('Expiry date'), '0630');
    await user.type(screen.getByLabelText('Security code'), '321');
    await user.type(screen.getByLabelText('Name on card'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.getByText('Card on file: Visa ending in 4444, expires 06/30')).toBeTruthy());
    expect(callsOf('update_sandbox_card')[0]?.body).toEqual({ card: { number: '5555 5555 5555 4444', exp_month: 6, exp_year: 2030, cvc: '321', name: 'Ada' } });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStore.get().hasSubscription).toBe(true);
  });
});

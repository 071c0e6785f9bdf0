import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentRequest } from '../../../../contract/api/payouts';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { PayoutsScreen } from './PayoutsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function request(fields: Partial<AdminPaymentRequest> = {}): AdminPaymentRequest {
  return {
    id: 12,
    payment_type: 'paypal',
    payment_address: 'ada@example.com',
    payment_amount: 500,
    currency: 'USD',
    coin_used: 5000,
    details: '',
    status: 'pending',
    note: null,
    date: '2026-11-20T10:00:00.000Z',
    processed_at: null,
    user: { id: 7, name: 'Ada', email: 'ada@quizhive.test' },
    processed_by: null,
    ...fields,
  };
}

const page = (rows: AdminPaymentRequest[], pending = 1) => okReply({ total: rows.length, data: rows, pending_total: pending });

function show(answers: Record<string, Answer>, path = '/admin/payouts') {
  return renderAdmin(path, <PayoutsScreen />, answers);
}

describe('PayoutsScreen', () => {
  it('lists the pending requests by default with player, method, address, amount, coins, date and status', async () => {
    const { bodiesOf } = show({ get_admin_payment_requests: () => page([request()]) });
    const table = await screen.findByRole('table', { name: 'Payout requests' });
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = [...(row as HTMLElement).querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual(['Ada', 'PayPal', 'ada@example.com', '$5.00', '5,000', expect.stringContaining('2026'), 'Pending']);
    expect(within(table).getByRole('link', { name: 'Ada' }).getAttribute('href')).toBe('/admin/users/7');
    expect(screen.getByText('Pending requests: 1')).toBeTruthy();
    expect(bodiesOf('get_admin_payment_requests')).toEqual([{ offset: 0, limit: 20, status: 'pending' }]);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
  });

  it('keeps the status filter and page in the address; Any lists every status', async () => {
    const { bodiesOf, location } = show({ get_admin_payment_requests: () => page([request({ status: 'completed', note: 'TX-1', processed_by: 'Root' })]) }, '/admin/payouts?status=completed&page=2');
    await screen.findByRole('table', { name: 'Payout requests' });
    expect(bodiesOf('get_admin_payment_requests')[0]).toEqual({ offset: 20, limit: 20, status: 'completed' });
    // A request already decided offers no action.
    expect(screen.queryByRole('button', { name: 'Complete request 12' })).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Any');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesOf('get_admin_payment_requests').at(-1)).toEqual({ offset: 0, limit: 20 }));
    expect(location.history?.at(-1)).toBe('/admin/payouts?status=all');
  });

  it("lists one player's requests from the user screen's link, and the filter by user id", async () => {
    const { bodiesOf, location } = show({ get_admin_payment_requests: () => page([request()]) }, '/admin/payouts?status=all&user=7');
    await screen.findByRole('table', { name: 'Payout requests' });
    expect(bodiesOf('get_admin_payment_requests')[0]).toEqual({ offset: 0, limit: 20, user_id: 7 });
    const user = userEvent.setup();
    const field = screen.getByLabelText('Player’s user id');
    expect((field as HTMLInputElement).value).toBe('7');
    await user.clear(field);
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesOf('get_admin_payment_requests').at(-1)).toEqual({ offset: 0, limit: 20, status: 'pending' }));
    expect(location.history?.at(-1)).toBe('/admin/payouts?status=pending');
  });

  it('completes a request only with a note, asked first, and says the player is told', async () => {
    let status: AdminPaymentRequest['status'] = 'pending';
    const { bodiesOf } = show({
      get_admin_payment_requests: () => page([request({ status })], status === 'pending' ? 1 : 0),
      set_admin_payment_request: (body) => {
        status = body.status as AdminPaymentRequest['status'];
        return okReply(request({ status, note: String(body.note), processed_by: 'Root' }));
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete request 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete request 12 of Ada?' });
    expect(within(dialog).getByText('Only once you have sent $5.00. The request is closed and Ada is told, with your note.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(within(dialog).getByText('Please add a note for the player.')).toBeTruthy();
    expect(bodiesOf('set_admin_payment_request')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Note for the player (such as the transfer’s id)'), '  PAYPAL-TX-99 ');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Request 12 of Ada is completed; they are notified.')).toBeTruthy();
    expect(bodiesOf('set_admin_payment_request')).toEqual([{ payment_id: 12, status: 'completed', note: 'PAYPAL-TX-99' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects a request, saying its coins go back, and shows the server’s refusal in the dialog', async () => {
    const { bodiesOf } = show({
      get_admin_payment_requests: () => page([request()]),
      set_admin_payment_request: () => errorReply(409, 'CONFLICT', 'This request is no longer pending'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject request 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject request 12 of Ada?' });
    expect(within(dialog).getByText('5,000 coins go back to Ada, who is told why with your note.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Why it is rejected (the player reads it)'), 'The PayPal address bounced');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This request is no longer pending')).toBeTruthy();
    expect(bodiesOf('set_admin_payment_request')).toEqual([{ payment_id: 12, status: 'rejected', note: 'The PayPal address bounced' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says plainly when the list cannot load', async () => {
    show({ get_admin_payment_requests: () => errorReply(500, 'INTERNAL', 'Something went wrong') });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

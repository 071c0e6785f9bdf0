/** Billing history's two tabs against a fake get_invoices, get_subscription_history and get_invoice_receipt. */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../contract/api/billing';
import { formatDate } from '../../lib/i18n/date-format';
import { resetSession } from '../../lib/session/session-store';
import { BillingHistoryScreen } from './BillingHistoryScreen';
import { callsOf, invoice, renderAt, serve, signInPlayer, summaryOf, view } from './test-helpers';

let invoices: Invoice[];

beforeEach(() => {
  resetSession();
  signInPlayer(summaryOf('active'));
  invoices = Array.from({ length: 25 }, (_, i) => invoice(25 - i));
  serve({
    get_invoices: (body) => ({ total: invoices.length, data: invoices.slice(Number(body.offset), Number(body.offset) + Number(body.limit)) }),
    get_subscription_history: () => ({
      total: 2,
      data: [
        (({ card: _card, ...rest }) => rest)(view({ id: 5, cancel_at_period_end: true, state: 'cancelled', next_billing: null })),
        (({ card: _card, ...rest }) => rest)(view({ id: 2, source: 'trial', plan: null, state: 'ended', status: 'canceled', trial_end: '2026-10-15T10:00:00.000Z', created: '2026-10-01T10:00:00.000Z' })),
      ],
    }),
    get_invoice_receipt: (body) =>
      body.format === 'pdf'
        ? { file_name: `QH-${String(body.invoice_id)}.pdf`, mime_type: 'application/pdf', content: btoa('%PDF-1.7'), encoding: 'base64' }
        : { file_name: 'r.html', mime_type: 'text/html', content: '<h1>Receipt</h1>', encoding: 'utf8' },
  });
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tab = (name: string) => screen.getByRole('tab', { name });
const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('BillingHistoryScreen', () => {
  it('opens on Payments: rows of date, description, amount and status, paged like the coin history', async () => {
    const user = userEvent.setup();
    renderAt('/profile/billing', <BillingHistoryScreen />);
    await waitFor(() => expect(rows('Payments')).toHaveLength(20));
    expect(tab('Payments').getAttribute('aria-selected')).toBe('true');
    expect(tab('Subscriptions').getAttribute('aria-selected')).toBe('false');
    const first = rows('Payments')[0] as HTMLElement;
    expect(within(first).getByText('Monthly: Nov 2026')).toBeTruthy();
    expect(within(first).getByText('$4.99')).toBeTruthy();
    expect(within(first).getByText('Paid')).toBeTruthy();
    expect(first.querySelector('time')?.textContent).toBe(formatDate(invoices[0]?.date ?? '', 'en'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Payments')).toHaveLength(25));
    expect(callsOf('get_invoices').map((c) => c.body)).toEqual([
      { offset: 0, limit: 20 },
      { offset: 20, limit: 20 },
    ]);
    expect(screen.getByText('Showing 25 of 25. That is your whole history.')).toBeTruthy();
  });

  it('is a real tablist: arrow keys, Home and End move and select, the tab is in the address', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/profile/billing', <BillingHistoryScreen />);
    await waitFor(() => expect(rows('Payments')).toHaveLength(20));
    expect(tab('Payments').tabIndex).toBe(0);
    expect(tab('Subscriptions').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Payments').id);
    act(() => tab('Payments').focus());
    await user.keyboard('{ArrowRight}');
    expect(history.at(-1)).toBe('/profile/billing?tab=subscriptions');
    expect(document.activeElement).toBe(tab('Subscriptions'));
    expect(tab('Subscriptions').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(rows('Subscriptions')).toHaveLength(2));
    await user.keyboard('{ArrowRight}');
    expect(history.at(-1)).toBe('/profile/billing?tab=payments');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Subscriptions'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Payments'));
  });

  it('opens on the tab the address names, with each record’s dates', async () => {
    renderAt('/profile/billing?tab=subscriptions', <BillingHistoryScreen />);
    await waitFor(() => expect(rows('Subscriptions')).toHaveLength(2));
    const [paid, trial] = rows('Subscriptions') as [HTMLElement, HTMLElement];
    expect(within(paid).getByRole('heading', { name: 'Monthly' })).toBeTruthy();
    const value = (row: HTMLElement, label: string) => within(row).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value(paid, 'Cancels on')).toBe(formatDate('2026-12-01T10:00:00.000Z', 'en'));
    expect(value(paid, 'Next billing')).toBe('—');
    expect(within(trial).getByRole('heading', { name: 'Free trial' })).toBeTruthy();
    expect(value(trial, 'Trial ends')).toBe(formatDate('2026-10-15T10:00:00.000Z', 'en'));
    expect(value(trial, 'Created')).toBe(formatDate('2026-10-01T10:00:00.000Z', 'en'));
    expect(value(trial, 'Status')).toBe('Ended');
    expect(callsOf('get_invoices')).toEqual([]);
  });

  it('shows a receipt in a dialog (a frame that runs nothing) and downloads its PDF', async () => {
    const created = vi.fn((blob: Blob) => (expect(blob.type).toBe('application/pdf'), 'blob:pdf'));
    vi.stubGlobal('URL', Object.assign(function () {}, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderAt('/profile/billing', <BillingHistoryScreen />);
    await waitFor(() => expect(rows('Payments')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'View receipt QH-2026-000025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt QH-2026-000025' });
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toBe('<h1>Receipt</h1>');
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['QH-25.pdf']));
    expect(callsOf('get_invoice_receipt').map((c) => c.body)).toEqual([
      { invoice_id: 25, format: 'html' },
      { invoice_id: 25, format: 'pdf' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    invoices = [];
    renderAt('/profile/billing', <BillingHistoryScreen />);
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeTruthy();
  });
});

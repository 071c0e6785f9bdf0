import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '../../../../contract/api/admin-dashboard';
import { i18n, initI18n } from '../../../lib/i18n/i18n';
import { AdminHomeScreen } from '../AdminHomeScreen';
import { errorReply, okReply, renderAdmin } from '../test-render';

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function days(): AdminDashboard['days'] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 26 - 29 + index)).toISOString().slice(0, 10);
    return { date, players: index + 1, rounds: index * 2, coins_earned: 100 + index, coins_spent: -(10 + index), sync_failures: index % 3 };
  });
}

function dashboard(fields: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    players: { today: 12, week: 57 },
    rounds: { today: 30, week: 190 },
    coins_earned: { today: 1250, week: 8400 },
    coins_spent: { today: -300, week: -2100 },
    pending_payouts: { available: false, count: 0, amount: 0, currency: 'USD' },
    open_reports: 4,
    open_chat_reports: 2,
    sync_failures: { today: 1, week: 6 },
    days: days(),
    ...fields,
  };
}

describe('AdminHomeScreen (the dashboard)', () => {
  it("shows today's and the week's figures, open reports linking to them, and payouts as not available", async () => {
    const { bodiesOf } = renderAdmin('/admin', <AdminHomeScreen />, { get_admin_dashboard: () => okReply(dashboard()) });
    const figures = await screen.findByRole('list', { name: 'Figures' });
    expect(bodiesOf('get_admin_dashboard')).toEqual([{}]);
    const figure = (name: string) => within(figures).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(within(figure('Players')).getByText('12')).toBeTruthy();
    expect(within(figure('Players')).getByText('57')).toBeTruthy();
    expect(within(figure('Rounds played')).getByText('190')).toBeTruthy();
    expect(within(figure('Coins earned')).getByText('1,250')).toBeTruthy();
    // Spent coins are negative ledger entries, shown as how many were spent.
    expect(within(figure('Coins spent')).getByText('2,100')).toBeTruthy();
    expect(within(figure('Sync failures')).getByText('6')).toBeTruthy();
    expect(within(figure('Open question reports')).getByText('4')).toBeTruthy();
    expect(within(figure('Open question reports')).getByRole('link', { name: 'See the open reports' }).getAttribute('href')).toBe('/admin/reports?status=open');
    expect(within(figure('Open chat reports')).getByText('2')).toBeTruthy();
    expect(within(figure('Open chat reports')).getByRole('link', { name: 'See the open chat reports' }).getAttribute('href')).toBe('/admin/chat-reports?status=open');
    expect(within(figure('Pending payouts')).getByText('Not available yet')).toBeTruthy();
    // The sections follow the dashboard.
    expect(screen.getByRole('link', { name: /^Question reports\s*Players' reports/ }).getAttribute('href')).toBe('/admin/reports');
    expect(screen.getByRole('link', { name: /^Notifications\s*Send a notification/ }).getAttribute('href')).toBe('/admin/notifications');
  });

  it('shows how many payouts are pending and the money they ask for, in the language of the interface', async () => {
    const pending = { available: true, count: 3, amount: 125_050, currency: 'USD' };
    renderAdmin('/admin', <AdminHomeScreen />, { get_admin_dashboard: () => okReply(dashboard({ pending_payouts: pending })) });
    const figures = await screen.findByRole('list', { name: 'Figures' });
    const payouts = within(figures).getByRole('heading', { name: 'Pending payouts' }).closest('li') as HTMLElement;
    expect(within(payouts).getByText('3')).toBeTruthy();
    expect(within(payouts).getByText('$1,250.50 asked for')).toBeTruthy();
    expect(within(payouts).queryByText('Not available yet')).toBeNull();
    expect(within(payouts).getByRole('link', { name: 'See the payout requests' }).getAttribute('href')).toBe('/admin/payouts');
    cleanup();
    await i18n.changeLanguage('fr');
    renderAdmin('/admin', <AdminHomeScreen />, { get_admin_dashboard: () => okReply(dashboard({ pending_payouts: pending })) });
    // The money as French writes it (the words are the server's bundle, not loaded here).
    const french = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(1250.5);
    expect(french).not.toContain('$1,250.50');
    const detail = await screen.findByText((_, element) => element?.className === 'admin-figure__detail');
    expect(detail.textContent).toContain(french);
  });

  it("draws the last 30 days, each chart's figures a table too, shown with Show as table", async () => {
    renderAdmin('/admin', <AdminHomeScreen />, { get_admin_dashboard: () => okReply(dashboard()) });
    // The charts are a lazy chunk of their own.
    const players = await screen.findByRole('region', { name: 'Players per day' });
    expect(players.querySelectorAll('svg rect')).toHaveLength(30);
    const coins = screen.getByRole('region', { name: 'Coins earned and spent per day' });
    expect(coins.querySelectorAll('svg rect')).toHaveLength(60);
    // The table is there for assistive technology while the chart shows.
    const hidden = within(coins).getByRole('table', { name: 'Coins earned and spent per day' });
    expect(hidden.className).toBe('visually-hidden');
    expect(within(hidden).getAllByRole('row')).toHaveLength(31);
    const lastRow = within(hidden).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(lastRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['129', '39']);

    const user = userEvent.setup();
    const toggle = within(coins).getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(coins.querySelector('svg')).toBeNull();
    const shown = within(coins).getByRole('table', { name: 'Coins earned and spent per day' });
    expect(shown.className).not.toBe('visually-hidden');
    expect(within(shown).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day', 'Coins earned', 'Coins spent']);
  });

  it('offers Try again when the dashboard cannot be read, and still lists the sections', async () => {
    renderAdmin('/admin', <AdminHomeScreen />, { get_admin_dashboard: () => errorReply(500, 'INTERNAL', 'Something went wrong') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Users\s*Find a player/ })).toBeTruthy();
  });

  it('runs the days from the right in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAdmin('/admin', <AdminHomeScreen />, { get_admin_dashboard: () => okReply(dashboard()) });
    const chart = await waitFor(() => {
      const svg = document.querySelector('svg.admin-chart');
      if (!svg) throw new Error('no chart yet');
      return svg;
    });
    expect(chart.getAttribute('direction')).toBe('rtl');
    // The players chart: one bar a day.
    const xs = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('x')));
    expect(xs).toHaveLength(30);
    // The oldest day is on the right, today on the left.
    expect(xs[0]).toBeGreaterThan(xs[29] ?? Infinity);
  });
});

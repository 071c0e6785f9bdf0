import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UserStatistics } from '../../../contract/api/economy';
import { i18n } from '../../lib/i18n/i18n';
import { signInSubscriber } from '../../lib/session/test-session';
import { StatisticsScreen } from './StatisticsScreen';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const stats: UserStatistics = {
  questions_answered: 1250,
  correct_answers: 1000,
  ratio: 80,
  strongest_category: { category_id: 1, name: 'Science', ratio: 90 },
  weakest_category: { category_id: 2, name: 'History', ratio: 60 },
  categories: [
    { category_id: 1, name: 'Science', ratio: 90, questions_answered: 1000, correct_answers: 900 },
    { category_id: 2, name: 'History', ratio: 40, questions_answered: 250, correct_answers: 100 },
  ],
  streak: { current: 1, longest: 12, played_today: false, freezes: 2, today: '2026-05-01' },
};

function renderScreen(data: UserStatistics = stats) {
  signInSubscriber();
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data }), { status: 200 }))));
  const location = memoryLocation({ path: '/profile/statistics' });
  return render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <StatisticsScreen />
      </Router>
    </I18nextProvider>,
  );
}

describe('StatisticsScreen', () => {
  it('shows the totals, the ratio, the strongest and weakest category and the streak', async () => {
    renderScreen();
    expect(await screen.findByText('1,250')).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
    expect(screen.getByText('Science (90%)')).toBeTruthy();
    expect(screen.getByText('History (60%)')).toBeTruthy();
    expect(screen.getByTestId('streak-current').textContent).toBe('1 day');
    expect(screen.getByText('12 days')).toBeTruthy();
    expect(screen.getByText('2 freezes')).toBeTruthy();
    expect(screen.getByText(/You have not played today yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Battle statistics' }).getAttribute('href')).toBe('/profile/battle-statistics');
  });

  it('gives assistive technology the chart as a table, and shows that table on request', async () => {
    const { container } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Correct answers by category' });
    expect(table.className).toBe('visually-hidden');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))).toEqual([[], ['900', '1,000', '90%'], ['100', '250', '40%']]);
    expect(container.querySelector('svg.category-chart')?.getAttribute('aria-hidden')).toBe('true');

    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table').className).toBe('category-table');
    expect(container.querySelector('svg.category-chart')).toBeNull();
  });

  it('draws bars from the right in Arabic, with Western digits', async () => {
    await i18n.changeLanguage('ar');
    const { container } = renderScreen();
    await screen.findByRole('table');
    const bars = [...container.querySelectorAll('rect.category-chart__answered')];
    // The longest bar ends at the chart's right edge (640) in a right-to-left language.
    expect(bars.map((bar) => Number(bar.getAttribute('x')) + Number(bar.getAttribute('width')))).toEqual([640, 640]);
    expect(container.querySelector('svg.category-chart')?.getAttribute('direction')).toBe('rtl');
    expect(container.querySelector('.category-chart__value')?.textContent).toBe('900 / 1,000');
  });

  it('says what to do when no category has been played yet', async () => {
    renderScreen({ ...stats, categories: [], strongest_category: null, weakest_category: null });
    expect(await screen.findByText('Play Quiz Zone rounds to see your categories here.')).toBeTruthy();
    expect(screen.getAllByText('Not enough answers yet')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });
});

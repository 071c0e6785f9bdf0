import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { initI18n } from '../../../lib/i18n/i18n';
import { page } from '../content/content-fixtures';
import { okReply, renderAdmin } from '../test-render';
import { contestRow, standingRow } from './contest-fixtures';
import { ContestsScreen } from './ContestsScreen';
import { ContestStandingsScreen } from './ContestStandingsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContestsScreen', () => {
  it('lists contests with their status, fee, prizes and participants, and filters by status', async () => {
    const { bodiesOf, location } = renderAdmin('/admin/contests', <ContestsScreen />, {
      get_admin_contests: (body) =>
        okReply(
          body.status === 'past'
            ? page([contestRow({ id: 3, name: 'Old cup', status: 'past', participants: 40, ranked_at: '2026-11-20T20:00:05.000Z' })])
            : page([contestRow(), contestRow({ id: 10, name: 'Quiet cup', status: 'live', active: false, prizes: [] })]),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Contests' });
    const [friday, quiet] = within(table).getAllByRole('row').slice(1);
    expect(within(friday!).getByRole('link', { name: 'Friday cup' }).getAttribute('href')).toBe('/admin/contests/9');
    expect(within(friday!).getByText('Upcoming')).toBeTruthy();
    expect(within(friday!).getByText('#1: 100, #2: 50')).toBeTruthy();
    expect(within(friday!).getByRole('link', { name: '0 (standings of Friday cup)' }).getAttribute('href')).toBe('/admin/contests/9/standings');
    expect(within(quiet!).getByText('Live')).toBeTruthy();
    expect(within(quiet!).getByText('(hidden)')).toBeTruthy();
    expect(within(quiet!).getByText('No prizes')).toBeTruthy();
    expect(bodiesOf('get_admin_contests')[0]).toEqual({ offset: 0, limit: 20 });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Past');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesOf('get_admin_contests').at(-1)).toEqual({ offset: 0, limit: 20, status: 'past' }));
    expect(location.history?.at(-1)).toBe('/admin/contests?status=past');
    expect(await screen.findByRole('link', { name: 'Old cup' })).toBeTruthy();
  });
});

describe('ContestStandingsScreen', () => {
  function show(final: boolean) {
    return renderAdmin('/admin/contests/9/standings', <Route path="/admin/contests/:id/standings" component={ContestStandingsScreen} />, {
      get_admin_contest: () => okReply({ contest: contestRow({ status: final ? 'past' : 'live', participants: 2, ranked_at: final ? '2026-12-04T20:00:05.000Z' : null }), questions: [] }),
      get_admin_contest_standings: () => okReply({ total: 2, final, data: [standingRow(), standingRow({ rank: 2, user_id: 8, name: 'Omar', score: 10, prize_coins: final ? 50 : 0, correct_answers: 1, finished: false, time_taken_seconds: 80 })] }),
    });
  }

  it('shows the provisional standings of a live contest with each entry’s figures', async () => {
    const { bodiesOf } = show(false);
    const table = await screen.findByRole('table', { name: 'Entries in Friday cup by rank' });
    const [sara, omar] = within(table).getAllByRole('row').slice(1);
    expect(within(sara!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '30', '3', '3', '42 s', '100 coins', 'Finished']);
    expect(within(omar!).getByText('Still playing')).toBeTruthy();
    expect(screen.getByText(/^Provisional: the ranks and prizes become final/)).toBeTruthy();
    expect(bodiesOf('get_admin_contest_standings')).toEqual([{ contest_id: 9, offset: 0, limit: 20 }]);
  });

  it('says the standings are final once the contest was ranked', async () => {
    show(true);
    expect(await screen.findByText(/^Final: ranked and prizes paid on /)).toBeTruthy();
    expect(screen.getByText('50 coins')).toBeTruthy();
  });
});

/**
 * Contest Play against a canned server: the lists as tabs with their empty states and countdowns,
 * entering a live contest (the fee confirmed, "You Don't have enough coins" when refused), its
 * questions one at a time with no verdict, then the leaderboard with the player's own row; a past
 * contest's final board with the prize; offline, the lists last seen.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session/session-store';
import { network, renderAt, serve, WAIT } from '../../lib/test-api';
import { ContestArea } from './ContestArea';
import { contest, enterData, rank } from './contest-test-fixtures';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

setUpSignedInScreenTests();

const DAY = 86_400_000;
const upcoming = () => contest({ id: 4, name: 'Science Sunday', status: 'upcoming', starts_at: new Date(Date.now() + 2 * DAY + 3_600_000 * 3 + 60_000).toISOString(), ends_at: new Date(Date.now() + 3 * DAY).toISOString() });
const past = () =>
  contest({ id: 5, name: 'Last Week', status: 'past', starts_at: '2026-11-19T10:00:00.000Z', ends_at: '2026-11-19T12:00:00.000Z', ranked: true, entry: { finished: true, score: 20, rank: 1, prize_coins: 100 } });

describe('ContestListScreen', () => {
  it('shows live contests with fee, prizes, participants and a countdown to the end, and Play', async () => {
    serve({ get_contest: () => ({ live: [contest()], upcoming: [upcoming()], past: [past()] }) });
    renderAt('/contest-play', <ContestArea />);
    const list = await screen.findByRole('list', { name: 'Live contests' }, WAIT);
    const card = within(list).getByRole('article', { name: 'Friday Trivia' });
    expect(within(card).getByText('10 coins')).toBeTruthy();
    expect(within(card).getByText('12')).toBeTruthy();
    expect(within(card).getByText('Rank 1: 100 coins')).toBeTruthy();
    expect(within(card).getByText(/^Ends in (00:59:5\d|01:00:00)$/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Play Friday Trivia' }).getAttribute('href')).toBe('/contest-play/3/play');
  });

  it('counts down to an upcoming contest’s start and has no Play; a past one links its board and review', async () => {
    const user = userEvent.setup();
    serve({ get_contest: () => ({ live: [], upcoming: [upcoming()], past: [past()] }) });
    renderAt('/contest-play', <ContestArea />);
    expect(await screen.findByRole('heading', { name: 'No live contests' }, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const soon = screen.getByRole('article', { name: 'Science Sunday' });
    expect(within(soon).getByText(/^Starts in 2 days,? 3 hr$/)).toBeTruthy();
    expect(within(soon).queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const done = screen.getByRole('article', { name: 'Last Week' });
    expect(within(done).getByText(/prize 100 coins/)).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Leaderboard of Last Week' }).getAttribute('href')).toBe('/contest-play/5/leaderboard');
    expect(within(done).getByRole('link', { name: 'Review answers of Last Week' }).getAttribute('href')).toBe('/contest-play/5/review');
  });

  it('offline with nothing stored, says contests need a connection', async () => {
    serve({ get_contest: network });
    renderAt('/contest-play', <ContestArea />);
    expect(await screen.findByRole('heading', { name: 'Contest Play needs an internet connection' }, WAIT)).toBeTruthy();
    expect(screen.getByText('No contest list is saved on this device yet.')).toBeTruthy();
  });
});

describe('Playing a live contest', () => {
  it('shows the refusal when the player lacks the coins for the fee', async () => {
    const user = userEvent.setup();
    serve({
      get_contest: () => ({ live: [contest()], upcoming: [], past: [] }),
      get_questions_by_contest: () => {
        throw { status: 402, code: 'NOT_ENOUGH_COINS', message: "You Don't have enough coins" };
      },
    });
    renderAt('/contest-play/3/play', <ContestArea />);
    await user.click(await screen.findByRole('button', { name: 'Pay 10 coins and play' }, WAIT));
    expect((await screen.findByRole('alert', undefined, WAIT)).textContent).toContain("You Don't have enough coins");
  });

  it('enters for the fee, answers one question at a time without a verdict, finishes and shows the leaderboard', async () => {
    const user = userEvent.setup();
    const bodies = serve({
      get_contest: () => ({ live: [contest()], upcoming: [], past: [] }),
      get_questions_by_contest: () => enterData(),
      set_contest_answer: () => ({ questions_attended: 1, questions_left: 1 }),
      set_contest_leaderboard: () => ({ contest_id: 3, questions_attended: 2, correct_answers: 1, score: 10, time_taken_seconds: 30, rank: 2, participants: 13 }),
      get_contest_leaderboard: () => ({ contest_id: 3, total: 2, data: [rank(9, 1, 20), rank(1, 2, 10)], my_rank: rank(1, 2, 10), final: false }),
    });
    const location = renderAt('/contest-play/3/play', <ContestArea />);
    await user.click(await screen.findByRole('button', { name: 'Pay 10 coins and play' }, WAIT));
    expect(await screen.findByText('Question 1 of 2', undefined, WAIT)).toBeTruthy();
    expect(sessionStore.get().user?.coins).toBe(40);
    expect(screen.getByText('Right and wrong answers are shown when the contest ends.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '8' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(await screen.findByText('Question 2 of 2', undefined, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Carbon dioxide/ }));
    await user.click(screen.getByRole('button', { name: 'Answer and finish' }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/contest-play/3/leaderboard'), WAIT);
    expect(bodies.set_contest_answer).toEqual([
      { contest_id: 3, question_id: 201, choice: 1 },
      { contest_id: 3, question_id: 202, choice: 1 },
    ]);
    expect(bodies.set_contest_leaderboard).toEqual([{ contest_id: 3, questions_attended: 2 }]);
    const board = await screen.findByRole('list', { name: 'Players, best score first' }, WAIT);
    const own = within(board).getAllByTestId('contest-rank').find((row) => row.getAttribute('aria-current') === 'true');
    expect(own && within(own).getByText('You')).toBeTruthy();
    expect(screen.getByText('Standings so far; they are final when the contest ends.')).toBeTruthy();
    expect(screen.getByTestId('contest-my-rank').textContent).toContain('You are ranked 2 with a score of 10.');
  });

  it('resumes an entry already made with the questions not yet answered, taking no fee again', async () => {
    const bodies = serve({
      get_contest: () => ({ live: [contest({ entry: { finished: false, score: 10, rank: null, prize_coins: 0 } })], upcoming: [], past: [] }),
      get_questions_by_contest: () => enterData([201], 0),
    });
    renderAt('/contest-play/3/play', <ContestArea />);
    expect(await screen.findByText('Question 2 of 2', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Which gas do plants take in?')).toBeTruthy();
    expect(bodies.get_questions_by_contest).toHaveLength(1);
  });
});

describe('A past contest', () => {
  it('shows the final board with the prizes and the player’s own prize', async () => {
    serve({
      get_contest_leaderboard: () => ({ contest_id: 5, total: 2, data: [rank(1, 1, 20, 100), rank(9, 2, 10, 50)], my_rank: rank(1, 1, 20, 100), final: true }),
    });
    renderAt('/contest-play/5/leaderboard', <ContestArea />);
    expect(await screen.findByText('Final standings: prizes have been paid.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByTestId('contest-my-rank').textContent).toContain('You won 100 coins.');
    expect(screen.getByRole('link', { name: 'Review answers' }).getAttribute('href')).toBe('/contest-play/5/review');
  });

  it('reviews the player’s answers with the right ones', async () => {
    serve({
      get_contest_review: () => ({
        contest_id: 5,
        items: [
          { id: 201, question: 'How many legs has a spider?', options: ['6', '8'], image_url: null, image_alt: null, answer: 1, choice: 0, correct: false },
          { id: 202, question: 'Which gas do plants take in?', options: ['Oxygen', 'Carbon dioxide'], image_url: null, image_alt: null, answer: 1, choice: 1, correct: true },
        ],
      }),
    });
    renderAt('/contest-play/5/review', <ContestArea />);
    expect(await screen.findByText('Your answer: 6', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('Correct answer: 8')).toBeTruthy();
    expect(screen.getByText('Correct answer: Carbon dioxide')).toBeTruthy();
  });
});

/**
 * The daily quiz dashboard: it only peeks; not played, it offers today's quiz; played, it shows
 * today's result and 'You have Already Played' with no way to start again; offline it says today's
 * quiz needs a connection.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { SoloResult } from '../../../../contract/api/solo';
import { DailyQuizScreen } from './DailyQuizScreen';
import { clearOfflineDb, network, renderAt, serve, storeDailyQuizPack, WAIT } from './test-helpers';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

const result: SoloResult = {
  mode: 'daily_quiz',
  earning: 'ranked',
  practice_reason: null,
  practice_capped: false,
  total: 10,
  correct: 7,
  incorrect: 2,
  unanswered: 1,
  skipped: 0,
  percentage: 70,
  score_earned: 28,
  coins_earned: 6,
  coins_spent: 0,
  coins: 56,
  all_time_score: 128,
  review: [],
};

const today = { day: '2026-11-26', question_count: 10, round: null, streak: 4 };

function renderDashboard() {
  renderAt('/quiz-play/daily-quiz-dashboard', <Route path="/quiz-play/daily-quiz-dashboard" component={DailyQuizScreen} />);
}

setUpSignedInScreenTests();
beforeEach(async () => {
  await clearOfflineDb();
});

describe('DailyQuizScreen', () => {
  it('offers today’s quiz when not played, with the day, its questions and the streak, only peeking', async () => {
    const bodies = serve({ get_daily_quiz: () => ({ ...today, played: false, result: null }) });
    renderDashboard();
    const start = await screen.findByRole('link', { name: "Start today's quiz" }, WAIT);
    expect(start.getAttribute('href')).toBe('/quiz-play/daily-quiz-dashboard/play');
    expect(screen.getByText('November 26')).toBeTruthy();
    expect(screen.getByText('4 days')).toBeTruthy();
    expect(screen.queryByText('You have Already Played')).toBeNull();
    expect(bodies.get_daily_quiz?.[0]).toMatchObject({ peek: true });
  });

  it("shows today's result and 'You have Already Played' once played, with no way to start again", async () => {
    serve({ get_daily_quiz: () => ({ ...today, played: true, result }) });
    renderDashboard();
    expect(await screen.findByText('You have Already Played', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('daily-result').textContent).toBe('Today: 7 of 10 correct (70%). You earned 6 coins and 28 points.');
    expect(screen.queryByRole('link', { name: "Start today's quiz" })).toBeNull();
  });

  it('counts a skipped question apart: the percentage is of the questions that count, and the sentence says of how many', async () => {
    const skippedOne: SoloResult = { ...result, correct: 9, incorrect: 0, unanswered: 0, skipped: 1, percentage: 100, coins_earned: 10, score_earned: 36 };
    serve({ get_daily_quiz: () => ({ ...today, played: true, result: skippedOne }) });
    renderDashboard();
    expect(await screen.findByText('You have Already Played', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('daily-result').textContent).toBe('Today: 9 of 9 correct (100%). Skipped, not counted: 1 question. You earned 10 coins and 36 points.');
  });

  it('says today’s quiz needs a connection when the network fails', async () => {
    serve({ get_daily_quiz: network });
    renderDashboard();
    expect(await screen.findByText("Today's daily quiz needs an internet connection.", {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Practise a past day's quiz (downloaded)" })).toBeNull();
  });

  it("offers a downloaded past day's quiz as practice when the network fails", async () => {
    await storeDailyQuizPack({
      language_id: 1,
      seconds_per_question: 30,
      days: [
        {
          day: '2026-11-25',
          questions: [
            {
              id: 7,
              kind: 'choice',
              question: 'Which planet is known as the Red Planet?',
              options: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
              image_url: null,
              image_alt: null,
              type: 'quiz_zone',
              answer: 1,
              answer_text: null,
              hint: null,
              note: 'Iron oxide makes its surface red.',
              subcategory_id: 1,
              passage_id: null,
            },
          ],
        },
      ],
    });
    serve({ get_daily_quiz: network });
    renderDashboard();
    const practise = await screen.findByRole('link', { name: "Practise a past day's quiz (downloaded)" }, WAIT);
    expect(practise.getAttribute('href')).toBe('/quiz-play/daily-quiz-dashboard/play');
    expect(screen.getByText("Today's daily quiz needs an internet connection.")).toBeTruthy();
  });
});

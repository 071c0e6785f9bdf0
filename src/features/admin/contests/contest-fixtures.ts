/** Rows as the admin contest actions answer them, for the contest screens' tests. */
import type { AdminContest, AdminContestQuestion } from '../../../../contract/api/contests';
import type { ActionData } from '../../../lib/request/request';

export function contestRow(fields: Partial<AdminContest> = {}): AdminContest {
  return {
    id: 9,
    language_id: 1,
    name: 'Friday cup',
    description: 'Ten questions on everything.',
    image_url: null,
    starts_at: '2026-12-04T18:00:00.000Z',
    ends_at: '2026-12-04T20:00:00.000Z',
    entry_fee: 10,
    prizes: [
      { rank: 1, coins: 100 },
      { rank: 2, coins: 50 },
    ],
    status: 'upcoming',
    active: true,
    participants: 0,
    no_of_questions: 1,
    ranked_at: null,
    ...fields,
  };
}

export function contestQuestionRow(fields: Partial<AdminContestQuestion> = {}): AdminContestQuestion & { id: number } {
  return { id: 61, question: 'Largest planet?', options: ['Jupiter', 'Mars'], answer: 0, image_url: null, image_alt: null, math: false, ...fields };
}

export type StandingRow = ActionData<'get_admin_contest_standings'>['data'][number];

export function standingRow(fields: Partial<StandingRow> = {}): StandingRow {
  return { rank: 1, user_id: 7, name: 'Sara', profile: null, score: 30, prize_coins: 100, email: 'sara@example.com', questions_attended: 3, correct_answers: 3, finished: true, time_taken_seconds: 42, ...fields };
}

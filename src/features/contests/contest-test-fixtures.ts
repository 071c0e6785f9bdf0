/** Canned contests, questions and leaderboards for the contest screens' tests. */
import type { Contest, ContestQuestion, ContestRank } from '../../../contract/api/contests';

const HOUR = 3_600_000;

export function contest(overrides: Partial<Contest> = {}): Contest {
  const now = Date.now();
  return {
    id: 3,
    name: 'Friday Trivia',
    description: 'General knowledge for everyone.',
    image_url: null,
    starts_at: new Date(now - HOUR).toISOString(),
    ends_at: new Date(now + HOUR).toISOString(),
    status: 'live',
    entry_fee: 10,
    prizes: [
      { rank: 1, coins: 100 },
      { rank: 2, coins: 50 },
    ],
    participants: 12,
    no_of_questions: 2,
    entry: null,
    ranked: false,
    ...overrides,
  };
}

export const contestQuestions: ContestQuestion[] = [
  { id: 201, question: 'How many legs has a spider?', options: ['6', '8', '10', '12'], image_url: null, image_alt: null },
  { id: 202, question: 'Which gas do plants take in?', options: ['Oxygen', 'Carbon dioxide'], image_url: null, image_alt: null },
];

export function enterData(answered: number[] = [], charged = 10) {
  const now = Date.now();
  return { contest_id: 3, ends_at: new Date(now + HOUR).toISOString(), server_now: new Date(now).toISOString(), questions: contestQuestions, answered, charged, coins: 40 };
}

export function rank(user_id: number, rankValue: number, score: number, prize_coins = 0): ContestRank {
  return { rank: rankValue, user_id, name: user_id === 1 ? 'Sub' : `Player ${user_id}`, profile: null, score, prize_coins };
}

/**
 * The solo result card names each new badge's reward on its own line, from the server's result, so
 * "You now have N coins" adds up: the round's coins, less what was spent, plus the rewards.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SoloResult } from '../../../../contract/api/solo';
import { i18n, initI18n } from '../../../lib/i18n/i18n';
import { SoloResultView } from './SoloResultView';
import { trueFalseRound } from './solo-test-fixtures';

const WAIT = { timeout: 5000 };

function result(overrides: Partial<SoloResult> = {}): SoloResult {
  return {
    mode: 'true_false',
    earning: 'ranked',
    practice_reason: null,
    practice_capped: false,
    total: 2,
    correct: 2,
    incorrect: 0,
    unanswered: 0,
    skipped: 0,
    percentage: 100,
    score_earned: 8,
    coins_earned: 10,
    coins_spent: 3,
    // 10 earned - 3 spent + 5 + 10 from the badges.
    coins: 22,
    all_time_score: 8,
    review: [],
    ...overrides,
  };
}

function renderResult(value: SoloResult) {
  const location = memoryLocation({ path: '/quiz-play/true-and-false-play/play' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <SoloResultView title="Science facts" result={value} questions={trueFalseRound().questions} backTo="/quiz-play/true-and-false-play" />
      </Router>
    </I18nextProvider>,
  );
}

beforeAll(() => {
  initI18n();
});

afterEach(cleanup);

describe('SoloResultView', () => {
  it("shows each new badge's reward on its own line beside the round's coins", async () => {
    renderResult(
      result({
        badges_earned: ['dashing_debut', 'brainiac', 'flashback'],
        badge_rewards: [
          { badge: 'dashing_debut', coins: 5 },
          { badge: 'brainiac', coins: 10 },
          { badge: 'flashback', coins: 0 },
        ],
      }),
    );
    const badges = await screen.findByTestId('new-badges', {}, WAIT);
    expect(within(badges).getByText('New badge: Dashing Debut')).toBeTruthy();
    const lines = within(badges)
      .getAllByTestId('badge-reward')
      .map((line) => line.textContent);
    // A badge whose reward paid nothing has no reward line.
    expect(lines).toEqual(['Dashing Debut reward: +5 coins', 'Brainiac reward: +10 coins']);
    expect(within(badges).getByText('New badge: Flashback')).toBeTruthy();
    expect(screen.getByText('+10 coins')).toBeTruthy();
    expect(screen.getByText(/You now have 22 coins/)).toBeTruthy();
  });

  it('shows the badges without reward lines when the result names no rewards (a stored daily result)', async () => {
    renderResult(result({ badges_earned: ['brainiac'], coins: 7 }));
    const badges = await screen.findByTestId('new-badges', {}, WAIT);
    expect(within(badges).getByText('New badge: Brainiac')).toBeTruthy();
    expect(within(badges).queryByTestId('badge-reward')).toBeNull();
  });
});

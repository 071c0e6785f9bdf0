import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { LevelResult } from '../../../contract/api/quiz';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { resetSession, sessionStore, signIn } from '../../lib/session/session-store';
import { PlayScreen } from './PlayScreen';
import { quizApi } from './quiz.api';

vi.mock('./quiz.api', () => ({
  quizApi: { questions: vi.fn(), submit: vi.fn(), categories: vi.fn(), subcategories: vi.fn(), levels: vi.fn() },
}));

const questions = [
  { id: 101, question: 'Capital of France?', options: ['Berlin', 'Paris', 'Rome', 'Madrid'] },
  { id: 102, question: 'Largest planet?', options: ['Mars', 'Venus', 'Jupiter', 'Mercury'] },
  { id: 103, question: 'H2O is?', options: ['Salt', 'Water', 'Oxygen', 'Gold'] },
];

const result: LevelResult = {
  level: 1,
  total: 3,
  correct: 2,
  incorrect: 0,
  unanswered: 1,
  percentage: 66.67,
  score_earned: 8,
  coins_earned: 6,
  coins: 56,
  all_time_score: 108,
  next_level: 2,
  review: [
    { question_id: 101, chosen: 1, correct_answer: 1, is_correct: true, note: 'Paris has been the capital since 987.' },
    { question_id: 102, chosen: 2, correct_answer: 2, is_correct: true, note: '' },
    { question_id: 103, chosen: null, correct_answer: 1, is_correct: false, note: 'H2O is water.' },
  ],
};

function renderPlay() {
  const location = memoryLocation({ path: '/quiz-zone/3-geography/7-capitals/level/1' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/quiz-zone/:category/:subcategory/level/:level" component={PlayScreen} />
      </Router>
    </I18nextProvider>,
  );
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  resetSession();
  signIn({
    token: 't',
    expires_at: '2027-01-01T00:00:00Z',
    user: { id: 1, uid: 'u', name: 'Sub', email: 's@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'S', coins: 50, all_time_score: 100, has_subscription: true, created_at: '2026-01-01T00:00:00Z' },
  });
  vi.mocked(quizApi.questions).mockResolvedValue({ level: 1, seconds_per_question: 30, questions });
  vi.mocked(quizApi.submit).mockResolvedValue(result);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('PlayScreen', () => {
  it('plays one question at a time, times out to a null answer, submits the sheet and shows the result', async () => {
    renderPlay();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(quizApi.questions).toHaveBeenCalledWith({ category: 3, subcategory: 7, level: 1 }, expect.any(AbortSignal));

    expect(screen.getByRole('heading', { name: 'Capital of France?' })).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(document.title).toBe('Level 1 · Quizhive');
    expect(screen.getByTestId('question-timer').textContent).toBe('00:30');
    // No answer is revealed during play: the options carry no right/wrong marking.
    expect(document.querySelector('.option--correct, .option--wrong')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('question-timer').textContent).toBe('00:28');
    fireEvent.click(screen.getByRole('button', { name: 'Paris' }));

    expect(screen.getByRole('heading', { name: 'Largest planet?' })).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(screen.getByTestId('question-timer').textContent).toBe('00:30');
    fireEvent.keyDown(document, { key: '3' });

    expect(screen.getByRole('heading', { name: 'H2O is?' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_250));

    expect(quizApi.submit).toHaveBeenCalledTimes(1);
    const [ref, answers] = vi.mocked(quizApi.submit).mock.calls[0] ?? [];
    expect(ref).toEqual({ category: 3, subcategory: 7, level: 1 });
    expect(answers?.map((a) => [a.question_id, a.answer])).toEqual([
      [101, 1],
      [102, 2],
      [103, null],
    ]);
    expect(answers?.[0]?.time_ms).toBe(2_000);
    expect(answers?.[2]?.time_ms).toBeGreaterThanOrEqual(30_000);

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Level 1 complete' })).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('+6 coins')).toBeTruthy();
    expect(screen.getByText('Paris has been the capital since 987.')).toBeTruthy();
    expect(screen.getByText('No answer (time ran out)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next level' }).getAttribute('href')).toBe('/quiz-zone/3-geography/7-capitals/level/2');
    expect(sessionStore.get().user).toMatchObject({ coins: 56, all_time_score: 108 });
  });

  it('keeps the answers and offers a retry when the sheet cannot be sent', async () => {
    vi.mocked(quizApi.questions).mockResolvedValue({ level: 1, seconds_per_question: 30, questions: questions.slice(0, 1) });
    const { ApiError } = await import('../../lib/request/api-error');
    vi.mocked(quizApi.submit).mockRejectedValueOnce(new ApiError('NETWORK', 0, 'Network Error')).mockResolvedValueOnce({ ...result, total: 1, review: result.review.slice(0, 1) });
    renderPlay();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.keyDown(document, { key: '2' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The failure is the page's h1 and takes focus; the transport text becomes plain words.
    const heading = screen.getByRole('heading', { level: 1, name: 'Your answers could not be sent' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('You seem to be offline. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByText('Your answers are kept on this screen.')).toBeTruthy();
    expect(screen.queryByText('Network Error')).toBeNull();
    expect(document.title).toBe('Your answers could not be sent · Quizhive');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(quizApi.submit).toHaveBeenCalledTimes(2);
    expect(vi.mocked(quizApi.submit).mock.calls[1]?.[1]).toEqual(vi.mocked(quizApi.submit).mock.calls[0]?.[1]);
    expect(screen.getByRole('heading', { name: 'Level 1 complete' })).toBeTruthy();
    expect(document.title).toBe('Level 1 complete · Quizhive');
  });

  it('shows a load failure as the h1 of the screen, in plain words when offline', async () => {
    const { ApiError } = await import('../../lib/request/api-error');
    vi.mocked(quizApi.questions).mockRejectedValue(new ApiError('TIMEOUT', 0, 'timeout of 20000 ms exceeded'));
    renderPlay();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 1, name: 'This could not be loaded' })).toBeTruthy();
    expect(screen.getByText('You seem to be offline. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText(/timeout of/)).toBeNull();
    expect(document.title).toBe('This could not be loaded · Quizhive');
  });
});

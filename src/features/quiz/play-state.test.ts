import { describe, expect, it } from 'vitest';
import type { LevelResult } from '../../../contract/api/quiz';
import { initialPlayState, playReducer, type PlayState } from './play-state';

const known = (questionId: number, chosen: number | null, correct = 1) => ({
  type: 'verdict' as const,
  verdict: { question_id: questionId, chosen, correct, note: '' },
});

/** Answers the question on screen, gets its verdict and moves on. */
function play(state: PlayState, questionId: number, answer: number | null, timeMs = 1000): PlayState {
  const answered = playReducer(state, { type: 'answer', questionId, answer, timeMs });
  return playReducer(playReducer(answered, known(questionId, answer)), { type: 'continue' });
}

describe('playReducer', () => {
  it('pauses on each answer until its verdict is there and the player moves on, then submits after the last', () => {
    let state = initialPlayState(2);
    state = playReducer(state, { type: 'answer', questionId: 11, answer: 1, timeMs: 900.4 });
    expect(state).toMatchObject({ phase: 'feedback', index: 0 });
    // Next does nothing while the verdict is awaited.
    expect(playReducer(state, { type: 'continue' })).toBe(state);
    // No second answer while the feedback shows (the timer cannot answer for the player either).
    expect(playReducer(state, { type: 'answer', questionId: 12, answer: 0, timeMs: 5 })).toBe(state);
    state = playReducer(playReducer(state, known(11, 1)), { type: 'continue' });
    expect(state).toMatchObject({ phase: 'playing', index: 1 });
    state = play(state, 12, null, 30_000);
    expect(state).toMatchObject({ phase: 'submitting', index: 1 });
    expect(state.answers).toEqual([
      { question_id: 11, answer: 1, time_ms: 900 },
      { question_id: 12, answer: null, time_ms: 30_000 },
    ]);
    expect(playReducer(state, { type: 'continue' })).toBe(state);
  });

  it('moves on after an answer that could not be checked', () => {
    const answered = playReducer(initialPlayState(2), { type: 'answer', questionId: 1, answer: 0, timeMs: 10 });
    const unchecked = playReducer(answered, { type: 'verdict', verdict: { question_id: 1, unchecked: true } });
    expect(playReducer(unchecked, { type: 'continue' })).toMatchObject({ phase: 'playing', index: 1 });
  });

  it('keeps the first verdict of a question', () => {
    const answered = playReducer(initialPlayState(2), { type: 'answer', questionId: 1, answer: 0, timeMs: 10 });
    const first = playReducer(answered, known(1, 0));
    expect(playReducer(first, known(1, 1))).toBe(first);
  });

  it('ignores a second answer to the same question (double click, timer race)', () => {
    const once = playReducer(initialPlayState(3), { type: 'answer', questionId: 1, answer: 0, timeMs: 10 });
    expect(playReducer(once, { type: 'answer', questionId: 1, answer: 1, timeMs: 20 })).toBe(once);
  });

  it('keeps the answers when the submit fails, and can submit again', () => {
    let state = play(initialPlayState(1), 1, 3, 5);
    state = playReducer(state, { type: 'submit-failed' });
    expect(state).toMatchObject({ phase: 'submit-failed', answers: [{ question_id: 1, answer: 3 }] });
    state = playReducer(state, { type: 'submit' });
    expect(state.phase).toBe('submitting');
    const result = { level: 1, total: 1 } as LevelResult;
    expect(playReducer(state, { type: 'result', result })).toMatchObject({ phase: 'done', result });
  });

  it('ends a submitted round saved on the device or refused, and a saved one turns into the server result after a sync', () => {
    const submitting = play(initialPlayState(1), 1, 0);
    const saved = playReducer(submitting, { type: 'saved' });
    expect(saved.phase).toBe('saved');
    const refused = playReducer(submitting, { type: 'rejected', code: 'LEVEL_LOCKED', message: 'Locked' });
    expect(refused).toMatchObject({ phase: 'rejected', rejection: { code: 'LEVEL_LOCKED', message: 'Locked' } });
    const result = { level: 1, total: 1 } as LevelResult;
    expect(playReducer(saved, { type: 'result', result })).toMatchObject({ phase: 'done', result });
    const playing = initialPlayState(2);
    expect(playReducer(playing, { type: 'saved' })).toBe(playing);
  });

  it('clamps time to the contract range', () => {
    const state = playReducer(initialPlayState(5), { type: 'answer', questionId: 1, answer: 0, timeMs: -5 });
    expect(state.answers[0]?.time_ms).toBe(0);
  });
});

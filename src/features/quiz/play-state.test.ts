import { describe, expect, it } from 'vitest';
import type { LevelResult } from '../../../contract/api/quiz';
import { initialPlayState, playReducer } from './play-state';

describe('playReducer', () => {
  it('moves to the next question after each answer and submits after the last', () => {
    let state = initialPlayState(2);
    state = playReducer(state, { type: 'answer', questionId: 11, answer: 2, timeMs: 1234.4 });
    expect(state).toMatchObject({ phase: 'playing', index: 1 });
    state = playReducer(state, { type: 'answer', questionId: 12, answer: null, timeMs: 30_000 });
    expect(state.phase).toBe('submitting');
    expect(state.answers).toEqual([
      { question_id: 11, answer: 2, time_ms: 1234 },
      { question_id: 12, answer: null, time_ms: 30_000 },
    ]);
  });

  it('ignores a second answer to the same question (double click, timer race)', () => {
    const once = playReducer(initialPlayState(3), { type: 'answer', questionId: 1, answer: 0, timeMs: 10 });
    expect(playReducer(once, { type: 'answer', questionId: 1, answer: 1, timeMs: 20 })).toBe(once);
  });

  it('keeps the answers when the submit fails, and can submit again', () => {
    let state = playReducer(initialPlayState(1), { type: 'answer', questionId: 1, answer: 3, timeMs: 5 });
    state = playReducer(state, { type: 'submit-failed' });
    expect(state).toMatchObject({ phase: 'submit-failed', answers: [{ question_id: 1, answer: 3 }] });
    state = playReducer(state, { type: 'submit' });
    expect(state.phase).toBe('submitting');
    const result = { level: 1, total: 1 } as LevelResult;
    expect(playReducer(state, { type: 'result', result })).toMatchObject({ phase: 'done', result });
  });

  it('with feedback, pauses after each answer until the player moves on, then submits after the last', () => {
    let state = initialPlayState(2, true);
    state = playReducer(state, { type: 'answer', questionId: 11, answer: 1, timeMs: 900 });
    expect(state).toMatchObject({ phase: 'feedback', index: 0 });
    // No second answer while the feedback shows (the timer cannot answer for the player either).
    expect(playReducer(state, { type: 'answer', questionId: 12, answer: 0, timeMs: 5 })).toBe(state);
    state = playReducer(state, { type: 'continue' });
    expect(state).toMatchObject({ phase: 'playing', index: 1 });
    state = playReducer(playReducer(state, { type: 'answer', questionId: 12, answer: null, timeMs: 30_000 }), { type: 'continue' });
    expect(state).toMatchObject({ phase: 'submitting', index: 1 });
    expect(playReducer(state, { type: 'continue' })).toBe(state);
  });

  it('ends a submitted round saved on the device or refused, but only while submitting', () => {
    const submitting = playReducer(initialPlayState(1), { type: 'answer', questionId: 1, answer: 0, timeMs: 10 });
    expect(playReducer(submitting, { type: 'saved' }).phase).toBe('saved');
    const refused = playReducer(submitting, { type: 'rejected', code: 'LEVEL_LOCKED', message: 'Locked' });
    expect(refused).toMatchObject({ phase: 'rejected', rejection: { code: 'LEVEL_LOCKED', message: 'Locked' } });
    const playing = initialPlayState(2);
    expect(playReducer(playing, { type: 'saved' })).toBe(playing);
  });

  it('clamps time to the contract range', () => {
    const state = playReducer(initialPlayState(5), { type: 'answer', questionId: 1, answer: 0, timeMs: -5 });
    expect(state.answers[0]?.time_ms).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { initialSoloState, soloReducer, type SoloPlayEvent, type SoloPlayState } from './solo-play-state';

const run = (events: SoloPlayEvent[], state: SoloPlayState = initialSoloState(3)) => events.reduce(soloReducer, state);
const verdict = (id: number) => ({ type: 'verdict', verdict: { question_id: id, chosen: 0, chosen_text: null, correct: 0, correct_text: null, is_correct: true, note: '' } }) as const;

describe('solo play state', () => {
  it('a timeout is an answer with nothing chosen, and the first answer stands', () => {
    const state = run([
      { type: 'answer', questionId: 1, answer: null, timeMs: 30_000 },
      { type: 'answer', questionId: 1, answer: 2, timeMs: 31_000 },
    ]);
    expect(state.answers).toEqual([{ question_id: 1, answer: null, time_ms: 30_000 }]);
    expect(state.phase).toBe('feedback');
  });

  it('Next waits for the verdict; the last answer leads to the sheet', () => {
    let state = run([{ type: 'answer', questionId: 1, answer: 0, timeMs: 1 }, { type: 'continue' }]);
    expect(state.index).toBe(0);
    state = run([verdict(1), { type: 'continue' }], state);
    expect(state).toMatchObject({ index: 1, phase: 'playing' });
    state = run([{ type: 'answer', questionId: 2, answer: 0, timeMs: 1 }, verdict(2), { type: 'continue' }, { type: 'answer', questionId: 3, answer: 1, timeMs: 1 }, verdict(3), { type: 'continue' }], state);
    expect(state.phase).toBe('submitting');
  });

  it('a lifeline is used once per round, and skip moves on without feedback', () => {
    let state = run([
      { type: 'lifeline', lifeline: 'fifty_fifty', questionId: 1, removed: [1, 3], charged: 5 },
      { type: 'lifeline', lifeline: 'fifty_fifty', questionId: 1, removed: [0, 2], charged: 5 },
    ]);
    expect(state.lifelines).toEqual([{ lifeline: 'fifty_fifty', question_id: 1 }]);
    expect(state.help[1]?.removed).toEqual([1, 3]);
    expect(state.spent).toBe(5);
    state = run([{ type: 'lifeline', lifeline: 'skip', questionId: 1, charged: 3 }, { type: 'skip', questionId: 1, timeMs: 900 }], state);
    expect(state).toMatchObject({ index: 1, phase: 'playing', skipped: [1], spent: 8 });
    expect(state.answers).toEqual([{ question_id: 1, answer: null, time_ms: 900 }]);
  });

  it('Self Challenge’s clock running out ends every open question unanswered', () => {
    const state = run([{ type: 'answer', questionId: 1, answer: 0, timeMs: 5 }, { type: 'round-time-up', questionIds: [1, 2, 3] }]);
    expect(state.phase).toBe('submitting');
    expect(state.answers.map((a) => [a.question_id, a.answer])).toEqual([
      [1, 0],
      [2, null],
      [3, null],
    ]);
  });
});

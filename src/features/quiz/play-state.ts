/** The Quiz Zone play flow as a pure reducer: one question at a time, then the answer sheet goes out. */
import type { Answer, LevelResult } from '../../../contract/api/quiz';

export const MAX_TIME_MS = 3_600_000;

export type PlayPhase = 'playing' | 'submitting' | 'submit-failed' | 'done';

export interface PlayState {
  readonly phase: PlayPhase;
  readonly index: number;
  readonly total: number;
  readonly answers: readonly Answer[];
  readonly result: LevelResult | null;
}

export type PlayEvent =
  | { readonly type: 'answer'; readonly questionId: number; readonly answer: number | null; readonly timeMs: number }
  | { readonly type: 'submit' }
  | { readonly type: 'submit-failed' }
  | { readonly type: 'result'; readonly result: LevelResult };

export function initialPlayState(total: number): PlayState {
  return { phase: 'playing', index: 0, total, answers: [], result: null };
}

export function playReducer(state: PlayState, event: PlayEvent): PlayState {
  switch (event.type) {
    case 'answer': {
      if (state.phase !== 'playing' || state.answers.some((a) => a.question_id === event.questionId)) return state;
      const timeMs = Math.min(MAX_TIME_MS, Math.max(0, Math.round(event.timeMs)));
      const answers = [...state.answers, { question_id: event.questionId, answer: event.answer, time_ms: timeMs }];
      const finished = answers.length >= state.total;
      return { ...state, answers, index: finished ? state.index : state.index + 1, phase: finished ? 'submitting' : 'playing' };
    }
    case 'submit':
      return state.phase === 'submit-failed' ? { ...state, phase: 'submitting' } : state;
    case 'submit-failed':
      return state.phase === 'submitting' ? { ...state, phase: 'submit-failed' } : state;
    case 'result':
      return { ...state, phase: 'done', result: event.result };
  }
}

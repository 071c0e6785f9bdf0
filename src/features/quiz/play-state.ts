/**
 * The Quiz Zone play flow as a pure reducer: one question at a time, then the answer sheet goes to
 * the outbox. Played from a downloaded pack, each answer is followed by feedback (right or wrong,
 * the right option, the note) until the player moves on.
 */
import type { Answer, LevelResult } from '../../../contract/api/quiz';

export const MAX_TIME_MS = 3_600_000;

/**
 * submitting: the sheet is in the outbox and the server's score is awaited; done: scored; saved:
 * no score in time, the sheet waits on the device; rejected: the server refused it; submit-failed:
 * the sheet could not even be stored on the device.
 */
export type PlayPhase = 'playing' | 'feedback' | 'submitting' | 'submit-failed' | 'done' | 'saved' | 'rejected';

export interface PlayState {
  readonly phase: PlayPhase;
  readonly index: number;
  readonly total: number;
  /** Pause after each answer to show whether it was right (pack play, which has the key). */
  readonly feedback: boolean;
  readonly answers: readonly Answer[];
  readonly result: LevelResult | null;
  readonly rejection: { readonly code: string; readonly message: string } | null;
}

export type PlayEvent =
  | { readonly type: 'answer'; readonly questionId: number; readonly answer: number | null; readonly timeMs: number }
  | { readonly type: 'continue' }
  | { readonly type: 'submit' }
  | { readonly type: 'submit-failed' }
  | { readonly type: 'result'; readonly result: LevelResult }
  | { readonly type: 'saved' }
  | { readonly type: 'rejected'; readonly code: string; readonly message: string };

export function initialPlayState(total: number, feedback = false): PlayState {
  return { phase: 'playing', index: 0, total, feedback, answers: [], result: null, rejection: null };
}

/** After the current question: the next one, or the sheet once every question has an answer. */
function advance(state: PlayState): PlayState {
  const finished = state.answers.length >= state.total;
  return { ...state, index: finished ? state.index : state.index + 1, phase: finished ? 'submitting' : 'playing' };
}

export function playReducer(state: PlayState, event: PlayEvent): PlayState {
  switch (event.type) {
    case 'answer': {
      if (state.phase !== 'playing' || state.answers.some((a) => a.question_id === event.questionId)) return state;
      const timeMs = Math.min(MAX_TIME_MS, Math.max(0, Math.round(event.timeMs)));
      const answered = { ...state, answers: [...state.answers, { question_id: event.questionId, answer: event.answer, time_ms: timeMs }] };
      return state.feedback ? { ...answered, phase: 'feedback' } : advance(answered);
    }
    case 'continue':
      return state.phase === 'feedback' ? advance(state) : state;
    case 'submit':
      return state.phase === 'submit-failed' ? { ...state, phase: 'submitting' } : state;
    case 'submit-failed':
      return state.phase === 'submitting' ? { ...state, phase: 'submit-failed' } : state;
    case 'result':
      return { ...state, phase: 'done', result: event.result };
    case 'saved':
      return state.phase === 'submitting' ? { ...state, phase: 'saved' } : state;
    case 'rejected':
      return state.phase === 'submitting' ? { ...state, phase: 'rejected', rejection: { code: event.code, message: event.message } } : state;
  }
}

/**
 * The Quiz Zone play flow as a pure reducer: one question at a time, each answer followed by its
 * feedback (right or wrong, the right option, the note) until the player moves on, then the answer
 * sheet goes to the outbox. The verdict comes from a downloaded pack's key at once, or from the
 * server (check_level_answer) for a round it served; the same flow either way.
 */
import type { Answer, LevelResult } from '../../../contract/api/quiz';

export const MAX_TIME_MS = 3_600_000;

/**
 * feedback: answered, the verdict shown (or awaited); submitting: the sheet is in the outbox and the
 * server's score is awaited; done: scored; saved: no score yet, the sheet waits on the device;
 * rejected: the server refused it; submit-failed: the sheet could not even be stored on the device.
 */
export type PlayPhase = 'playing' | 'feedback' | 'submitting' | 'submit-failed' | 'done' | 'saved' | 'rejected';

/** What an answer turned out to be; `unchecked` when the server could not be asked (no network). */
export type Verdict =
  | { readonly question_id: number; readonly chosen: number | null; readonly correct: number; readonly note: string }
  | { readonly question_id: number; readonly unchecked: true };

export interface PlayState {
  readonly phase: PlayPhase;
  readonly index: number;
  readonly total: number;
  readonly answers: readonly Answer[];
  readonly verdicts: readonly Verdict[];
  readonly result: LevelResult | null;
  readonly rejection: { readonly code: string; readonly message: string } | null;
}

export type PlayEvent =
  | { readonly type: 'answer'; readonly questionId: number; readonly answer: number | null; readonly timeMs: number }
  | { readonly type: 'verdict'; readonly verdict: Verdict }
  | { readonly type: 'continue' }
  | { readonly type: 'submit' }
  | { readonly type: 'submit-failed' }
  | { readonly type: 'result'; readonly result: LevelResult }
  | { readonly type: 'saved' }
  | { readonly type: 'rejected'; readonly code: string; readonly message: string };

export function initialPlayState(total: number): PlayState {
  return { phase: 'playing', index: 0, total, answers: [], verdicts: [], result: null, rejection: null };
}

/** After the current question's feedback: the next one, or the sheet once every question has an answer. */
function advance(state: PlayState): PlayState {
  const finished = state.answers.length >= state.total;
  return { ...state, index: finished ? state.index : state.index + 1, phase: finished ? 'submitting' : 'playing' };
}

/** The verdict of the question on screen, once known. */
export function currentVerdict(state: PlayState, questionId: number | undefined): Verdict | undefined {
  return state.verdicts.find((v) => v.question_id === questionId);
}

export function playReducer(state: PlayState, event: PlayEvent): PlayState {
  switch (event.type) {
    case 'answer': {
      if (state.phase !== 'playing' || state.answers.some((a) => a.question_id === event.questionId)) return state;
      const timeMs = Math.min(MAX_TIME_MS, Math.max(0, Math.round(event.timeMs)));
      return { ...state, phase: 'feedback', answers: [...state.answers, { question_id: event.questionId, answer: event.answer, time_ms: timeMs }] };
    }
    case 'verdict':
      // The first verdict of a question stands (the server's first answer is final too).
      if (state.verdicts.some((v) => v.question_id === event.verdict.question_id)) return state;
      return { ...state, verdicts: [...state.verdicts, event.verdict] };
    case 'continue': {
      const question = state.answers[state.index];
      // Not before the verdict is there: Next never skips the feedback it is for.
      return state.phase === 'feedback' && currentVerdict(state, question?.question_id) ? advance(state) : state;
    }
    case 'submit':
      return state.phase === 'submit-failed' ? { ...state, phase: 'submitting' } : state;
    case 'submit-failed':
      return state.phase === 'submitting' ? { ...state, phase: 'submit-failed' } : state;
    case 'result':
      // From 'saved' too: the server's answer to a sheet that waited on the device, after a sync.
      return { ...state, phase: 'done', result: event.result };
    case 'saved':
      return state.phase === 'submitting' ? { ...state, phase: 'saved' } : state;
    case 'rejected':
      return state.phase === 'submitting' || state.phase === 'saved' ? { ...state, phase: 'rejected', rejection: { code: event.code, message: event.message } } : state;
  }
}

/** One round of a level as a reducer: type, check (saved on the device), see feedback, next, summary. */
import { applyKey, isAnswerReady, type AnswerFormat, type KeypadKey } from './answer-format';

export type PracticePhase = 'answering' | 'saving' | 'feedback' | 'done';

export interface PracticeFeedback {
  readonly isCorrect: boolean;
  readonly correctAnswer: string;
}

export interface PracticeState {
  /** The question on screen, from 0. */
  readonly index: number;
  readonly input: string;
  readonly phase: PracticePhase;
  readonly feedback: PracticeFeedback | null;
  /** Right answers in this round. */
  readonly right: number;
  /** The last answer could not be stored on the device; it may be checked again. */
  readonly saveFailed: boolean;
}

export type PracticeAction =
  | { readonly type: 'key'; readonly key: KeypadKey; readonly format: AnswerFormat }
  | { readonly type: 'saving' }
  | { readonly type: 'saved'; readonly feedback: PracticeFeedback }
  | { readonly type: 'save-failed' }
  | { readonly type: 'next'; readonly total: number }
  | { readonly type: 'restart' };

export const initialPracticeState: PracticeState = { index: 0, input: '', phase: 'answering', feedback: null, right: 0, saveFailed: false };

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'key':
      return state.phase === 'answering' ? { ...state, input: applyKey(state.input, action.key, action.format), saveFailed: false } : state;
    case 'saving':
      return state.phase === 'answering' && isAnswerReady(state.input) ? { ...state, phase: 'saving', saveFailed: false } : state;
    case 'saved':
      if (state.phase !== 'saving') return state;
      return { ...state, phase: 'feedback', feedback: action.feedback, right: state.right + (action.feedback.isCorrect ? 1 : 0) };
    case 'save-failed':
      return state.phase === 'saving' ? { ...state, phase: 'answering', saveFailed: true } : state;
    case 'next':
      if (state.phase !== 'feedback') return state;
      if (state.index + 1 >= action.total) return { ...state, phase: 'done' };
      return { ...state, index: state.index + 1, input: '', phase: 'answering', feedback: null };
    case 'restart':
      return initialPracticeState;
  }
}

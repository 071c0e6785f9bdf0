/**
 * A solo round's flow as a pure reducer, like Quiz Zone's play-state.ts: one question at a time,
 * each answer followed by its feedback until the player moves on, then the sheet. Beside that it
 * keeps the lifelines used (each once per round) and what they did to each question (options
 * taken away, the poll), skipped questions, and the hint letters revealed.
 * A timeout is an answer with nothing chosen; Self Challenge's one clock running out ends every
 * question left unanswered at once.
 */
import type { SoloAnswer, SoloResult } from '../../../../contract/api/solo';
import type { Lifeline } from '../../../../contract/quiz/solo-modes';
import type { UsedLifeline } from './lifeline-rules';

export const MAX_TIME_MS = 3_600_000;

export type SoloPhase = 'playing' | 'feedback' | 'submitting' | 'submit-failed' | 'done' | 'saved' | 'rejected';

export type SoloVerdict =
  | {
      readonly question_id: number;
      readonly chosen: number | null;
      readonly chosen_text: string | null;
      readonly correct: number;
      readonly correct_text: string | null;
      readonly is_correct: boolean;
      readonly note: string;
    }
  | { readonly question_id: number; readonly unchecked: true };

/** What the lifelines did to a question. */
export interface QuestionHelp {
  readonly removed?: readonly number[];
  readonly poll?: readonly number[];
}

export interface SoloPlayState {
  readonly phase: SoloPhase;
  readonly index: number;
  readonly total: number;
  readonly answers: readonly SoloAnswer[];
  readonly verdicts: readonly SoloVerdict[];
  readonly lifelines: readonly UsedLifeline[];
  readonly help: Readonly<Record<number, QuestionHelp>>;
  readonly skipped: readonly number[];
  readonly revealed: Readonly<Record<number, ReadonlyArray<{ position: number; letter: string }>>>;
  /** Coins this round's lifelines and hints took (online: as the server charged them). */
  readonly spent: number;
  readonly result: SoloResult | null;
  readonly rejection: { readonly code: string; readonly message: string } | null;
}

export type SoloPlayEvent =
  | { readonly type: 'answer'; readonly questionId: number; readonly answer: number | null; readonly text?: string | null; readonly timeMs: number }
  | { readonly type: 'verdict'; readonly verdict: SoloVerdict }
  | { readonly type: 'continue' }
  | { readonly type: 'lifeline'; readonly lifeline: Lifeline; readonly questionId: number; readonly removed?: readonly number[]; readonly poll?: readonly number[]; readonly charged: number }
  | { readonly type: 'skip'; readonly questionId: number; readonly timeMs: number }
  | { readonly type: 'hint'; readonly questionId: number; readonly revealed: ReadonlyArray<{ position: number; letter: string }>; readonly charged: number }
  /** Self Challenge's round clock ran out: every question still open counts as unanswered. */
  | { readonly type: 'round-time-up'; readonly questionIds: readonly number[] }
  | { readonly type: 'submit' }
  | { readonly type: 'submit-failed' }
  | { readonly type: 'result'; readonly result: SoloResult }
  | { readonly type: 'saved' }
  | { readonly type: 'rejected'; readonly code: string; readonly message: string };

export function initialSoloState(total: number): SoloPlayState {
  return { phase: 'playing', index: 0, total, answers: [], verdicts: [], lifelines: [], help: {}, skipped: [], revealed: {}, spent: 0, result: null, rejection: null };
}

function clampTime(ms: number): number {
  return Math.min(MAX_TIME_MS, Math.max(0, Math.round(ms)));
}

/** The next question, or the sheet once every question has an answer. */
function advance(state: SoloPlayState): SoloPlayState {
  const finished = state.answers.length >= state.total;
  return { ...state, index: finished ? state.index : state.index + 1, phase: finished ? 'submitting' : 'playing' };
}

export function verdictOf(state: SoloPlayState, questionId: number | undefined): SoloVerdict | undefined {
  return state.verdicts.find((v) => v.question_id === questionId);
}

const answered = (state: SoloPlayState, questionId: number): boolean => state.answers.some((a) => a.question_id === questionId);

export function soloReducer(state: SoloPlayState, event: SoloPlayEvent): SoloPlayState {
  switch (event.type) {
    case 'answer': {
      if (state.phase !== 'playing' || answered(state, event.questionId)) return state;
      const answer: SoloAnswer = { question_id: event.questionId, answer: event.answer, time_ms: clampTime(event.timeMs), ...(event.text != null ? { text: event.text } : {}) };
      return { ...state, phase: 'feedback', answers: [...state.answers, answer] };
    }
    case 'verdict':
      // The first verdict stands, as the server's first answer is final.
      if (state.verdicts.some((v) => v.question_id === event.verdict.question_id)) return state;
      return { ...state, verdicts: [...state.verdicts, event.verdict] };
    case 'continue': {
      const current = state.answers[state.answers.length - 1];
      return state.phase === 'feedback' && verdictOf(state, current?.question_id) ? advance(state) : state;
    }
    case 'lifeline': {
      if (state.phase !== 'playing' || state.lifelines.some((l) => l.lifeline === event.lifeline)) return state;
      const help = { ...state.help[event.questionId], ...(event.removed ? { removed: event.removed } : {}), ...(event.poll ? { poll: event.poll } : {}) };
      return {
        ...state,
        lifelines: [...state.lifelines, { lifeline: event.lifeline, question_id: event.questionId }],
        help: { ...state.help, [event.questionId]: help },
        spent: state.spent + event.charged,
      };
    }
    case 'skip': {
      // Skip leaves the score: no feedback, straight on (the sheet still lists it, unanswered).
      if (state.phase !== 'playing' || answered(state, event.questionId)) return state;
      const next = { ...state, skipped: [...state.skipped, event.questionId], answers: [...state.answers, { question_id: event.questionId, answer: null, time_ms: clampTime(event.timeMs) }] };
      return advance(next);
    }
    case 'hint':
      return { ...state, revealed: { ...state.revealed, [event.questionId]: event.revealed }, spent: state.spent + event.charged };
    case 'round-time-up': {
      if (state.phase !== 'playing' && state.phase !== 'feedback') return state;
      const open = event.questionIds.filter((id) => !answered(state, id));
      const answers = [...state.answers, ...open.map((id) => ({ question_id: id, answer: null, time_ms: 0 }))];
      return { ...state, answers, phase: 'submitting' };
    }
    case 'submit':
      return state.phase === 'submit-failed' ? { ...state, phase: 'submitting' } : state;
    case 'submit-failed':
      return state.phase === 'submitting' ? { ...state, phase: 'submit-failed' } : state;
    case 'result':
      return { ...state, phase: 'done', result: event.result };
    case 'saved':
      return state.phase === 'submitting' ? { ...state, phase: 'saved' } : state;
    case 'rejected':
      return state.phase === 'submitting' || state.phase === 'saved' ? { ...state, phase: 'rejected', rejection: { code: event.code, message: event.message } } : state;
  }
}

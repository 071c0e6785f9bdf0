/**
 * The hint ladder of guided practice (docs/TUTOR.md): after a wrong answer the tutor shows the step
 * that went wrong, then the step after it, then the whole worked solution. The step that went
 * wrong is found from the wrong answer where a step names it (a slip at that step gives that
 * answer: a missed carry, an addition for a subtraction, a neighbouring times-table fact);
 * otherwise the hint starts at the first step. Pure, so the device hints with no connection.
 */
import { normaliseAnswer } from '../maths/generate';
import type { TutorItem, WorkedStep } from './content';
import { HINT_LEVELS, type HintLevel } from './mastery-rules';

export interface Hint {
  readonly level: HintLevel;
  /** The steps to show: one for 'step' and 'next_step', all of them for 'solution'. */
  readonly steps: readonly WorkedStep[];
  /** The index in the item's steps of the first step shown. */
  readonly from: number;
  /** Whether the wrong answer pointed at the step (else the hint starts from the first step). */
  readonly diagnosed: boolean;
  /** A friendly sentence to show above the steps (English; a screen may say it in its own words by level and diagnosed). */
  readonly text: string;
}

type HintedItem = Pick<TutorItem, 'kind' | 'steps'>;

/** The step a wrong answer points at, or null when no step names it. */
export function diagnose(item: HintedItem, wrong: string): number | null {
  const given = item.kind === 'number' ? normaliseAnswer(wrong) : wrong.trim();
  if (given === null || given === '') return null;
  const at = item.steps.findIndex((step) => step.wrong_answers?.includes(given));
  return at < 0 ? null : at;
}

const TEXTS = {
  diagnosed: 'Nearly! Look again at this step: it is where your answer went off track.',
  firstStep: 'Not quite. Start with this first step.',
  nextStep: 'Here is the next step. Try again from there.',
  solution: 'Here is the whole method, step by step. Follow it, then try again.',
} as const;

/**
 * The next hint for `wrong` after `shown` hints for this item: 0 shown gives the 'step' rung, 1 the
 * 'next_step' (the whole solution when the step that went wrong is the last), 2 or more the 'solution'.
 */
export function nextHint(item: HintedItem, wrong: string, shown: number): Hint {
  if (!Number.isSafeInteger(shown) || shown < 0) throw new RangeError(`shown must be a whole number of hints from 0, not ${shown}`);
  if (item.steps.length === 0) throw new RangeError('steps must not be empty: an item without steps has no hints');
  const found = diagnose(item, wrong);
  const at = found ?? 0;
  const diagnosed = found !== null;
  const level = HINT_LEVELS[Math.min(shown, HINT_LEVELS.length - 1)] ?? 'solution';
  const step = item.steps[at];
  const after = item.steps[at + 1];
  if (level === 'step' && step) return { level, steps: [step], from: at, diagnosed, text: diagnosed ? TEXTS.diagnosed : TEXTS.firstStep };
  if (level === 'next_step' && after) return { level, steps: [after], from: at + 1, diagnosed, text: TEXTS.nextStep };
  return { level: 'solution', steps: item.steps, from: 0, diagnosed, text: TEXTS.solution };
}

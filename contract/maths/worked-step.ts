/**
 * Worked steps as the generators write them (docs/TUTOR.md, "Worked steps and hints"): each
 * generator explains its question with the very numbers it drew, so every generated question has
 * its steps. A step of arithmetic carries a check (an expression and its value) that an independent
 * solver can verify; a step may also name the wrong final answers a slip at that step tends to
 * give, which is how a hint finds the step that went wrong (contract/tutor/hints.ts).
 */
import type { WorkedStep } from '../tutor/content';
import { formatNumber as f } from './format';

/** Generated questions explain themselves in 2 to 6 steps. */
export const MIN_STEPS = 2;
export const MAX_STEPS = 6;
/** A step names at most this many likely wrong answers (WorkedStepSchema's bound). */
const MAX_WRONG = 12;

export type Sign = '+' | '-' | '×' | '÷';
/** An expression as alternating numbers and signs: [47, '+', 38]. */
export type Terms = readonly (number | Sign)[];

/** A step while it is being written: its likely wrong answers are numbers until `finishSteps`. */
export interface DraftStep {
  readonly text: string;
  readonly tex?: string;
  readonly check?: { readonly expression: string; readonly value: number };
  readonly wrong: readonly number[];
}

const texNumber = (n: number): string => f(n).replace(/,/g, '{,}');
const texSign: Readonly<Record<Sign, string>> = { '+': '+', '-': '-', '×': '\\times', '÷': '\\div' };

/** The expression an independent solver reads: whole numbers, + - × ÷, no thousands commas. */
export function expressionOf(terms: Terms): string {
  return terms.map(String).join(' ');
}

/** A step of arithmetic: `text` says it in words, `terms` = `value` is its check. */
export function calc(text: string, terms: Terms, value: number, wrong: readonly number[] = []): DraftStep {
  const tex = `${terms.map((t) => (typeof t === 'number' ? texNumber(t) : texSign[t])).join(' ')} = ${texNumber(value)}`;
  return { text, tex, check: { expression: expressionOf(terms), value }, wrong };
}

/** A step that explains without arithmetic of its own (what a number means, which rule applies). */
export function note(text: string, wrong: readonly number[] = []): DraftStep {
  return { text, wrong };
}

/** `terms` with a sign between each pair: sumOf([40, 30, 10]) is [40, '+', 30, '+', 10]. */
export function joined(numbers: readonly number[], sign: Sign): Terms {
  return numbers.flatMap((n, i) => (i === 0 ? [n] : [sign, n]));
}

/** '40 + 30 + 10' as a pupil reads it (thousands commas, the typographic minus and signs). */
export function said(terms: Terms): string {
  return terms.map((t) => (typeof t === 'number' ? f(t) : t === '-' ? '\u2212' : t)).join(' ');
}

/**
 * A method's steps after a first step of its own (the operation a story needs, the inverse of a
 * missing number), kept within MAX_STEPS: the method's setting-out step goes first if it must,
 * then, for the largest numbers, the method gives way to its one calculation (`single`).
 */
export function lead(first: DraftStep, method: readonly DraftStep[], single: DraftStep): DraftStep[] {
  if (method.length + 1 <= MAX_STEPS) return [first, ...method];
  const [setUp, ...rest] = method;
  if (setUp && !setUp.check && rest.length + 1 <= MAX_STEPS) return [first, ...rest];
  return [first, single];
}

/**
 * The steps as an item carries them: the likely wrong answers as canonical answers, never the
 * right one nor a negative number, each named at its first step only (the hint starts there).
 */
export function finishSteps(drafts: readonly DraftStep[], answer: number): WorkedStep[] {
  const claimed = new Set<number>([answer]);
  return drafts.map(({ text, tex, check, wrong }) => {
    const own: number[] = [];
    for (const w of wrong) {
      if (own.length === MAX_WRONG || !Number.isSafeInteger(w) || w < 0 || claimed.has(w)) continue;
      claimed.add(w);
      own.push(w);
    }
    return {
      text,
      ...(tex === undefined ? {} : { tex }),
      ...(check === undefined ? {} : { check: { ...check } }),
      ...(own.length > 0 ? { wrong_answers: own.map(String) } : {}),
    };
  });
}

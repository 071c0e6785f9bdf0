/**
 * Rules the server and the device both apply: the server when it scores a sheet, the device when it
 * unlocks a level played offline and tallies it from a downloaded pack. One copy, so they cannot
 * drift; without zod, so the device's start-up need not load the schemas of contract/api/quiz.ts.
 */
import type { Answer } from '../api/quiz';

/** Defaults of the system configuration's quiz_zone_pass_percentage and practice_daily_coin_cap. */
export const DEFAULT_PASS_PERCENTAGE = 60;
export const DEFAULT_PRACTICE_DAILY_COINS = 20;

/** Answers later than the question's time plus this grace count as unanswered. */
export const LATE_GRACE_MS = 2_000;

export function answerTimeLimitMs(secondsPerQuestion: number): number {
  return secondsPerQuestion * 1000 + LATE_GRACE_MS;
}

/** Whether a result reaches the pass mark of the system configuration (quiz_zone_pass_percentage). */
export function passes(percentage: number, passPercentage: number): boolean {
  return percentage >= passPercentage;
}

/**
 * Spec section 4 (levels unlock as the previous ones are played), with a pass mark: a result at or
 * above it opens the next level; null after the last level or below the mark.
 */
export function levelUnlockedAfter(level: number, maxLevel: number, percentage: number, passPercentage: number): number | null {
  return level < maxLevel && passes(percentage, passPercentage) ? level + 1 : null;
}

export function percentageOf(correct: number, total: number): number {
  if (total === 0) return 0;
  return Math.round((correct / total) * 10_000) / 100;
}

export interface MarkedAnswer {
  readonly question_id: number;
  /** The chosen option, or null when none was chosen in time. */
  readonly answer: number | null;
  readonly time_ms: number;
  readonly is_correct: boolean;
}

export interface SheetTally {
  readonly marks: MarkedAnswer[];
  readonly total: number;
  readonly correct: number;
  readonly incorrect: number;
  readonly unanswered: number;
  readonly percentage: number;
}

/** Marks a sheet against the level's key, in the key's order; a late answer counts as none. */
export function tallySheet(key: readonly { readonly id: number; readonly answer: number }[], answers: readonly Answer[], limitMs: number): SheetTally {
  const byId = new Map(answers.map((a) => [a.question_id, a]));
  const marks = key.map((q): MarkedAnswer => {
    const given = byId.get(q.id);
    const chosen = given && given.time_ms <= limitMs ? given.answer : null;
    return { question_id: q.id, answer: chosen, time_ms: given?.time_ms ?? 0, is_correct: chosen === q.answer };
  });
  const correct = marks.filter((m) => m.is_correct).length;
  const unanswered = marks.filter((m) => m.answer === null).length;
  return { marks, total: key.length, correct, incorrect: key.length - correct - unanswered, unanswered, percentage: percentageOf(correct, key.length) };
}

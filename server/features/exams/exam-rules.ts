/**
 * The exam module's pure rules: how a key is compared, when an attempt's deadline falls, how saved
 * answers are scored. Nothing here reads the database or the clock.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ExamStatistics } from '../../../contract/api/exams';

/** Trimmed and without regard to case: the admin's 'QH-Demo' and a player's ' qh-demo ' are one key. */
export function normaliseKey(key: string): string {
  return key.trim().toUpperCase();
}

/**
 * Whether a typed key is the exam's, in time that does not depend on how much of it matches: both
 * are hashed first, so even their lengths are compared in constant time.
 */
export function keyMatches(typed: string, examKey: string): boolean {
  const digest = (value: string) => createHash('sha256').update(normaliseKey(value), 'utf8').digest();
  return timingSafeEqual(digest(typed), digest(examKey));
}

/** An attempt ends at its start plus the exam's duration (minutes), and never after the exam ends. */
export function deadlineOf(startedAt: Date, durationMinutes: number, endsAt: Date): Date {
  return new Date(Math.min(startedAt.getTime() + durationMinutes * 60_000, endsAt.getTime()));
}

/** Whole seconds from `now` to `deadline`, 0 once it passed. */
export function remainingSeconds(deadline: Date, now: Date): number {
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

export interface ScoredQuestion {
  readonly id: number;
  readonly answer: number;
  readonly marks: number;
}

export interface ExamScore {
  readonly obtainedMarks: number;
  readonly correctAnswers: number;
  readonly incorrectAnswers: number;
  readonly statistics: ExamStatistics;
}

/**
 * Scores the saved answers against the exam's questions: a right answer earns its marks, a wrong
 * one nothing, an unanswered one is neither. Statistics count right and wrong answers per mark value,
 * in increasing mark order. Answers to questions the exam does not have are ignored.
 */
export function scoreAnswers(questions: readonly ScoredQuestion[], answers: readonly { questionId: number; choice: number }[]): ExamScore {
  const chosen = new Map(answers.map((a) => [a.questionId, a.choice]));
  const perMark = new Map<number, { correct_answer: number; incorrect: number }>();
  let obtainedMarks = 0;
  let correctAnswers = 0;
  let incorrectAnswers = 0;
  for (const question of questions) {
    const stats = perMark.get(question.marks) ?? { correct_answer: 0, incorrect: 0 };
    perMark.set(question.marks, stats);
    const choice = chosen.get(question.id);
    if (choice === undefined) continue;
    if (choice === question.answer) {
      obtainedMarks += question.marks;
      correctAnswers += 1;
      stats.correct_answer += 1;
    } else {
      incorrectAnswers += 1;
      stats.incorrect += 1;
    }
  }
  const statistics = [...perMark.entries()].sort(([a], [b]) => a - b).map(([mark, stats]) => ({ mark, ...stats }));
  return { obtainedMarks, correctAnswers, incorrectAnswers, statistics };
}

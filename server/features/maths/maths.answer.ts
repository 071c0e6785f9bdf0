/**
 * One maths (or non-verbal reasoning) answer as the service and the batched run both handle it: the
 * answer checked and ready to merge, and the result it gets once merged. A leaf of the feature, so
 * the service and the run (maths.answer-run.ts) both build on it without importing each other.
 */
import type { SetMathsProgressResult } from '../../../contract/api/maths';
import { isUnlocked } from '../../../contract/maths/progress';
import type { ProgressStamp } from '../../../contract/sync/maths-merge';
import type { CatalogueLevel } from './maths.catalogue';
import { forgottenRow, toLevelSummary, toProgressRow, type countsLookup } from './maths.dto';
import type { ProgressRow } from './maths.repo';

/** An answer checked against its question, ready to be merged inside a transaction. */
export interface PreparedAnswer {
  readonly curriculumId: number;
  readonly level: CatalogueLevel;
  readonly questionId: string;
  readonly isCorrect: boolean;
}

/** A prepared answer with the envelope stamp that orders it in the merge. */
export interface StampedAnswer {
  readonly prepared: PreparedAnswer;
  readonly stamp: ProgressStamp;
}

/** The levels an answer's result describes: its own and the one before it, which decides its lock. */
export const levelsAround = (level: CatalogueLevel): number[] => [level.previous, level].flatMap((l) => (l ? [l.id] : []));

/** The result of one answer, given the record it left (undefined: forgotten) and the counts after it. */
export function answerResult(
  userId: number,
  prepared: PreparedAnswer,
  saved: ProgressRow | undefined,
  counts: ReturnType<typeof countsLookup>,
  now: () => Date,
): SetMathsProgressResult {
  const { level } = prepared;
  const { next } = level;
  return {
    question_id: prepared.questionId,
    is_correct: prepared.isCorrect,
    progress: toProgressRow(saved ?? forgottenRow(userId, prepared, now()), level),
    level: toLevelSummary(level, counts),
    next_level: next ? { level: next.level, level_key: next.levelKey, unlocked: isUnlocked(counts(level)) } : null,
  };
}

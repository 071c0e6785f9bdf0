/**
 * Whether a sync op's result is a level result this version can show. The request layer trusts
 * the contract for direct answers (src/lib/request/request.ts); an op's result arrives as
 * `unknown` and may come from a newer server, so the play screen checks the one shape it reads by
 * hand: LevelResultSchema would load zod (about 25 KB gzip) into every round, for one object.
 * level-result.test.ts holds this guard to the schema's verdicts.
 */
import type { LevelResult, PracticeReason } from '../../../contract/api/quiz';

type Fields = Readonly<Record<string, unknown>>;

const PRACTICE_REASONS: ReadonlySet<PracticeReason> = new Set<PracticeReason>(['not_served', 'round_expired', 'already_played']);
const INTEGERS = ['level', 'total', 'correct', 'incorrect', 'unanswered', 'score_earned', 'coins_earned', 'coins', 'all_time_score'] as const;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod's z.number() refuses NaN and the infinities; .int() wants a safe integer. */
function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isInteger(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

function isReviewItem(value: unknown): boolean {
  return (
    isRecord(value) &&
    isInteger(value.question_id) &&
    (value.chosen === null || isInteger(value.chosen)) &&
    isInteger(value.correct_answer) &&
    typeof value.is_correct === 'boolean' &&
    typeof value.note === 'string'
  );
}

export function isLevelResult(value: unknown): value is LevelResult {
  if (!isRecord(value)) return false;
  return (
    INTEGERS.every((field) => isInteger(value[field])) &&
    (value.mode === 'ranked' || value.mode === 'practice') &&
    (value.practice_reason === null || PRACTICE_REASONS.has(value.practice_reason as PracticeReason)) &&
    typeof value.practice_capped === 'boolean' &&
    typeof value.passed === 'boolean' &&
    isNumber(value.pass_percentage) &&
    isNumber(value.percentage) &&
    (value.next_level === null || isInteger(value.next_level)) &&
    Array.isArray(value.review) &&
    value.review.every(isReviewItem) &&
    (value.badges_earned === undefined || (Array.isArray(value.badges_earned) && value.badges_earned.every((badge) => typeof badge === 'string')))
  );
}

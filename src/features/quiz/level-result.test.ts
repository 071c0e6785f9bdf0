import { describe, expect, it } from 'vitest';
import { LevelResultSchema } from '../../../contract/api/quiz';
import { isLevelResult } from './level-result';
import { levelResult } from './quiz-test-fixtures';

const valid: Record<string, unknown> = {
  ...levelResult({ practice_reason: 'already_played', next_level: 3 }),
  review: [{ question_id: 1, chosen: null, correct_answer: 2, is_correct: false, note: '' }],
};

/** Each case changes one field of a valid result; the guard must say what the schema says. */
const changes: ReadonlyArray<readonly [string, unknown]> = [
  ['level', 1.5],
  ['level', '2'],
  ['mode', 'ranked'],
  ['mode', 'duel'],
  ['practice_reason', null],
  ['practice_reason', 'not_served'],
  ['practice_reason', 'bored'],
  ['practice_capped', 1],
  ['passed', 'yes'],
  ['pass_percentage', 62.5],
  ['pass_percentage', Number.NaN],
  ['percentage', Number.POSITIVE_INFINITY],
  ['percentage', null],
  ['coins', 2 ** 60],
  ['all_time_score', -4],
  ['next_level', null],
  ['next_level', undefined],
  ['review', []],
  ['review', {}],
  ['review', [{ question_id: 1, chosen: 1, correct_answer: 1, is_correct: true }]],
  ['review', [{ question_id: 1, chosen: 0.5, correct_answer: 1, is_correct: true, note: '' }]],
  ['review', [null]],
  ['unexpected_extra', 'kept'],
];

describe('isLevelResult', () => {
  it('accepts a result the contract accepts', () => {
    expect(LevelResultSchema.safeParse(valid).success).toBe(true);
    expect(isLevelResult(valid)).toBe(true);
  });

  it.each(changes)('agrees with LevelResultSchema when %s is %o', (field, value) => {
    const changed = { ...valid, [field]: value };
    expect(isLevelResult(changed)).toBe(LevelResultSchema.safeParse(changed).success);
  });

  it('agrees with the schema on a missing field and on things that are not results', () => {
    for (const field of Object.keys(valid)) {
      const { [field]: _gone, ...missing } = valid;
      expect(isLevelResult(missing), field).toBe(LevelResultSchema.safeParse(missing).success);
    }
    for (const value of [null, undefined, 3, 'result', [valid]]) expect(isLevelResult(value)).toBe(false);
  });
});

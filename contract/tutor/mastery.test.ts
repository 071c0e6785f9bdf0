import fc from 'fast-check';
import { describe as group, expect, it } from 'vitest';
import type { AttemptMode } from './mastery-rules';
import { describe, foldMastery, reviewModes, type MasteryAttempt } from './mastery';

let n = 0;
/** Attempts an hour apart from one device, in the order given. */
function attempts(spec: string, start = Date.UTC(2026, 10, 1)): MasteryAttempt[] {
  return [...spec].map((c, i) => {
    n += 1;
    const mode: AttemptMode = c === 'R' || c === 'r' ? 'review' : c === 'A' || c === 'a' ? 'assessment' : 'guided';
    return { id: `a-${String(n).padStart(6, '0')}`, correct: c === '1' || c === 'R' || c === 'A', mode, at: new Date(start + i * 3_600_000).toISOString(), stamp: { seq: n, device_id: 'tablet-0001' } };
  });
}
const levelOf = (spec: string) => foldMastery(attempts(spec)).level;

group('mastery fold', () => {
  it('reads the level from the last five practice attempts', () => {
    expect(levelOf('')).toBe('not_started');
    expect(levelOf('0')).toBe('attempted');
    expect(levelOf('110')).toBe('attempted');
    expect(levelOf('1')).toBe('familiar');
    expect(levelOf('1111')).toBe('familiar');
    expect(levelOf('11110')).toBe('familiar');
    expect(levelOf('11111')).toBe('proficient');
    expect(levelOf('0011111')).toBe('proficient');
    expect(levelOf('1111100')).toBe('attempted');
    expect(foldMastery(attempts('0111101'))).toEqual({ level: 'familiar', recent: 5, recent_correct: 4, attempts: 7 });
  });

  it('reaches Mastered only from Proficient by a correct review, and a review miss moves one level down', () => {
    expect(levelOf('1111R')).toBe('familiar');
    expect(levelOf('11111R')).toBe('mastered');
    expect(levelOf('11111R1')).toBe('mastered');
    expect(levelOf('11111R0')).toBe('familiar');
    expect(levelOf('11111Rr')).toBe('proficient');
    expect(levelOf('11111rr')).toBe('attempted');
    expect(levelOf('11111r')).toBe('familiar');
    expect(levelOf('R')).toBe('attempted');
    expect(levelOf('r')).toBe('attempted');
  });

  it('gives the same level whatever order the attempts arrive in', () => {
    const spec = fc.array(fc.constantFrom('0', '1', 'R', 'r'), { maxLength: 12 }).map((cs) => attempts(cs.join('')));
    fc.assert(
      fc.property(spec.chain((as) => fc.tuple(fc.constant(as), fc.shuffledSubarray(as, { minLength: as.length, maxLength: as.length }))), ([inOrder, shuffled]) => {
        expect(foldMastery(shuffled)).toEqual(foldMastery(inOrder));
      }),
    );
  });

  it('orders attempts of one moment by their write’s stamp', () => {
    const at = '2026-11-01T10:00:00.000Z';
    const a: MasteryAttempt = { id: 'x-00000001', correct: false, mode: 'review', at, stamp: { seq: 2, device_id: 'phone-00001' } };
    const five = attempts('11111', Date.UTC(2026, 9, 1));
    const b: MasteryAttempt = { id: 'x-00000002', correct: true, mode: 'review', at, stamp: { seq: 2, device_id: 'tablet-0001' } };
    // Miss first ('phone' < 'tablet'), then the correct review lifts Familiar nowhere: familiar stays.
    expect(foldMastery([b, ...five, a]).level).toBe('familiar');
  });

  it('counts a review of one skill as practice', () => {
    expect(reviewModes([{ curriculum_id: 1, mode: 'review' }, { curriculum_id: 1, mode: 'review' }])).toEqual(['independent', 'independent']);
    expect(reviewModes([{ curriculum_id: 1, mode: 'review' }, { curriculum_id: 2, mode: 'review' }, { curriculum_id: 2, mode: 'check' }])).toEqual(['review', 'review', 'check']);
  });

  it('counts an assessment answer as a mixed review answer, outside the practice window', () => {
    expect(levelOf('11111A')).toBe('mastered');
    expect(levelOf('1111A')).toBe('familiar');
    expect(levelOf('11111a')).toBe('familiar');
    expect(levelOf('11111Aa')).toBe('proficient');
    expect(levelOf('A')).toBe('attempted');
    expect(levelOf('a')).toBe('attempted');
    expect(foldMastery(attempts('1111Aa'))).toEqual({ level: 'attempted', recent: 4, recent_correct: 4, attempts: 6 });
    expect(levelOf('1111Aa1')).toBe('proficient');
    expect(foldMastery(attempts('AAa'))).toEqual({ level: 'attempted', recent: 0, recent_correct: 0, attempts: 3 });
    // A paper whose answers are all of one skill is practice of it.
    expect(reviewModes([{ curriculum_id: 1, mode: 'assessment' }, { curriculum_id: 1, mode: 'assessment' }])).toEqual(['independent', 'independent']);
    expect(reviewModes([{ curriculum_id: 1, mode: 'assessment' }, { curriculum_id: 2, mode: 'assessment' }])).toEqual(['assessment', 'assessment']);
  });

  it('describes the level with its recent evidence and the review date', () => {
    const now = new Date('2026-11-10T12:00:00.000Z');
    const m = { level: 'familiar' as const, recent: 5, recent_correct: 4, attempts: 9 };
    expect(describe({ ...m, review_due_at: '2026-11-13T09:00:00.000Z' }, now)).toEqual({ level: 'familiar', recent: 5, recent_correct: 4, review: { state: 'later', days: 3 } });
    expect(describe({ ...m, review_due_at: '2026-11-08T11:00:00.000Z' }, now).review).toEqual({ state: 'due', days: 2 });
    expect(describe({ ...m, review_due_at: null }, now).review).toEqual({ state: 'none' });
  });
});

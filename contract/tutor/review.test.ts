import fc from 'fast-check';
import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import type { MasteryAttempt } from './mastery';
import { dueSkills, ratingOf, reviewDueAt, sittingsOf } from './review';

const DAY = 86_400_000;
let n = 0;
/** One attempt per entry: [day offset, hour, correct]. */
function attempts(list: readonly (readonly [number, number, boolean])[]): MasteryAttempt[] {
  return list.map(([day, hour, correct]) => {
    n += 1;
    return { id: `r-${String(n).padStart(6, '0')}`, correct, mode: 'guided', at: new Date(Date.UTC(2026, 10, 1) + day * DAY + hour * 3_600_000).toISOString(), stamp: { seq: n, device_id: 'tablet-0001' } };
  });
}

describe('review schedule', () => {
  it('rates a sitting from its share correct', () => {
    expect(ratingOf(1, 3)).toBe(Rating.Again);
    expect(ratingOf(3, 5)).toBe(Rating.Hard);
    expect(ratingOf(4, 5)).toBe(Rating.Good);
    expect(ratingOf(3, 3)).toBe(Rating.Good);
    expect(ratingOf(5, 5)).toBe(Rating.Easy);
  });

  it('cuts attempts into sittings by UTC day', () => {
    const s = sittingsOf(attempts([[0, 9, true], [0, 10, false], [2, 9, true]]));
    expect(s.map((x) => [x.day, x.correct, x.total])).toEqual([['2026-11-01', 1, 2], ['2026-11-03', 1, 1]]);
  });

  it('is null before the first attempt, later after a good sitting than after a poor one, and fixed for any arrival order', () => {
    expect(reviewDueAt([])).toBeNull();
    const good = reviewDueAt(attempts([[0, 9, true], [0, 9, true], [0, 9, true], [0, 9, true], [0, 9, true]]));
    const poor = reviewDueAt(attempts([[0, 9, false], [0, 9, false], [0, 9, true]]));
    expect(good && poor && good > poor).toBe(true);
    expect(good && good > '2026-11-02').toBe(true);
    const list = attempts([[0, 9, true], [0, 10, false], [1, 8, true], [4, 8, true], [4, 9, false]]);
    fc.assert(fc.property(fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }), (shuffled) => {
        expect(reviewDueAt(shuffled)).toBe(reviewDueAt(list));
      }),
    );
  });

  it('lists due skills most overdue first', () => {
    const now = new Date('2026-11-10T00:00:00.000Z');
    expect(
      dueSkills(
        [
          { curriculum_id: 3, review_due_at: '2026-11-09T00:00:00.000Z' },
          { curriculum_id: 1, review_due_at: '2026-11-11T00:00:00.000Z' },
          { curriculum_id: 2, review_due_at: '2026-11-01T00:00:00.000Z' },
          { curriculum_id: 4, review_due_at: null },
          { curriculum_id: 5, review_due_at: '2026-11-09T00:00:00.000Z' },
        ],
        now,
      ),
    ).toEqual([2, 3, 5]);
  });
});

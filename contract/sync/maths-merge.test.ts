import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CURRICULUM_PROGRESS,
  EMPTY_PROGRESS,
  answerWrite,
  compareStamps,
  curriculumAnswerWrite,
  mergeCurriculumProgress,
  mergeProgress,
  resetWrite,
  type CurriculumProgress,
  type MathsProgressState,
} from './maths-merge';

/** Device ids drawn from a small alphabet, so equal seqs on different devices and ties both happen. */
const deviceId = fc.constantFrom('tablet-0001', 'tablet-0002', 'phone-00001', 'Phone-00001', 'laptop_0001');
const state: fc.Arbitrary<MathsProgressState> = fc.record({
  is_attempted: fc.boolean(),
  is_correct: fc.boolean(),
  last_seq: fc.integer({ min: 0, max: 6 }),
  last_device_id: deviceId,
});
const write = fc.record({ isCorrect: fc.boolean(), seq: fc.integer({ min: 1, max: 6 }), device_id: deviceId });

describe('maths progress merge', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(state, state, (a, b) => {
        expect(mergeProgress(a, b)).toEqual(mergeProgress(b, a));
      }),
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(state, state, state, (a, b, c) => {
        expect(mergeProgress(mergeProgress(a, b), c)).toEqual(mergeProgress(a, mergeProgress(b, c)));
      }),
    );
  });

  it('is idempotent, and the empty record changes nothing', () => {
    fc.assert(
      fc.property(state, (a) => {
        expect(mergeProgress(a, a)).toEqual(a);
        const real = { ...a, last_seq: a.last_seq + 1 };
        expect(mergeProgress(real, EMPTY_PROGRESS)).toEqual(real);
      }),
    );
  });

  it('ends in the same record for any order and duplication of the same writes', () => {
    // Every write delivered at least once, some again, all in a shuffled order.
    const deliveries = fc.array(write, { minLength: 1, maxLength: 8 }).chain((writes) =>
      fc.array(fc.nat(writes.length - 1), { maxLength: 12 }).chain((repeats) => {
        const all = [...writes.keys(), ...repeats];
        return fc.tuple(fc.constant(writes), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }));
      }),
    );
    fc.assert(
      fc.property(deliveries, ([writes, order]) => {
        const states = writes.map((w) => answerWrite(w.isCorrect, w));
        const clean = states.reduce(mergeProgress, EMPTY_PROGRESS);
        const messy = order.reduce((acc, i) => mergeProgress(acc, states[i] as MathsProgressState), EMPTY_PROGRESS);
        expect(messy).toEqual(clean);
      }),
    );
  });

  it('never forgets an attempt', () => {
    fc.assert(
      fc.property(state, state, (a, b) => {
        expect(mergeProgress(a, b).is_attempted).toBe(a.is_attempted || b.is_attempted);
      }),
    );
  });

  it('takes is_correct from the greatest (seq, device_id), never from arrival order', () => {
    const older = answerWrite(true, { seq: 3, device_id: 'tablet-0002' });
    const newer = answerWrite(false, { seq: 4, device_id: 'tablet-0001' });
    expect(mergeProgress(older, newer)).toEqual(newer);
    expect(mergeProgress(newer, older)).toEqual(newer);
    // Same seq on two devices: the device id decides, by code units ('P' < 'p').
    const upper = answerWrite(true, { seq: 5, device_id: 'Phone-00001' });
    const lower = answerWrite(false, { seq: 5, device_id: 'phone-00001' });
    expect(mergeProgress(upper, lower).is_correct).toBe(false);
    expect(compareStamps({ seq: 5, device_id: 'Phone-00001' }, { seq: 5, device_id: 'phone-00001' })).toBe(-1);
    expect(compareStamps({ seq: 10, device_id: 'a' }, { seq: 9, device_id: 'z' })).toBe(1);
  });
});

/** An answer to one of three questions, or a reset of the curriculum, each with its stamp. */
const curriculumWrite: fc.Arbitrary<CurriculumProgress> = fc.oneof(
  fc
    .record({ question: fc.constantFrom('y3-add-1:1', 'y3-add-1:2', 'y3-add-2:1'), isCorrect: fc.boolean(), seq: fc.integer({ min: 1, max: 8 }), device_id: deviceId })
    .map((w) => curriculumAnswerWrite(w.question, w.isCorrect, w)),
  fc.record({ seq: fc.integer({ min: 1, max: 8 }), device_id: deviceId }).map(resetWrite),
);
/** What a replica can hold: the merge of some writes it has seen. */
const curriculumState = fc.array(curriculumWrite, { maxLength: 6 }).map((writes) => writes.reduce(mergeCurriculumProgress, EMPTY_CURRICULUM_PROGRESS));

describe('maths progress merge with resets', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(curriculumState, curriculumState, (a, b) => {
        expect(mergeCurriculumProgress(a, b)).toEqual(mergeCurriculumProgress(b, a));
      }),
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(curriculumState, curriculumState, curriculumState, (a, b, c) => {
        expect(mergeCurriculumProgress(mergeCurriculumProgress(a, b), c)).toEqual(mergeCurriculumProgress(a, mergeCurriculumProgress(b, c)));
      }),
    );
  });

  it('is idempotent, and the empty state changes nothing', () => {
    fc.assert(
      fc.property(curriculumState, (a) => {
        expect(mergeCurriculumProgress(a, a)).toEqual(a);
        expect(mergeCurriculumProgress(a, EMPTY_CURRICULUM_PROGRESS)).toEqual(a);
      }),
    );
  });

  it('ends in the same state for any order and duplication of answers and resets', () => {
    const deliveries = fc.array(curriculumWrite, { minLength: 1, maxLength: 10 }).chain((writes) =>
      fc.array(fc.nat(writes.length - 1), { maxLength: 12 }).chain((repeats) => {
        const all = [...writes.keys(), ...repeats];
        return fc.tuple(fc.constant(writes), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }));
      }),
    );
    fc.assert(
      fc.property(deliveries, ([writes, order]) => {
        const clean = writes.reduce(mergeCurriculumProgress, EMPTY_CURRICULUM_PROGRESS);
        const messy = order.reduce((acc, i) => mergeCurriculumProgress(acc, writes[i] as CurriculumProgress), EMPTY_CURRICULUM_PROGRESS);
        expect(messy).toEqual(clean);
      }),
    );
  });

  it('keeps exactly the answers stamped after the greatest reset, each question merged as without resets', () => {
    fc.assert(
      fc.property(fc.array(curriculumWrite, { maxLength: 10 }), (writes) => {
        const state = writes.reduce(mergeCurriculumProgress, EMPTY_CURRICULUM_PROGRESS);
        const reset = writes.map((w) => w.reset).reduce((a, b) => (compareStamps(a, b) >= 0 ? a : b), EMPTY_CURRICULUM_PROGRESS.reset);
        expect(state.reset).toEqual(reset);
        const live = new Map<string, MathsProgressState>();
        for (const [id, record] of writes.flatMap((w) => Object.entries(w.questions))) {
          if (compareStamps({ seq: record.last_seq, device_id: record.last_device_id }, reset) > 0) live.set(id, mergeProgress(live.get(id) ?? EMPTY_PROGRESS, record));
        }
        expect(state.questions).toEqual(Object.fromEntries(live));
      }),
    );
  });

  it('forgets answers at or below a reset and keeps a later one, whichever arrives first', () => {
    const before = curriculumAnswerWrite('y3-add-1:1', true, { seq: 4, device_id: 'tablet-0002' });
    const tie = curriculumAnswerWrite('y3-add-1:2', true, { seq: 5, device_id: 'tablet-0001' });
    const reset = resetWrite({ seq: 5, device_id: 'tablet-0001' });
    const after = curriculumAnswerWrite('y3-add-1:2', false, { seq: 5, device_id: 'tablet-0002' });
    const expected = { reset: { seq: 5, device_id: 'tablet-0001' }, questions: { 'y3-add-1:2': answerWrite(false, { seq: 5, device_id: 'tablet-0002' }) } };
    expect([before, tie, reset, after].reduce(mergeCurriculumProgress, EMPTY_CURRICULUM_PROGRESS)).toEqual(expected);
    expect([after, reset, tie, before].reduce(mergeCurriculumProgress, EMPTY_CURRICULUM_PROGRESS)).toEqual(expected);
  });

  it('treats a question id as data, never as a property of Object.prototype', () => {
    const odd = curriculumAnswerWrite('__proto__', true, { seq: 1, device_id: 'tablet-0001' });
    const merged = mergeCurriculumProgress(EMPTY_CURRICULUM_PROGRESS, odd);
    expect(Object.keys(merged.questions)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(merged.questions)).toBe(Object.prototype);
  });
});

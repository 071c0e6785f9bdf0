import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRESS, answerWrite, compareStamps, mergeProgress, type MathsProgressState } from './maths-merge';

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

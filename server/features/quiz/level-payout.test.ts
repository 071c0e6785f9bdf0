import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelPayout, type PayoutFacts } from './level-payout';

const base: PayoutFacts = { practiceReason: null, rankedBefore: false, playedBefore: false, practiceBooked: 0, coins: 10, score: 28, practiceCoinsLeft: 20 };

describe('levelPayout', () => {
  it('pays a first ranked result in full', () => {
    expect(levelPayout(base)).toEqual({ mode: 'ranked', practiceReason: null, coins: 10, score: 28, practiceCapped: false });
  });

  it('pays a first ranked result even after the level was practised', () => {
    expect(levelPayout({ ...base, playedBefore: true })).toMatchObject({ mode: 'ranked', coins: 10, score: 28 });
  });

  it('makes a ranked replay practice that earns nothing', () => {
    expect(levelPayout({ ...base, rankedBefore: true, playedBefore: true })).toEqual({
      mode: 'practice',
      practiceReason: 'already_played',
      coins: 0,
      score: 0,
      practiceCapped: false,
    });
  });

  it('gives practice no score and coins only within the daily allowance', () => {
    expect(levelPayout({ ...base, practiceReason: 'not_served' })).toEqual({
      mode: 'practice',
      practiceReason: 'not_served',
      coins: 10,
      score: 0,
      practiceCapped: false,
    });
    expect(levelPayout({ ...base, practiceReason: 'round_expired', practiceCoinsLeft: 3 })).toMatchObject({ coins: 3, score: 0, practiceCapped: true });
    expect(levelPayout({ ...base, practiceReason: 'not_served', practiceCoinsLeft: 0 })).toMatchObject({ coins: 0, practiceCapped: true });
  });

  it('tops practice up to a better result, and pays nothing for one no better than before', () => {
    expect(levelPayout({ ...base, practiceReason: 'not_served', playedBefore: true, practiceBooked: 4 })).toMatchObject({
      practiceReason: 'not_served',
      coins: 6,
      score: 0,
    });
    expect(levelPayout({ ...base, practiceReason: 'not_served', playedBefore: true, practiceBooked: 10 })).toMatchObject({
      practiceReason: 'already_played',
      coins: 0,
      practiceCapped: false,
    });
  });

  it('pays nothing for a sheet of a round that was scored before', () => {
    expect(levelPayout({ ...base, practiceReason: 'already_played' })).toMatchObject({ mode: 'practice', practiceReason: 'already_played', coins: 0, score: 0 });
  });

  it('pays no practice on a level that has a ranked result', () => {
    expect(levelPayout({ ...base, practiceReason: 'not_served', rankedBefore: true, playedBefore: true })).toMatchObject({
      practiceReason: 'already_played',
      coins: 0,
    });
  });

  it('ends a day of practice at the same total whatever order the sheets arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ level: fc.integer({ min: 1, max: 4 }), coins: fc.integer({ min: 0, max: 10 }) }), { maxLength: 12 }), fc.integer({ min: 0, max: 30 }), (sheets, cap) => {
        const total = (order: typeof sheets) => {
          const booked = new Map<number, number>();
          let paid = 0;
          for (const sheet of order) {
            const payout = levelPayout({ ...base, practiceReason: 'not_served', coins: sheet.coins, practiceBooked: booked.get(sheet.level) ?? 0, practiceCoinsLeft: cap - paid });
            booked.set(sheet.level, (booked.get(sheet.level) ?? 0) + payout.coins);
            paid += payout.coins;
          }
          return paid;
        };
        const best = new Map<number, number>();
        for (const s of sheets) best.set(s.level, Math.max(best.get(s.level) ?? 0, s.coins));
        const expected = Math.min(cap, [...best.values()].reduce((a, b) => a + b, 0));
        expect(total(sheets)).toBe(expected);
        expect(total([...sheets].reverse())).toBe(expected);
      }),
    );
  });
});

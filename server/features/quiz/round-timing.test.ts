import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_ALLOWANCE_MS, roundExpiresAt, ROUND_NETWORK_ALLOWANCE_MS, vouchedTimes } from './round-timing';

describe('vouchedTimes', () => {
  it('records 1 ms answers sent a minute after serving at their share of that minute', () => {
    const times = vouchedTimes(Array(6).fill(1), 60_000, 0);
    expect(times.reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(9_999);
  });

  it('scales down claims that add up to more time than passed', () => {
    expect(vouchedTimes([4_000, 4_000], 4_000)).toEqual([2_000, 2_000]);
  });

  it('keeps claims that fit the elapsed time within the allowance', () => {
    expect(vouchedTimes([3_000, 2_500, 4_000], 11_000, 5_000)).toEqual([3_000, 2_500, 4_000]);
  });

  it('never lets the recorded times leave the window the server saw', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3_600_000 }), { minLength: 1, maxLength: 100 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (claims, elapsed, allowance) => {
          const times = vouchedTimes(claims, elapsed, allowance);
          const total = times.reduce((a, b) => a + b, 0);
          expect(times).toHaveLength(claims.length);
          expect(times.every((t) => Number.isInteger(t) && t >= 0)).toBe(true);
          const claimed = claims.reduce((a, b) => a + b, 0);
          // Never more than the server saw pass; never less than it saw less the allowance (a
          // millisecond per answer may be lost to rounding when claims are scaled down).
          expect(total).toBeLessThanOrEqual(elapsed);
          expect(total).toBeGreaterThanOrEqual(Math.min(claimed, elapsed - allowance) - claims.length);
        },
      ),
    );
  });
});

describe('roundExpiresAt', () => {
  it('gives every question its time and its feedback time, plus the network allowance', () => {
    const servedAt = new Date('2026-11-23T10:00:00Z');
    expect(roundExpiresAt(servedAt, 7, 32_000).getTime() - servedAt.getTime()).toBe(7 * (32_000 + FEEDBACK_ALLOWANCE_MS) + ROUND_NETWORK_ALLOWANCE_MS);
  });
});

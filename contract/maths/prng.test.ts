import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, fnv1a, mulberry32 } from './prng';

describe('seeded random numbers', () => {
  it('hashes strings with FNV-1a (the published 32-bit test vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('gives the pinned sequence for a pinned seed, so every runtime can be compared with it', () => {
    const next = mulberry32(fnv1a('quizhive'));
    expect([next(), next(), next()]).toEqual([2584181456, 3553257200, 1895382088]);
  });

  it('repeats itself for the same seed and draws whole numbers inside the range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 5000 }), (seed, min, span) => {
        const [a, b] = [createRng(seed), createRng(seed)];
        for (let i = 0; i < 20; i++) {
          const value = a.int(min, min + span);
          expect(value).toBe(b.int(min, min + span));
          expect(Number.isInteger(value) && value >= min && value <= min + span).toBe(true);
        }
      }),
    );
  });

  it('reaches both ends of a range', () => {
    const rng = createRng('ends');
    const seen = new Set(Array.from({ length: 200 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses an empty range or list', () => {
    const rng = createRng('x');
    expect(() => rng.int(5, 4)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

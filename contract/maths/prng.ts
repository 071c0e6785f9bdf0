/**
 * A seeded pseudo-random source that gives the same numbers in every JavaScript runtime (browser,
 * service worker, Node): only 32-bit integer arithmetic (Math.imul, >>>) and one exact division,
 * never Math.random or locale-dependent formatting.
 */

/** FNV-1a over the string's UTF-16 code units: turns a seed such as 'y3-add-2:7' into 32 bits. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator with a full 2^32 period; returns unsigned 32-bit integers. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

export interface Rng {
  /** An unsigned 32-bit integer. */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** One draw from [min, max] given as a pair. */
  inRange(range: readonly [number, number]): number;
}

const TWO_TO_32 = 4_294_967_296;

export function createRng(seed: string): Rng {
  const next = mulberry32(fnv1a(seed));
  const int = (min: number, max: number): number => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) throw new RangeError(`bad range ${min}..${max}`);
    // next() / 2^32 is exact in a double, and IEEE 754 multiplication rounds the same way in every
    // engine, so every runtime lands on the same whole number.
    return min + Math.floor((next() / TWO_TO_32) * (max - min + 1));
  };
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    inRange: ([min, max]) => int(min, max),
  };
}

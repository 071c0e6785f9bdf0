import { createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { audiencePoll, fiftyFiftyRemoved, lettersOf, wordTiles } from './lifeline-effects';

const key = createSecretKey(Buffer.alloc(32, 7));

describe('lifeline effects', () => {
  it('takes away two wrong options, the same ones for the same round and question', () => {
    for (let q = 1; q <= 200; q++) {
      const correct = q % 4;
      const removed = fiftyFiftyRemoved(key, 'round-a', q, 4, correct);
      expect(removed).toHaveLength(2);
      expect(removed).not.toContain(correct);
      expect(new Set(removed).size).toBe(2);
      expect(fiftyFiftyRemoved(key, 'round-a', q, 4, correct)).toEqual(removed);
    }
  });

  it('gives a poll summing to 100 whose favourite is usually, not always, the right answer', () => {
    let rightHighest = 0;
    for (let q = 1; q <= 400; q++) {
      const correct = q % 4;
      const poll = audiencePoll(key, 'round-b', q, 4, correct);
      expect(poll.reduce((a, b) => a + b, 0)).toBe(100);
      expect(poll.every((p) => p >= 0)).toBe(true);
      if (Math.max(...poll) === poll[correct]) rightHighest++;
    }
    expect(rightHighest).toBeGreaterThan(280);
    expect(rightHighest).toBeLessThan(400);
  });

  it('builds tiles from the word and four decoys of its alphabet', () => {
    const tiles = wordTiles(key, 'round-c', 1, 'قمر', 4);
    expect(tiles).toHaveLength(7);
    expect(tiles.every((t) => /[\u0600-\u06FF]/.test(t))).toBe(true);
    expect(lettersOf('ÉTÉ')).toEqual(['É', 'T', 'É']);
    expect(lettersOf('E\u0301TE\u0301')).toHaveLength(3);
  });
});

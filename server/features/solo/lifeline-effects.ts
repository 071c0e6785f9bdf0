/**
 * What a lifeline or hint gives, as pure functions of the round, the question and the server's key:
 * the same call gives the same answer on any instance (and it is stored too, so a repeat is the
 * same even after a key rotation).
 */
import { createHmac, type KeyObject } from 'node:crypto';

function bytes(key: KeyObject, ...parts: (string | number)[]): Buffer {
  return createHmac('sha256', key).update(parts.join('|')).digest();
}

/** 50/50: two wrong options, drawn from the round and question (not from anything the player sends). */
export function fiftyFiftyRemoved(key: KeyObject, roundId: string, questionId: number, optionCount: number, correct: number): number[] {
  const wrong = Array.from({ length: optionCount }, (_, i) => i).filter((i) => i !== correct);
  const b = bytes(key, roundId, questionId, 'fifty_fifty');
  // A seeded Fisher-Yates over the wrong options, then the first two.
  for (let i = wrong.length - 1; i > 0; i--) {
    const j = (b[i] ?? 0) % (i + 1);
    [wrong[i], wrong[j]] = [wrong[j] as number, wrong[i] as number];
  }
  return wrong.slice(0, 2).sort((a, b2) => a - b2);
}

/** How often the audience's favourite is the right answer (out of 256). */
const AUDIENCE_RIGHT_OUT_OF_256 = 205;

/**
 * Audience poll: a share per option summing to 100. The audience's favourite gets the largest
 * share; it is the right answer about four times in five, so the poll helps without deciding.
 */
export function audiencePoll(key: KeyObject, roundId: string, questionId: number, optionCount: number, correct: number): number[] {
  const b = bytes(key, roundId, questionId, 'audience_poll');
  const wrong = Array.from({ length: optionCount }, (_, i) => i).filter((i) => i !== correct);
  const favourite = (b[0] ?? 0) < AUDIENCE_RIGHT_OUT_OF_256 || wrong.length === 0 ? correct : (wrong[(b[1] ?? 0) % wrong.length] as number);
  // The favourite's weight (40..69) is always above any other's (5..29).
  const weights = Array.from({ length: optionCount }, (_, i) => (i === favourite ? 40 + ((b[2 + i] ?? 0) % 30) : 5 + ((b[2 + i] ?? 0) % 25)));
  const sum = weights.reduce((a, w) => a + w, 0);
  const exact = weights.map((w) => (w * 100) / sum);
  const shares = exact.map(Math.floor);
  // Largest remainders take the points rounding left over, so the shares sum to exactly 100.
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, c) => c.rest - a.rest || a.i - c.i);
  const missing = 100 - shares.reduce((a, s) => a + s, 0);
  for (let k = 0; k < missing; k++) {
    const at = order[k % order.length]?.i ?? 0;
    shares[at] = (shares[at] ?? 0) + 1;
  }
  return shares;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A word's letters as the player sees them: grapheme clusters (an accented or Arabic letter is one tile). */
export function lettersOf(word: string): string[] {
  return [...segmenter.segment(word.normalize('NFC'))].map((s) => s.segment).filter((s) => s.trim() !== '');
}

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';

/**
 * The tiles of a Guess The Word question: the word's letters and `decoys` more from the word's
 * alphabet, shuffled by the round, so the tiles do not spell the word in order.
 */
export function wordTiles(key: KeyObject, roundId: string, questionId: number, word: string, decoys: number): string[] {
  const letters = lettersOf(word);
  const alphabet = /[\u0600-\u06FF]/.test(word) ? ARABIC : LATIN;
  const b = bytes(key, roundId, questionId, 'tiles');
  const extra = Array.from({ length: decoys }, (_, i) => alphabet[(b[i] ?? 0) % alphabet.length] as string);
  const tiles = [...letters, ...extra];
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = ((b[(i + decoys) % b.length] ?? 0) + i * 7) % (i + 1);
    [tiles[i], tiles[j]] = [tiles[j] as string, tiles[i] as string];
  }
  return tiles;
}

import { describe, expect, it } from 'vitest';
import { buildLetters, emptySlots, graphemes, isComplete, placeTile, removeLast, tileForKey, tilesOf, wordOf } from './word-tiles';

describe('word tiles', () => {
  it('builds the word’s letters plus four decoys of the same script, the same for the same seed', () => {
    const letters = buildLetters('planet', 7);
    expect(letters).toHaveLength(10);
    expect(buildLetters('planet', 7)).toEqual(letters);
    for (const letter of 'PLANET') expect(letters).toContain(letter);
    expect(letters.every((l) => /^[A-Z]$/.test(l))).toBe(true);
    const arabic = buildLetters('قمر', 3);
    expect(arabic).toHaveLength(7);
    expect(arabic.every((l) => /\p{Script=Arabic}/u.test(l))).toBe(true);
  });

  it('counts an accented capital as one letter', () => {
    expect(graphemes('E\u0301TE\u0301')).toEqual(['É', 'T', 'É']);
  });

  it('fills slots in order, keeps revealed letters and spells the word', () => {
    const tiles = tilesOf(['T', 'A', 'C', 'X']);
    let slots = emptySlots(3, [{ position: 1, letter: 'A' }]);
    slots = placeTile(slots, tileForKey(tiles, slots, 'c')?.id ?? -1);
    expect(isComplete(slots)).toBe(false);
    slots = placeTile(slots, 0);
    expect(wordOf(slots, tiles)).toBe('CAT');
    expect(isComplete(slots)).toBe(true);
    // Backspace takes the last placed tile, never the hint's letter.
    slots = removeLast(removeLast(removeLast(slots)));
    expect(wordOf(slots, tiles)).toBe('A');
  });

  it('a tile in use cannot be typed or placed twice', () => {
    const tiles = tilesOf(['A', 'B']);
    let slots = placeTile(emptySlots(3), 0);
    expect(tileForKey(tiles, slots, 'a')).toBeUndefined();
    slots = placeTile(slots, 0);
    expect(wordOf(slots, tiles)).toBe('A');
  });
});

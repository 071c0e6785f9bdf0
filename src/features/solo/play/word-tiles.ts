/**
 * Guess The Word's letter tiles, built and used on the device: the word's letters (grapheme
 * clusters, so an Arabic letter with its marks or an accented capital is one tile) plus a few
 * decoys from the same script, shuffled. The player fills the word's slots in reading order by
 * tapping tiles or typing; a hint's letter is fixed in its slot. Pure functions: the component and
 * the tests share them.
 */
import { normaliseWord, WORD_DECOY_TILES } from '../../../../contract/quiz/solo-modes';

export interface Tile {
  readonly id: number;
  readonly letter: string;
}

/** The word split into what a reader sees as letters. */
export function graphemes(text: string): string[] {
  const normal = text.normalize('NFC');
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(normal)].map((s) => s.segment);
  }
  return Array.from(normal);
}

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';

/** Decoys come from the word's own script, so they cannot be spotted by their alphabet. */
function alphabetFor(letters: readonly string[]): string {
  return letters.some((l) => /\p{Script=Arabic}/u.test(l)) ? ARABIC : LATIN;
}

/** A small seeded generator: a round's tiles stay the same across re-renders and a reload. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The tiles of a word from a pack (the server sends its own `letters` for a served round). */
export function buildLetters(word: string, seed: number, decoys = WORD_DECOY_TILES): string[] {
  const letters = graphemes(normaliseWord(word)).filter((l) => l.trim() !== '');
  const random = seededRandom(seed);
  const alphabet = graphemes(alphabetFor(letters));
  const extra = Array.from({ length: decoys }, () => alphabet[Math.floor(random() * alphabet.length)] ?? 'A');
  return shuffle([...letters, ...extra], random);
}

export function tilesOf(letters: readonly string[]): Tile[] {
  return letters.map((letter, id) => ({ id, letter }));
}

/** Each slot holds a tile id, a letter a hint revealed (fixed), or nothing yet. */
export type Slot = { readonly tile: number } | { readonly revealed: string } | null;

export function emptySlots(length: number, revealed: ReadonlyArray<{ position: number; letter: string }> = []): Slot[] {
  const slots: Slot[] = Array.from({ length }, () => null);
  for (const { position, letter } of revealed) if (position >= 0 && position < length) slots[position] = { revealed: letter };
  return slots;
}

/** Puts the tile in the first empty slot; no change when every slot is filled or the tile is in use. */
export function placeTile(slots: readonly Slot[], tileId: number): Slot[] {
  if (slots.some((s) => s !== null && 'tile' in s && s.tile === tileId)) return [...slots];
  const at = slots.findIndex((s) => s === null);
  if (at === -1) return [...slots];
  const next = [...slots];
  next[at] = { tile: tileId };
  return next;
}

/** Takes back the last placed tile (a revealed letter stays). */
export function removeLast(slots: readonly Slot[]): Slot[] {
  for (let i = slots.length - 1; i >= 0; i -= 1) {
    const slot = slots[i];
    if (slot && 'tile' in slot) {
      const next = [...slots];
      next[i] = null;
      return next;
    }
  }
  return [...slots];
}

/** Takes one placed tile out of its slot (tapping a filled slot). */
export function removeAt(slots: readonly Slot[], index: number): Slot[] {
  const slot = slots[index];
  if (!slot || !('tile' in slot)) return [...slots];
  const next = [...slots];
  next[index] = null;
  return next;
}

/** The first unused tile showing this letter (typing picks tiles the way tapping does). */
export function tileForKey(tiles: readonly Tile[], slots: readonly Slot[], key: string): Tile | undefined {
  const used = new Set(slots.flatMap((s) => (s && 'tile' in s ? [s.tile] : [])));
  const wanted = normaliseWord(key);
  return tiles.find((t) => !used.has(t.id) && normaliseWord(t.letter) === wanted);
}

export function isComplete(slots: readonly Slot[]): boolean {
  return slots.length > 0 && slots.every((s) => s !== null);
}

/** The word the slots spell (empty slots left out). */
export function wordOf(slots: readonly Slot[], tiles: readonly Tile[]): string {
  const byId = new Map(tiles.map((t) => [t.id, t.letter]));
  return slots.map((s) => (s === null ? '' : 'tile' in s ? (byId.get(s.tile) ?? '') : s.revealed)).join('');
}

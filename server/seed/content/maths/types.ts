/** Maths content rules shared by the seed and the tests: levels are generator specs, not stored questions. */

/** Every level asks this many questions; question i (from 1) has the seed and id `${levelKey}:${i}`. */
export const QUESTIONS_PER_LEVEL = 30;

/** 'y3' + 'add' + 2 -> 'y3-add-2'. Keys are short and stable: never renamed once shipped. */
export function levelKeyOf(curriculum: { readonly key: string }, unit: { readonly key: string }, level: number): string {
  return `${curriculum.key}-${unit.key}-${level}`;
}

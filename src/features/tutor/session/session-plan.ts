/**
 * Which items a guided session of one unit asks (docs/TUTOR.md "Sessions"): one worked example,
 * then guided practice, independent practice and a short check. The plan is made on the device
 * from the unit and a seed, and the seed is the id of the turn that started the round, which
 * syncs with the transcript: the same round resumed on another device asks the same items.
 *
 * Maths units draw generated items (contract/tutor/items.ts) from their levels, easiest first: the
 * worked example and guided practice from the lower half of the levels, independent practice from
 * the upper half, and the check across all of them, so a check covers the unit's range. Written
 * units (English) shuffle their items by the seed. No item is asked twice in one round (a written
 * unit of fewer than ten items asks some again, in another stage).
 */
import type { TutorUnit } from '../../../../contract/api/tutor';
import { checkAnswer } from '../../../../contract/maths/generate';
import type { TutorItem } from '../../../../contract/tutor/content';
import { generatedItem } from '../../../../contract/tutor/items';

export const GUIDED_ITEMS = 3;
export const INDEPENDENT_ITEMS = 3;
export const CHECK_ITEMS = 3;

export interface SessionPlan {
  readonly example: TutorItem;
  readonly guided: readonly TutorItem[];
  readonly independent: readonly TutorItem[];
  readonly check: readonly TutorItem[];
}

/** A small seeded generator (mulberry32 over an FNV-1a hash of the seed): the same seed, the same plan. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Level = Extract<TutorUnit['practice'], { source: 'generator' }>['levels'][number];

/** `count` items of distinct ids from `levels` in turn, each at a seeded index not used yet. */
function drawGenerated(levels: readonly Level[], count: number, random: () => number, used: Set<string>): TutorItem[] {
  const items: TutorItem[] = [];
  for (let n = 0; items.length < count; n += 1) {
    const level = levels[n % levels.length];
    if (!level) break;
    // A level of few questions may run out: after a few tries the next level is taken instead.
    for (let tries = 0; tries < 8; tries += 1) {
      const index = 1 + Math.floor(random() * Math.max(1, level.question_count));
      const item = generatedItem(level.level_key, level.generator, index);
      if (used.has(item.id)) continue;
      used.add(item.id);
      items.push(item);
      break;
    }
    if (n > count * 4 + levels.length) break;
  }
  return items;
}

/** The lower and upper halves of the levels (one level is both). */
function halves<T>(levels: readonly T[]): { lower: T[]; upper: T[] } {
  const middle = Math.ceil(levels.length / 2);
  return { lower: levels.slice(0, middle), upper: levels.length === 1 ? [...levels] : levels.slice(middle) };
}

export function planSession(unit: Pick<TutorUnit, 'practice'>, seed: string): SessionPlan {
  const random = seededRandom(seed);
  const { practice } = unit;
  if (practice.source === 'generator') {
    const { lower, upper } = halves(practice.levels);
    const used = new Set<string>();
    const [example] = drawGenerated(lower, 1, random, used);
    if (!example) throw new RangeError('a maths unit needs at least one level with questions');
    return {
      example,
      guided: drawGenerated(lower, GUIDED_ITEMS, random, used),
      independent: drawGenerated(upper, INDEPENDENT_ITEMS, random, used),
      check: drawGenerated(practice.levels, CHECK_ITEMS, random, used),
    };
  }
  const items = shuffled(practice.items, random);
  // A unit of few items takes them in turn again rather than asking nothing.
  const take = (from: number, count: number) => Array.from({ length: count }, (_, i) => items[(from + i) % items.length] as TutorItem);
  const [example] = items;
  if (!example) throw new RangeError('a written unit needs at least one item');
  return {
    example,
    guided: take(1, GUIDED_ITEMS),
    independent: take(1 + GUIDED_ITEMS, INDEPENDENT_ITEMS),
    check: take(1 + GUIDED_ITEMS + INDEPENDENT_ITEMS, CHECK_ITEMS),
  };
}

/**
 * Whether `given` answers the item, as the server checks it (server/features/tutor/items.ts): a
 * number item by its canonical whole number (spaces, commas and leading zeros do not matter), a
 * choice item by the option's index. The device's verdict is for instant feedback only.
 */
export function isRightAnswer(item: Pick<TutorItem, 'kind' | 'answer'>, given: string): boolean {
  return item.kind === 'number' ? checkAnswer(item, given) : given.trim() === item.answer;
}

/** The answer as a reader sees it: a choice item's option text, a number as typed. */
export function answerText(item: Pick<TutorItem, 'kind' | 'options'>, given: string): string {
  if (item.kind !== 'choice') return given;
  const option = item.options?.[Number(given)];
  return option ?? given;
}

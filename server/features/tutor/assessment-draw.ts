/**
 * Draws an assessment's paper from the units of a year and subject: spread over the units (one from
 * each in turn, in a shuffled order, until the paper is full or the units run out), never the same
 * item twice. A maths unit's items are its levels' generated questions ('<level_key>:<n>', any
 * level, any n up to the level's count), made here by the same generator findItem uses; other
 * units' items are their written ones. An item id is on a paper once, even when two tutor units
 * teach from one maths unit. What is drawn carries no answer and no steps.
 */
import { randomInt } from 'node:crypto';
import { generateQuestion, questionId } from '../../../contract/maths/generate';
import type { PoolUnit } from './assessments.repo';

export interface DrawnItem {
  readonly curriculumId: number;
  readonly unitName: string;
  readonly itemId: string;
  readonly kind: 'number' | 'choice';
  readonly prompt: string;
  readonly options: string[] | null;
}

/** A whole number from 0 to n - 1. */
export type Pick = (n: number) => number;

function shuffled<T>(list: readonly T[], pick: Pick): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Hands out a unit's items one by one, each once, in a random order; null when it has none left. */
function source(unit: PoolUnit, pick: Pick): () => DrawnItem | null {
  if (unit.items.length > 0) {
    const items = shuffled(unit.items, pick);
    return () => {
      const item = items.pop();
      return item ? { curriculumId: unit.curriculumId, unitName: unit.name, itemId: item.itemId, kind: item.kind, prompt: item.prompt, options: item.options } : null;
    };
  }
  const total = unit.levels.reduce((sum, level) => sum + level.questionCount, 0);
  const taken = new Set<number>();
  return () => {
    if (taken.size >= total) return null;
    // The unit has far more questions than a paper takes from it: a few retries find one not taken.
    let n = pick(total);
    while (taken.has(n)) n = (n + 1) % total;
    taken.add(n);
    for (const level of unit.levels) {
      if (n < level.questionCount) {
        const id = questionId(level.levelKey, n + 1);
        return { curriculumId: unit.curriculumId, unitName: unit.name, itemId: id, kind: 'number', prompt: generateQuestion(level.generator, id).prompt, options: null };
      }
      n -= level.questionCount;
    }
    return null;
  };
}

export function drawPaper(units: readonly PoolUnit[], count: number, pick: Pick = randomInt): DrawnItem[] {
  const sources = shuffled(units, pick).map((unit) => source(unit, pick));
  const drawn: DrawnItem[] = [];
  // Two tutor units may teach from one maths unit (its levels): an item is on a paper once.
  const seen = new Set<string>();
  const fresh = (take: () => DrawnItem | null): DrawnItem | null => {
    for (let item = take(); item; item = take()) {
      if (!seen.has(item.itemId)) {
        seen.add(item.itemId);
        return item;
      }
    }
    return null;
  };
  let live = sources;
  while (drawn.length < count && live.length > 0) {
    const next: (() => DrawnItem | null)[] = [];
    for (const take of live) {
      if (drawn.length >= count) break;
      const item = fresh(take);
      if (item) {
        drawn.push(item);
        next.push(take);
      }
    }
    live = next;
  }
  return shuffled(drawn, pick);
}

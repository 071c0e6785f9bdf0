/**
 * Today's review (issue 17, docs/TUTOR.md "Review"): the skills due now (contract/tutor/review.ts
 * dueSkills over what the device knows), asked as one mixed review: a few items of each skill, the
 * skills taken in turn so no two questions in a row are of one skill when it can be helped. Pure.
 *
 * A review of at least MIXED_REVIEW_MIN_SKILLS skills counts as 'review' evidence (the only way to
 * Mastered); a review of one skill counts as independent practice (contract/tutor/mastery.ts
 * reviewModes), on the device and on the server alike.
 */
import type { TutorUnit } from '../../../../contract/api/tutor';
import { parseQuestionId } from '../../../../contract/maths/generate';
import type { TutorItem } from '../../../../contract/tutor/content';
import { generatedItem } from '../../../../contract/tutor/items';
import { seededRandom } from '../session/session-plan';

/** At most this many skills in one sitting, the most overdue first. */
export const REVIEW_SKILLS = 5;
export const ITEMS_PER_SKILL = 2;

export interface ReviewEntry {
  readonly curriculum_id: number;
  readonly item_id: string;
}

function drawItems(unit: TutorUnit, count: number, random: () => number): TutorItem[] {
  const { practice } = unit;
  const used = new Set<string>();
  const items: TutorItem[] = [];
  for (let tries = 0; items.length < count && tries < count * 10; tries += 1) {
    let item: TutorItem | undefined;
    if (practice.source === 'generator') {
      const level = practice.levels[Math.floor(random() * practice.levels.length)];
      if (level) item = generatedItem(level.level_key, level.generator, 1 + Math.floor(random() * Math.max(1, level.question_count)));
    } else item = practice.items[Math.floor(random() * practice.items.length)];
    if (!item || used.has(item.id)) continue;
    used.add(item.id);
    items.push(item);
  }
  return items;
}

/** The review's questions over `units` (in due order), interleaved by skill. */
export function planReview(units: readonly TutorUnit[], seed: string): ReviewEntry[] {
  const random = seededRandom(seed);
  const chosen = units.slice(0, REVIEW_SKILLS).map((unit) => ({ unit, items: drawItems(unit, ITEMS_PER_SKILL, random) }));
  const entries: ReviewEntry[] = [];
  for (let round = 0; round < ITEMS_PER_SKILL; round += 1) {
    for (const { unit, items } of chosen) {
      const item = items[round];
      if (item) entries.push({ curriculum_id: unit.curriculum_id, item_id: item.id });
    }
  }
  return entries;
}

/** An item of a unit by its id (a maths item made again from its level), or null. */
export function itemOf(unit: TutorUnit, itemId: string): TutorItem | null {
  const { practice } = unit;
  if (practice.source === 'items') return practice.items.find((item) => item.id === itemId) ?? null;
  const parsed = parseQuestionId(itemId);
  const level = parsed ? practice.levels.find((l) => l.level_key === parsed.levelKey) : undefined;
  if (!parsed || !level || parsed.index > level.question_count) return null;
  return generatedItem(level.level_key, level.generator, parsed.index);
}

/**
 * A tutor item found by its unit (a session's curriculum_id) and its id, with its answer: what every
 * answer that reaches the server is checked against (sessions, reviews, assessments). A maths
 * unit's items are its maths unit's generated questions ('<level_key>:<n>', made again from the
 * level's spec and the id as seed); other units' items are the written rows of tutor_items. An id
 * that is not one of the unit's items is not found, so no answer is ever checked against the wrong key.
 */
import { and, eq } from 'drizzle-orm';
import { checkAnswer, generateQuestion, parseQuestionId } from '../../../contract/maths/generate';
import type { TutorItem } from '../../../contract/tutor/content';
import type { DbOrTx } from '../../db/client';
import { mathsLevels, tutorItems, tutorUnits } from '../../db/schema';

/** An item as the server checks it: TutorItem without the worked steps. */
export type CheckedItem = Omit<TutorItem, 'steps'> & { readonly curriculum_id: number };

export async function findItem(db: DbOrTx, curriculumId: number, itemId: string): Promise<CheckedItem | null> {
  const [unit] = await db.select({ id: tutorUnits.id, mathsUnitId: tutorUnits.mathsUnitId }).from(tutorUnits).where(eq(tutorUnits.id, curriculumId));
  if (!unit) return null;
  if (unit.mathsUnitId !== null) {
    const parsed = parseQuestionId(itemId);
    if (!parsed) return null;
    const [level] = await db
      .select({ generator: mathsLevels.generator, questionCount: mathsLevels.questionCount })
      .from(mathsLevels)
      .where(and(eq(mathsLevels.levelKey, parsed.levelKey), eq(mathsLevels.unitId, unit.mathsUnitId)));
    if (!level || parsed.index > level.questionCount) return null;
    const q = generateQuestion(level.generator, itemId);
    return { id: itemId, curriculum_id: curriculumId, kind: 'number', prompt: q.prompt, answer: q.answer };
  }
  const [row] = await db
    .select()
    .from(tutorItems)
    .where(and(eq(tutorItems.itemId, itemId), eq(tutorItems.unitId, curriculumId)));
  if (!row) return null;
  return { id: row.itemId, curriculum_id: curriculumId, kind: row.kind, prompt: row.prompt, ...(row.options ? { options: row.options } : {}), answer: row.answer };
}

/**
 * Whether `given` answers the item: a number item by its canonical whole number (as maths practice
 * reads a keypad: spaces, commas and leading zeros do not matter), a choice item by the option's index.
 */
export function isRight(item: Pick<CheckedItem, 'kind' | 'answer'>, given: string): boolean {
  return item.kind === 'number' ? checkAnswer(item, given) : given.trim() === item.answer;
}

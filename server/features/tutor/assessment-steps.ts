/**
 * The worked steps an assessment's review shows for each question: a written item's own steps
 * (tutor_items), a generated maths item's steps made again from its level's spec and its id, as the
 * device makes them (contract/tutor/items.ts). Steps are read when the review is asked for, never
 * stored with the attempt nor sent before it closes. An item no longer in the content has none.
 */
import { and, inArray } from 'drizzle-orm';
import { parseQuestionId } from '../../../contract/maths/generate';
import { generatedItem } from '../../../contract/tutor/items';
import type { WorkedStep } from '../../../contract/tutor/content';
import type { DbOrTx } from '../../db/client';
import { mathsLevels, tutorItems, tutorUnits } from '../../db/schema';
import type { AssessmentQuestionRow } from './assessments.repo';

/** Steps by the question's position on the paper. */
export async function workedSteps(db: DbOrTx, questions: readonly AssessmentQuestionRow[]): Promise<Map<number, WorkedStep[]>> {
  const steps = new Map<number, WorkedStep[]>();
  const unitIds = [...new Set(questions.map((q) => q.curriculumId))];
  if (unitIds.length === 0) return steps;
  const units = await db.select({ id: tutorUnits.id, mathsUnitId: tutorUnits.mathsUnitId }).from(tutorUnits).where(inArray(tutorUnits.id, unitIds));
  const mathsUnitOf = new Map(units.map((u) => [u.id, u.mathsUnitId]));
  const writtenQuestions = questions.filter((q) => mathsUnitOf.has(q.curriculumId) && mathsUnitOf.get(q.curriculumId) === null);
  if (writtenQuestions.length > 0) {
    const rows = await db
      .select({ unitId: tutorItems.unitId, itemId: tutorItems.itemId, steps: tutorItems.steps })
      .from(tutorItems)
      .where(
        and(
          inArray(
            tutorItems.unitId,
            writtenQuestions.map((q) => q.curriculumId),
          ),
          inArray(
            tutorItems.itemId,
            writtenQuestions.map((q) => q.itemId),
          ),
        ),
      );
    const byKey = new Map(rows.map((row) => [`${row.unitId}|${row.itemId}`, row.steps]));
    for (const q of writtenQuestions) {
      const found = byKey.get(`${q.curriculumId}|${q.itemId}`);
      if (found) steps.set(q.position, found);
    }
  }
  const generated = questions.flatMap((q) => {
    const mathsUnitId = mathsUnitOf.get(q.curriculumId);
    const id = parseQuestionId(q.itemId);
    return mathsUnitId != null && id ? [{ q, mathsUnitId, id }] : [];
  });
  if (generated.length > 0) {
    const levels = await db
      .select({ unitId: mathsLevels.unitId, levelKey: mathsLevels.levelKey, generator: mathsLevels.generator, questionCount: mathsLevels.questionCount })
      .from(mathsLevels)
      .where(inArray(mathsLevels.levelKey, [...new Set(generated.map((g) => g.id.levelKey))]));
    const levelOf = new Map(levels.map((level) => [level.levelKey, level]));
    for (const { q, mathsUnitId, id } of generated) {
      // Only a level of the unit's own maths unit, and a question it has (as findItem checks).
      const level = levelOf.get(id.levelKey);
      if (level?.unitId === mathsUnitId && id.index <= level.questionCount) steps.set(q.position, generatedItem(level.levelKey, level.generator, id.index).steps);
    }
  }
  return steps;
}

/**
 * Loads the demo maths curricula. Levels are generator specs, so this is three small inserts per
 * curriculum (no questions are stored) and adds next to nothing to the first start.
 */
import type { Tx } from '../db/client';
import { mathsCurricula, mathsLevels, mathsUnits } from '../db/schema';
import { mathsCurricula as content } from './content/maths';
import { levelKeyOf, QUESTIONS_PER_LEVEL } from './content/maths/types';

export async function seedMaths(tx: Tx): Promise<{ curricula: number; levels: number }> {
  let levels = 0;
  for (const [sort, curriculum] of content.entries()) {
    const [row] = await tx
      .insert(mathsCurricula)
      .values({ slug: curriculum.slug, name: curriculum.name, subject: curriculum.subject, sort })
      .returning({ id: mathsCurricula.id });
    if (!row) throw new Error(`seed: curriculum ${curriculum.slug} was not inserted`);
    const units = await tx
      .insert(mathsUnits)
      .values(curriculum.units.map((unit, unitSort) => ({ curriculumId: row.id, slug: unit.slug, name: unit.name, sort: unitSort })))
      .returning({ id: mathsUnits.id, slug: mathsUnits.slug });
    const unitIds = new Map(units.map((u) => [u.slug, u.id]));
    const levelRows = curriculum.units.flatMap((unit) =>
      unit.levels.map((generator, i) => ({
        unitId: unitIds.get(unit.slug) ?? 0,
        level: i + 1,
        levelKey: levelKeyOf(curriculum, unit, i + 1),
        generator,
        questionCount: QUESTIONS_PER_LEVEL,
      })),
    );
    await tx.insert(mathsLevels).values(levelRows);
    levels += levelRows.length;
  }
  return { curricula: content.length, levels };
}

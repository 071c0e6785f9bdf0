/**
 * Loads the maths curricula of the content files (server/seed/content/maths/*.json). Levels are
 * generator specs, so this is three small inserts per curriculum (no questions are stored).
 * Curricula and units are shared by every language: English is the name column, the others go
 * to names ({ ar, fr }), which the maths actions answer in the caller's language.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { mathsCurricula, mathsLevels, mathsUnits, type LocalisedNames } from '../db/schema';
import type { LoadedContent } from './content/load';
import { levelKeyOf, QUESTIONS_PER_LEVEL } from './content/maths/types';
import type { MathsCurriculumFile } from './content/schema';

/** The names other than English of a file's { en, ar?, fr? }. */
export function otherNames(name: MathsCurriculumFile['name']): LocalisedNames {
  const { en: _english, ...others } = name;
  return Object.fromEntries(Object.entries(others).filter(([, value]) => value !== undefined));
}

export async function seedMaths(tx: Tx, content: LoadedContent): Promise<{ curricula: number; levels: number }> {
  if (content.maths.length === 0) return { curricula: 0, levels: 0 };
  const curricula = await tx
    .insert(mathsCurricula)
    .values(content.maths.map((c, sort) => ({ slug: c.slug, name: c.name.en, names: otherNames(c.name), subject: c.subject, sort })))
    .returning({ id: mathsCurricula.id, slug: mathsCurricula.slug });
  const curriculumIds = new Map(curricula.map((c) => [c.slug, c.id]));
  const units = await tx
    .insert(mathsUnits)
    .values(
      content.maths.flatMap((c) =>
        c.units.map((unit, sort) => ({ curriculumId: curriculumIds.get(c.slug) ?? 0, slug: unit.slug, name: unit.name.en, names: otherNames(unit.name), sort })),
      ),
    )
    .returning({ id: mathsUnits.id, slug: mathsUnits.slug });
  const unitIds = new Map(units.map((u) => [u.slug, u.id]));
  const levelRows = content.maths.flatMap((c) =>
    c.units.flatMap((unit) =>
      unit.levels.map((generator, i) => ({
        unitId: unitIds.get(unit.slug) ?? 0,
        level: i + 1,
        levelKey: levelKeyOf(c, unit, i + 1),
        generator,
        questionCount: QUESTIONS_PER_LEVEL,
      })),
    ),
  );
  await tx.insert(mathsLevels).values(levelRows);
  return { curricula: content.maths.length, levels: levelRows.length };
}

/**
 * A database seeded before names were stored per language: fills the names of the curricula and
 * units the files ship that still have none, so a second run (or an admin's own names) is left alone.
 */
export async function seedMathsNames(tx: Tx, content: LoadedContent): Promise<number> {
  let updated = 0;
  const fill = async (table: typeof mathsCurricula | typeof mathsUnits, slug: string, names: LocalisedNames) => {
    if (Object.keys(names).length === 0) return;
    const rows = await tx
      .update(table)
      .set({ names })
      .where(sql`${table.slug} = ${slug} and ${table.names} = '{}'::jsonb`)
      .returning({ id: table.id });
    updated += rows.length;
  };
  for (const c of content.maths) {
    await fill(mathsCurricula, c.slug, otherNames(c.name));
    for (const unit of c.units) await fill(mathsUnits, unit.slug, otherNames(unit.name));
  }
  return updated;
}

/** True when no curriculum has a name in another language yet (a database from before them). */
export async function needsMathsNames(tx: Tx): Promise<boolean> {
  const [named] = await tx.select({ id: mathsCurricula.id }).from(mathsCurricula).where(sql`${mathsCurricula.names} <> '{}'::jsonb`).limit(1);
  return named === undefined;
}

/**
 * Stores the tutor hub's content files (./content/tutor-schema.ts, docs/TUTOR.md) in the tutor
 * tables: subjects, chapters, units with their notes, and the written items of subjects other than
 * maths. A maths unit points at its maths unit (its levels are the questions), so the maths
 * curricula are seeded first. A handful of multi-row inserts, like the other seeds.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { mathsCurricula, mathsUnits, tutorChapters, tutorItems, tutorSubjects, tutorUnits } from '../db/schema';
import type { LoadedContent } from './content/load';
import { otherNames } from './seed-maths';

function idOf(ids: ReadonlyMap<string, number>, slug: string, what: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`seed: the ${what} "${slug}" is not in the database`);
  return id;
}

/**
 * `leftOut`: the subjects not stored because the database lacks their maths curriculum or a maths
 * unit (a database whose maths came from older files): the loader has checked the files agree, so
 * this happens only on a catch-up, and the start goes on without them (the caller warns).
 */
export async function seedTutor(tx: Tx, content: LoadedContent): Promise<{ subjects: number; units: number; items: number; leftOut: string[] }> {
  if (content.tutor.length === 0) return { subjects: 0, units: 0, items: 0, leftOut: [] };
  const curriculumSlugs = content.tutor.flatMap((f) => (f.maths_curriculum === undefined ? [] : [f.maths_curriculum]));
  const mathsUnitSlugs = content.tutor.flatMap((f) => f.chapters.flatMap((c) => c.units.flatMap((u) => (u.maths_unit === undefined ? [] : [u.maths_unit]))));
  const curriculumIds = new Map(
    curriculumSlugs.length === 0
      ? []
      : (await tx.select({ id: mathsCurricula.id, slug: mathsCurricula.slug }).from(mathsCurricula).where(inArray(mathsCurricula.slug, curriculumSlugs))).map((r) => [r.slug, r.id]),
  );
  const mathsUnitIds = new Map(
    mathsUnitSlugs.length === 0
      ? []
      : (await tx.select({ id: mathsUnits.id, slug: mathsUnits.slug }).from(mathsUnits).where(inArray(mathsUnits.slug, mathsUnitSlugs))).map((r) => [r.slug, r.id]),
  );
  const complete = (f: LoadedContent['tutor'][number]) =>
    (f.maths_curriculum === undefined || curriculumIds.has(f.maths_curriculum)) && f.chapters.every((c) => c.units.every((u) => u.maths_unit === undefined || mathsUnitIds.has(u.maths_unit)));
  const files = content.tutor.filter(complete);
  const leftOut = content.tutor.filter((f) => !complete(f)).map((f) => f.file);
  if (files.length === 0) return { subjects: 0, units: 0, items: 0, leftOut };

  const subjects = await tx
    .insert(tutorSubjects)
    .values(
      files.map((f, sort) => ({
        slug: f.slug,
        subject: f.subject,
        year: f.year,
        name: f.name.en,
        names: otherNames(f.name),
        mathsCurriculumId: f.maths_curriculum === undefined ? null : idOf(curriculumIds, f.maths_curriculum, 'maths curriculum'),
        sort,
      })),
    )
    .returning({ id: tutorSubjects.id, slug: tutorSubjects.slug });
  const subjectIds = new Map(subjects.map((r) => [r.slug, r.id]));

  const chapters = await tx
    .insert(tutorChapters)
    .values(files.flatMap((f) => f.chapters.map((c, sort) => ({ subjectId: idOf(subjectIds, f.slug, 'tutor subject'), slug: c.slug, name: c.name.en, names: otherNames(c.name), sort }))))
    .returning({ id: tutorChapters.id, slug: tutorChapters.slug });
  const chapterIds = new Map(chapters.map((r) => [r.slug, r.id]));

  const unitFiles = files.flatMap((f) => f.chapters.flatMap((c) => c.units.map((u, sort) => ({ chapter: c.slug, unit: u, sort }))));
  const units = await tx
    .insert(tutorUnits)
    .values(
      unitFiles.map(({ chapter, unit, sort }) => ({
        chapterId: idOf(chapterIds, chapter, 'tutor chapter'),
        slug: unit.slug,
        name: unit.name.en,
        names: otherNames(unit.name),
        notes: unit.notes,
        mathsUnitId: unit.maths_unit === undefined ? null : idOf(mathsUnitIds, unit.maths_unit, 'maths unit'),
        sort,
      })),
    )
    .returning({ id: tutorUnits.id, slug: tutorUnits.slug });
  const unitIds = new Map(units.map((r) => [r.slug, r.id]));

  const items = unitFiles.flatMap(({ unit }) =>
    (unit.items ?? []).map((item, sort) => ({
      unitId: idOf(unitIds, unit.slug, 'tutor unit'),
      itemId: `${unit.slug}:${item.key}`,
      kind: item.kind,
      prompt: item.prompt,
      options: [...item.options],
      answer: item.answer,
      steps: item.steps,
      sort,
    })),
  );
  if (items.length > 0) await tx.insert(tutorItems).values(items);
  return { subjects: subjects.length, units: units.length, items: items.length, leftOut };
}

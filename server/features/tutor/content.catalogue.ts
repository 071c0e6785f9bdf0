/**
 * The tutor hub's content in memory, as the contract's shapes in every language: subjects with
 * their counts, chapters numbered from 1, units with their notes and practice (a maths unit's
 * levels, or its written items with their steps). Built once per cache period (content.service.ts),
 * so a request is a map lookup and a name picked by language.
 */
import type { TutorChapter, TutorSubjectEntry, TutorUnit } from '../../../contract/api/tutor';
import type { TutorItem, UnitPractice } from '../../../contract/tutor/content';
import type { LocalisedNames } from '../../db/schema';
import { nameIn } from '../maths/maths.catalogue';
import type { TutorContentRows } from './content.repo';
import { groupBy } from '../../lib/group-by';

interface Named {
  readonly name: string;
  readonly names: LocalisedNames;
}

export interface CatalogueUnit extends Named {
  readonly id: number;
  readonly slug: string;
  readonly chapterId: number;
  readonly notes: TutorUnit['notes'];
  readonly practice: UnitPractice;
}

export interface CatalogueChapter extends Named {
  readonly id: number;
  readonly slug: string;
  /** Its number in the subject, from 1 (the spec's `chapter`). */
  readonly number: number;
  readonly units: readonly CatalogueUnit[];
}

export interface CatalogueSubject extends Named {
  readonly id: number;
  readonly slug: string;
  readonly subject: TutorSubjectEntry['subject'];
  readonly year: number;
  readonly chapters: readonly CatalogueChapter[];
}

export interface TutorCatalogue {
  /** By year, then sort. */
  readonly subjects: readonly CatalogueSubject[];
  readonly subjectById: ReadonlyMap<number, CatalogueSubject>;
  readonly languageCodes: ReadonlyMap<number, string>;
  readonly defaultLanguage: string | undefined;
}

/**
 * Rows come sorted (content.repo.ts). A unit whose practice would be empty (a maths unit whose levels
 * an admin removed, a written unit without items) is left out: the contract's practice has at least
 * one level or item, and a unit with nothing to practise cannot be taught.
 */
export function buildTutorCatalogue(rows: TutorContentRows): TutorCatalogue {
  const levelsByMathsUnit = groupBy(rows.levels, (l) => l.unitId);
  const itemsByUnit = groupBy(rows.items, (i) => i.unitId);
  const unitsByChapter = groupBy(rows.units, (u) => u.chapterId);
  const chaptersBySubject = groupBy(rows.chapters, (c) => c.subjectId);

  const practiceOf = (unit: TutorContentRows['units'][number]): UnitPractice | undefined => {
    if (unit.mathsUnitId !== null) {
      const levels = levelsByMathsUnit.get(unit.mathsUnitId) ?? [];
      const [first, ...rest] = levels.map((l) => ({ level_key: l.levelKey, generator: l.generator, question_count: l.questionCount }));
      return first ? { source: 'generator', levels: [first, ...rest] } : undefined;
    }
    const items = (itemsByUnit.get(unit.id) ?? []).map(
      (row): TutorItem => ({ id: row.itemId, kind: row.kind, prompt: row.prompt, ...(row.options ? { options: row.options } : {}), answer: row.answer, steps: row.steps }),
    );
    const [first, ...rest] = items;
    return first ? { source: 'items', items: [first, ...rest] } : undefined;
  };

  const subjects = rows.subjects.map((s): CatalogueSubject => {
    const chapters = (chaptersBySubject.get(s.id) ?? []).map((c, i): CatalogueChapter => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      names: c.names,
      number: i + 1,
      units: (unitsByChapter.get(c.id) ?? []).flatMap((u): CatalogueUnit[] => {
        const practice = practiceOf(u);
        return practice ? [{ id: u.id, slug: u.slug, name: u.name, names: u.names, chapterId: c.id, notes: u.notes, practice }] : [];
      }),
    }));
    return { id: s.id, slug: s.slug, name: s.name, names: s.names, subject: s.subject, year: s.year, chapters };
  });
  return {
    subjects,
    subjectById: new Map(subjects.map((s) => [s.id, s])),
    languageCodes: new Map(rows.languages.map((l) => [l.id, l.code])),
    defaultLanguage: rows.languages.find((l) => l.isDefault)?.code,
  };
}

/** The request's language when the database has it, else the default language. */
export function languageIn(catalogue: TutorCatalogue, languageId: number | undefined): string | undefined {
  return (languageId === undefined ? undefined : catalogue.languageCodes.get(languageId)) ?? catalogue.defaultLanguage;
}

export function toSubjectEntry(s: CatalogueSubject, language: string | undefined): TutorSubjectEntry {
  return {
    id: s.id,
    slug: s.slug,
    name: nameIn(s, language),
    subject: s.subject,
    year: s.year,
    no_of_chapters: s.chapters.length,
    no_of_units: s.chapters.reduce((n, c) => n + c.units.length, 0),
  };
}

export function toChapter(c: CatalogueChapter, language: string | undefined): TutorChapter {
  return {
    id: c.id,
    slug: c.slug,
    chapter: c.number,
    chaptername: nameIn(c, language),
    units: c.units.map((u) => ({ curriculum_id: u.id, slug: u.slug, name: nameIn(u, language), chapter_id: u.chapterId, notes: [...u.notes], practice: u.practice })),
  };
}

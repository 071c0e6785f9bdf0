/**
 * The maths content tree in memory, with lookups that name the request field at fault. Content is
 * small and read-mostly, so the service caches one catalogue and every check is a map lookup.
 */
import type { MathsSubject } from '../../../contract/api/maths';
import { parseQuestionId } from '../../../contract/maths/generate';
import type { GeneratorSpec } from '../../../contract/maths/spec';
import { AppError } from '../../lib/app-error';
import type { LocalisedNames } from '../../db/schema';
import type { CurriculumRow, LanguageCodeRow, LevelRow, UnitRow } from './maths.repo';
import { groupBy } from '../../lib/group-by';

export interface CatalogueLevel {
  readonly id: number;
  readonly unitId: number;
  readonly curriculumId: number;
  readonly level: number;
  readonly levelKey: string;
  readonly generator: GeneratorSpec;
  readonly questionCount: number;
  /** The level before and after it in its unit; levels unlock one after the other within a unit. */
  readonly previous: CatalogueLevel | undefined;
  readonly next: CatalogueLevel | undefined;
}

export interface CatalogueUnit {
  readonly id: number;
  readonly curriculumId: number;
  readonly slug: string;
  /** English, and the fallback of a language without its own name. */
  readonly name: string;
  readonly names: LocalisedNames;
  readonly levels: readonly CatalogueLevel[];
}

export interface CatalogueCurriculum {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly names: LocalisedNames;
  readonly subject: MathsSubject;
  readonly units: readonly CatalogueUnit[];
}

export interface Catalogue {
  readonly curricula: readonly CatalogueCurriculum[];
  readonly curriculumById: ReadonlyMap<number, CatalogueCurriculum>;
  readonly unitById: ReadonlyMap<number, CatalogueUnit>;
  readonly levelByKey: ReadonlyMap<string, CatalogueLevel>;
  readonly levelById: ReadonlyMap<number, CatalogueLevel>;
  /** Language codes by id, for the names of a request's language. */
  readonly languageCodes: ReadonlyMap<number, string>;
  readonly defaultLanguage: string | undefined;
}

interface MutableLevel extends Omit<CatalogueLevel, 'previous' | 'next'> {
  previous: CatalogueLevel | undefined;
  next: CatalogueLevel | undefined;
}

function linkLevels(rows: readonly LevelRow[], curriculumId: number): CatalogueLevel[] {
  const levels = [...rows]
    .sort((a, b) => a.level - b.level)
    .map((row): MutableLevel => ({
      id: row.id,
      unitId: row.unitId,
      curriculumId,
      level: row.level,
      levelKey: row.levelKey,
      generator: row.generator,
      questionCount: row.questionCount,
      previous: undefined,
      next: undefined,
    }));
  levels.forEach((level, i) => {
    level.previous = levels[i - 1];
    level.next = levels[i + 1];
  });
  return levels;
}

export function buildCatalogue(rows: {
  curricula: readonly CurriculumRow[];
  units: readonly UnitRow[];
  levels: readonly LevelRow[];
  languages?: readonly LanguageCodeRow[];
}): Catalogue {
  const levelsByUnit = groupBy(rows.levels, (l) => l.unitId);
  const unitsByCurriculum = groupBy(rows.units, (u) => u.curriculumId);
  const curricula = rows.curricula.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    names: c.names,
    subject: c.subject,
    units: (unitsByCurriculum.get(c.id) ?? []).map((u) => ({
      id: u.id,
      curriculumId: c.id,
      slug: u.slug,
      name: u.name,
      names: u.names,
      levels: linkLevels(levelsByUnit.get(u.id) ?? [], c.id),
    })),
  }));
  const units = curricula.flatMap((c) => c.units);
  const levels = units.flatMap((u) => u.levels);
  return {
    curricula,
    curriculumById: new Map(curricula.map((c) => [c.id, c])),
    unitById: new Map(units.map((u) => [u.id, u])),
    levelByKey: new Map(levels.map((l) => [l.levelKey, l])),
    levelById: new Map(levels.map((l) => [l.id, l])),
    languageCodes: new Map((rows.languages ?? []).map((l) => [l.id, l.code])),
    defaultLanguage: rows.languages?.find((l) => l.isDefault)?.code,
  };
}

/**
 * The language code names are read in: the request's language when it names one the database
 * has, else the default language (players have no stored language; the client sends its own).
 */
export function languageOf(catalogue: Catalogue, languageId: number | undefined): string | undefined {
  return (languageId === undefined ? undefined : catalogue.languageCodes.get(languageId)) ?? catalogue.defaultLanguage;
}

/** A curriculum's or unit's name in that language, English when it has none. */
export function nameIn(item: { readonly name: string; readonly names: LocalisedNames }, language: string | undefined): string {
  return (language === undefined ? undefined : item.names[language]) ?? item.name;
}

/** A curriculum of the given subject ('maths' calls never reach the nvr curriculum, and back). */
export function curriculumOf(catalogue: Catalogue, id: number, subject: MathsSubject | undefined, field: string): CatalogueCurriculum {
  const found = catalogue.curriculumById.get(id);
  if (!found || (subject !== undefined && found.subject !== subject)) throw new AppError('NOT_FOUND', 'CURRICULUM_NOT_FOUND', field);
  return found;
}

export function unitOf(catalogue: Catalogue, curriculum: CatalogueCurriculum, id: number, field: string): CatalogueUnit {
  const found = catalogue.unitById.get(id);
  if (!found || found.curriculumId !== curriculum.id) throw new AppError('NOT_FOUND', 'UNIT_NOT_FOUND', field);
  return found;
}

export function levelOfUnit(unit: CatalogueUnit, level: number, field: string): CatalogueLevel {
  const found = unit.levels.find((l) => l.level === level);
  if (!found) throw new AppError('NOT_FOUND', 'LEVEL_NOT_IN_UNIT', field);
  return found;
}

export function levelByKey(catalogue: Catalogue, curriculum: CatalogueCurriculum, levelKey: string, field: string): CatalogueLevel {
  const found = catalogue.levelByKey.get(levelKey);
  if (!found || found.curriculumId !== curriculum.id) throw new AppError('NOT_FOUND', 'LEVEL_NOT_IN_CURRICULUM', field);
  return found;
}

/** The level a question id belongs to, checked against its question count. */
export function levelOfQuestion(catalogue: Catalogue, curriculum: CatalogueCurriculum, questionId: string, field: string): CatalogueLevel {
  const parsed = parseQuestionId(questionId);
  const level = parsed ? catalogue.levelByKey.get(parsed.levelKey) : undefined;
  if (!parsed || !level || level.curriculumId !== curriculum.id || parsed.index > level.questionCount) {
    throw new AppError('NOT_FOUND', 'QUESTION_NOT_IN_LEVEL', field);
  }
  return level;
}

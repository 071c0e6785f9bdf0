/** The tutor hub's content tree as rows: a few hundred rows, read once a minute at most (content.service.ts). */
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { languages, mathsLevels, tutorChapters, tutorItems, tutorSubjects, tutorUnits, type TutorChapterRow, type TutorItemRow, type TutorSubjectRow, type TutorUnitRow } from '../../db/schema';
import type { LanguageCodeRow } from '../maths/maths.repo';

export type MathsLevelRow = Pick<typeof mathsLevels.$inferSelect, 'unitId' | 'level' | 'levelKey' | 'generator' | 'questionCount'>;

export interface TutorContentRows {
  readonly subjects: TutorSubjectRow[];
  readonly chapters: TutorChapterRow[];
  readonly units: TutorUnitRow[];
  readonly items: TutorItemRow[];
  /** The levels of every maths unit (a maths tutor unit's questions), by unit then level. */
  readonly levels: MathsLevelRow[];
  readonly languages: LanguageCodeRow[];
}

export async function loadTutorContent(db: DbOrTx): Promise<TutorContentRows> {
  const subjects = await db.select().from(tutorSubjects).orderBy(asc(tutorSubjects.year), asc(tutorSubjects.sort), asc(tutorSubjects.id));
  const chapters = await db.select().from(tutorChapters).orderBy(asc(tutorChapters.sort), asc(tutorChapters.id));
  const units = await db.select().from(tutorUnits).orderBy(asc(tutorUnits.sort), asc(tutorUnits.id));
  const items = await db.select().from(tutorItems).orderBy(asc(tutorItems.sort), asc(tutorItems.id));
  const levels = await db
    .select({ unitId: mathsLevels.unitId, level: mathsLevels.level, levelKey: mathsLevels.levelKey, generator: mathsLevels.generator, questionCount: mathsLevels.questionCount })
    .from(mathsLevels)
    .orderBy(asc(mathsLevels.unitId), asc(mathsLevels.level));
  const langs = await db.select({ id: languages.id, code: languages.code, isDefault: languages.isDefault }).from(languages);
  return { subjects, chapters, units, items, levels, languages: langs };
}

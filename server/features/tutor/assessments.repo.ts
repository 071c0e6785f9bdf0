/**
 * Assessments' queries (server/db/schema/tutor-assessments.ts): the content a paper is drawn from
 * (every tutor subject of the year and subject: a maths unit's levels, other units' written items),
 * attempts and their question rows, and the results list.
 */
import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { TutorSubject } from '../../../contract/tutor/content';
import type { DbOrTx, Tx } from '../../db/client';
import { assessmentAttempts, assessmentQuestions, languages, mathsLevels, tutorChapters, tutorItems, tutorSubjects, tutorUnits } from '../../db/schema';
import type { AssessmentAttemptRow, AssessmentQuestionRow } from '../../db/schema';
import type { GeneratorSpec } from '../../../contract/maths/spec';

export type { AssessmentAttemptRow, AssessmentQuestionRow };

/** The language code names are read in: the request's language, else the default one. */
export async function languageCode(db: DbOrTx, languageId: number | undefined): Promise<string | undefined> {
  const rows = await db.select({ id: languages.id, code: languages.code, isDefault: languages.isDefault }).from(languages);
  return (rows.find((row) => row.id === languageId) ?? rows.find((row) => row.isDefault))?.code;
}

/** A unit a paper can draw from, with what it can draw. */
export interface PoolUnit {
  readonly curriculumId: number;
  readonly name: string;
  /** A maths unit's levels (items '<level_key>:<n>', n from 1 to questionCount). */
  readonly levels: readonly { readonly levelKey: string; readonly generator: GeneratorSpec; readonly questionCount: number }[];
  /** Other units' written items. */
  readonly items: readonly { readonly itemId: string; readonly kind: 'number' | 'choice'; readonly prompt: string; readonly options: string[] | null }[];
}

interface UnitRef {
  readonly year: number;
  readonly subject: TutorSubject;
  readonly id: number;
  readonly name: string;
  readonly mathsUnitId: number | null;
}

/** Units of every tutor subject (of one year and subject when given), in the subjects', chapters' and units' order. */
async function unitsOf(db: DbOrTx, only?: { year: number; subject: TutorSubject }): Promise<UnitRef[]> {
  return db
    .select({ year: tutorSubjects.year, subject: tutorSubjects.subject, id: tutorUnits.id, name: tutorUnits.name, mathsUnitId: tutorUnits.mathsUnitId })
    .from(tutorUnits)
    .innerJoin(tutorChapters, eq(tutorChapters.id, tutorUnits.chapterId))
    .innerJoin(tutorSubjects, eq(tutorSubjects.id, tutorChapters.subjectId))
    .where(only ? and(eq(tutorSubjects.year, only.year), eq(tutorSubjects.subject, only.subject)) : undefined)
    .orderBy(asc(tutorSubjects.sort), asc(tutorSubjects.id), asc(tutorChapters.sort), asc(tutorChapters.id), asc(tutorUnits.sort), asc(tutorUnits.id));
}

/** The questions each year and subject can draw from: how many each unit offers, for the configuration. */
export async function poolSizes(db: DbOrTx): Promise<{ year: number; subject: TutorSubject; units: number; questions: number }[]> {
  const units = await unitsOf(db);
  const mathsUnitIds = [...new Set(units.flatMap((u) => (u.mathsUnitId === null ? [] : [u.mathsUnitId])))];
  const writtenUnitIds = units.filter((u) => u.mathsUnitId === null).map((u) => u.id);
  const [levelTotals, itemTotals] = await Promise.all([
    mathsUnitIds.length === 0
      ? []
      : db
          .select({ unitId: mathsLevels.unitId, n: sql<number>`coalesce(sum(${mathsLevels.questionCount}), 0)`.mapWith(Number) })
          .from(mathsLevels)
          .where(inArray(mathsLevels.unitId, mathsUnitIds))
          .groupBy(mathsLevels.unitId),
    writtenUnitIds.length === 0 ? [] : db.select({ unitId: tutorItems.unitId, n: count() }).from(tutorItems).where(inArray(tutorItems.unitId, writtenUnitIds)).groupBy(tutorItems.unitId),
  ]);
  const levelsBy = new Map(levelTotals.map((row) => [row.unitId, row.n]));
  const itemsBy = new Map(itemTotals.map((row) => [row.unitId, row.n]));
  const sizes = new Map<string, { year: number; subject: TutorSubject; units: number; questions: number }>();
  for (const unit of units) {
    const n = unit.mathsUnitId === null ? (itemsBy.get(unit.id) ?? 0) : (levelsBy.get(unit.mathsUnitId) ?? 0);
    if (n === 0) continue;
    const key = `${unit.year}:${unit.subject}`;
    const entry = sizes.get(key) ?? { year: unit.year, subject: unit.subject, units: 0, questions: 0 };
    sizes.set(key, { ...entry, units: entry.units + 1, questions: entry.questions + n });
  }
  return [...sizes.values()].sort((a, b) => a.year - b.year || a.subject.localeCompare(b.subject));
}

/** Every unit of the year and subject that has questions, with them. */
export async function poolOf(db: DbOrTx, year: number, subject: TutorSubject): Promise<PoolUnit[]> {
  const units = await unitsOf(db, { year, subject });
  const mathsUnitIds = [...new Set(units.flatMap((u) => (u.mathsUnitId === null ? [] : [u.mathsUnitId])))];
  const writtenUnitIds = units.filter((u) => u.mathsUnitId === null).map((u) => u.id);
  const [levels, items] = await Promise.all([
    mathsUnitIds.length === 0
      ? []
      : db
          .select({ unitId: mathsLevels.unitId, levelKey: mathsLevels.levelKey, generator: mathsLevels.generator, questionCount: mathsLevels.questionCount })
          .from(mathsLevels)
          .where(inArray(mathsLevels.unitId, mathsUnitIds))
          .orderBy(asc(mathsLevels.level)),
    writtenUnitIds.length === 0
      ? []
      : db
          .select({ unitId: tutorItems.unitId, itemId: tutorItems.itemId, kind: tutorItems.kind, prompt: tutorItems.prompt, options: tutorItems.options })
          .from(tutorItems)
          .where(inArray(tutorItems.unitId, writtenUnitIds))
          .orderBy(asc(tutorItems.sort), asc(tutorItems.id)),
  ]);
  return units
    .map((unit) => ({
      curriculumId: unit.id,
      name: unit.name,
      levels: unit.mathsUnitId === null ? [] : levels.filter((l) => l.unitId === unit.mathsUnitId && l.questionCount > 0),
      items: unit.mathsUnitId === null ? items.filter((i) => i.unitId === unit.id) : [],
    }))
    .filter((unit) => unit.levels.length > 0 || unit.items.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Attempts

/** Inserts an open attempt; undefined when one is already open (a start at the same moment). */
export async function insertAttempt(tx: Tx, row: typeof assessmentAttempts.$inferInsert): Promise<AssessmentAttemptRow | undefined> {
  const [inserted] = await tx.insert(assessmentAttempts).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertQuestions(tx: Tx, rows: (typeof assessmentQuestions.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(assessmentQuestions).values(rows);
}

/** The caller's open attempt of the year and subject, locked. */
export async function lockOpenAttempt(tx: Tx, userId: number, year: number, subject: TutorSubject): Promise<AssessmentAttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.year, year), eq(assessmentAttempts.subject, subject), eq(assessmentAttempts.state, 'open')))
    .for('update');
  return row;
}

export async function lockAttempt(tx: Tx, id: number): Promise<AssessmentAttemptRow | undefined> {
  const [row] = await tx.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id)).for('update');
  return row;
}

/** The id of the caller's newest closed attempt of the year and subject (a repeated submit that names none). */
export async function newestClosedId(db: DbOrTx, userId: number, year: number, subject: TutorSubject): Promise<number | undefined> {
  const [row] = await db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.year, year), eq(assessmentAttempts.subject, subject), ne(assessmentAttempts.state, 'open')))
    .orderBy(desc(assessmentAttempts.closedAt), desc(assessmentAttempts.id))
    .limit(1);
  return row?.id;
}

/** Ids of the caller's open attempts whose deadline passed before `before` (the deadline plus the allowance). */
export async function overdueIds(db: DbOrTx, userId: number, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.state, 'open'), lte(assessmentAttempts.deadlineAt, before)));
  return rows.map((row) => row.id);
}

/** The paper of an attempt, in its order. */
export async function questionsOf(db: DbOrTx, attemptId: number): Promise<AssessmentQuestionRow[]> {
  return db.select().from(assessmentQuestions).where(eq(assessmentQuestions.attemptId, attemptId)).orderBy(asc(assessmentQuestions.position));
}

/** Saves (or clears, with null) the answers of these questions of the attempt. */
export async function saveGiven(tx: Tx, attemptId: number, answers: readonly { position: number; given: string | null }[]): Promise<void> {
  for (const answer of answers) {
    await tx
      .update(assessmentQuestions)
      .set({ given: answer.given })
      .where(and(eq(assessmentQuestions.attemptId, attemptId), eq(assessmentQuestions.position, answer.position)));
  }
}

export async function setVerdicts(tx: Tx, attemptId: number, verdicts: readonly { position: number; rightAnswer: string | null; correct: boolean }[]): Promise<void> {
  for (const verdict of verdicts) {
    await tx
      .update(assessmentQuestions)
      .set({ rightAnswer: verdict.rightAnswer, correct: verdict.correct })
      .where(and(eq(assessmentQuestions.attemptId, attemptId), eq(assessmentQuestions.position, verdict.position)));
  }
}

/** Closes an open attempt (conditional: whoever gets there first closes it); undefined when it was not open. */
export async function closeAttempt(
  tx: Tx,
  id: number,
  close: { state: 'submitted' | 'expired'; closedAt: Date; score: number; timeTaken: number; clientTimeTaken: number | null },
): Promise<AssessmentAttemptRow | undefined> {
  const [row] = await tx
    .update(assessmentAttempts)
    .set(close)
    .where(and(eq(assessmentAttempts.id, id), eq(assessmentAttempts.state, 'open')))
    .returning();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Results

/** The caller's closed attempts, newest first, with the total. */
export async function listResults(
  db: DbOrTx,
  userId: number,
  filter: { year?: number | undefined; subject?: TutorSubject | undefined; offset: number; limit: number },
): Promise<{ total: number; rows: AssessmentAttemptRow[] }> {
  const where = and(
    eq(assessmentAttempts.userId, userId),
    ne(assessmentAttempts.state, 'open'),
    filter.year === undefined ? undefined : eq(assessmentAttempts.year, filter.year),
    filter.subject === undefined ? undefined : eq(assessmentAttempts.subject, filter.subject),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(assessmentAttempts).where(where).orderBy(desc(assessmentAttempts.closedAt), desc(assessmentAttempts.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(assessmentAttempts).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** Per attempt and unit: questions and right answers, in the order the units first come on the paper. */
export async function byUnit(db: DbOrTx, attemptIds: readonly number[]): Promise<Map<number, { curriculum_id: number; name: string; correct: number; total: number }[]>> {
  const result = new Map<number, { curriculum_id: number; name: string; correct: number; total: number }[]>();
  if (attemptIds.length === 0) return result;
  const rows = await db
    .select({
      attemptId: assessmentQuestions.attemptId,
      curriculumId: assessmentQuestions.curriculumId,
      name: sql<string>`min(${assessmentQuestions.unitName})`,
      total: count(),
      correct: sql<number>`count(*) filter (where ${assessmentQuestions.correct})`.mapWith(Number),
    })
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.attemptId, [...attemptIds]))
    .groupBy(assessmentQuestions.attemptId, assessmentQuestions.curriculumId)
    .orderBy(asc(assessmentQuestions.attemptId), sql`min(${assessmentQuestions.position})`);
  for (const row of rows) {
    const list = result.get(row.attemptId) ?? [];
    list.push({ curriculum_id: row.curriculumId, name: row.name, correct: row.correct, total: row.total });
    result.set(row.attemptId, list);
  }
  return result;
}

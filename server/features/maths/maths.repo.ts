import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { languages, mathsCurricula, mathsLevels, mathsProgress, mathsResets, mathsUnits } from '../../db/schema';

export type CurriculumRow = typeof mathsCurricula.$inferSelect;
export type UnitRow = typeof mathsUnits.$inferSelect;
export type LevelRow = typeof mathsLevels.$inferSelect;
export type ProgressRow = typeof mathsProgress.$inferSelect;
export type ResetRow = typeof mathsResets.$inferSelect;
export interface LanguageCodeRow {
  readonly id: number;
  readonly code: string;
  readonly isDefault: boolean;
}

/** The whole content tree: a few dozen rows, read once a minute at most (see maths.catalogue.ts). */
export async function loadContent(db: DbOrTx): Promise<{ curricula: CurriculumRow[]; units: UnitRow[]; levels: LevelRow[]; languages: LanguageCodeRow[] }> {
  const curricula = await db.select().from(mathsCurricula).orderBy(asc(mathsCurricula.sort), asc(mathsCurricula.id));
  const units = await db.select().from(mathsUnits).orderBy(asc(mathsUnits.sort), asc(mathsUnits.id));
  const levels = await db.select().from(mathsLevels).orderBy(asc(mathsLevels.unitId), asc(mathsLevels.level));
  // Names are stored per language code; requests name a language by id.
  const langs = await db.select({ id: languages.id, code: languages.code, isDefault: languages.isDefault }).from(languages);
  return { curricula, units, levels, languages: langs };
}

export interface LevelCountRow {
  readonly levelId: number;
  readonly attempted: number;
  readonly correct: number;
}

export async function levelCounts(db: DbOrTx, userId: number, levelIds: readonly number[]): Promise<LevelCountRow[]> {
  if (levelIds.length === 0) return [];
  return db
    .select({
      levelId: mathsProgress.levelId,
      attempted: sql<number>`(count(*) filter (where ${mathsProgress.attempted}))::int`,
      correct: sql<number>`(count(*) filter (where ${mathsProgress.isCorrect}))::int`,
    })
    .from(mathsProgress)
    .where(and(eq(mathsProgress.userId, userId), inArray(mathsProgress.levelId, [...levelIds])))
    .groupBy(mathsProgress.levelId);
}

export async function findProgress(db: DbOrTx, userId: number, questionId: string): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(mathsProgress)
    .where(and(eq(mathsProgress.userId, userId), eq(mathsProgress.questionId, questionId)));
  return row;
}

/** Writes the merged record; the caller holds the user's lock, so read, merge and write are one step. */
export async function saveProgress(db: DbOrTx, row: typeof mathsProgress.$inferInsert): Promise<ProgressRow> {
  const [saved] = await db
    .insert(mathsProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [mathsProgress.userId, mathsProgress.questionId],
      set: { attempted: row.attempted, isCorrect: row.isCorrect, lastDeviceId: row.lastDeviceId, lastSeq: row.lastSeq, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('maths progress was not saved');
  return saved;
}

/** The stored records of several questions of a user, for a run of answers merged in memory. */
export async function findProgressMany(db: DbOrTx, userId: number, questionIds: readonly string[]): Promise<ProgressRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(mathsProgress)
    .where(and(eq(mathsProgress.userId, userId), inArray(mathsProgress.questionId, [...questionIds])));
}

/**
 * Writes several merged records in one statement, each as saveProgress would (a stored row keeps
 * its curriculum and level). At most one row per question: one statement cannot touch a row twice.
 */
export async function saveProgressMany(db: DbOrTx, rows: readonly (typeof mathsProgress.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: { name: string }) => sql.raw(`excluded.${column.name}`);
  await db
    .insert(mathsProgress)
    .values([...rows])
    .onConflictDoUpdate({
      target: [mathsProgress.userId, mathsProgress.questionId],
      set: {
        attempted: excluded(mathsProgress.attempted),
        isCorrect: excluded(mathsProgress.isCorrect),
        lastDeviceId: excluded(mathsProgress.lastDeviceId),
        lastSeq: excluded(mathsProgress.lastSeq),
        updatedAt: excluded(mathsProgress.updatedAt),
      },
    });
}

export async function listProgress(
  db: DbOrTx,
  userId: number,
  filter: { curriculumId?: number | undefined; levelId?: number | undefined; questionId?: string | undefined },
): Promise<ProgressRow[]> {
  return db
    .select()
    .from(mathsProgress)
    .where(
      and(
        eq(mathsProgress.userId, userId),
        filter.curriculumId === undefined ? undefined : eq(mathsProgress.curriculumId, filter.curriculumId),
        filter.levelId === undefined ? undefined : eq(mathsProgress.levelId, filter.levelId),
        filter.questionId === undefined ? undefined : eq(mathsProgress.questionId, filter.questionId),
      ),
    )
    // Question 2 before question 10: by length first, then by text.
    .orderBy(asc(mathsProgress.levelId), asc(sql`length(${mathsProgress.questionId})`), asc(mathsProgress.questionId));
}

export async function findReset(db: DbOrTx, userId: number, curriculumId: number): Promise<ResetRow | undefined> {
  const [row] = await db
    .select()
    .from(mathsResets)
    .where(and(eq(mathsResets.userId, userId), eq(mathsResets.curriculumId, curriculumId)));
  return row;
}

export async function findResets(db: DbOrTx, userId: number, curriculumIds: readonly number[]): Promise<ResetRow[]> {
  if (curriculumIds.length === 0) return [];
  return db
    .select()
    .from(mathsResets)
    .where(and(eq(mathsResets.userId, userId), inArray(mathsResets.curriculumId, [...curriculumIds])));
}

export async function listResets(db: DbOrTx, userId: number, curriculumId: number | undefined): Promise<ResetRow[]> {
  return db
    .select()
    .from(mathsResets)
    .where(and(eq(mathsResets.userId, userId), curriculumId === undefined ? undefined : eq(mathsResets.curriculumId, curriculumId)))
    .orderBy(asc(mathsResets.curriculumId));
}

/** Stores the curriculum's greatest reset; the caller merged it and holds the user's lock. */
export async function saveReset(db: DbOrTx, row: typeof mathsResets.$inferInsert): Promise<ResetRow> {
  const [saved] = await db
    .insert(mathsResets)
    .values(row)
    .onConflictDoUpdate({
      target: [mathsResets.userId, mathsResets.curriculumId],
      set: { seq: row.seq, deviceId: row.deviceId, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('maths reset was not saved');
  return saved;
}

/** The stamps of a user's records in a curriculum, for the reset to pick the ones it forgets. */
export async function progressStamps(db: DbOrTx, userId: number, curriculumId: number): Promise<{ questionId: string; lastSeq: number; lastDeviceId: string }[]> {
  return db
    .select({ questionId: mathsProgress.questionId, lastSeq: mathsProgress.lastSeq, lastDeviceId: mathsProgress.lastDeviceId })
    .from(mathsProgress)
    .where(and(eq(mathsProgress.userId, userId), eq(mathsProgress.curriculumId, curriculumId)));
}

export async function deleteProgress(db: DbOrTx, userId: number, questionIds: readonly string[]): Promise<void> {
  if (questionIds.length === 0) return;
  await db.delete(mathsProgress).where(and(eq(mathsProgress.userId, userId), inArray(mathsProgress.questionId, [...questionIds])));
}

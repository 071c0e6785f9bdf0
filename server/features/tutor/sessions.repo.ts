/**
 * The reads and writes of tutor sessions, their turns and the checked attempts (schema
 * tutor-sessions.ts). Merging is the service's: this file only stores what it decided.
 */
import { and, asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tutorAttempts, tutorChapters, tutorSessions, tutorSubjects, tutorTurns, tutorUnits, type TutorAttemptRow, type TutorSessionRow, type TutorTurnRow } from '../../db/schema';

/** The row an upsert proposed (PostgreSQL's `excluded`), by column name: a column's own name, never input. */
const sqlExcluded = (column: { name: string }): SQL => sql.raw(`excluded."${column.name}"`);

export type { TutorAttemptRow, TutorSessionRow, TutorTurnRow };
export type NewAttempt = typeof tutorAttempts.$inferInsert;
export type NewTurn = typeof tutorTurns.$inferInsert;

/** Which of these tutor units exist. */
export async function existingUnits(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: tutorUnits.id }).from(tutorUnits).where(inArray(tutorUnits.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** The units of a tutor subject (null when there is no such subject). */
export async function unitsOfSubject(db: DbOrTx, subjectId: number): Promise<number[] | null> {
  const [subject] = await db.select({ id: tutorSubjects.id }).from(tutorSubjects).where(eq(tutorSubjects.id, subjectId));
  if (!subject) return null;
  const rows = await db
    .select({ id: tutorUnits.id })
    .from(tutorUnits)
    .innerJoin(tutorChapters, eq(tutorChapters.id, tutorUnits.chapterId))
    .where(eq(tutorChapters.subjectId, subjectId))
    .orderBy(asc(tutorChapters.sort), asc(tutorChapters.id), asc(tutorUnits.sort), asc(tutorUnits.id));
  return rows.map((r) => r.id);
}

export async function findSession(db: DbOrTx, userId: number, curriculumId: number): Promise<TutorSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(tutorSessions)
    .where(and(eq(tutorSessions.userId, userId), eq(tutorSessions.curriculumId, curriculumId)));
  return row;
}

export async function listSessions(db: DbOrTx, userId: number, curriculumIds: readonly number[]): Promise<TutorSessionRow[]> {
  if (curriculumIds.length === 0) return [];
  return db
    .select()
    .from(tutorSessions)
    .where(and(eq(tutorSessions.userId, userId), inArray(tutorSessions.curriculumId, [...curriculumIds])))
    .orderBy(asc(tutorSessions.curriculumId));
}

export async function saveSession(db: DbOrTx, row: typeof tutorSessions.$inferInsert): Promise<void> {
  await db
    .insert(tutorSessions)
    .values(row)
    .onConflictDoUpdate({
      target: [tutorSessions.userId, tutorSessions.curriculumId],
      set: { currentStage: row.currentStage, lastSeq: row.lastSeq, lastDeviceId: row.lastDeviceId, updatedAt: row.updatedAt },
    });
}

/** The turns of sessions, by session; with turnIds, only those. */
export async function listTurns(db: DbOrTx, userId: number, curriculumIds: readonly number[], turnIds?: readonly string[]): Promise<TutorTurnRow[]> {
  if (curriculumIds.length === 0 || turnIds?.length === 0) return [];
  return db
    .select()
    .from(tutorTurns)
    .where(
      and(
        eq(tutorTurns.userId, userId),
        inArray(tutorTurns.curriculumId, [...curriculumIds]),
        turnIds ? inArray(tutorTurns.turnId, [...turnIds]) : undefined,
      ),
    );
}

/** Stores turns at their (new or earlier) place. */
export async function saveTurns(db: DbOrTx, rows: readonly NewTurn[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(tutorTurns)
    .values([...rows])
    .onConflictDoUpdate({
      target: [tutorTurns.userId, tutorTurns.curriculumId, tutorTurns.turnId],
      set: { seq: sqlExcluded(tutorTurns.seq), deviceId: sqlExcluded(tutorTurns.deviceId), idx: sqlExcluded(tutorTurns.idx), turn: sqlExcluded(tutorTurns.turn) },
    });
}

/** The attempts of some skills (all of the user's without curriculumIds). */
export async function listAttempts(db: DbOrTx, userId: number, curriculumIds?: readonly number[]): Promise<TutorAttemptRow[]> {
  if (curriculumIds?.length === 0) return [];
  return db
    .select()
    .from(tutorAttempts)
    .where(and(eq(tutorAttempts.userId, userId), curriculumIds ? inArray(tutorAttempts.curriculumId, [...curriculumIds]) : undefined));
}

export async function findAttempts(db: DbOrTx, userId: number, source: 'turn' | 'review', sourceIds: readonly string[]): Promise<TutorAttemptRow[]> {
  if (sourceIds.length === 0) return [];
  return db
    .select()
    .from(tutorAttempts)
    .where(and(eq(tutorAttempts.userId, userId), eq(tutorAttempts.source, source), inArray(tutorAttempts.sourceId, [...sourceIds])));
}

/** Stores attempts at their (new or earlier) place. */
export async function saveAttempts(db: DbOrTx, rows: readonly NewAttempt[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(tutorAttempts)
    .values([...rows])
    .onConflictDoUpdate({
      target: [tutorAttempts.userId, tutorAttempts.curriculumId, tutorAttempts.source, tutorAttempts.sourceId],
      set: {
        itemId: sqlExcluded(tutorAttempts.itemId),
        answer: sqlExcluded(tutorAttempts.answer),
        correct: sqlExcluded(tutorAttempts.correct),
        mode: sqlExcluded(tutorAttempts.mode),
        at: sqlExcluded(tutorAttempts.at),
        seq: sqlExcluded(tutorAttempts.seq),
        deviceId: sqlExcluded(tutorAttempts.deviceId),
        idx: sqlExcluded(tutorAttempts.idx),
      },
    });
}

/** Stores attempts that are never moved (an assessment's): one already stored is kept as it is. */
export async function insertAttempts(db: DbOrTx, rows: readonly NewAttempt[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(tutorAttempts)
    .values([...rows])
    .onConflictDoNothing({ target: [tutorAttempts.userId, tutorAttempts.curriculumId, tutorAttempts.source, tutorAttempts.sourceId] });
}

export async function deleteTurnAttempts(db: DbOrTx, userId: number, curriculumId: number, turnIds: readonly string[]): Promise<void> {
  if (turnIds.length === 0) return;
  await db
    .delete(tutorAttempts)
    .where(
      and(
        eq(tutorAttempts.userId, userId),
        eq(tutorAttempts.curriculumId, curriculumId),
        eq(tutorAttempts.source, 'turn'),
        inArray(tutorAttempts.sourceId, [...turnIds]),
      ),
    );
}

/** The greatest seq the user's writes of this table carry: an unstamped write goes one above it. */
export async function greatestSeq(db: DbOrTx, userId: number, curriculumId?: number): Promise<number> {
  const [session] = await db
    .select({ seq: max(tutorSessions.lastSeq) })
    .from(tutorSessions)
    .where(and(eq(tutorSessions.userId, userId), curriculumId === undefined ? undefined : eq(tutorSessions.curriculumId, curriculumId)));
  const [attempt] = await db
    .select({ seq: max(tutorAttempts.seq) })
    .from(tutorAttempts)
    .where(and(eq(tutorAttempts.userId, userId), curriculumId === undefined ? undefined : eq(tutorAttempts.curriculumId, curriculumId)));
  return Math.max(Number(session?.seq ?? 0), Number(attempt?.seq ?? 0));
}

/** The exam module's queries (server/db/schema/exams.ts). */
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, sql, sum } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { examAnswers, examAttempts, examQuestions, exams, users, type ExamStatisticsRow } from '../../db/schema';

export type ExamRow = typeof exams.$inferSelect;
export type ExamQuestionRow = typeof examQuestions.$inferSelect;
export type ExamAttemptRow = typeof examAttempts.$inferSelect;

/** An exam with what every list shows of it: its question count and total marks. */
export interface ExamSummary extends ExamRow {
  readonly questionCount: number;
  readonly totalMarks: number;
}

/** Question counts and total marks of these exams. */
async function totalsOf(db: DbOrTx, examIds: readonly number[]): Promise<Map<number, { n: number; marks: number }>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: examQuestions.examId, n: count(), marks: sum(examQuestions.marks).mapWith(Number) })
    .from(examQuestions)
    .where(inArray(examQuestions.examId, [...examIds]))
    .groupBy(examQuestions.examId);
  return new Map(rows.map((row) => [row.examId, { n: row.n, marks: row.marks }]));
}

async function withTotals(db: DbOrTx, rows: readonly ExamRow[]): Promise<ExamSummary[]> {
  const totals = await totalsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, questionCount: totals.get(row.id)?.n ?? 0, totalMarks: totals.get(row.id)?.marks ?? 0 }));
}

/**
 * A player's list: active exams of the language; 'today' holds those not yet ended whose window
 * starts by the end of today (open, or opening later today), 'past' those that ended, newest first.
 */
export async function listPlayerExams(
  db: DbOrTx,
  filter: { languageId: number | undefined; type: 'today' | 'past'; now: Date; endOfToday: Date; offset: number; limit: number },
): Promise<{ total: number; rows: ExamSummary[] }> {
  const where = and(
    eq(exams.status, 'active'),
    filter.languageId === undefined ? undefined : eq(exams.languageId, filter.languageId),
    filter.type === 'today' ? and(gt(exams.endsAt, filter.now), lte(exams.startsAt, filter.endOfToday)) : lte(exams.endsAt, filter.now),
  );
  const order = filter.type === 'today' ? [asc(exams.startsAt), asc(exams.id)] : [desc(exams.endsAt), desc(exams.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(exams)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(exams).where(where),
  ]);
  return { total: total?.n ?? 0, rows: await withTotals(db, rows) };
}

export async function examSummary(db: DbOrTx, id: number): Promise<ExamSummary | undefined> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id));
  return row ? (await withTotals(db, [row]))[0] : undefined;
}

/** The exam's questions in their order, with their answers (never sent to a player as they are). */
export async function questionsOf(db: DbOrTx, examId: number): Promise<ExamQuestionRow[]> {
  return db.select().from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.sort), asc(examQuestions.id));
}

export async function attemptOf(db: DbOrTx, examId: number, userId: number): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)));
  return row;
}

/** The caller's attempts of these exams (a list's "taken"). */
export async function attemptsOfUser(db: DbOrTx, userId: number, examIds: readonly number[]): Promise<Map<number, ExamAttemptRow>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.examId, [...examIds])));
  return new Map(rows.map((row) => [row.examId, row]));
}

/** The attempt under a row lock: one change of an attempt at a time (answers, visibility, the close). */
export async function lockAttempt(tx: Tx, where: { id: number } | { examId: number; userId: number }): Promise<ExamAttemptRow | undefined> {
  const condition = 'id' in where ? eq(examAttempts.id, where.id) : and(eq(examAttempts.examId, where.examId), eq(examAttempts.userId, where.userId));
  const [row] = await tx.select().from(examAttempts).where(condition).for('update');
  return row;
}

/** Starts the attempt; undefined when one exists already (two starts at once make one attempt). */
export async function insertAttempt(tx: Tx, row: { examId: number; userId: number; startedAt: Date; deadlineAt: Date }): Promise<ExamAttemptRow | undefined> {
  const [inserted] = await tx.insert(examAttempts).values(row).onConflictDoNothing({ target: [examAttempts.examId, examAttempts.userId] }).returning();
  return inserted;
}

export async function answersOf(db: DbOrTx, attemptId: number): Promise<{ questionId: number; choice: number }[]> {
  return db
    .select({ questionId: examAnswers.questionId, choice: examAnswers.choice })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId))
    .orderBy(asc(examAnswers.questionId));
}

export async function saveAnswer(tx: Tx, row: { attemptId: number; questionId: number; choice: number | null; at: Date }): Promise<void> {
  if (row.choice === null) {
    await tx.delete(examAnswers).where(and(eq(examAnswers.attemptId, row.attemptId), eq(examAnswers.questionId, row.questionId)));
    return;
  }
  await tx
    .insert(examAnswers)
    .values({ attemptId: row.attemptId, questionId: row.questionId, choice: row.choice, answeredAt: row.at })
    .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set: { choice: row.choice, answeredAt: row.at } });
}

export async function countAnswers(db: DbOrTx, attemptId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
  return row?.n ?? 0;
}

export async function setHiddenAt(tx: Tx, attemptId: number, hiddenAt: Date | null): Promise<void> {
  await tx.update(examAttempts).set({ hiddenAt }).where(eq(examAttempts.id, attemptId));
}

export interface AttemptClose {
  readonly state: 'completed' | 'violated' | 'expired';
  readonly finishedAt: Date;
  readonly obtainedMarks: number;
  readonly correctAnswers: number;
  readonly incorrectAnswers: number;
  readonly statistics: ExamStatisticsRow;
  readonly violatedAt: Date | null;
  readonly client?: {
    readonly totalDuration: number | null;
    readonly obtainedMarks: number | null;
    readonly statistics: unknown;
    readonly capturedQuestionIds: unknown;
  };
}

/** Ends an attempt still in progress (conditional: an attempt closes once); returns the closed row or undefined. */
export async function closeAttempt(tx: Tx, attemptId: number, close: AttemptClose): Promise<ExamAttemptRow | undefined> {
  const [row] = await tx
    .update(examAttempts)
    .set({
      state: close.state,
      finishedAt: close.finishedAt,
      obtainedMarks: close.obtainedMarks,
      correctAnswers: close.correctAnswers,
      incorrectAnswers: close.incorrectAnswers,
      statistics: close.statistics,
      rulesViolated: close.state === 'violated',
      violatedAt: close.violatedAt,
      hiddenAt: null,
      ...(close.client
        ? {
            clientTotalDuration: close.client.totalDuration,
            clientObtainedMarks: close.client.obtainedMarks,
            clientStatistics: close.client.statistics ?? null,
            clientCapturedQuestionIds: close.client.capturedQuestionIds ?? null,
          }
        : {}),
    })
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.state, 'in_progress')))
    .returning();
  return row;
}

// ---- Admin -------------------------------------------------------------------------------------

/** Attempts and violations per exam. */
async function attemptCounts(db: DbOrTx, examIds: readonly number[]): Promise<Map<number, { attempts: number; violations: number }>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({
      examId: examAttempts.examId,
      attempts: count(),
      violations: sql<number>`count(*) filter (where ${examAttempts.rulesViolated})`.mapWith(Number),
    })
    .from(examAttempts)
    .where(inArray(examAttempts.examId, [...examIds]))
    .groupBy(examAttempts.examId);
  return new Map(rows.map((row) => [row.examId, { attempts: row.attempts, violations: row.violations }]));
}

export interface AdminExamRow extends ExamSummary {
  readonly attempts: number;
  readonly violations: number;
}

async function withCounts(db: DbOrTx, rows: readonly ExamSummary[]): Promise<AdminExamRow[]> {
  const counts = await attemptCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, attempts: counts.get(row.id)?.attempts ?? 0, violations: counts.get(row.id)?.violations ?? 0 }));
}

export async function listAdminExams(db: DbOrTx, filter: { offset: number; limit: number; search?: string | undefined }): Promise<{ total: number; rows: AdminExamRow[] }> {
  const where = filter.search ? ilike(exams.title, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(exams).where(where).orderBy(desc(exams.startsAt), desc(exams.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(exams).where(where),
  ]);
  return { total: total?.n ?? 0, rows: await withCounts(db, await withTotals(db, rows)) };
}

export async function adminExam(db: DbOrTx, id: number): Promise<AdminExamRow | undefined> {
  const summary = await examSummary(db, id);
  return summary ? (await withCounts(db, [summary]))[0] : undefined;
}

/** The exam row under a lock: edits of one exam, and starts of its attempts, take turns with it. */
export async function lockExam(tx: Tx, id: number, mode: 'update' | 'share'): Promise<ExamRow | undefined> {
  const [row] = await tx.select().from(exams).where(eq(exams.id, id)).for(mode);
  return row;
}

export async function hasAttempts(db: DbOrTx, examId: number): Promise<boolean> {
  const [row] = await db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.examId, examId)).limit(1);
  return row !== undefined;
}

export type ExamFields = Pick<typeof exams.$inferInsert, 'languageId' | 'title' | 'instructions' | 'examKey' | 'startsAt' | 'endsAt' | 'duration' | 'status' | 'isDemo'>;
export type ExamQuestionFields = Omit<typeof examQuestions.$inferInsert, 'id' | 'examId' | 'sort'>;

export async function insertExam(tx: DbOrTx, fields: ExamFields): Promise<number> {
  const [row] = await tx.insert(exams).values(fields).returning({ id: exams.id });
  if (!row) throw new Error('the exam was not stored');
  return row.id;
}

export async function updateExam(tx: Tx, id: number, fields: Partial<ExamFields>): Promise<void> {
  await tx.update(exams).set(fields).where(eq(exams.id, id));
}

/** Replaces an exam's questions (only while it has no attempt: answers point at them). */
export async function replaceQuestions(tx: DbOrTx, examId: number, questions: readonly ExamQuestionFields[]): Promise<void> {
  await tx.delete(examQuestions).where(eq(examQuestions.examId, examId));
  if (questions.length > 0) await tx.insert(examQuestions).values(questions.map((q, i) => ({ ...q, examId, sort: i + 1 })));
}

/** An exam's attempts for the examiner: best marks first, attempts in progress (no marks yet) last. */
export async function adminResults(
  db: DbOrTx,
  filter: { examId: number; offset: number; limit: number; violationsOnly: boolean },
): Promise<{ total: number; rows: (ExamAttemptRow & { name: string; email: string | null })[] }> {
  const where = and(eq(examAttempts.examId, filter.examId), filter.violationsOnly ? eq(examAttempts.rulesViolated, true) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: examAttempts, name: users.name, email: users.email })
      .from(examAttempts)
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .where(where)
      .orderBy(sql`${examAttempts.obtainedMarks} desc nulls last`, asc(examAttempts.startedAt), asc(examAttempts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(examAttempts).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((row) => ({ ...row.attempt, name: row.name, email: row.email })) };
}

/** Question reports' rows (server/db/schema/admin-ops.ts), read with their question, category and reporter. */
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { QuestionReportRow } from '../../../contract/api/reports';
import { MAX_ID } from '../../../contract/ids';
import type { DbOrTx } from '../../db/client';
import { categories, questionReports, questions, subcategories, users, type QuestionReportRow as StoredReport } from '../../db/schema';
import { displayName } from '../users/user-dto';

export interface ReportFilter {
  readonly offset: number;
  readonly limit: number;
  readonly status?: StoredReport['status'] | undefined;
  readonly search?: string | undefined;
}

/** A LIKE pattern's own characters taken literally (backslash is PostgreSQL's default escape). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The question, if it exists and is in play (an inactive question is not shown, so not reported). */
export async function activeQuestion(db: DbOrTx, questionId: number): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: questions.id }).from(questions).where(and(eq(questions.id, questionId), eq(questions.active, true)));
  return row;
}

export async function reportsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), gte(questionReports.createdAt, since)));
  return row?.n ?? 0;
}

/** Inserts an open report; null when the player already has one open for the question (the unique key, a last guard). */
export async function insertReport(db: DbOrTx, report: { userId: number; questionId: number; message: string; at: Date }): Promise<number | null> {
  const rows = await db
    .insert(questionReports)
    .values({ userId: report.userId, questionId: report.questionId, message: report.message, createdAt: report.at })
    .onConflictDoNothing()
    .returning({ id: questionReports.id });
  return rows[0]?.id ?? null;
}

export async function openReportOf(db: DbOrTx, userId: number, questionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: questionReports.id })
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, questionId), eq(questionReports.status, 'open')));
  return row?.id;
}

const rowFields = {
  id: questionReports.id,
  questionId: questionReports.questionId,
  question: questions.question,
  categoryId: questions.categoryId,
  categoryName: categories.name,
  subcategoryId: questions.subcategoryId,
  subcategoryName: subcategories.name,
  type: categories.type,
  level: questions.level,
  userId: questionReports.userId,
  userName: users.name,
  message: questionReports.message,
  status: questionReports.status,
  adminNote: questionReports.adminNote,
  closedAt: questionReports.closedAt,
  createdAt: questionReports.createdAt,
};

function joined(db: DbOrTx) {
  return db
    .select(rowFields)
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, questions.subcategoryId))
    .innerJoin(users, eq(users.id, questionReports.userId));
}

type Joined = Awaited<ReturnType<typeof joined>>[number];

const toRow = (row: Joined): QuestionReportRow => ({
  id: row.id,
  question_id: row.questionId,
  question: row.question,
  category_id: row.categoryId,
  category_name: row.categoryName,
  subcategory_id: row.subcategoryId,
  subcategory_name: row.subcategoryName,
  type: row.type,
  level: row.level,
  user_id: row.userId,
  user_name: displayName(row.userName),
  message: row.message,
  status: row.status,
  admin_note: row.adminNote,
  closed_at: row.closedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim() ?? '';
  if (term === '') return undefined;
  const conditions: SQL[] = [ilike(questionReports.message, `%${literal(term)}%`), ilike(questions.question, `%${literal(term)}%`)];
  if (/^\d+$/.test(term) && Number(term) <= MAX_ID) conditions.push(eq(questionReports.questionId, Number(term)));
  return or(...conditions);
}

/** Newest first. The open list reads question_reports_status_idx; a search scans the status's reports. */
export async function listReports(db: DbOrTx, filter: ReportFilter): Promise<{ total: number; data: QuestionReportRow[] }> {
  const where = and(filter.status ? eq(questionReports.status, filter.status) : undefined, searchCondition(filter.search));
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(questionReports.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(questionReports).innerJoin(questions, eq(questions.id, questionReports.questionId)).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map(toRow) };
}

export async function reportById(db: DbOrTx, reportId: number): Promise<QuestionReportRow | undefined> {
  const [row] = await joined(db).where(eq(questionReports.id, reportId));
  return row ? toRow(row) : undefined;
}

export async function fullQuestion(db: DbOrTx, questionId: number) {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
  return row;
}

export async function openReportsOfQuestion(db: DbOrTx, questionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionReports)
    .where(and(eq(questionReports.questionId, questionId), eq(questionReports.status, 'open')));
  return row?.n ?? 0;
}

export async function lockReport(tx: DbOrTx, reportId: number): Promise<StoredReport | undefined> {
  const [row] = await tx.select().from(questionReports).where(eq(questionReports.id, reportId)).for('update');
  return row;
}

export async function closeReport(tx: DbOrTx, reportId: number, close: { adminId: number; note: string | null; at: Date }): Promise<void> {
  await tx
    .update(questionReports)
    .set({ status: 'closed', adminNote: close.note, closedBy: close.adminId, closedAt: close.at })
    .where(eq(questionReports.id, reportId));
}

/** Reports still open, for the dashboard (question_reports_status_idx). */
export async function openReportCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(questionReports).where(eq(questionReports.status, 'open'));
  return row?.n ?? 0;
}

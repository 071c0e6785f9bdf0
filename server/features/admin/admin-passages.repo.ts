/** The admin's reads and writes of Fun & Learn passages (fun_n_learn rows) with their question counts. */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { AdminPassage } from '../../../contract/api/admin-passages';
import type { DbOrTx } from '../../db/client';
import { funNLearn } from '../../db/schema';
import { containing } from './admin-content.repo';

export type PassageRow = typeof funNLearn.$inferSelect;

export interface PassageFilter {
  readonly offset: number;
  readonly limit: number;
  readonly id?: number | undefined;
  readonly categoryId?: number | undefined;
  readonly subcategoryId?: number | undefined;
  readonly languageId?: number | undefined;
  readonly search?: string | undefined;
  readonly active?: boolean | undefined;
}

// Written out with its table: in a one-table select drizzle leaves column names bare.
const questionCount = sql<number>`(select count(*) from questions q where q.passage_id = "fun_n_learn"."id")`.mapWith(Number);

export const toAdminPassage = (row: PassageRow, questions: number): AdminPassage => ({
  id: row.id,
  category_id: row.categoryId,
  subcategory_id: row.subcategoryId,
  language_id: row.languageId,
  title: row.title,
  detail: row.detail,
  image_url: row.imageUrl,
  image_alt: row.imageAlt,
  audio_url: row.audioUrl,
  video_url: row.videoUrl,
  transcript: row.transcript,
  sort: row.sort,
  active: row.active,
  questions,
});

export async function listPassages(db: DbOrTx, filter: PassageFilter): Promise<{ total: number; data: AdminPassage[] }> {
  const pattern = filter.search === undefined ? undefined : containing(filter.search);
  const where = and(
    filter.id === undefined ? undefined : eq(funNLearn.id, filter.id),
    pattern ? ilike(funNLearn.title, pattern) : undefined,
    filter.categoryId === undefined ? undefined : eq(funNLearn.categoryId, filter.categoryId),
    filter.subcategoryId === undefined ? undefined : eq(funNLearn.subcategoryId, filter.subcategoryId),
    filter.languageId === undefined ? undefined : eq(funNLearn.languageId, filter.languageId),
    filter.active === undefined ? undefined : eq(funNLearn.active, filter.active),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: funNLearn, questions: questionCount })
      .from(funNLearn)
      .where(where)
      .orderBy(asc(funNLearn.categoryId), asc(funNLearn.subcategoryId), asc(funNLearn.sort), asc(funNLearn.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(funNLearn).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map((r) => toAdminPassage(r.row, r.questions)) };
}

export async function adminPassage(db: DbOrTx, id: number): Promise<AdminPassage | undefined> {
  const [r] = await db.select({ row: funNLearn, questions: questionCount }).from(funNLearn).where(eq(funNLearn.id, id));
  return r ? toAdminPassage(r.row, r.questions) : undefined;
}

export async function lockPassage(tx: DbOrTx, id: number): Promise<PassageRow | undefined> {
  const [row] = await tx.select().from(funNLearn).where(eq(funNLearn.id, id)).for('update');
  return row;
}

/** The next sort value at the end of a subcategory's passages. */
export async function nextPassageSort(db: DbOrTx, subcategoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${funNLearn.sort}) + 1, 0)::int` })
    .from(funNLearn)
    .where(eq(funNLearn.subcategoryId, subcategoryId));
  return row?.n ?? 0;
}

/**
 * The admin's reads and writes of Quiz Zone content rows (issue 12): paged lists with counts, one
 * row locked for a write, and the level facts that keep a subcategory's levels contiguous.
 */
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AdminCategory, AdminQuestion, AdminSubcategory } from '../../../contract/api/admin-content';
import type { CategoryType } from '../../../contract/quiz/solo-modes';
import type { DbOrTx } from '../../db/client';
import { categories, funNLearn, languages, questions, subcategories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

interface Paging {
  readonly offset: number;
  readonly limit: number;
}
type OrderBy = 'sort' | 'name' | 'id';

/** A LIKE pattern's own characters taken literally (backslash is PostgreSQL's default escape). */
export function containing(text: string): string | undefined {
  const term = text.trim();
  return term === '' ? undefined : `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Written out with their tables: in a one-table select drizzle leaves column names bare, and a bare
// "id" inside these subqueries would be the subquery's own table's.
const subCount = sql<number>`(select count(*) from subcategories s where s.category_id = "categories"."id")`.mapWith(Number);
const categoryQuestionCount = sql<number>`(select count(*) from questions q where q.category_id = "categories"."id")`.mapWith(Number);
const subQuestionCount = sql<number>`(select count(*) from questions q where q.subcategory_id = "subcategories"."id")`.mapWith(Number);
const subMaxLevel = sql<number>`(select coalesce(max(q.level), 0) from questions q where q.subcategory_id = "subcategories"."id")`.mapWith(Number);

function toAdminCategory(row: CategoryRow, counts: { subs: number; questions: number }): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    icon: row.icon,
    image_url: row.imageUrl,
    description: row.description,
    language_id: row.languageId,
    type: row.type,
    is_premium: row.isPremium,
    coins: row.coins,
    sort: row.sort,
    active: row.active,
    subcategories: counts.subs,
    questions: counts.questions,
  };
}

/** A question as the admin reads it; its category's type says which of the type's own fields apply. */
export function toAdminQuestion(row: QuestionRow, type: CategoryType): AdminQuestion {
  return {
    id: row.id,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    language_id: row.languageId,
    level: row.level,
    question: row.question,
    type,
    options: row.options,
    answer: row.answer,
    answer_text: row.answerText,
    hint: row.hint,
    transcript: row.transcript,
    math: row.math,
    passage_id: row.passageId,
    note: row.note,
    image_url: row.imageUrl,
    image_alt: row.imageAlt,
    audio_url: row.audioUrl,
    sort: row.sort,
    active: row.active,
  };
}

export interface CategoryFilter extends Paging {
  readonly id?: number | undefined;
  readonly search?: string | undefined;
  readonly languageId?: number | undefined;
  readonly active?: boolean | undefined;
  readonly orderBy: OrderBy;
}

export async function listCategories(db: DbOrTx, filter: CategoryFilter): Promise<{ total: number; data: AdminCategory[] }> {
  const pattern = filter.search === undefined ? undefined : containing(filter.search);
  const where = and(
    filter.id === undefined ? undefined : eq(categories.id, filter.id),
    pattern ? sql`(${ilike(categories.name, pattern)} or ${ilike(categories.slug, pattern)})` : undefined,
    filter.languageId === undefined ? undefined : eq(categories.languageId, filter.languageId),
    filter.active === undefined ? undefined : eq(categories.active, filter.active),
  );
  const order = { sort: [asc(categories.sort), asc(categories.id)], name: [asc(categories.name), asc(categories.id)], id: [asc(categories.id)] }[filter.orderBy];
  const [rows, [total]] = await Promise.all([
    db.select({ row: categories, subs: subCount, questions: categoryQuestionCount }).from(categories).where(where).orderBy(...order).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map((r) => toAdminCategory(r.row, r)) };
}

export async function adminCategory(db: DbOrTx, id: number): Promise<AdminCategory | undefined> {
  const [r] = await db.select({ row: categories, subs: subCount, questions: categoryQuestionCount }).from(categories).where(eq(categories.id, id));
  return r ? toAdminCategory(r.row, r) : undefined;
}

export interface SubcategoryFilter extends Paging {
  readonly id?: number | undefined;
  readonly categoryId?: number | undefined;
  readonly search?: string | undefined;
  readonly active?: boolean | undefined;
  readonly orderBy: OrderBy;
}

const subColumns = { row: subcategories, questions: subQuestionCount, maxLevel: subMaxLevel };
const toAdminSubcategory = (r: { row: SubcategoryRow; questions: number; maxLevel: number }): AdminSubcategory => ({
  id: r.row.id,
  category_id: r.row.categoryId,
  slug: r.row.slug,
  name: r.row.name,
  sort: r.row.sort,
  active: r.row.active,
  questions: r.questions,
  max_level: r.maxLevel,
});

export async function listSubcategories(db: DbOrTx, filter: SubcategoryFilter): Promise<{ total: number; data: AdminSubcategory[] }> {
  const pattern = filter.search === undefined ? undefined : containing(filter.search);
  const where = and(
    filter.id === undefined ? undefined : eq(subcategories.id, filter.id),
    pattern ? sql`(${ilike(subcategories.name, pattern)} or ${ilike(subcategories.slug, pattern)})` : undefined,
    filter.categoryId === undefined ? undefined : eq(subcategories.categoryId, filter.categoryId),
    filter.active === undefined ? undefined : eq(subcategories.active, filter.active),
  );
  const order = {
    sort: [asc(subcategories.categoryId), asc(subcategories.sort), asc(subcategories.id)],
    name: [asc(subcategories.name), asc(subcategories.id)],
    id: [asc(subcategories.id)],
  }[filter.orderBy];
  const [rows, [total]] = await Promise.all([
    db.select(subColumns).from(subcategories).where(where).orderBy(...order).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(subcategories).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map(toAdminSubcategory) };
}

export async function adminSubcategory(db: DbOrTx, id: number): Promise<AdminSubcategory | undefined> {
  const [r] = await db.select(subColumns).from(subcategories).where(eq(subcategories.id, id));
  return r ? toAdminSubcategory(r) : undefined;
}

export interface QuestionFilter extends Paging {
  readonly id?: number | undefined;
  readonly categoryId?: number | undefined;
  readonly subcategoryId?: number | undefined;
  readonly level?: number | undefined;
  readonly languageId?: number | undefined;
  readonly search?: string | undefined;
  readonly active?: boolean | undefined;
}

export function questionWhere(filter: Omit<QuestionFilter, 'offset' | 'limit'>): SQL | undefined {
  const pattern = filter.search === undefined ? undefined : containing(filter.search);
  return and(
    filter.id === undefined ? undefined : eq(questions.id, filter.id),
    pattern ? ilike(questions.question, pattern) : undefined,
    filter.categoryId === undefined ? undefined : eq(questions.categoryId, filter.categoryId),
    filter.subcategoryId === undefined ? undefined : eq(questions.subcategoryId, filter.subcategoryId),
    filter.level === undefined ? undefined : eq(questions.level, filter.level),
    filter.languageId === undefined ? undefined : eq(questions.languageId, filter.languageId),
    filter.active === undefined ? undefined : eq(questions.active, filter.active),
  );
}

export const questionOrder = [asc(questions.subcategoryId), asc(questions.level), asc(questions.sort), asc(questions.id)];

export async function listQuestions(db: DbOrTx, filter: QuestionFilter): Promise<{ total: number; data: AdminQuestion[] }> {
  const where = questionWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: questions, type: categories.type })
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(where)
      .orderBy(...questionOrder)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map((r) => toAdminQuestion(r.row, r.type)) };
}

export async function lockCategory(tx: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function lockSubcategory(tx: DbOrTx, id: number): Promise<SubcategoryRow | undefined> {
  const [row] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
  return row;
}

export async function lockQuestion(tx: DbOrTx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  return row;
}

/** The subcategory a passage belongs to, or undefined when there is no such passage. */
export async function passageSubcategory(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ subcategoryId: funNLearn.subcategoryId }).from(funNLearn).where(eq(funNLearn.id, id));
  return row?.subcategoryId;
}

export async function languageExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, id));
  return row !== undefined;
}

export async function categoryIdBySlug(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row?.id;
}

export async function subcategoryIdBySlug(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.slug, slug));
  return row?.id;
}

/** Active questions per level of a subcategory: the levels players see, which must be contiguous. */
export async function levelSizes(db: DbOrTx, subcategoryId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ level: questions.level, n: sql<number>`count(*)::int` })
    .from(questions)
    .where(and(eq(questions.subcategoryId, subcategoryId), eq(questions.active, true)))
    .groupBy(questions.level);
  return new Map(rows.map((r) => [r.level, r.n]));
}

/** The next sort value at the end of a level. */
export async function nextSort(db: DbOrTx, subcategoryId: number, level: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${questions.sort}) + 1, 0)::int` })
    .from(questions)
    .where(and(eq(questions.subcategoryId, subcategoryId), eq(questions.level, level)));
  return row?.n ?? 0;
}

export async function levelQuestionIds(db: DbOrTx, subcategoryId: number, level: number): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.subcategoryId, subcategoryId), eq(questions.level, level)))
    .orderBy(asc(questions.sort), asc(questions.id));
  return rows.map((r) => r.id);
}

export async function setSorts(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) await tx.update(questions).set({ sort: index }).where(eq(questions.id, id));
}

/** Keeps questions on their subcategory's category and language when a subcategory moves. */
export async function followSubcategory(tx: DbOrTx, subcategoryId: number, categoryId: number, languageId: number): Promise<void> {
  await tx.update(questions).set({ categoryId, languageId }).where(eq(questions.subcategoryId, subcategoryId));
}

export async function followCategoryLanguage(tx: DbOrTx, categoryId: number, languageId: number): Promise<void> {
  await tx.update(questions).set({ languageId }).where(eq(questions.categoryId, categoryId));
}

/** Questions with their category and subcategory slugs, in play order, for an export. */
export async function exportQuestions(db: DbOrTx, filter: Omit<QuestionFilter, 'offset' | 'limit' | 'level' | 'search'>, limit: number) {
  return db
    .select({ row: questions, categorySlug: categories.slug, subcategorySlug: subcategories.slug })
    .from(questions)
    .innerJoin(subcategories, eq(subcategories.id, questions.subcategoryId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(questionWhere(filter))
    .orderBy(...questionOrder)
    .limit(limit);
}

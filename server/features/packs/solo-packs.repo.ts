/** What the solo modes' offline packs read: their categories, questions with keys, and passages. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, funNLearn, languages, questions, subcategories } from '../../db/schema';

/** Active categories of the solo types (not Quiz Zone) that have an active question, with what orders them. */
export async function soloCategoriesWithQuestions(db: DbOrTx, languageId: number | undefined) {
  return db
    .select({ id: categories.id, type: categories.type, sort: categories.sort })
    .from(categories)
    .where(
      and(
        eq(categories.active, true),
        ne(categories.type, 'quiz_zone'),
        languageId === undefined ? undefined : eq(categories.languageId, languageId),
        sql`exists (select 1 from ${questions} join ${subcategories} on ${subcategories.id} = ${questions.subcategoryId}
          where ${questions.categoryId} = ${categories.id} and ${questions.active} and ${subcategories.active})`,
      ),
    );
}

/** An active category of a solo type, or undefined. */
export async function soloCategory(db: DbOrTx, categoryId: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.active, true), ne(categories.type, 'quiz_zone')));
  return row;
}

const questionColumns = {
  id: questions.id,
  subcategoryId: questions.subcategoryId,
  question: questions.question,
  options: questions.options,
  answer: questions.answer,
  answerText: questions.answerText,
  hint: questions.hint,
  transcript: questions.transcript,
  math: questions.math,
  passageId: questions.passageId,
  note: questions.note,
  imageUrl: questions.imageUrl,
  imageAlt: questions.imageAlt,
  audioUrl: questions.audioUrl,
  type: categories.type,
};

export type PackQuestionRow = Awaited<ReturnType<typeof categoryQuestions>>[number];

/** A category's active questions of its active subcategories, with their keys, in play order. */
export async function categoryQuestions(db: DbOrTx, categoryId: number) {
  return db
    .select(questionColumns)
    .from(questions)
    .innerJoin(subcategories, eq(subcategories.id, questions.subcategoryId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(and(eq(questions.categoryId, categoryId), eq(questions.active, true), eq(subcategories.active, true)))
    .orderBy(asc(subcategories.sort), asc(subcategories.id), asc(questions.level), asc(questions.sort), asc(questions.id));
}

/** These questions with their keys (active ones of active categories only), in no order. */
export async function questionsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(questionColumns)
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(and(inArray(questions.id, [...ids]), eq(questions.active, true), eq(categories.active, true)));
}

/** A category's active Fun & Learn passages, in reading order. */
export async function categoryPassages(db: DbOrTx, categoryId: number) {
  return db
    .select()
    .from(funNLearn)
    .where(and(eq(funNLearn.categoryId, categoryId), eq(funNLearn.active, true)))
    .orderBy(asc(funNLearn.sort), asc(funNLearn.id));
}

/** Every language's id, for the daily quiz packs of a list that names no language. */
export async function languageIds(db: DbOrTx): Promise<number[]> {
  return (await db.select({ id: languages.id }).from(languages).orderBy(asc(languages.id))).map((row) => row.id);
}

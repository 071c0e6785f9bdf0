/** The solo modes' queries: pools, content by id, passages, the daily set and the play records. */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CategoryType } from '../../../contract/quiz/solo-modes';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  dailyQuizzes,
  funNLearn,
  questions,
  soloLifelines,
  soloResults,
  soloRoundAnswers,
  soloRoundSets,
  soloWordHints,
  subcategories,
  type StoredSoloAnswer,
} from '../../db/schema';

/** Where a pool's questions come from: one category, one subcategory, one passage, or every free category of a type. */
export type PoolSpec =
  | { readonly kind: 'category'; readonly id: number }
  | { readonly kind: 'subcategory'; readonly id: number }
  | { readonly kind: 'passage'; readonly id: number }
  | { readonly kind: 'type'; readonly type: CategoryType; readonly languageId: number | null };

const liveQuestion = and(eq(questions.active, true), eq(categories.active, true), eq(subcategories.active, true));

/** The ids of a pool's active questions, in a fixed order (a round's draw shuffles them by its seed). */
export async function poolIds(db: DbOrTx, spec: PoolSpec): Promise<number[]> {
  const where =
    spec.kind === 'category'
      ? eq(questions.categoryId, spec.id)
      : spec.kind === 'subcategory'
        ? eq(questions.subcategoryId, spec.id)
        : spec.kind === 'passage'
          ? eq(questions.passageId, spec.id)
          : // Type-wide rounds draw from free categories only: a premium one is played by choosing it.
            and(eq(categories.type, spec.type), eq(categories.isPremium, false), spec.languageId === null ? undefined : eq(categories.languageId, spec.languageId));
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, questions.subcategoryId))
    .where(and(liveQuestion, where))
    .orderBy(asc(questions.sort), asc(questions.id));
  return rows.map((r) => r.id);
}

/** Questions by id with everything a round needs (the key included: only the server reads it). */
export async function questionsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: questions.id,
      categoryId: questions.categoryId,
      subcategoryId: questions.subcategoryId,
      passageId: questions.passageId,
      question: questions.question,
      options: questions.options,
      answer: questions.answer,
      answerText: questions.answerText,
      hint: questions.hint,
      transcript: questions.transcript,
      math: questions.math,
      note: questions.note,
      imageUrl: questions.imageUrl,
      imageAlt: questions.imageAlt,
      audioUrl: questions.audioUrl,
      active: sql<boolean>`${questions.active} and ${categories.active} and ${subcategories.active}`,
      type: categories.type,
      isPremium: categories.isPremium,
      categoryName: categories.name,
    })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, questions.subcategoryId))
    .where(inArray(questions.id, [...ids]));
}
export type KeyRow = Awaited<ReturnType<typeof questionsByIds>>[number];

export async function findCategory(db: DbOrTx, where: { id: number } | { slug: string }) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and('id' in where ? eq(categories.id, where.id) : eq(categories.slug, where.slug), eq(categories.active, true)));
  return row;
}

export async function findSubcategory(db: DbOrTx, categoryId: number, where: { id: number } | { slug: string }) {
  const [row] = await db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, categoryId), 'id' in where ? eq(subcategories.id, where.id) : eq(subcategories.slug, where.slug), eq(subcategories.active, true)));
  return row;
}

export async function findPassage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(funNLearn).where(and(eq(funNLearn.id, id), eq(funNLearn.active, true)));
  return row;
}

/** A category's (or subcategory's) passages with their number of active questions. */
export async function listPassages(db: DbOrTx, categoryId: number, subcategoryId: number | undefined) {
  const counted = db
    .select({ passageId: questions.passageId, n: sql<number>`count(*)::int`.as('n') })
    .from(questions)
    .where(eq(questions.active, true))
    .groupBy(questions.passageId)
    .as('counted');
  return db
    .select({ passage: funNLearn, questions: sql<number>`coalesce(${counted.n}, 0)::int` })
    .from(funNLearn)
    .leftJoin(counted, eq(counted.passageId, funNLearn.id))
    .where(and(eq(funNLearn.categoryId, categoryId), eq(funNLearn.active, true), subcategoryId === undefined ? undefined : eq(funNLearn.subcategoryId, subcategoryId)))
    .orderBy(asc(funNLearn.sort), asc(funNLearn.id));
}

/** The best percentage per scope a player scored (for the passages list). */
export async function bestPercentages(db: DbOrTx, userId: number, scopes: readonly string[]): Promise<Map<string, number>> {
  if (scopes.length === 0) return new Map();
  const rows = await db
    .select({ scope: soloResults.scope, best: sql<number>`max(${soloResults.percentage})` })
    .from(soloResults)
    .where(and(eq(soloResults.userId, userId), inArray(soloResults.scope, [...scopes])))
    .groupBy(soloResults.scope);
  return new Map(rows.map((r) => [r.scope, Number(r.best)]));
}

// --- Daily quiz ------------------------------------------------------------------------------------

export async function dailySet(db: DbOrTx, day: string, languageId: number): Promise<number[] | null> {
  const [row] = await db.select({ ids: dailyQuizzes.questionIds }).from(dailyQuizzes).where(and(eq(dailyQuizzes.day, day), eq(dailyQuizzes.languageId, languageId)));
  return row?.ids ?? null;
}

/** The daily quiz sets of a language stored for days before `today` (YYYY-MM-DD), newest first: the daily quiz packs. */
export async function pastDailySets(db: DbOrTx, languageId: number, today: string, days: number): Promise<{ day: string; questionIds: number[] }[]> {
  const rows = await db
    .select({ day: dailyQuizzes.day, ids: dailyQuizzes.questionIds })
    .from(dailyQuizzes)
    .where(and(eq(dailyQuizzes.languageId, languageId), lt(dailyQuizzes.day, today)))
    .orderBy(desc(dailyQuizzes.day))
    .limit(days);
  return rows.map((r) => ({ day: r.day, questionIds: r.ids }));
}

/** Stores the day's set unless another request (or instance) stored one first; returns the stored one. */
export async function claimDailySet(db: DbOrTx, day: string, languageId: number, ids: readonly number[]): Promise<number[]> {
  await db.insert(dailyQuizzes).values({ day, languageId, questionIds: [...ids] }).onConflictDoNothing();
  return (await dailySet(db, day, languageId)) ?? [...ids];
}

/** The ranked daily quiz result of a player's day, if any. */
export async function rankedDailyResult(db: DbOrTx, userId: number, day: string) {
  const [row] = await db.select().from(soloResults).where(and(eq(soloResults.userId, userId), eq(soloResults.rankedDay, day)));
  return row;
}

// --- Results -----------------------------------------------------------------------------------------

export async function roundUsed(db: DbOrTx, roundId: string): Promise<boolean> {
  const [row] = await db.select({ id: soloResults.id }).from(soloResults).where(eq(soloResults.roundId, roundId)).limit(1);
  return row !== undefined;
}

export async function insertResult(db: DbOrTx, row: typeof soloResults.$inferInsert): Promise<void> {
  await db.insert(soloResults).values(row);
}

/** Whether the player has any result of this mode and scope (a first attempt or not). */
export async function playedBefore(db: DbOrTx, userId: number, mode: string, scope: string): Promise<boolean> {
  const [row] = await db
    .select({ id: soloResults.id })
    .from(soloResults)
    .where(and(eq(soloResults.userId, userId), sql`${soloResults.mode} = ${mode}`, eq(soloResults.scope, scope)))
    .limit(1);
  return row !== undefined;
}

export type { StoredSoloAnswer };

// --- Round records -------------------------------------------------------------------------------------

export interface SoloAnswerRow {
  readonly questionId: number;
  readonly answer: number | null;
  readonly text: string | null;
  readonly timeMs: number;
  readonly answeredAt: Date;
}

const answerColumns = {
  questionId: soloRoundAnswers.questionId,
  answer: soloRoundAnswers.answer,
  text: soloRoundAnswers.text,
  timeMs: soloRoundAnswers.timeMs,
  answeredAt: soloRoundAnswers.answeredAt,
};

export async function roundAnswers(db: DbOrTx, roundId: string): Promise<SoloAnswerRow[]> {
  return db.select(answerColumns).from(soloRoundAnswers).where(eq(soloRoundAnswers.roundId, roundId));
}

/** Records a first answer; a concurrent or earlier one wins the key and is returned instead. */
export async function recordRoundAnswer(db: DbOrTx, row: SoloAnswerRow & { readonly roundId: string; readonly userId: number }): Promise<SoloAnswerRow> {
  const [inserted] = await db
    .insert(soloRoundAnswers)
    .values(row)
    .onConflictDoNothing({ target: [soloRoundAnswers.roundId, soloRoundAnswers.questionId] })
    .returning(answerColumns);
  if (inserted) return inserted;
  const recorded = (await roundAnswers(db, row.roundId)).find((r) => r.questionId === row.questionId);
  if (!recorded) throw new Error('solo round answer neither inserted nor found');
  return recorded;
}

export async function forgetRoundAnswers(db: DbOrTx, roundId: string): Promise<void> {
  await db.delete(soloRoundAnswers).where(eq(soloRoundAnswers.roundId, roundId));
}

export type LifelineRow = typeof soloLifelines.$inferSelect;

export async function roundLifelines(db: DbOrTx, roundId: string): Promise<LifelineRow[]> {
  return db.select().from(soloLifelines).where(eq(soloLifelines.roundId, roundId));
}

export async function insertLifeline(db: DbOrTx, row: typeof soloLifelines.$inferInsert): Promise<void> {
  await db.insert(soloLifelines).values(row);
}

export async function roundHints(db: DbOrTx, roundId: string) {
  return db.select().from(soloWordHints).where(eq(soloWordHints.roundId, roundId)).orderBy(asc(soloWordHints.usedAt), asc(soloWordHints.position));
}

export async function insertHint(db: DbOrTx, row: typeof soloWordHints.$inferInsert): Promise<void> {
  await db.insert(soloWordHints).values(row);
}

export async function insertRoundSet(db: DbOrTx, roundId: string, userId: number, ids: readonly number[]): Promise<void> {
  await db.insert(soloRoundSets).values({ roundId, userId, questionIds: [...ids] });
}

export async function roundSet(db: DbOrTx, roundId: string): Promise<number[] | null> {
  const [row] = await db.select({ ids: soloRoundSets.questionIds }).from(soloRoundSets).where(eq(soloRoundSets.roundId, roundId));
  return row?.ids ?? null;
}

/** Records of rounds long over (never scored, or scored): nothing reads them again. */
export async function pruneRoundRecords(db: DbOrTx, before: Date): Promise<number> {
  const answers = await db.delete(soloRoundAnswers).where(sql`${soloRoundAnswers.answeredAt} < ${before}`).returning({ id: soloRoundAnswers.roundId });
  const sets = await db.delete(soloRoundSets).where(sql`${soloRoundSets.createdAt} < ${before}`).returning({ id: soloRoundSets.roundId });
  return answers.length + sets.length;
}


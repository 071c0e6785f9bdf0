import { and, asc, count, eq, gte, lt, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CategoryType } from '../../../contract/quiz/solo-modes';
import { categories, coinLedger, levelProgress, questions, quizResults, quizRoundAnswers, subcategories, type StoredAnswer } from '../../db/schema';

export async function listCategories(db: DbOrTx, languageId: number | undefined, type: CategoryType = 'quiz_zone') {
  const subCount = db
    .select({ categoryId: subcategories.categoryId, n: count().as('n') })
    .from(subcategories)
    .where(eq(subcategories.active, true))
    .groupBy(subcategories.categoryId)
    .as('sub_count');
  const questionCount = db
    .select({ categoryId: questions.categoryId, n: count().as('qn') })
    .from(questions)
    .where(eq(questions.active, true))
    .groupBy(questions.categoryId)
    .as('question_count');
  return db
    .select({
      category: categories,
      subcategories: sql<number>`coalesce(${subCount.n}, 0)::int`,
      questions: sql<number>`coalesce(${questionCount.n}, 0)::int`,
    })
    .from(categories)
    .leftJoin(subCount, eq(subCount.categoryId, categories.id))
    .leftJoin(questionCount, eq(questionCount.categoryId, categories.id))
    .where(and(eq(categories.active, true), eq(categories.type, type), languageId === undefined ? undefined : eq(categories.languageId, languageId)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(categories).where(and(eq(categories.id, id), eq(categories.active, true)));
  return row;
}

export async function listSubcategoryStats(db: DbOrTx, categoryId: number, subcategoryId?: number) {
  return db
    .select({
      subcategory: subcategories,
      questions: sql<number>`count(${questions.id})::int`,
      maxLevel: sql<number>`coalesce(max(${questions.level}), 0)::int`,
    })
    .from(subcategories)
    .leftJoin(questions, and(eq(questions.subcategoryId, subcategories.id), eq(questions.active, true)))
    .where(
      and(
        eq(subcategories.categoryId, categoryId),
        eq(subcategories.active, true),
        subcategoryId === undefined ? undefined : eq(subcategories.id, subcategoryId),
      ),
    )
    .groupBy(subcategories.id)
    .orderBy(asc(subcategories.sort), asc(subcategories.id));
}

export async function levelQuestionCounts(db: DbOrTx, subcategoryId: number) {
  return db
    .select({ level: questions.level, n: sql<number>`count(*)::int` })
    .from(questions)
    .where(and(eq(questions.subcategoryId, subcategoryId), eq(questions.active, true)))
    .groupBy(questions.level)
    .orderBy(asc(questions.level));
}

export async function levelReached(db: DbOrTx, userId: number, subcategoryId: number): Promise<number> {
  const [row] = await db
    .select({ level: levelProgress.levelReached })
    .from(levelProgress)
    .where(and(eq(levelProgress.userId, userId), eq(levelProgress.subcategoryId, subcategoryId)));
  return row?.level ?? 1;
}

/** Raises the unlocked level; never lowers it. */
export async function raiseLevel(db: DbOrTx, userId: number, subcategoryId: number, level: number): Promise<void> {
  await db
    .insert(levelProgress)
    .values({ userId, subcategoryId, levelReached: level })
    .onConflictDoUpdate({
      target: [levelProgress.userId, levelProgress.subcategoryId],
      set: { levelReached: sql`greatest(${levelProgress.levelReached}, excluded.level_reached)`, updatedAt: new Date() },
    });
}

/**
 * A user's standing in a subcategory in one query: the level reached (1 before any) and the best
 * percentage and score per level played. GROUPING SETS adds one row for the whole group (level
 * null), present even when nothing was played, which carries the level reached.
 */
export async function subcategoryStanding(
  db: DbOrTx,
  userId: number,
  subcategoryId: number,
): Promise<{ reached: number; best: { level: number; percentage: number | null; score: number | null }[] }> {
  const reached = db
    .select({ level: levelProgress.levelReached })
    .from(levelProgress)
    .where(and(eq(levelProgress.userId, userId), eq(levelProgress.subcategoryId, subcategoryId)));
  const rows = await db
    .select({
      level: quizResults.level,
      whole: sql<boolean>`grouping(${quizResults.level}) = 1`,
      reached: sql<number>`coalesce((${reached}), 1)::int`,
      percentage: max(quizResults.percentage),
      score: max(quizResults.score),
    })
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), eq(quizResults.subcategoryId, subcategoryId)))
    .groupBy(sql`grouping sets ((${quizResults.level}), ())`);
  return {
    reached: rows.find((row) => row.whole)?.reached ?? 1,
    best: rows.filter((row) => !row.whole).map(({ level, percentage, score }) => ({ level, percentage, score })),
  };
}

export async function levelQuestions(db: DbOrTx, subcategoryId: number, level: number) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.subcategoryId, subcategoryId), eq(questions.level, level), eq(questions.active, true)))
    .orderBy(asc(questions.sort), asc(questions.id));
}

/** Only what a player may see before answering: no answer, no note. */
export async function levelPlayQuestions(db: DbOrTx, subcategoryId: number, level: number) {
  const rows = await db
    .select({
      id: questions.id,
      question: questions.question,
      options: questions.options,
      image_url: questions.imageUrl,
      image_alt: questions.imageAlt,
      audioUrl: questions.audioUrl,
    })
    .from(questions)
    .where(and(eq(questions.subcategoryId, subcategoryId), eq(questions.level, level), eq(questions.active, true)))
    .orderBy(asc(questions.sort), asc(questions.id));
  // audio_url is sent only when set: most questions have none, and clients before it never knew it.
  return rows.map(({ audioUrl, ...row }) => (audioUrl ? { ...row, audio_url: audioUrl } : row));
}

/** The subcategory with its category, both active, or undefined. */
export async function findSubcategory(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: subcategories.id, categoryId: subcategories.categoryId, categoryType: categories.type })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(and(eq(subcategories.id, id), eq(subcategories.active, true), eq(categories.active, true)));
  return row;
}

/**
 * Every active Quiz Zone subcategory of the language that has questions, in the order the app lists
 * them (the other modes' categories have packs of their own, packs/providers/solo.provider.ts).
 */
export async function listPlayableSubcategories(db: DbOrTx, languageId: number | undefined) {
  return db
    .selectDistinct({ id: subcategories.id, categorySort: categories.sort, categoryId: categories.id, sort: subcategories.sort })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .innerJoin(questions, and(eq(questions.subcategoryId, subcategories.id), eq(questions.active, true)))
    .where(
      and(
        eq(subcategories.active, true),
        eq(categories.active, true),
        eq(categories.type, 'quiz_zone'),
        languageId === undefined ? undefined : eq(categories.languageId, languageId),
      ),
    )
    .orderBy(asc(categories.sort), asc(categories.id), asc(subcategories.sort), asc(subcategories.id));
}

/** Every active question of a subcategory with its key, level by level in play order (offline packs). */
export async function subcategoryQuestions(db: DbOrTx, subcategoryId: number) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.subcategoryId, subcategoryId), eq(questions.active, true)))
    .orderBy(asc(questions.level), asc(questions.sort), asc(questions.id));
}

/** Whether the user has a result of this level: any at all, and a ranked one. */
/**
 * Where a user stands on one level, in one query: the level reached in its subcategory (1 before
 * any), whether the level was played before and whether any of those plays was ranked.
 */
export async function levelStanding(db: DbOrTx, userId: number, subcategoryId: number, level: number): Promise<{ reached: number; played: boolean; ranked: boolean }> {
  const reached = db
    .select({ level: levelProgress.levelReached })
    .from(levelProgress)
    .where(and(eq(levelProgress.userId, userId), eq(levelProgress.subcategoryId, subcategoryId)));
  const [row] = await db
    .select({
      reached: sql<number>`coalesce((${reached}), 1)::int`,
      played: sql<boolean>`count(*) > 0`,
      ranked: sql<boolean>`coalesce(bool_or(${quizResults.mode} = 'ranked'), false)`,
    })
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), eq(quizResults.subcategoryId, subcategoryId), eq(quizResults.level, level)));
  return { reached: row?.reached ?? 1, played: row?.played ?? false, ranked: row?.ranked ?? false };
}

/** Whether a result already used up this served round. */
export async function roundUsed(db: DbOrTx, roundId: string): Promise<boolean> {
  const [row] = await db.select({ id: quizResults.id }).from(quizResults).where(eq(quizResults.roundId, roundId)).limit(1);
  return row !== undefined;
}

/** Practice coins a user has been paid since `since` (the daily allowance counts them). */
/**
 * In one query: the practice coins a user earned since `since` (the daily cap counts them), and the
 * coins booked under `ref` (one level's practice, paid once).
 */
export async function practiceCoins(db: DbOrTx, userId: number, ref: string, since: Date): Promise<{ today: number; booked: number }> {
  const today = and(eq(coinLedger.type, PRACTICE_LEDGER_TYPE), gte(coinLedger.createdAt, since));
  const booked = eq(coinLedger.ref, ref);
  const [row] = await db
    .select({
      today: sql<number>`coalesce(sum(${coinLedger.coins}) filter (where ${today}), 0)::int`,
      booked: sql<number>`coalesce(sum(${coinLedger.coins}) filter (where ${booked}), 0)::int`,
    })
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, userId), or(today, booked)));
  return { today: row?.today ?? 0, booked: row?.booked ?? 0 };
}

/** The ledger type of practice payouts. */
export const PRACTICE_LEDGER_TYPE = 'quiz_zone_practice';

export async function insertResult(
  db: DbOrTx,
  result: {
    userId: number;
    categoryId: number;
    subcategoryId: number;
    level: number;
    total: number;
    correct: number;
    percentage: number;
    score: number;
    coins: number;
    mode: 'ranked' | 'practice';
    elapsedMs: number | null;
    roundId: string | null;
    answers: StoredAnswer[];
  },
): Promise<void> {
  await db.insert(quizResults).values(result);
}

export interface RoundAnswerRow {
  readonly questionId: number;
  readonly answer: number | null;
  readonly timeMs: number;
  readonly answeredAt: Date;
}

/** The answers recorded so far in a round (check_level_answer), first answers only. */
export async function roundAnswers(db: DbOrTx, roundId: string): Promise<RoundAnswerRow[]> {
  return db
    .select({ questionId: quizRoundAnswers.questionId, answer: quizRoundAnswers.answer, timeMs: quizRoundAnswers.timeMs, answeredAt: quizRoundAnswers.answeredAt })
    .from(quizRoundAnswers)
    .where(eq(quizRoundAnswers.roundId, roundId));
}

/** A scored round's answers live on in its result (quiz_results.answers); these rows are done. */
export async function forgetRoundAnswers(db: DbOrTx, roundId: string): Promise<void> {
  await db.delete(quizRoundAnswers).where(eq(quizRoundAnswers.roundId, roundId));
}

/** Deletes the answers of rounds older than `before` (never scored, long expired); returns how many. */
export async function pruneRoundAnswers(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db.delete(quizRoundAnswers).where(lt(quizRoundAnswers.answeredAt, before)).returning({ roundId: quizRoundAnswers.roundId });
  return gone.length;
}

/**
 * Records a question's answer in a round unless one is recorded already: the first answer is final.
 * Returns the recorded row, this one or the earlier one (a concurrent first answer wins the key).
 */
export async function recordRoundAnswer(db: DbOrTx, row: RoundAnswerRow & { readonly roundId: string; readonly userId: number }): Promise<RoundAnswerRow> {
  const [inserted] = await db
    .insert(quizRoundAnswers)
    .values(row)
    .onConflictDoNothing({ target: [quizRoundAnswers.roundId, quizRoundAnswers.questionId] })
    .returning({ questionId: quizRoundAnswers.questionId, answer: quizRoundAnswers.answer, timeMs: quizRoundAnswers.timeMs, answeredAt: quizRoundAnswers.answeredAt });
  if (inserted) return inserted;
  const recorded = (await roundAnswers(db, row.roundId)).find((r) => r.questionId === row.questionId);
  if (!recorded) throw new Error('round answer neither inserted nor found');
  return recorded;
}

/** Contests: the queries (server/db/schema/contests.ts). */
import { and, asc, count, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Prizes } from '../../../contract/api/contests';
import type { DbOrTx, Tx } from '../../db/client';
import { contestAnswers, contestEntries, contestQuestions, contests, users, type ContestEntryRow, type ContestRow } from '../../db/schema';

/** How many players entered each of these contests, and how many questions each has. */
export async function contestCounts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, { participants: number; questions: number }>> {
  const counts = new Map(ids.map((id) => [id, { participants: 0, questions: 0 }]));
  if (ids.length === 0) return counts;
  const entries = await db
    .select({ id: contestEntries.contestId, n: count() })
    .from(contestEntries)
    .where(inArray(contestEntries.contestId, [...ids]))
    .groupBy(contestEntries.contestId);
  const questions = await db
    .select({ id: contestQuestions.contestId, n: count() })
    .from(contestQuestions)
    .where(inArray(contestQuestions.contestId, [...ids]))
    .groupBy(contestQuestions.contestId);
  for (const row of entries) counts.set(row.id, { participants: row.n, questions: counts.get(row.id)?.questions ?? 0 });
  for (const row of questions) counts.set(row.id, { participants: counts.get(row.id)?.participants ?? 0, questions: row.n });
  return counts;
}

/** The active contests of a language, soonest first. */
export async function activeContests(db: DbOrTx, languageId: number): Promise<ContestRow[]> {
  return db
    .select()
    .from(contests)
    .where(and(eq(contests.languageId, languageId), eq(contests.active, true)))
    .orderBy(asc(contests.startsAt), asc(contests.id));
}

export async function contestById(db: DbOrTx, id: number): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id));
  return row;
}

/** The contest row, locked for the rest of the transaction (the end job; an admin's edit). */
export async function lockContest(tx: Tx, id: number): Promise<ContestRow | undefined> {
  const [row] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
  return row;
}

export async function questionsOf(db: DbOrTx, contestId: number) {
  return db.select().from(contestQuestions).where(eq(contestQuestions.contestId, contestId)).orderBy(asc(contestQuestions.sort), asc(contestQuestions.id));
}

export async function questionOf(db: DbOrTx, contestId: number, questionId: number) {
  const [row] = await db
    .select()
    .from(contestQuestions)
    .where(and(eq(contestQuestions.contestId, contestId), eq(contestQuestions.id, questionId)));
  return row;
}

/** The player's entries in these contests. */
export async function entriesOf(db: DbOrTx, userId: number, contestIds: readonly number[]): Promise<ContestEntryRow[]> {
  if (contestIds.length === 0) return [];
  return db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.userId, userId), inArray(contestEntries.contestId, [...contestIds])));
}

/** The player's entry; `lock` takes its row for the rest of the transaction (answers and the finish). */
export async function entryOf(db: DbOrTx, contestId: number, userId: number, lock = false): Promise<ContestEntryRow | undefined> {
  const query = db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertEntry(tx: Tx, contestId: number, userId: number, startedAt: Date): Promise<ContestEntryRow> {
  const [row] = await tx.insert(contestEntries).values({ contestId, userId, startedAt }).returning();
  if (!row) throw new Error(`the entry of user ${userId} in contest ${contestId} was not stored`);
  return row;
}

export async function answeredIds(db: DbOrTx, entryId: number): Promise<number[]> {
  const rows = await db.select({ id: contestAnswers.questionId }).from(contestAnswers).where(eq(contestAnswers.entryId, entryId)).orderBy(asc(contestAnswers.answeredAt));
  return rows.map((row) => row.id);
}

/** Stores an answer unless the question has one already (the first answer is final): whether it did. */
export async function insertAnswer(tx: Tx, answer: typeof contestAnswers.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(contestAnswers).values(answer).onConflictDoNothing().returning({ id: contestAnswers.questionId });
  return rows.length > 0;
}

/** Counts one more answer on the entry, with the time taken up to it. */
export async function countAnswer(tx: Tx, entryId: number, correct: boolean, points: number, timeTaken: number): Promise<ContestEntryRow> {
  const [row] = await tx
    .update(contestEntries)
    .set({
      questionsAttended: sql`${contestEntries.questionsAttended} + 1`,
      correctAnswers: sql`${contestEntries.correctAnswers} + ${correct ? 1 : 0}`,
      score: sql`${contestEntries.score} + ${correct ? points : 0}`,
      timeTaken,
    })
    .where(eq(contestEntries.id, entryId))
    .returning();
  if (!row) throw new Error(`no contest entry ${entryId}`);
  return row;
}

export async function finishEntry(tx: Tx, entryId: number, finishedAt: Date, timeTaken: number): Promise<ContestEntryRow> {
  const [row] = await tx.update(contestEntries).set({ finishedAt, timeTaken }).where(eq(contestEntries.id, entryId)).returning();
  if (!row) throw new Error(`no contest entry ${entryId}`);
  return row;
}

/** The rank an entry has now: 1 + the entries ahead of it (higher score, or equal score in less time). */
export async function liveRank(db: DbOrTx, contestId: number, score: number, timeTaken: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.contestId, contestId),
        or(gt(contestEntries.score, score), and(eq(contestEntries.score, score), lt(contestEntries.timeTaken, timeTaken))),
      ),
    );
  return (row?.n ?? 0) + 1;
}

export async function participantCount(db: DbOrTx, contestId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contestEntries).where(eq(contestEntries.contestId, contestId));
  return row?.n ?? 0;
}

/**
 * A page of the standings: the final ranks once the contest is ranked, else the provisional ones
 * (rank() over score and time, so exact ties share a rank), with each player's name and picture.
 */
export async function standings(db: DbOrTx, contestId: number, final: boolean, page: { offset: number; limit: number }, userId?: number) {
  const rank = final ? sql<number>`coalesce(${contestEntries.finalRank}, 0)::int` : sql<number>`(rank() over (order by ${contestEntries.score} desc, ${contestEntries.timeTaken} asc))::int`;
  const ranked = db
    .select({
      entryId: sql<number>`${contestEntries.id}`.as('entry_id'),
      rank: rank.as('rank'),
    })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId))
    .as('ranked');
  const filter: SQL | undefined = userId === undefined ? undefined : eq(contestEntries.userId, userId);
  return db
    .select({
      rank: ranked.rank,
      userId: contestEntries.userId,
      name: users.name,
      profile: users.profile,
      email: users.email,
      score: contestEntries.score,
      prizeCoins: contestEntries.prizeCoins,
      questionsAttended: contestEntries.questionsAttended,
      correctAnswers: contestEntries.correctAnswers,
      finishedAt: contestEntries.finishedAt,
      timeTaken: contestEntries.timeTaken,
    })
    .from(ranked)
    .innerJoin(contestEntries, eq(contestEntries.id, ranked.entryId))
    .innerJoin(users, eq(users.id, contestEntries.userId))
    .where(filter)
    .orderBy(asc(ranked.rank), asc(contestEntries.timeTaken), asc(contestEntries.id))
    .offset(page.offset)
    .limit(page.limit);
}

/**
 * Writes the final rank and prize of every entry of the contest in one statement: rank() over
 * score (higher first) and time taken (less first), so exact ties share a rank and each gets that
 * rank's prize. Returns how many entries it wrote.
 */
export async function writeFinalRanks(tx: Tx, contestId: number, prizes: Prizes): Promise<number> {
  const coins = prizes.map((p) => p.coins);
  const result = (await tx.execute(sql`
    with written as (
      update ${contestEntries} as e
         set final_rank = r.rnk,
             prize_coins = coalesce((${JSON.stringify(coins)}::jsonb ->> (r.rnk - 1)::int)::int, 0)
        from (select id, rank() over (order by score desc, time_taken asc) as rnk
                from ${contestEntries} where contest_id = ${contestId}) as r
       where e.id = r.id
      returning 1)
    select count(*)::int as n from written`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** The entries the final ranking gave a prize or first place, by user id (the order players are locked in). */
export async function winners(db: DbOrTx, contestId: number) {
  return db
    .select({ userId: contestEntries.userId, rank: contestEntries.finalRank, prizeCoins: contestEntries.prizeCoins, score: contestEntries.score })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), or(gt(contestEntries.prizeCoins, 0), eq(contestEntries.finalRank, 1))))
    .orderBy(asc(contestEntries.userId));
}

export async function markRanked(tx: Tx, contestId: number, at: Date): Promise<void> {
  await tx.update(contests).set({ rankedAt: at }).where(eq(contests.id, contestId));
}

/** The caller's answers with the right ones (the review, after the end). */
export async function reviewOf(db: DbOrTx, contestId: number, entryId: number) {
  return db
    .select({ question: contestQuestions, choice: contestAnswers.choice, correct: contestAnswers.correct })
    .from(contestQuestions)
    .leftJoin(contestAnswers, and(eq(contestAnswers.questionId, contestQuestions.id), eq(contestAnswers.entryId, entryId)))
    .where(eq(contestQuestions.contestId, contestId))
    .orderBy(asc(contestQuestions.sort), asc(contestQuestions.id));
}

// --- Admin ----------------------------------------------------------------------------------------

/** Contests for the admin's list, newest start first, filtered by where they stand at `now`. */
export async function adminContests(db: DbOrTx, now: Date, status: 'upcoming' | 'live' | 'past' | undefined, page: { offset: number; limit: number }) {
  const where =
    status === 'upcoming' ? gt(contests.startsAt, now) : status === 'live' ? and(lte(contests.startsAt, now), gt(contests.endsAt, now)) : status === 'past' ? lte(contests.endsAt, now) : undefined;
  const [total] = await db.select({ n: count() }).from(contests).where(where);
  const rows = await db.select().from(contests).where(where).orderBy(desc(contests.startsAt), desc(contests.id)).offset(page.offset).limit(page.limit);
  return { total: total?.n ?? 0, rows };
}

export type ContestFields = Omit<typeof contests.$inferInsert, 'id' | 'rankedAt' | 'createdAt'>;

export async function insertContest(tx: Tx, fields: ContestFields): Promise<number> {
  const [row] = await tx.insert(contests).values(fields).returning({ id: contests.id });
  if (!row) throw new Error('the contest was not stored');
  return row.id;
}

export async function updateContest(tx: Tx, id: number, fields: Partial<ContestFields>): Promise<void> {
  await tx.update(contests).set(fields).where(eq(contests.id, id));
}

/** Replaces a contest's questions (only before anyone entered: answers point at them). */
export async function replaceQuestions(tx: Tx, contestId: number, questions: readonly Omit<typeof contestQuestions.$inferInsert, 'contestId' | 'sort' | 'id'>[]): Promise<void> {
  await tx.delete(contestQuestions).where(eq(contestQuestions.contestId, contestId));
  if (questions.length > 0) await tx.insert(contestQuestions).values(questions.map((q, i) => ({ ...q, contestId, sort: i + 1 })));
}

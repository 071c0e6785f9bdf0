/**
 * Demo contests that are always upcoming, live and past relative to today (issue 15). On every
 * start with SEED_DEMO (and every hour while the instance runs with upkeep on) each part that is
 * missing at the server's clock is made, on whole UTC days:
 * - live: from yesterday 00:00 UTC to 00:00 UTC three days from today;
 * - upcoming: from the latest end of a live or upcoming demo contest, for four days (so when the live
 *   one ends, the upcoming one goes live at once, and the next check makes a new upcoming one);
 * - past: from eight days ago to yesterday, with the demo accounts' entries and answers (the demo
 *   subscriber first, the demo player second), its end-of-contest job due at once, so the first
 *   run of the job worker ranks it and pays their prizes through the economy (the real job: nothing
 *   here writes coins).
 * A database whose demo contests are older (days or months) is brought forward the same way: the
 * parts it still lacks are made relative to now, and what went by stays in the past list. Each
 * contest is scheduled its 'contest.end' job in the transaction that makes it.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { contestAnswers, contestEntries, contestQuestions, contests, languages, users } from '../db/schema';
import type { JobQueue } from '../lib/jobs/job-queue';
import { demoAccounts } from './demo-accounts';
import { demoContests, type DemoContest } from './demo-contests';

const DAY_MS = 86_400_000;
const LIVE_DAYS = 3;
const UPCOMING_DAYS = 4;
/** Only one instance makes them at a time (two starting together on one PostgreSQL). */
const DEMO_CONTESTS_LOCK = 7201003;
/** The end-of-contest job's kind (contest-end.ts); named here so the seed imports no feature. */
const CONTEST_END_JOB = 'contest.end';

/** The past contest's demo entries: who, how many right (of the first answers) and in how many seconds. */
const PAST_RESULTS: readonly { email: string; correct: number; seconds: number }[] = [
  { account: demoAccounts.find((a) => a.role === 'player' && a.subscribed), correct: 9, seconds: 212 },
  { account: demoAccounts.find((a) => a.role === 'player' && !a.subscribed), correct: 8, seconds: 265 },
].flatMap(({ account, ...result }) => (account ? [{ email: account.email, ...result }] : []));

function startOfUtcDay(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

async function insertDemoContest(tx: Tx, jobs: Pick<JobQueue, 'schedule'>, languageId: number, content: DemoContest, startsAt: Date, endsAt: Date): Promise<number> {
  const [row] = await tx
    .insert(contests)
    .values({ languageId, name: content.name, description: content.description, startsAt, endsAt, entryFee: content.entryFee, prizes: [...content.prizes], demo: true })
    .returning({ id: contests.id });
  if (!row) throw new Error('the demo contest was not stored');
  await tx.insert(contestQuestions).values(content.questions.map((q, i) => ({ contestId: row.id, question: q.question, options: [...q.options], answer: q.answer, sort: i + 1 })));
  await jobs.schedule(tx, { kind: CONTEST_END_JOB, subject: String(row.id), runAt: endsAt });
  return row.id;
}

/** The demo accounts' entries and answers in a past demo contest (before its job ranks it). */
async function insertPastEntries(tx: Tx, contestId: number, content: DemoContest, startsAt: Date): Promise<number> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.isDemo, true), inArray(users.email, PAST_RESULTS.map((r) => r.email))));
  const questions = await tx.select({ id: contestQuestions.id, answer: contestQuestions.answer }).from(contestQuestions).where(eq(contestQuestions.contestId, contestId)).orderBy(contestQuestions.sort);
  let entries = 0;
  for (const result of PAST_RESULTS) {
    const person = people.find((p) => p.email === result.email);
    if (!person) continue;
    const started = new Date(startsAt.getTime() + DAY_MS);
    const finished = new Date(started.getTime() + result.seconds * 1000);
    const [entry] = await tx
      .insert(contestEntries)
      .values({
        contestId,
        userId: person.id,
        startedAt: started,
        finishedAt: finished,
        questionsAttended: content.questions.length,
        correctAnswers: result.correct,
        score: result.correct * 10,
        timeTaken: result.seconds,
      })
      .returning({ id: contestEntries.id });
    if (!entry) continue;
    const step = Math.floor((result.seconds * 1000) / questions.length);
    await tx.insert(contestAnswers).values(
      questions.map((q, i) => {
        const right = i < result.correct;
        return { entryId: entry.id, questionId: q.id, choice: right ? q.answer : (q.answer + 1) % 4, correct: right, answeredAt: new Date(started.getTime() + step * (i + 1)) };
      }),
    );
    entries += 1;
  }
  return entries;
}

/** Makes the demo contests missing at `now`; returns how many of each part it made. */
export async function ensureDemoContests(db: Db, jobs: Pick<JobQueue, 'schedule'>, now: Date, log?: Pick<FastifyBaseLogger, 'info'>): Promise<{ live: number; upcoming: number; past: number }> {
  const made = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_CONTESTS_LOCK})`);
    const made = { live: 0, upcoming: 0, past: 0 };
    const [language] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.isDefault, true));
    if (!language) return made;
    const content = (slot: DemoContest['slot']) => demoContests.find((c) => c.slot === slot) ?? demoContests[0];
    const demo = and(eq(contests.demo, true), eq(contests.active, true));
    const live = await tx.select({ id: contests.id, endsAt: contests.endsAt }).from(contests).where(and(demo, lte(contests.startsAt, now), gt(contests.endsAt, now)));
    const upcoming = await tx.select({ id: contests.id, endsAt: contests.endsAt }).from(contests).where(and(demo, gt(contests.startsAt, now)));
    const [past] = await tx.select({ id: contests.id }).from(contests).where(and(demo, lte(contests.endsAt, now))).limit(1);
    const day = startOfUtcDay(now);

    let latestEnd = Math.max(0, ...[...live, ...upcoming].map((c) => c.endsAt.getTime()));
    if (live.length === 0) {
      const liveContent = content('live');
      if (liveContent) {
        const endsAt = new Date(day + LIVE_DAYS * DAY_MS);
        await insertDemoContest(tx, jobs, language.id, liveContent, new Date(day - DAY_MS), endsAt);
        latestEnd = Math.max(latestEnd, endsAt.getTime());
        made.live += 1;
      }
    }
    if (upcoming.length === 0) {
      // The content the live one does not use (after a roll, the live one is the old upcoming one).
      const liveNames = new Set((await tx.select({ name: contests.name }).from(contests).where(and(demo, gt(contests.endsAt, now)))).map((c) => c.name));
      const next = [content('upcoming'), content('live'), content('past')].find((c) => c && !liveNames.has(c.name)) ?? content('upcoming');
      if (next) {
        const startsAt = new Date(Math.max(latestEnd, day + DAY_MS));
        await insertDemoContest(tx, jobs, language.id, next, startsAt, new Date(startsAt.getTime() + UPCOMING_DAYS * DAY_MS));
        made.upcoming += 1;
      }
    }
    if (!past) {
      const pastContent = content('past');
      if (pastContent) {
        const startsAt = new Date(day - 8 * DAY_MS);
        const id = await insertDemoContest(tx, jobs, language.id, pastContent, startsAt, new Date(day - DAY_MS));
        await insertPastEntries(tx, id, pastContent, startsAt);
        made.past += 1;
      }
    }
    return made;
  });
  if (made.live + made.upcoming + made.past > 0) log?.info(made, 'made the demo contests missing today (upcoming, live, past)');
  return made;
}

/**
 * `npx tsx bench/contest-end.ts`: ending a contest with 100,000 participants (issue 15, bench/).
 * A fresh database (in-memory PGlite; also PostgreSQL when DATABASE_URL is set: a new database is
 * made on that server and dropped after) gets 100,000 generated players, a contest of 10 questions
 * with prizes for 20 ranks, and an entry for each player (scores in steps of 10, times of 0-900 s,
 * so exact ties occur and tied ranks share prizes). Then the contest's end runs through the real
 * job: the queue takes the due 'contest.end', and its handler (contest-end.ts) ranks every entry
 * with one statement and pays the prizes through the economy, all in one transaction. Reported:
 * time to rank, time to pay, the whole job, and that transaction (the largest of a contest's end:
 * its duration and the rows it wrote). CONTEST_BENCH_PLAYERS changes the size.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { withFreshPostgres } from './fresh-postgres';
import { coinLedger, contestEntries, contests, jobs, languages, notifications } from '../server/db/schema';
import { contestEndHandler, CONTEST_END_JOB } from '../server/features/contests/contest-end';
import { createSqlJobQueue } from '../server/lib/jobs/sql-job-queue';

const PLAYERS = Number(process.env.CONTEST_BENCH_PLAYERS ?? 100_000);
const PRIZE_RANKS = 20;

interface ContestEndResult {
  readonly lane: 'pglite' | 'postgres';
  readonly players: number;
  readonly generateSeconds: number;
  /** From the job's start to the last rank written (the one set-based statement and the contest's lock). */
  readonly rankMs: number;
  /** From the ranks to the end of the handler: each prize through the economy, each winner's notification. */
  readonly payMs: number;
  /** The job's transaction from its start to its commit (the largest of a contest's end). */
  readonly transactionMs: number;
  readonly winners: number;
  readonly prizeCoins: number;
  /** Rows the transaction wrote, by table. */
  readonly rowsWritten: Record<string, number>;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function generate(database: Database, endsAt: Date): Promise<number> {
  const { db } = database;
  const [language] = await db.insert(languages).values({ code: 'en', name: 'English', isDefault: true, forQuiz: true }).returning({ id: languages.id });
  if (!language) throw new Error('no language');
  const prizes = Array.from({ length: PRIZE_RANKS }, (_, i) => ({ rank: i + 1, coins: 1000 - i * 40 }));
  const [contest] = await db
    .insert(contests)
    .values({ languageId: language.id, name: 'Bench contest', startsAt: new Date(endsAt.getTime() - 3_600_000), endsAt, entryFee: 10, prizes })
    .returning({ id: contests.id });
  if (!contest) throw new Error('no contest');
  await db.execute(sql`
    insert into contest_questions (contest_id, question, options, answer, sort)
    select ${contest.id}, 'Question ' || g || '?', '["A","B","C","D"]'::jsonb, g % 4, g from generate_series(1, 10) as g`);
  await db.execute(sql`
    insert into users (uid, name, type, friends_code)
    select 'bench' || lpad(g::text, 15, '0'), 'player ' || g, 'email', 'B' || lpad(to_hex(g), 11, '0')
    from generate_series(1, ${PLAYERS}::int) as g`);
  // Scores 0-100 in steps of 10 (most in the middle), times 0-900 s: many exact ties.
  await db.execute(sql`
    insert into contest_entries (contest_id, user_id, started_at, finished_at, questions_attended, correct_answers, score, time_taken)
    select ${contest.id}, u.id, ${new Date(endsAt.getTime() - 3_000_000)}, ${new Date(endsAt.getTime() - 1_000_000)}, 10, c, c * 10, floor(random() * 900)::int
    from (select id, least(10, floor(random() * 6 + random() * 6)::int) as c from users) as u`);
  await db.execute(sql`analyze`);
  return contest.id;
}

async function withDatabase<T>(lane: 'pglite' | 'postgres', run: (database: Database) => Promise<T>): Promise<T> {
  if (lane === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  }
  return withFreshPostgres(process.env.DATABASE_URL ?? '', 'qh_bench_contest', run);
}

async function measureContestEnd(lane: 'pglite' | 'postgres'): Promise<ContestEndResult> {
  return withDatabase(lane, async (database) => {
    const endsAt = new Date(Date.now() - 1_000);
    let start = performance.now();
    const contestId = await generate(database, endsAt);
    const generateSeconds = (performance.now() - start) / 1000;

    // The real app's economy on this database (no seed, no workers), and a queue whose contest.end
    // handler is the real one with a clock mark between its two phases.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qh-bench-contest-'));
    const built = await buildApp(testConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), SEED_DEMO: '0', UPKEEP: 'off' }), { database });
    try {
      let rankedAt = 0;
      let handlerEnd = 0;
      const queue = createSqlJobQueue({ db: database.db, now: () => new Date() }, quiet);
      const handler = contestEndHandler({
        economy: built.economy,
        now: () => new Date(),
        afterRanks: () => {
          rankedAt = performance.now();
          return Promise.resolve();
        },
      });
      queue.register(CONTEST_END_JOB, async (tx, job, after) => {
        const outcome = await handler(tx, job, after);
        handlerEnd = performance.now();
        return outcome;
      });
      await queue.schedule(database.db, { kind: CONTEST_END_JOB, subject: String(contestId), runAt: endsAt });
      start = performance.now();
      const ran = await queue.runDue();
      const end = performance.now();
      if (ran !== 1) throw new Error(`the queue ran ${ran} jobs, not 1`);
      const [job] = await database.db.select().from(jobs).where(eq(jobs.subject, String(contestId)));
      if (job?.state !== 'done') throw new Error(`the job is ${job?.state ?? 'missing'}: ${job?.lastError ?? ''}`);
      const outcome = JSON.parse(job.outcome ?? '{}') as { ranked?: number; paid?: number; coins?: number; wins?: number };

      const [ledgerRows] = await database.db.select({ n: count() }).from(coinLedger).where(eq(coinLedger.ref, `contest:${contestId}`));
      const [noticeRows] = await database.db.select({ n: count() }).from(notifications).where(eq(notifications.type, 'contest_prize'));
      const [unranked] = await database.db.select({ n: count() }).from(contestEntries).where(sql`${contestEntries.contestId} = ${contestId} and ${contestEntries.finalRank} is null`);
      if ((unranked?.n ?? 1) !== 0) throw new Error('some entries have no final rank');
      const paid = outcome.paid ?? 0;
      return {
        lane,
        players: PLAYERS,
        generateSeconds,
        rankMs: rankedAt - start,
        payMs: handlerEnd - rankedAt,
        transactionMs: end - start,
        winners: paid,
        prizeCoins: outcome.coins ?? 0,
        rowsWritten: {
          contest_entries: outcome.ranked ?? 0,
          coin_ledger: ledgerRows?.n ?? 0,
          wallets: paid,
          notifications: noticeRows?.n ?? 0,
          // First places counted toward Most Wanted Winner (its badge and reward, when reached, add a few rows more).
          player_progress: outcome.wins ?? 0,
          contests: 1,
          jobs: 1,
        },
      };
    } finally {
      await built.app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

function report(r: ContestEndResult): string {
  const rows = Object.values(r.rowsWritten).reduce((a, b) => a + b, 0);
  return [
    `${r.lane}: ${r.players} participants (generated in ${r.generateSeconds.toFixed(1)} s)`,
    `  rank (one statement, every entry): ${r.rankMs.toFixed(0)} ms`,
    `  pay ${r.winners} winners (${r.prizeCoins} coins) and notify them: ${r.payMs.toFixed(0)} ms`,
    `  largest transaction (the job's, take to commit): ${r.transactionMs.toFixed(0)} ms, ${rows} rows written (${Object.entries(r.rowsWritten).map(([t, n]) => `${t} ${n}`).join(', ')})`,
  ].join('\n');
}

async function main(): Promise<void> {
  console.log(`contest end: ${PLAYERS} participants, ${PRIZE_RANKS} prize ranks; ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const lanes: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const lane of lanes) console.log(report(await measureContestEnd(lane)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * A contest's end on PostgreSQL with more than one process (issue 15, "Jobs"): two app instances,
 * each with its own job queue on one database, run the due 'contest.end' at the same moment and
 * the prizes are paid once; and a process killed (SIGKILL) in the middle of the job's transaction,
 * after the ranks were written and before the prizes, leaves nothing behind: the job runs again in
 * another process and pays once. The ledger is the proof in both.
 */
import { spawn } from 'node:child_process';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, contestEntries, contests, jobs } from '../../server/db/schema';
import { CONTEST_END_JOB } from '../../server/features/contests/contest-end';
import { fromRoot } from '../../server/lib/project-root';
import { createContest, rightChoice } from '../fixtures/contests';
import { createPostgresDatabase, createTestApp, demo, envelope, login, newSubscriber, type TestApp } from '../fixtures/test-app';

const databaseUrl = process.env.TEST_DATABASE_URL;
const MINUTE = 60_000;
const PRIZES = [
  { rank: 1, coins: 300 },
  { rank: 2, coins: 200 },
  { rank: 3, coins: 100 },
];

describe.runIf(databaseUrl)('contest end with two instances and a killed process (postgres)', () => {
  let first: TestApp;
  let second: TestApp;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: string;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    first = await createTestApp('postgres', { DATABASE_URL: database.url });
    second = await createTestApp('postgres', { DATABASE_URL: database.url });
    admin = await login(first, demo.admin);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  /** A live contest with four players who scored 3, 2, 1 and 0 right answers (on the first instance). */
  async function playedContest(): Promise<{ id: number; players: number[] }> {
    const contest = await createContest(first, admin, { startsInMs: -MINUTE, endsInMs: 10 * MINUTE, prizes: PRIZES });
    const players: number[] = [];
    for (const right of [3, 2, 1, 0]) {
      const { token } = await newSubscriber(first);
      players.push((await first.auth.authenticate(token)).id);
      expect((await first.call('get_questions_by_contest', { contest_id: contest.id }, token)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) {
        const choice = i < right ? rightChoice(i) : (rightChoice(i) + 1) % 4;
        const res = await first.call('set_contest_answer', { contest_id: contest.id, question_id: contest.questionIds[i], choice }, token);
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    return { id: contest.id, players };
  }

  const prizesOf = async (contestId: number, players: number[]) =>
    Promise.all(
      players.map(async (userId) =>
        (await first.ctx.db.select({ coins: coinLedger.coins }).from(coinLedger).where(and(eq(coinLedger.userId, userId), like(coinLedger.ref, `contest:${contestId}`)))).map((r) => r.coins),
      ),
    );
  const jobOf = async (contestId: number) => (await first.ctx.db.select().from(jobs).where(and(eq(jobs.kind, CONTEST_END_JOB), eq(jobs.subject, String(contestId)))))[0];

  it('pays the prizes once when both instances run the due job at the same moment', async () => {
    const contest = await playedContest();
    first.advance(11 * MINUTE);
    second.advance(11 * MINUTE);
    const ran = await Promise.all([first.jobs.runDue(), second.jobs.runDue(), first.jobs.runDue(), second.jobs.runDue()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await prizesOf(contest.id, contest.players)).toEqual([[300], [200], [100], []]);
    expect(await jobOf(contest.id)).toMatchObject({ state: 'done', attempts: 0 });
    const board = envelope<{ final: boolean; data: { user_id: number; rank: number; prize_coins: number }[] }>(
      await second.call('get_contest_leaderboard', { contest_id: contest.id }, admin),
    ).data;
    expect(board.final).toBe(true);
    expect(board.data.map((r) => [r.user_id, r.rank, r.prize_coins])).toEqual(contest.players.map((id, i) => [id, i + 1, PRIZES[i]?.coins ?? 0]));
    // Both instances again: nothing more.
    await Promise.all([first.jobs.runDue(), second.jobs.runDue()]);
    expect(await prizesOf(contest.id, contest.players)).toEqual([[300], [200], [100], []]);
  });

  it('finishes after a process killed in the middle of the job, paying once', async () => {
    const contest = await playedContest();
    // The test apps' clocks are ahead of real time by what the first test advanced; the child's must pass this contest's end.
    const offset = first.ctx.now().getTime() - Date.now() + 11 * MINUTE;
    // One process (node with tsx's loader, not the tsx command, which runs the script in a child of its own).
    const child = spawn(process.execPath, ['--import', 'tsx', fromRoot('tests', 'fixtures', 'contest-end-child.ts')], {
      env: { ...process.env, DATABASE_URL: database.url, CLOCK_OFFSET_MS: String(offset), CONTEST_END_PAUSE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    const paused = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /paused (\d+)/.exec(out);
        if (match) resolve(match[1] ?? '');
      });
      child.on('exit', () => reject(new Error(`the child ended before pausing: ${out} ${errors}`)));
    });
    // Every other due job (the first test's, the demo's) ran already: the child is in this contest's.
    expect(paused).toBe(String(contest.id));
    // Mid-transaction: the ranks are written in the child's open transaction, invisible here, and nothing is paid.
    const [entry] = await first.ctx.db.select().from(contestEntries).where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, contest.players[0] ?? 0)));
    expect(entry?.finalRank).toBeNull();
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(await prizesOf(contest.id, contest.players)).toEqual([[], [], [], []]);

    // Restarted (another process): the job runs again once PostgreSQL has rolled the killed one back.
    first.advance(11 * MINUTE);
    const deadline = Date.now() + 20_000;
    while ((await jobOf(contest.id))?.state !== 'done' && Date.now() < deadline) {
      await first.jobs.runDue();
      if ((await jobOf(contest.id))?.state !== 'done') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await jobOf(contest.id)).toMatchObject({ state: 'done' });
    expect(await prizesOf(contest.id, contest.players)).toEqual([[300], [200], [100], []]);
    expect((await first.ctx.db.select().from(contests).where(eq(contests.id, contest.id)))[0]?.rankedAt).not.toBeNull();
    await Promise.all([first.jobs.runDue(), second.jobs.runDue()]);
    expect(await prizesOf(contest.id, contest.players)).toEqual([[300], [200], [100], []]);
  }, 60_000);
});

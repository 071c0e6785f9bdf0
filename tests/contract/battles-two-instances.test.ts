/**
 * A 1 v 1 across two server instances on one PostgreSQL and one Redis (issue 16, docs/BATTLES.md),
 * in real time with each instance's job worker running: player A on instance 1 (its own process)
 * and player B on instance 2 are matched and play; instance 1 is killed (SIGKILL: no shutdown hook
 * runs) with a question open; A connects to instance 2 within the reconnect window, rejoins with
 * the room as it stands, and both finish. The winner is paid once, the statistics row written once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleStatistics, coinLedger } from '../../server/db/schema';
import { fromRoot } from '../../server/lib/project-root';
import { connectBattle, rightAnswer, setBattleConfig, type BattleClient } from '../fixtures/battle-client';
import { listen } from '../fixtures/live-client';
import { createPostgresDatabase, createTestApp, newSubscriber, type TestApp } from '../fixtures/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const QUESTIONS = 3;
const WIN_COINS = 9;

/** Instance 1: a server in its own process (tests/fixtures/server-child.ts); resolves with its URL. */
function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; exited: Promise<string | number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fromRoot('tests', 'fixtures', 'server-child.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<string | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1], exited });
    });
    void exited.then(() => reject(new Error(`instance 1 ended before listening: ${out} ${errors}`)));
  });
}

describe.runIf(redisUrl && databaseUrl)('a 1 v 1 across two instances with PostgreSQL and Redis', () => {
  let second: TestApp;
  let secondUrl: string;
  let first: Awaited<ReturnType<typeof startChild>> | undefined;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const open: BattleClient[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const options = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `qh-battle-${randomBytes(6).toString('hex')}:`, DATABASE_URL: database.url };
    // Instance 2 migrates and seeds; the battle rules are in the database before instance 1 starts.
    second = await createTestApp('postgres', options);
    await setBattleConfig(second, { battle_categories: '0', random_questions: QUESTIONS, question_seconds: 10, wait_seconds: 30, win_coins: WIN_COINS });
    second.jobs.start();
    secondUrl = await listen(second);
    first = await startChild({ DATABASE_URL: database.url, REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: options.REDIS_KEY_PREFIX });
  }, 60_000);
  afterAll(async () => {
    for (const client of open) client.close();
    first?.child.kill('SIGKILL');
    await second?.jobs.stop();
    await second?.close();
    await database?.drop();
  });

  it('plays on both, survives the death of the instance player A was on, and pays the winner once', async () => {
    const alice = await newSubscriber(second, 'Alice');
    const bob = await newSubscriber(second, 'Bob');
    const aliceId = (await second.auth.authenticate(alice.token)).id;
    const a = await connectBattle(first?.url ?? '', alice.token);
    const b = await connectBattle(secondUrl, bob.token);
    open.push(a, b);

    // Matched across instances: A waits on 1, B's find on 2 takes the seat and starts the battle.
    const waiting = await a.ok({ type: 'find' });
    const room = await b.ok({ type: 'find' });
    expect(room?.room_id).toBe(waiting?.room_id);
    const roomId = room?.room_id ?? 0;
    await a.waitFor('room', (e) => e.room.status === 'playing', 5_000);

    // Question 0 reaches both (whichever instance's worker sent it); A right, B wrong.
    const q0 = await a.waitFor('question', (e) => e.question.index === 0, 10_000);
    expect((await b.waitFor('question', (e) => e.question.index === 0, 5_000)).question.id).toBe(q0.question.id);
    const right0 = await rightAnswer(second, q0.question.id);
    await a.ok({ type: 'answer', room_id: roomId, index: 0, choice: right0 });
    // A's answer on instance 1 reaches B on instance 2 (through Redis), without what A chose.
    await b.waitFor('answered', (e) => e.index === 0 && e.seat === 1, 5_000);
    await b.ok({ type: 'answer', room_id: roomId, index: 0, choice: (right0 + 1) % 4 });
    await a.waitFor('closed', (e) => e.closed.index === 0, 5_000);
    await b.waitFor('closed', (e) => e.closed.index === 0, 5_000);

    // Question 1 is open when instance 1 dies.
    const q1 = await b.waitFor('question', (e) => e.question.index === 1, 10_000);
    first?.child.kill('SIGKILL');
    expect(await first?.exited).toBe('SIGKILL');

    // A comes back through instance 2 within the window and resumes where the room stands.
    const a2 = await connectBattle(secondUrl, alice.token);
    open.push(a2);
    const resumed = await a2.ok({ type: 'join', room_id: roomId });
    expect(resumed?.status).toBe('playing');
    expect(resumed?.question?.index).toBe(1);
    expect(resumed?.closed.map((c) => c.index)).toEqual([0]);
    expect(resumed?.players.find((p) => p.seat === 1)?.presence).not.toBe('left');

    for (let index = 1; index < QUESTIONS; index++) {
      const question = index === 1 ? q1.question : (await b.waitFor('question', (e) => e.question.index === index, 10_000)).question;
      const right = await rightAnswer(second, question.id);
      await a2.ok({ type: 'answer', room_id: roomId, index, choice: right });
      await b.ok({ type: 'answer', room_id: roomId, index, choice: (right + 1) % 4 });
      await b.waitFor('closed', (e) => e.closed.index === index, 5_000);
    }
    const ended = await b.waitFor('ended', undefined, 10_000);
    expect(ended.room.result?.winner_ids).toEqual([aliceId]);
    expect((await a2.waitFor('ended', undefined, 5_000)).room.result?.winner_ids).toEqual([aliceId]);

    // Paid once, recorded once, though two instances' workers and a killed one took part.
    const match = ended.room.match_id;
    const paid = await second.ctx.db.select({ coins: coinLedger.coins }).from(coinLedger).where(and(eq(coinLedger.userId, aliceId), eq(coinLedger.ref, `battle:${match}`)));
    expect(paid).toEqual([{ coins: WIN_COINS }]);
    expect(await second.ctx.db.select({ winner: battleStatistics.winnerId }).from(battleStatistics).where(eq(battleStatistics.matchId, match))).toEqual([{ winner: aliceId }]);
  }, 90_000);
});

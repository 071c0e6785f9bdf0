/**
 * Leaderboards (issue 11): one set of scenarios against every ranking and database: SQL on PGlite
 * and (TEST_DATABASE_URL) PostgreSQL, and Redis (TEST_REDIS_URL) on both. Then what only Redis
 * needs: the same answers as SQL on random boards, a rebuild from the ledger after its keys are
 * lost, and score committed by an instance that stopped before writing Redis.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LevelResult } from '../../contract/api/quiz';
import { leaderboardOutbox } from '../../server/db/schema';
import { boardOf } from '../../server/features/economy/ranking/boards';
import { createRedisRanking } from '../../server/features/economy/ranking/redis-ranking';
import { createSqlRanking } from '../../server/features/economy/ranking/sql-ranking';
import { addPlayer, book, clearBoards, expectedRanks, flushKeys, leaderboard, type BoardAction } from '../fixtures/leaderboards';
import { servedQuizSheet } from '../fixtures/sync';
import { createTestApp, envelope, lanes, newSubscriber, type Lane, type TestApp } from '../fixtures/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const BOARDS: BoardAction[] = ['get_daily_leaderboard', 'get_monthly_leaderboard', 'get_globle_leaderboard'];

interface Backend {
  readonly lane: Lane;
  readonly ranking: 'sql' | 'redis';
}
const backends: Backend[] = [...lanes.map((lane) => ({ lane, ranking: 'sql' as const })), ...(redisUrl ? lanes.map((lane) => ({ lane, ranking: 'redis' as const })) : [])];

/** A test app on its own key prefix, so parallel test files never share a board. */
async function appFor(backend: Backend): Promise<{ app: TestApp; redis: Redis | null; prefix: string }> {
  const prefix = `qh-test-${randomBytes(6).toString('hex')}:`;
  if (backend.ranking === 'sql' || !redisUrl) return { app: await createTestApp(backend.lane), redis: null, prefix };
  const app = await createTestApp(backend.lane, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
  return { app, redis: new Redis(redisUrl), prefix };
}

describe.each(backends)('leaderboards ($ranking on $lane)', (backend) => {
  let app: TestApp;
  let redis: Redis | null;
  let prefix: string;
  let me: { token: string; id: number };

  beforeAll(async () => {
    ({ app, redis, prefix } = await appFor(backend));
    expect(app.ranking.kind).toBe(backend.ranking);
    const { token } = await newSubscriber(app, 'quinn');
    me = { token, id: envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id };
  });
  afterAll(async () => {
    await app?.close();
    if (redis) await flushKeys(redis, prefix);
    await redis?.quit();
  });
  beforeEach(() => clearBoards(app, redis, prefix));

  it('ranks tied players together (1, 2, 2, 2, 5), orders a tie by user id, and pages through the board', async () => {
    const ann = await addPlayer(app, 'ann', '/uploads/ann.webp');
    const [bob, cy, dee] = [await addPlayer(app, 'bob'), await addPlayer(app, 'cy'), await addPlayer(app, 'dee')];
    for (const [id, score] of [[ann, 100], [dee, 80], [bob, 80], [me.id, 80], [cy, 40]] as const) await book(app, id, score);
    await book(app, cy, 12); // a second round adds to the first

    for (const action of BOARDS) {
      const first = await leaderboard(app, action, me.token, { offset: 0, limit: 3 });
      expect(first.total).toBe(5);
      expect(first.data).toEqual([
        { rank: 1, user_id: ann, name: 'Ann', profile: '/uploads/ann.webp', score: 100 },
        // me signed up before bob, cy and dee were added: the lowest id of the tie comes first
        { rank: 2, user_id: me.id, name: 'Quinn', profile: null, score: 80 },
        { rank: 2, user_id: bob, name: 'Bob', profile: null, score: 80 },
      ]);
      expect(first.me).toEqual({ rank: 2, user_id: me.id, name: 'Quinn', profile: null, score: 80 });
      const second = await leaderboard(app, action, me.token, { offset: 3, limit: 3 });
      expect(second.data.map((r) => [r.rank, r.user_id, r.score])).toEqual([
        [2, dee, 80],
        [5, cy, 52],
      ]);
      expect((await leaderboard(app, action, me.token, { offset: 5, limit: 3 })).data).toEqual([]);
    }
  });

  it("answers the caller's own rank and score when the page does not show them", async () => {
    const scores = new Map<number, number>();
    for (let i = 0; i < 6; i++) scores.set(await addPlayer(app, `player ${i}`), 100 - i * 10);
    scores.set(me.id, 20);
    for (const [id, score] of scores) await book(app, id, score);
    const board = await leaderboard(app, 'get_daily_leaderboard', me.token, { offset: 0, limit: 2 });
    expect(board.data.map((r) => r.user_id)).not.toContain(me.id);
    expect(board.me).toMatchObject({ rank: 7, score: 20, user_id: me.id });
    expect(board.total).toBe(7);
    expect(board.data.map((r) => ({ userId: r.user_id, score: r.score, rank: r.rank }))).toEqual(expectedRanks(scores).slice(0, 2));
  });

  it('answers rank null and score 0 for a caller with no score on the board, who is not counted in it', async () => {
    await book(app, await addPlayer(app, 'eve'), 30);
    for (const action of BOARDS) {
      const board = await leaderboard(app, action, me.token);
      expect(board.me).toEqual({ rank: null, user_id: me.id, name: 'Quinn', profile: null, score: 0 });
      expect(board.total).toBe(1);
      expect(board.data).toHaveLength(1);
    }
  });

  it('moves only with ranked play: a replay of the level (practice, score 0) leaves every board as it was', async () => {
    const sheet = await servedQuizSheet(app, me.token, 1);
    const ranked = envelope<LevelResult>(await app.call('set_level_data', sheet, me.token)).data;
    expect(ranked.mode).toBe('ranked');
    expect(ranked.score_earned).toBeGreaterThan(0);
    const replay = envelope<LevelResult>(await app.call('set_level_data', await servedQuizSheet(app, me.token, 1), me.token)).data;
    expect(replay).toMatchObject({ mode: 'practice', score_earned: 0 });
    for (const action of BOARDS) expect((await leaderboard(app, action, me.token)).me).toMatchObject({ rank: 1, score: ranked.score_earned });
  });

  it('starts the daily board again at midnight UTC and the monthly one on the first of the month UTC, by the time the score was booked', async () => {
    await book(app, me.id, 40);
    const start = app.ctx.now();
    const today = boardOf('daily', start);
    expect(await leaderboard(app, 'get_daily_leaderboard', me.token)).toMatchObject({ period: today.period, ends_at: today.endsAt?.toISOString(), me: { rank: 1, score: 40 } });

    // One minute into the next UTC day.
    app.advance((today.endsAt?.getTime() ?? 0) - start.getTime() + 60_000);
    const sameMonth = boardOf('monthly', app.ctx.now()).key === boardOf('monthly', start).key;
    expect(await leaderboard(app, 'get_daily_leaderboard', me.token)).toMatchObject({ total: 0, data: [], me: { rank: null, score: 0 } });
    expect((await leaderboard(app, 'get_monthly_leaderboard', me.token)).me.score).toBe(sameMonth ? 40 : 0);

    // One minute into the next UTC month: only the global board remembers.
    const month = boardOf('monthly', app.ctx.now());
    app.advance((month.endsAt?.getTime() ?? 0) - app.ctx.now().getTime() + 60_000);
    expect((await leaderboard(app, 'get_monthly_leaderboard', me.token)).me).toMatchObject({ rank: null, score: 0 });
    expect(await leaderboard(app, 'get_globle_leaderboard', me.token)).toMatchObject({ period: 'all', ends_at: null, me: { rank: 1, score: 40 } });

    // Score booked a millisecond before midnight counts for the day (and month) it was booked in.
    await book(app, me.id, 8, new Date(boardOf('daily', app.ctx.now()).endsAt!.getTime() - 86_400_000 - 1));
    expect((await leaderboard(app, 'get_daily_leaderboard', me.token)).me.score).toBe(0);
    expect((await leaderboard(app, 'get_monthly_leaderboard', me.token)).me.score).toBe(0);
    expect((await leaderboard(app, 'get_globle_leaderboard', me.token)).me.score).toBe(48);
  });

  it('takes a deleted account off every board, and the players below it move up', async () => {
    const leaver = await newSubscriber(app, 'leaver');
    const leaverId = envelope<{ id: number }>(await app.call('get_user_by_id', {}, leaver.token)).data.id;
    await book(app, leaverId, 90);
    await book(app, me.id, 50);
    expect((await leaderboard(app, 'get_globle_leaderboard', me.token)).me.rank).toBe(2);
    expect((await app.call('delete_user_account', { confirm: true }, leaver.token)).statusCode).toBe(200);
    for (const action of BOARDS) expect(await leaderboard(app, action, me.token)).toMatchObject({ total: 1, me: { rank: 1, score: 50 } });
  });

  it("shows the caller's own new name at once, on the page and in their own row", async () => {
    await book(app, me.id, 30);
    expect((await leaderboard(app, 'get_globle_leaderboard', me.token)).me.name).toBe('Quinn');
    expect((await app.call('update_profile', { name: 'quincy' }, me.token)).statusCode).toBe(200);
    const after = await leaderboard(app, 'get_globle_leaderboard', me.token);
    expect(after.me.name).toBe('Quincy');
    expect(after.data[0]).toMatchObject({ user_id: me.id, name: 'Quincy' });
    expect((await app.call('update_profile', { name: 'quinn' }, me.token)).statusCode).toBe(200);
  });

  it('refuses a page past the contract: limit above 100, a negative offset', async () => {
    expect((await app.call('get_daily_leaderboard', { limit: 101 }, me.token)).statusCode).toBe(400);
    expect((await app.call('get_daily_leaderboard', { offset: -1 }, me.token)).statusCode).toBe(400);
    expect((await app.call('get_daily_leaderboard', {})).statusCode).toBe(401);
  });
});

describe.runIf(redisUrl)('Redis leaderboards, against the ledger', () => {
  describe.each(lanes)('%s', (lane) => {
    let app: TestApp;
    let redis: Redis;
    let prefix: string;
    let me: { token: string; id: number };

    beforeAll(async () => {
      const built = await appFor({ lane, ranking: 'redis' });
      app = built.app;
      prefix = built.prefix;
      redis = built.redis ?? new Redis(redisUrl ?? '');
      const { token } = await newSubscriber(app, 'riley');
      me = { token, id: envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id };
    });
    afterAll(async () => {
      await app?.close();
      await flushKeys(redis, prefix);
      await redis.quit();
    });
    beforeEach(() => clearBoards(app, redis, prefix));

    it('gives the same answers as SQL for random boards, pages and players', async () => {
      const ids = [me.id];
      for (let i = 0; i < 40; i++) ids.push(await addPlayer(app, `p${i}`));
      // Few distinct scores, so ties are common; some players earn twice.
      for (const id of ids) await book(app, id, 4 * (1 + Math.floor(Math.random() * 8)));
      for (const id of ids.slice(0, 10)) await book(app, id, 4 * (1 + Math.floor(Math.random() * 3)));
      const sql = createSqlRanking(app.ctx.db);
      const board = boardOf('global', app.ctx.now());
      for (let trial = 0; trial < 20; trial++) {
        const who = ids[Math.floor(Math.random() * ids.length)] ?? me.id;
        const page = { offset: Math.floor(Math.random() * 45), limit: 1 + Math.floor(Math.random() * 12) };
        expect(await app.ranking.standings(board, who, page), JSON.stringify({ who, page })).toEqual(await sql.standings(board, who, page));
      }
    });

    it("rebuilds a board from the ledger after Redis lost its keys, with the same answer", async () => {
      for (const [name, score] of [['ann', 60], ['bob', 60], ['cy', 12]] as const) await book(app, await addPlayer(app, name), score);
      await book(app, me.id, 24);
      const before = await Promise.all(BOARDS.map((action) => leaderboard(app, action, me.token, { limit: 2 })));
      expect(await flushKeys(redis, prefix)).toBeGreaterThan(0);
      const after = await Promise.all(BOARDS.map((action) => leaderboard(app, action, me.token, { limit: 2 })));
      expect(after).toEqual(before);
      expect(after[2]?.me).toMatchObject({ rank: 3, score: 24 });
      expect(await redis.exists(`${prefix}lb-built:global`)).toBe(1);
    });

    it('puts score on the board that was committed by an instance that stopped before writing it to Redis', async () => {
      await book(app, me.id, 16);
      expect((await leaderboard(app, 'get_globle_leaderboard', me.token)).me.score).toBe(16);
      // Another instance commits a round and stops before its drain runs: the rows wait in the outbox.
      const other = createRedisRanking({ db: app.ctx.db, redis, prefix, now: app.ctx.now, log: app.app.log, drainIntervalMs: 3_600_000 });
      await app.ctx.db.transaction((tx) => other.record(tx, me.id, 20, app.ctx.now()));
      await other.close();
      expect((await app.ctx.db.select({ n: count() }).from(leaderboardOutbox))[0]?.n).toBe(3);
      for (const action of BOARDS) expect((await leaderboard(app, action, me.token)).me.score).toBe(36);
      expect((await app.ctx.db.select({ n: count() }).from(leaderboardOutbox))[0]?.n).toBe(0);
    });
  });
});

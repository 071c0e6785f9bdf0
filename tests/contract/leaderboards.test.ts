/**
 * Leaderboards (issue 11): one set of scenarios against every ranking and database: SQL on PGlite
 * and (TEST_DATABASE_URL) PostgreSQL, and Redis (TEST_REDIS_URL) on both. Then what only Redis
 * needs: the same answers as SQL on random boards, a rebuild from the ledger after its keys are
 * lost, and score committed by an instance that stopped before writing Redis.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LevelResult } from '../../contract/api/quiz';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { LISTEN_APPLICATION_NAME, listenOn, type Listen } from '../../server/db/listen';
import { leaderboardOutbox, leaderboardScores, users } from '../../server/db/schema';
import { friendsCode, randomId } from '../../server/lib/ids';
import { boardOf } from '../../server/features/economy/ranking/boards';
import { createRedisRanking, memberOf, OUTBOX_CHANNEL } from '../../server/features/economy/ranking/redis-ranking';
import { createSqlRanking } from '../../server/features/economy/ranking/sql-ranking';
import { addPlayer, book, clearBoards, expectedRanks, flushKeys, leaderboard, type BoardAction } from '../fixtures/leaderboards';
import { servedQuizSheet } from '../fixtures/sync';
import { createPostgresDatabase, createTestApp, envelope, lanes, newSubscriber, type Lane, type TestApp } from '../fixtures/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const BOARDS: BoardAction[] = ['get_daily_leaderboard', 'get_monthly_leaderboard', 'get_globle_leaderboard'];

interface Backend {
  readonly lane: Lane;
  readonly ranking: 'sql' | 'redis';
}
const backends: Backend[] = [...lanes.map((lane) => ({ lane, ranking: 'sql' as const })), ...(redisUrl ? lanes.map((lane) => ({ lane, ranking: 'redis' as const })) : [])];

/** A test app on its own key prefix, so parallel test files never share a board. */
async function appFor(backend: Backend, options: Parameters<typeof createTestApp>[2] = {}): Promise<{ app: TestApp; redis: Redis | null; prefix: string }> {
  const prefix = `qh-test-${randomBytes(6).toString('hex')}:`;
  if (backend.ranking === 'sql' || !redisUrl) return { app: await createTestApp(backend.lane), redis: null, prefix };
  const app = await createTestApp(backend.lane, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }, options);
  return { app, redis: new Redis(redisUrl), prefix };
}

const outboxRows = async (db: Db) => (await db.select({ n: count() }).from(leaderboardOutbox))[0]?.n;

/** An object whose method calls are written down by name (the database's or Redis's, for a ranking). */
function counted<T extends object>(target: T): { proxy: T; calls: string[] } {
  const calls: string[] = [];
  const proxy = new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(object, args);
      };
    },
  });
  return { proxy, calls };
}

/** Notifications that are "heard" but never come: a ranking then drains only for its own writes. */
const silentListen: Listen = (_channel, handlers) => {
  handlers.onListening();
  return { close: async () => undefined };
};

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
      // The app's own timer drain is an hour apart: nothing here may wait for it.
      const built = await appFor({ lane, ranking: 'redis' }, { leaderboardDrainIntervalMs: 3_600_000 });
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
      // Another instance commits a round and stops before its drain runs.
      const other = createRedisRanking({ db: app.ctx.db, redis, prefix, now: app.ctx.now, log: app.app.log, drainIntervalMs: 3_600_000 });
      await app.ctx.db.transaction((tx) => other.record(tx, me.id, 20, app.ctx.now()));
      await other.close();
      if (lane === 'postgres') {
        // The commit's notification makes this instance drain, with no read and no timer (an hour
        // apart): within milliseconds, so a read right after the commit could still miss it.
        await vi.waitFor(async () => expect(await outboxRows(app.ctx.db)).toBe(0), { timeout: 2_000, interval: 5 });
        expect(await redis.zscore(`${prefix}lb:global`, memberOf(me.id))).toBe('-36');
      } else {
        // PGlite: nobody to notify (one process), so the rows wait for the next read, which drains first.
        expect(await outboxRows(app.ctx.db)).toBe(3);
      }
      for (const action of BOARDS) expect((await leaderboard(app, action, me.token)).me.score).toBe(36);
      expect(await outboxRows(app.ctx.db)).toBe(0);
    });

    it("reads with one Redis call and no database query unless this instance wrote since it last drained", async () => {
      await book(app, me.id, 16);
      await leaderboard(app, 'get_globle_leaderboard', me.token); // the app's own read drains its round
      const db = counted(app.ctx.db);
      const cache = counted(redis);
      const ranking = createRedisRanking({ db: db.proxy, redis: cache.proxy, prefix, now: app.ctx.now, log: app.app.log, drainIntervalMs: 3_600_000, listen: silentListen });
      const board = boardOf('global', app.ctx.now());
      const read = async () => {
        db.calls.length = 0;
        cache.calls.length = 0;
        return (await ranking.standings(board, me.id, { offset: 0, limit: 5 })).own.score;
      };
      try {
        expect(await read()).toBe(16); // waits for the catch-up drain that listening starts with
        for (let i = 0; i < 3; i++) {
          expect(await read()).toBe(16);
          expect(db.calls).toEqual([]);
          expect(cache.calls).toEqual(['eval']);
        }
        // Its own round: the next read drains first (a select, a copy, a delete), then reads.
        await app.ctx.db.transaction((tx) => ranking.record(tx, me.id, 20, app.ctx.now()));
        expect(await read()).toBe(36);
        // (with PostgreSQL the app's own listener may have drained the rows already: no delete then)
        expect(db.calls[0]).toBe('execute');
        expect(db.calls.every((call) => call === 'execute' || call === 'delete')).toBe(true);
        expect(await read()).toBe(36);
        expect(db.calls).toEqual([]);
        expect(cache.calls).toEqual(['eval']);
        // A round of its own that rolled back is settled by the next drain, which finds nothing.
        await expect(
          app.ctx.db.transaction(async (tx) => {
            await ranking.record(tx, me.id, 40, app.ctx.now());
            throw new Error('the round failed after its score was recorded');
          }),
        ).rejects.toThrow('the round failed');
        expect(await read()).toBe(36);
        expect(db.calls).toEqual(['execute']);
        expect(await read()).toBe(36);
        expect(db.calls).toEqual([]);
      } finally {
        await ranking.close();
      }
    });

    it('drains before every read when it has no notifications to listen to (PGlite)', async () => {
      const db = counted(app.ctx.db);
      const ranking = createRedisRanking({ db: db.proxy, redis, prefix, now: app.ctx.now, log: app.app.log, drainIntervalMs: 3_600_000 });
      try {
        const board = boardOf('global', app.ctx.now());
        await ranking.standings(board, me.id, { offset: 0, limit: 5 }); // builds the board
        for (let i = 0; i < 2; i++) {
          db.calls.length = 0;
          await ranking.standings(board, me.id, { offset: 0, limit: 5 });
          expect(db.calls).toEqual(['execute']);
        }
      } finally {
        await ranking.close();
      }
    });
  });
});

/**
 * Instances of the Redis ranking on one PostgreSQL database of their own (no app beside them that
 * would drain the outbox too): what a read may skip, and what the LISTEN connection adds.
 */
describe.runIf(redisUrl && process.env.TEST_DATABASE_URL)('Redis leaderboards across instances on PostgreSQL', () => {
  let pgDatabase: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let redis: Redis;
  const prefix = `qh-test-${randomBytes(6).toString('hex')}:`;
  const page = { offset: 0, limit: 5 };
  const board = () => boardOf('global', new Date());
  const quietLog = { info: () => undefined, warn: () => undefined };
  let player: number;

  beforeAll(async () => {
    pgDatabase = await createPostgresDatabase();
    database = await openDatabase({ databaseUrl: pgDatabase.url, pgliteDir: 'memory://' });
    redis = new Redis(redisUrl ?? '');
    const [row] = await database.db.insert(users).values({ uid: randomId(20), name: 'pat', type: 'email', friendsCode: friendsCode() }).returning({ id: users.id });
    player = row?.id ?? 0;
  });
  afterAll(async () => {
    await database?.close();
    await pgDatabase?.drop();
    if (redis) await flushKeys(redis, prefix);
    await redis?.quit();
  });
  beforeEach(async () => {
    await database.db.delete(leaderboardOutbox);
    await database.db.delete(leaderboardScores);
    await flushKeys(redis, prefix);
  });

  /** Another instance's round: committed, and that instance gone before its drain. */
  async function otherInstanceBooks(score: number): Promise<void> {
    const other = createRedisRanking({ db: database.db, redis, prefix, now: () => new Date(), log: quietLog, drainIntervalMs: 3_600_000 });
    await database.db.transaction((tx) => other.record(tx, player, score, new Date()));
    await other.close();
  }

  it('does not count a drain that started before its own round committed', async () => {
    const db = counted(database.db);
    const ranking = createRedisRanking({ db: db.proxy, redis, prefix, now: () => new Date(), log: quietLog, drainIntervalMs: 3_600_000, listen: silentListen });
    try {
      await database.db.transaction(async (tx) => {
        await ranking.record(tx, player, 20, new Date());
        // A read (another player's) while the round is recorded but not committed: its drain
        // cannot see the rows yet, and must not settle the round.
        db.calls.length = 0;
        expect((await ranking.standings(board(), player, page)).own.score).toBe(0);
        expect(db.calls[0]).toBe('execute');
      });
      // No notification will come (silentListen) and the timer is an hour apart: only the read's
      // own drain can show the round, and it must run.
      expect((await ranking.standings(board(), player, page)).own).toEqual({ score: 20, rank: 1 });
      expect(await outboxRows(database.db)).toBe(0);
    } finally {
      await ranking.close();
    }
  });

  it("drains other instances' rounds on their notification, and drains before every read while not listening", async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    // Reconnects no sooner than 750 ms after a loss (1 s with jitter), so the test sees the outage.
    const listen: Listen = (channel, handlers) => listenOn(pgDatabase.url, channel, handlers, { retryMinMs: 1_000 });
    const ranking = createRedisRanking({ db: database.db, redis, prefix, now: () => new Date(), log, drainIntervalMs: 3_600_000, listen });
    const listening = async () => {
      const result = (await database.db.execute(
        sql`select pid from pg_stat_activity where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database() and query = ${`LISTEN ${OUTBOX_CHANNEL}`}`,
      )) as unknown as { rows: { pid: number }[] };
      return result.rows;
    };
    try {
      await vi.waitFor(async () => expect(await listening()).toHaveLength(1), { timeout: 5_000, interval: 10 });
      expect((await ranking.standings(board(), player, page)).own.score).toBe(0); // builds the empty board

      // Heard: no read, no timer, and the outbox empties into Redis.
      await otherInstanceBooks(20);
      await vi.waitFor(async () => expect(await outboxRows(database.db)).toBe(0), { timeout: 2_000, interval: 5 });
      expect(await redis.zscore(`${prefix}lb:global`, memberOf(player))).toBe('-20');

      // The listening connection dies: said once, and reads drain first until it is back.
      const [backend] = await listening();
      await database.db.execute(sql`select pg_terminate_backend(${backend?.pid ?? 0})`);
      await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1), { timeout: 2_000, interval: 5 });
      expect(log.warn.mock.calls[0]?.[1]).toMatch(/notifications are not heard; every leaderboard read drains the outbox first/);
      await otherInstanceBooks(5);
      expect(await outboxRows(database.db)).toBe(3);
      expect((await ranking.standings(board(), player, page)).own.score).toBe(25);
      expect(await outboxRows(database.db)).toBe(0);

      // Back: said once, and heard again.
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith('leaderboard outbox notifications are heard again'), { timeout: 5_000, interval: 10 });
      await otherInstanceBooks(4);
      await vi.waitFor(async () => expect(await outboxRows(database.db)).toBe(0), { timeout: 2_000, interval: 5 });
      expect(await redis.zscore(`${prefix}lb:global`, memberOf(player))).toBe('-29');
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await ranking.close();
    }
    expect(await listening()).toEqual([]);
  });
});

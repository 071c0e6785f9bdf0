/**
 * Leaderboard reads at scale (issue 11): a fresh PostgreSQL database per size with that many players
 * on the global board, generated in bulk (generate_series; the count trigger off while loading,
 * the counts then made by one GROUP BY, as the trigger would have left them), and the same board in
 * Redis, rebuilt from the ledger the way a lost Redis is. Measured for random players, one after
 * another, p50 and p99 per size and backend, at two scopes:
 * - `ranking`: the own rank + page query the issue sets targets for (Ranking.standings: the
 *   caller's rank and score and the first page of 20; with Redis one script, as the ranking reads
 *   on an instance that hears the outbox's notifications and has no write of its own to drain);
 * - `action`: the whole answer of a leaderboard action minus HTTP (LeaderboardService.board: the
 *   ranking plus the names and pictures of the page and the caller).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../server/db/client';
import { withFreshPostgres } from './fresh-postgres';
import { boardOf } from '../server/features/economy/ranking/boards';
import { createLeaderboardService } from '../server/features/economy/ranking/leaderboard.service';
import type { Ranking } from '../server/features/economy/ranking/ranking';
import { createRedisRanking } from '../server/features/economy/ranking/redis-ranking';
import { createSqlRanking } from '../server/features/economy/ranking/sql-ranking';
import { percentile } from './percentile';

const ADMIN_URL = process.env.LEADERBOARD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.LEADERBOARD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WARMUP = 200;
const SAMPLES = Number(process.env.LEADERBOARD_SAMPLES ?? 2000);
const PAGE = { offset: 0, limit: 20 };

export type LeaderboardBackend = 'postgres' | 'redis';
export type LeaderboardScope = 'ranking' | 'action';

export interface LeaderboardTiming {
  readonly players: number;
  readonly backend: LeaderboardBackend;
  readonly scope: LeaderboardScope;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly samples: number;
}

export interface LeaderboardResult {
  readonly timings: LeaderboardTiming[];
  /** Seconds to generate each size in PostgreSQL, and to rebuild its board in Redis from the ledger. */
  readonly generateSeconds: Record<number, number>;
  readonly redisRebuildSeconds: Record<number, number>;
}

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * `players` players with skewed ranked scores (many low, few high, multiples of 4 as Quiz Zone
 * pays them, up to about 200,000: some 200 buckets), one ledger row each, and their global board.
 */
async function generate(database: Database, players: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into users (uid, name, type, friends_code)
    select 'bench' || lpad(g::text, 15, '0'), 'player ' || g, 'email', 'B' || lpad(to_hex(g), 11, '0')
    from generate_series(1, ${players}::int) as g`);
  await db.execute(sql`
    insert into coin_ledger (user_id, coins, score, type, title, source, created_at)
    select id, 0, 4 + 4 * floor(power(random(), 3) * 50000)::int, 'quiz_zone', 'Bench round', 'sheet', now() from users`);
  await db.execute(sql`alter table leaderboard_scores disable trigger leaderboard_scores_counts`);
  await db.execute(sql`insert into leaderboard_scores (board, user_id, score) select 'global', user_id, sum(score)::int from coin_ledger where score > 0 group by user_id`);
  await db.execute(sql`alter table leaderboard_scores enable trigger leaderboard_scores_counts`);
  await db.execute(sql`insert into leaderboard_score_counts (board, score, players) select board, score, count(*)::int from leaderboard_scores group by board, score`);
  await db.execute(sql`insert into leaderboard_bucket_counts (board, bucket, players) select board, leaderboard_bucket(score), count(*)::int from leaderboard_scores group by board, leaderboard_bucket(score)`);
  await db.execute(sql`analyze`);
}


function timingOf(players: number, backend: LeaderboardBackend, scope: LeaderboardScope, durations: number[]): LeaderboardTiming {
  durations.sort((a, b) => a - b);
  return { players, backend, scope, p50Ms: percentile(durations, 50), p99Ms: percentile(durations, 99), maxMs: durations.at(-1) ?? Number.NaN, samples: durations.length };
}

/** Both scopes for one backend: the ranking's query, then the whole action. */
async function time(database: Database, ranking: Ranking, players: number, backend: LeaderboardBackend): Promise<LeaderboardTiming[]> {
  const service = createLeaderboardService({ db: database.db, now: () => new Date() }, ranking);
  const board = boardOf('global', new Date());
  const randomPlayer = () => 1 + Math.floor(Math.random() * players);
  const expectedTotal = (await service.board(randomPlayer(), 'global', PAGE)).total;
  if (expectedTotal !== players) throw new Error(`${backend}: the board has ${expectedTotal} players, not ${players}`);
  for (let i = 0; i < WARMUP; i++) await service.board(randomPlayer(), 'global', PAGE);

  const query: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const standings = await ranking.standings(board, randomPlayer(), PAGE);
    query.push(performance.now() - start);
    if (standings.own.rank === null || standings.rows.length !== PAGE.limit) throw new Error(`${backend}: an incomplete ranking`);
  }
  const action: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const answer = await service.board(randomPlayer(), 'global', PAGE);
    action.push(performance.now() - start);
    if (answer.me.rank === null || answer.data.length !== PAGE.limit) throw new Error(`${backend}: an incomplete answer`);
  }
  return [timingOf(players, backend, 'ranking', query), timingOf(players, backend, 'action', action)];
}

function withFreshDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  return withFreshPostgres(ADMIN_URL, 'qh_bench_lb', run);
}

export async function measureLeaderboard(
  sizes: readonly number[] = [100_000, 1_000_000],
  backends: readonly LeaderboardBackend[] = ['postgres', 'redis'],
  onTiming: (timing: LeaderboardTiming) => void = () => undefined,
): Promise<LeaderboardResult> {
  const result: LeaderboardResult = { timings: [], generateSeconds: {}, redisRebuildSeconds: {} };
  for (const players of sizes) {
    await withFreshDatabase(async (database) => {
      let start = performance.now();
      await generate(database, players);
      result.generateSeconds[players] = (performance.now() - start) / 1000;
      if (backends.includes('postgres')) {
        for (const timing of await time(database, createSqlRanking(database.db), players, 'postgres')) {
          result.timings.push(timing);
          onTiming(timing);
        }
      }
      if (backends.includes('redis')) {
        const redis = new Redis(REDIS_URL);
        const prefix = `qh-bench-${randomBytes(4).toString('hex')}:`;
        const ranking = createRedisRanking({ db: database.db, redis, prefix, now: () => new Date(), log: quiet, listen: database.listen });
        try {
          start = performance.now();
          // The first read finds no built marker and rebuilds the board from the ledger.
          await ranking.standings(boardOf('global', new Date()), 1, PAGE);
          result.redisRebuildSeconds[players] = (performance.now() - start) / 1000;
          for (const timing of await time(database, ranking, players, 'redis')) {
            result.timings.push(timing);
            onTiming(timing);
          }
        } finally {
          await ranking.close();
          await redis.del(`${prefix}lb:global`, `${prefix}lb-built:global`);
          await redis.quit();
        }
      }
    });
  }
  return result;
}

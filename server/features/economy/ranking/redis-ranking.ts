/**
 * Ranks from Redis sorted sets, one per board, when REDIS_URL is set. The database stays the truth:
 *
 * - Write: in the ledger entry's transaction the player's board rows are added to
 *   (leaderboard_scores) and their new totals put in leaderboard_outbox. After the commit a drain
 *   copies outbox rows to Redis and deletes them. A crash between commit and Redis leaves the rows
 *   in the outbox for the next drain of any instance.
 * - When a drain runs. A read is one Redis round trip (STANDINGS_SCRIPT) unless it has to drain:
 *   - Own writes, at once: record() notes the writing transaction's id; a read drains first while
 *     any noted transaction is not known to be drained. A drain knows it from the snapshot its
 *     select ran in: a transaction that had ended (committed or rolled back) by then has its rows
 *     in the drain or already drained. A drain that started before a write committed does not
 *     count for it, so a player sees their own round on the instance that booked it, always.
 *   - Other instances' writes, within milliseconds: with PostgreSQL, migration 0014's trigger
 *     NOTIFYs on every outbox insert (delivered at the commit, one per transaction) and each
 *     instance holds one connection that LISTENs (Database.listen) and drains on every
 *     notification. A read arriving while a drain runs waits for it, so a read after a
 *     notification arrived shows its rows. While that connection is down (or not yet up) every read
 *     drains first, as without notifications; it catches up with a drain when it listens again.
 *   - Backstop, within a second: every instance drains every second, for a notification that was
 *     lost (a half-dead connection) or rows left by a crash.
 *   - Without a listener (PGlite: one process, nobody else to hear; Redis with PGlite is a
 *     test-only pairing) every read drains first.
 * - Idempotent: a member's score is the board total, written with ZADD LT on the negated score
 *   (totals only grow), so a row applied twice, late or out of order never lowers a board; drains
 *   of several instances may copy the same rows.
 * - Loss: each board has a marker key set once it was built. A read of a board without its marker
 *   (a flushed or restarted Redis) first rebuilds the board from the ledger, merged the same way.
 *
 * Scores are stored negated and members as zero-padded user ids, so ascending order is the
 * leaderboard's order (score descending, ties by user id ascending) and a rank is one ZCOUNT.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ChainableCommander, Redis } from 'ioredis';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Listen, Listener } from '../../../db/listen';
import { leaderboardOutbox } from '../../../db/schema';
import { rawRows } from '../../../db/raw-rows';
import { addToBoards, ledgerTotals } from './board-scores.repo';
import { boardOf, boardOfKey, boardsAt, type Board } from './boards';
import { rankPage, type Page, type Ranking, type Standings } from './ranking';

const DRAIN_BATCH = 500;
const DRAIN_INTERVAL_MS = 1_000;
const REBUILD_BATCH = 5_000;
/** A board's keys outlive its period by this much, then Redis drops them (only current boards are read). */
const KEEP_AFTER_PERIOD_MS = 2 * 86_400_000;
/** The channel migration 0014's trigger notifies on every insert into leaderboard_outbox. */
export const OUTBOX_CHANNEL = 'quizhive_leaderboard_outbox';

export interface RedisRankingOptions {
  readonly db: Db;
  readonly redis: Redis;
  /** Prefix of every key (REDIS_KEY_PREFIX): instances of one deployment share it. */
  readonly prefix: string;
  readonly now: () => Date;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How often the outbox is drained without a read asking (1 s; tests stop it to play a crash). */
  readonly drainIntervalMs?: number;
  /**
   * How to hear other instances' commits (Database.listen, PostgreSQL). Without it every read
   * drains the outbox first.
   */
  readonly listen?: Listen;
}

/**
 * KEYS: the board, its built marker; ARGV: first and last position of the page, the caller's
 * member. Answers nil when the board is not built, else the page (members and negated scores), the
 * caller's negated score or nil, the players above the caller or nil, the players above the page's
 * first row (0 on the first page: it is rank 1) and the board's size. A script, so the whole
 * answer is one round trip and one consistent moment of the board.
 */
const STANDINGS_SCRIPT = `
if redis.call('EXISTS', KEYS[2]) == 0 then return nil end
local page = redis.call('ZRANGE', KEYS[1], ARGV[1], ARGV[2], 'WITHSCORES')
local own = redis.call('ZSCORE', KEYS[1], ARGV[3])
local ownAbove = false
if own then ownAbove = redis.call('ZCOUNT', KEYS[1], '-inf', '(' .. own) end
local firstAbove = 0
if #page > 0 and tonumber(ARGV[1]) > 0 then firstAbove = redis.call('ZCOUNT', KEYS[1], '-inf', '(' .. page[2]) end
return {page, own, ownAbove, firstAbove, redis.call('ZCARD', KEYS[1])}
`;

export const memberOf = (userId: number) => String(userId).padStart(10, '0');

/** A pipeline's replies, or its first error. */
async function results(pipeline: ChainableCommander): Promise<unknown[]> {
  const replies = (await pipeline.exec()) ?? [];
  return replies.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

/** Which transactions a statement's snapshot saw as ended (pg_current_snapshot(): "xmin:xmax:running,..."). */
interface Snapshot {
  readonly xmin: bigint;
  readonly xmax: bigint;
  readonly running: ReadonlySet<bigint>;
}

export function parseSnapshot(text: string): Snapshot {
  const [xmin, xmax, running] = text.split(':');
  if (xmin === undefined || xmax === undefined || running === undefined) throw new Error(`"${text}" is not a PostgreSQL snapshot (xmin:xmax:xip_list)`);
  return { xmin: BigInt(xmin), xmax: BigInt(xmax), running: new Set(running === '' ? [] : running.split(',').map(BigInt)) };
}

/** Whether transaction `xid` had ended, committed or rolled back, when `snapshot` was taken. */
export function endedBefore(xid: bigint, snapshot: Snapshot): boolean {
  return xid < snapshot.xmin || (xid < snapshot.xmax && !snapshot.running.has(xid));
}

type OutboxRow = { snapshot: string; id: string | number | null; board: string | null; user_id: number | null; score: number | null };

export function createRedisRanking({ db, redis, prefix, now, log, drainIntervalMs = DRAIN_INTERVAL_MS, listen }: RedisRankingOptions): Ranking {
  const keyOf = (board: string) => `${prefix}lb:${board}`;
  const builtKeyOf = (board: string) => `${prefix}lb-built:${board}`;
  const expiryOf = (board: Board | null) => (board?.endsAt ? Math.ceil((board.endsAt.getTime() + KEEP_AFTER_PERIOD_MS) / 1000) : null);

  /**
   * Copies up to a batch of outbox rows to Redis, then deletes them; the number copied and the
   * snapshot the rows were selected in (one statement, so the two agree).
   */
  async function drainBatch(): Promise<{ copied: number; snapshot: Snapshot }> {
    const selected = await rawRows<OutboxRow>(db, sql`
      select s.snapshot, o.id, o.board, o.user_id, o.score
      from (select pg_current_snapshot()::text as snapshot) s
      left join lateral (select id, board, user_id, score from ${leaderboardOutbox} order by id limit ${DRAIN_BATCH}) o on true`);
    const first = selected[0];
    if (!first) throw new Error('the leaderboard outbox select answered no row, not even its snapshot');
    const snapshot = parseSnapshot(first.snapshot);
    const rows = selected.flatMap((r) => (r.id === null || r.board === null || r.user_id === null || r.score === null ? [] : [{ id: Number(r.id), board: r.board, userId: r.user_id, score: r.score }]));
    if (rows.length === 0) return { copied: 0, snapshot };
    const pipeline = redis.pipeline();
    for (const row of rows) {
      pipeline.zadd(keyOf(row.board), 'LT', -row.score, memberOf(row.userId));
      const expireAt = expiryOf(boardOfKey(row.board));
      if (expireAt !== null) pipeline.expireat(keyOf(row.board), expireAt);
    }
    await results(pipeline);
    await db.delete(leaderboardOutbox).where(inArray(leaderboardOutbox.id, rows.map((r) => r.id)));
    return { copied: rows.length, snapshot };
  }

  /** Transactions of this instance that wrote outbox rows and are not yet known to be drained. */
  const unsettled = new Set<bigint>();
  /** Outbox rows this instance has copied to Redis so far: a read that saw it move reads again. */
  let applied = 0;
  async function drainAll(): Promise<void> {
    let batch = await drainBatch();
    // Every row visible in the first batch's snapshot is copied (here or by another instance's
    // drain, which deletes a row only after its copy) once the batches run out.
    const snapshot = batch.snapshot;
    applied += batch.copied;
    while (batch.copied === DRAIN_BATCH) {
      batch = await drainBatch();
      applied += batch.copied;
    }
    for (const xid of unsettled) if (endedBefore(xid, snapshot)) unsettled.delete(xid);
  }

  // Drains are coalesced: a caller arriving while one runs waits for the next one, which starts
  // after it and so sees every row committed before the caller asked.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  function drain(): Promise<void> {
    if (!running) {
      running = drainAll().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return drain();
      });
    return queued;
  }

  let failing = false;
  /** A drain nobody waits for (the timer, a notification): its failure is logged once per outage. */
  function drainInBackground(): void {
    drain().then(
      () => {
        if (failing) log.info('leaderboard outbox drains to Redis again');
        failing = false;
      },
      (error: unknown) => {
        // The rows wait in the outbox and nothing is lost.
        if (!failing) log.warn({ err: error }, 'leaderboard outbox could not be drained to Redis; retrying every second');
        failing = true;
      },
    );
  }

  const timer = setInterval(drainInBackground, drainIntervalMs);
  timer.unref();

  /** Notifications are heard: reads then drain only for this instance's own writes. */
  let hearing = false;
  /** An outage of the listening connection was logged (and its end will be). */
  let deaf = false;
  const listener: Listener | null =
    listen?.(OUTBOX_CHANNEL, {
      onNotification: drainInBackground,
      onListening: () => {
        if (deaf) log.info('leaderboard outbox notifications are heard again');
        deaf = false;
        hearing = true;
        // Rows committed while nobody listened had their notification lost.
        drainInBackground();
      },
      onLost: (error) => {
        hearing = false;
        deaf = true;
        log.warn({ err: error }, 'leaderboard outbox notifications are not heard; every leaderboard read drains the outbox first until they are');
      },
    }) ?? null;

  /** Rebuilds a board from the ledger unless its marker says it is built; one rebuild per board at a time. */
  const rebuilding = new Map<string, Promise<void>>();
  async function ensureBuilt(board: Board): Promise<void> {
    if ((await redis.exists(builtKeyOf(board.key))) === 1) return;
    let pending = rebuilding.get(board.key);
    if (!pending) {
      pending = rebuild(board).finally(() => rebuilding.delete(board.key));
      rebuilding.set(board.key, pending);
    }
    await pending;
  }

  async function rebuild(board: Board): Promise<void> {
    const totals = await ledgerTotals(db, board);
    const key = keyOf(board.key);
    for (let i = 0; i < totals.length; i += REBUILD_BATCH) {
      const args: (string | number)[] = [];
      for (const row of totals.slice(i, i + REBUILD_BATCH)) args.push(-row.score, memberOf(row.userId));
      await redis.zadd(key, 'LT', ...args);
    }
    const expireAt = expiryOf(board);
    const pipeline = redis.pipeline().set(builtKeyOf(board.key), new Date().toISOString());
    if (expireAt !== null) pipeline.expireat(key, expireAt).expireat(builtKeyOf(board.key), expireAt);
    await results(pipeline);
    log.info({ board: board.key, players: totals.length }, 'leaderboard rebuilt in Redis from the ledger');
  }

  /** The board's answer in one round trip (STANDINGS_SCRIPT), or null when the board is not built. */
  async function readBoard(board: Board, userId: number, page: Page): Promise<Standings | null> {
    const reply = (await redis.eval(STANDINGS_SCRIPT, 2, keyOf(board.key), builtKeyOf(board.key), page.offset, page.offset + page.limit - 1, memberOf(userId))) as
      | [string[], string | null, number | null, number, number]
      | null;
    if (!reply) return null;
    const [flat, ownScore, ownAbove, firstAbove, total] = reply;
    const rows: { userId: number; score: number }[] = [];
    for (let i = 0; i < flat.length; i += 2) rows.push({ userId: Number(flat[i]), score: -Number(flat[i + 1]) });
    return {
      total,
      rows: rankPage(rows, page.offset, firstAbove + 1),
      own: ownScore === null || ownAbove === null ? { score: 0, rank: null } : { score: -Number(ownScore), rank: ownAbove + 1 },
    };
  }

  return {
    kind: 'redis',

    async record(tx, userId, score, at) {
      const totals = await addToBoards(tx, userId, score, boardsAt(at));
      const [written] = await tx
        .insert(leaderboardOutbox)
        .values(totals.map((t) => ({ board: t.board, userId, score: t.score })))
        .returning({ xid: sql<string>`pg_current_xact_id()::text` });
      // The transaction commits after this returns: reads drain until a drain saw it ended.
      if (written) unsettled.add(BigInt(written.xid));
    },

    async standings(board, userId, page) {
      // Drain first (beside the read) when this instance's own writes may be missing or nothing
      // tells it of others'; else wait only for a drain already under way (a notification's). Only
      // when a drain copied something does the read run again.
      const before = applied;
      const catchUp = !hearing || unsettled.size > 0 ? drain() : (queued ?? running)?.catch(() => undefined);
      const [, read] = await Promise.all([catchUp, readBoard(board, userId, page)]);
      if (read && applied === before) return read;
      await ensureBuilt(board);
      const again = await readBoard(board, userId, page);
      if (!again) throw new Error(`leaderboard ${board.key} lost its keys while it was read`);
      return again;
    },

    async forget(userId) {
      const at = now();
      const pipeline = redis.pipeline();
      for (const board of [boardOf('daily', at), boardOf('monthly', at), boardOf('global', at)]) pipeline.zrem(keyOf(board.key), memberOf(userId));
      await results(pipeline);
    },

    async close() {
      clearInterval(timer);
      await listener?.close();
      await Promise.allSettled([running, queued]);
    },
  };
}

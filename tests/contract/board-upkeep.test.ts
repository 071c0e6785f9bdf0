/**
 * The leaderboards' upkeep (issue 11; server/features/economy/board-upkeep.ts) on PGlite and
 * PostgreSQL: a month's board is closed once its month has ended, and its first place (ties share
 * it) earns Ultimate Player and a notification, exactly once however often or however concurrently
 * the close runs; daily boards older than the kept week leave SQL with their counts, and the boards
 * that stay answer as before.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardBucketCounts, leaderboardClosings, leaderboardScoreCounts, leaderboardScores, notifications, playerProgress, userBadges } from '../../server/db/schema';
import { DAILY_BOARDS_KEPT_DAYS, removeOldDailyBoards } from '../../server/features/economy/board-upkeep';
import { boardOf } from '../../server/features/economy/ranking/boards';
import { addPlayer, book, leaderboard } from '../fixtures/leaderboards';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

const DAY = 86_400_000;

describe.each(lanes)('leaderboard upkeep on %s', (lane) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app?.close());

  /** Noon UTC on the 15th of the month before the server's clock's month. */
  const lastMonth = () => {
    const now = app.ctx.now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
  };

  async function badgesOf(userIds: number[]) {
    return app.ctx.db.select({ userId: userBadges.userId, badge: userBadges.badge }).from(userBadges).where(inArray(userBadges.userId, userIds));
  }

  it('closes a finished month once: its tied first places earn Ultimate Player and a notification, the rest nothing', async () => {
    const [ann, bob, cy] = [await addPlayer(app, 'ann'), await addPlayer(app, 'bob'), await addPlayer(app, 'cy')];
    const before = lastMonth();
    for (const [id, score] of [[ann, 60], [bob, 100], [cy, 50]] as const) await book(app, id, score, before);
    await book(app, ann, 40, before); // 100, level with bob
    await book(app, cy, 500); // this month: not part of the month being closed
    const board = boardOf('monthly', before).key;

    // Three instances at once: exactly one closes the board.
    const runs = await Promise.all([app.economy.closeFinishedMonths(), app.economy.closeFinishedMonths(), app.economy.closeFinishedMonths()]);
    expect(runs.flat()).toEqual([{ board, score: 100, winners: [ann, bob] }]);
    expect(await app.economy.closeFinishedMonths()).toEqual([]);

    expect(await app.ctx.db.select().from(leaderboardClosings)).toEqual([{ board, closedAt: expect.any(Date), topScore: 100, winners: 2 }]);
    expect((await badgesOf([ann, bob, cy])).sort((a, b) => a.userId - b.userId)).toEqual([
      { userId: ann, badge: 'ultimate_player' },
      { userId: bob, badge: 'ultimate_player' },
    ]);
    const progress = await app.ctx.db.select({ userId: playerProgress.userId, places: playerProgress.monthlyFirstPlaces }).from(playerProgress).where(inArray(playerProgress.userId, [ann, bob, cy]));
    expect(progress.filter((p) => p.places > 0).map((p) => [p.userId, p.places]).sort()).toEqual([[ann, 1], [bob, 1]].sort());
    const told = await app.ctx.db.select().from(notifications).where(and(inArray(notifications.userId, [ann, bob, cy]), eq(notifications.type, 'leaderboard')));
    expect(told.map((n) => n.userId).sort()).toEqual([ann, bob].sort());
    expect(told[0]?.data).toEqual({ board: 'monthly', period: boardOf('monthly', before).period, rank: 1, score: 100 });
  });

  it('never closes the month that is still running', async () => {
    const dee = await addPlayer(app, 'dee');
    await book(app, dee, 900);
    expect(await app.economy.closeFinishedMonths()).toEqual([]);
    expect(await badgesOf([dee])).toEqual([]);
  });

  it('shows the award to the winner through the actions: the badge unlocked and the notification listed', async () => {
    const { token } = await newSubscriber(app, 'eve');
    const eve = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    // Two months ago, so the board is not the one closed above.
    const now = app.ctx.now();
    await book(app, eve, 30, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 3)));
    const closed = await app.economy.closeFinishedMonths();
    expect(closed.map((c) => c.winners)).toEqual([[eve]]);

    const badges = envelope<{ type: string; status: string; progress: number }[]>(await app.call('get_user_badges', {}, token)).data;
    expect(badges.find((b) => b.type === 'ultimate_player')).toMatchObject({ status: 'unlocked', progress: 1 });
    const inbox = envelope<{ data: { type: string; data: Record<string, unknown> }[] }>(await app.call('get_notifications', {}, token)).data.data;
    expect(inbox.filter((n) => n.type === 'leaderboard')).toHaveLength(1);
    expect(inbox.filter((n) => n.type === 'badge').map((n) => n.data.badge)).toContain('ultimate_player');
  });

  it(`removes daily boards older than ${DAILY_BOARDS_KEPT_DAYS} days with their counts, and leaves the rest answering as before`, async () => {
    const { token } = await newSubscriber(app, 'fay');
    const fay = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    const gus = await addPlayer(app, 'gus');
    const now = app.ctx.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    for (const days of [DAILY_BOARDS_KEPT_DAYS + 3, DAILY_BOARDS_KEPT_DAYS, DAILY_BOARDS_KEPT_DAYS - 1, 0]) {
      await book(app, fay, 10 + days, daysAgo(days));
      await book(app, gus, 20, daysAgo(days));
    }
    const old = [boardOf('daily', daysAgo(DAILY_BOARDS_KEPT_DAYS + 3)).key, boardOf('daily', daysAgo(DAILY_BOARDS_KEPT_DAYS)).key];
    const kept = boardOf('daily', daysAgo(DAILY_BOARDS_KEPT_DAYS - 1)).key;
    const boardsIn = async (table: typeof leaderboardScores | typeof leaderboardScoreCounts | typeof leaderboardBucketCounts, keys: string[]) =>
      new Set((await app.ctx.db.select({ board: table.board }).from(table).where(inArray(table.board, keys))).map((row) => row.board));

    const removed = await removeOldDailyBoards(app.ctx.db, now);
    expect(removed.boards).toBeGreaterThanOrEqual(2);
    expect(removed.rows).toBeGreaterThanOrEqual(4);
    for (const table of [leaderboardScores, leaderboardScoreCounts, leaderboardBucketCounts]) {
      expect(await boardsIn(table, old)).toEqual(new Set());
      expect(await boardsIn(table, [kept])).toEqual(new Set([kept]));
    }
    expect(await removeOldDailyBoards(app.ctx.db, now)).toEqual({ boards: 0, rows: 0 });

    // The counts trigger works as before once the removal is over: today's board still ranks (the
    // earlier scenarios put dee (900) and cy (500) on it), and the global board lost nothing.
    await book(app, fay, 15);
    const today = await leaderboard(app, 'get_daily_leaderboard', token);
    expect(today.me).toMatchObject({ rank: 3, score: 25 });
    expect(today.data.slice(-2).map((r) => [r.rank, r.user_id, r.score])).toEqual([[3, fay, 25], [4, gus, 20]]);
    const global = await leaderboard(app, 'get_globle_leaderboard', token);
    expect(global.me.score).toBe(20 + 17 + 16 + 10 + 15);
  });
});

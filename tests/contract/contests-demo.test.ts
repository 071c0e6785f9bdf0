/**
 * The demo contests (server/seed/seed-contests.ts): a fresh demo database has an upcoming, a live
 * and a past contest of ten questions; the past one's job ranks it with the demo player among the
 * paid winners; and days later the parts that went by are made again relative to the new today.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contest } from '../../contract/api/contests';
import { coinLedger, contests } from '../../server/db/schema';
import { ensureDemoContests } from '../../server/seed/seed-contests';
import { createTestApp, demo, envelope, lanes, login, type TestApp } from '../fixtures/test-app';

type Lists = { upcoming: Contest[]; live: Contest[]; past: Contest[] };
const DAY_MS = 86_400_000;

describe.each(lanes)('demo contests (%s)', (lane) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  const lists = async (token: string) => envelope<Lists>(await app.call('get_contest', {}, token)).data;

  it('are upcoming, live and past on a fresh start, and the past one pays the demo player a prize once its job runs', async () => {
    const subscriber = await login(app, demo.subscriber);
    const before = await lists(subscriber);
    expect([before.upcoming.length, before.live.length, before.past.length]).toEqual([1, 1, 1]);
    for (const contest of [...before.upcoming, ...before.live, ...before.past]) expect(contest.no_of_questions).toBe(10);
    expect(before.past[0]).toMatchObject({ participants: 2, ranked: false });
    await app.jobs.runDue();
    const after = await lists(subscriber);
    expect(after.past[0]).toMatchObject({ ranked: true, entry: { rank: 1, prize_coins: 200 } });
    const playerId = (await app.auth.authenticate(await login(app, demo.player))).id;
    const prizes = await app.ctx.db.select({ coins: coinLedger.coins }).from(coinLedger).where(and(eq(coinLedger.ref, `contest:${after.past[0]?.id}`), eq(coinLedger.userId, playerId)));
    expect(prizes).toEqual([{ coins: 100 }]);
    const board = envelope<{ data: { name: string; rank: number; prize_coins: number }[]; final: boolean }>(await app.call('get_contest_leaderboard', { contest_id: after.past[0]?.id }, subscriber)).data;
    expect(board.final).toBe(true);
    expect(board.data.map((r) => [r.name, r.rank, r.prize_coins])).toEqual([
      ['Demo Subscriber', 1, 200],
      ['Demo Player', 2, 100],
    ]);
    // The live one is playable now (its fee from the prize).
    const played = await app.call('get_questions_by_contest', { contest_id: after.live[0]?.id }, subscriber);
    expect(played.statusCode, played.body).toBe(200);
    expect(envelope<{ questions: unknown[]; charged: number }>(played).data).toMatchObject({ charged: 5 });
  });

  it('rolls forward when the demo data is days old: the parts that went by are made again', async () => {
    app.advance(5 * DAY_MS);
    const subscriber = await login(app, demo.subscriber);
    // Five days on, the old live contest has ended and the old upcoming one is live.
    const stale = await lists(subscriber);
    expect(stale.upcoming).toHaveLength(0);
    expect(stale.live).toHaveLength(1);
    expect(await ensureDemoContests(app.ctx.db, app.jobs, app.ctx.now())).toEqual({ live: 0, upcoming: 1, past: 0 });
    const rolled = await lists(subscriber);
    expect([rolled.upcoming.length, rolled.live.length]).toEqual([1, 1]);
    expect(rolled.past.length).toBeGreaterThanOrEqual(2);
    expect(new Date(rolled.upcoming[0]?.starts_at ?? 0).getTime()).toBe(new Date(rolled.live[0]?.ends_at ?? 1).getTime());
    // Again: nothing more to make.
    expect(await ensureDemoContests(app.ctx.db, app.jobs, app.ctx.now())).toEqual({ live: 0, upcoming: 0, past: 0 });
    expect((await app.ctx.db.select().from(contests).where(eq(contests.demo, true))).length).toBe(4);
  });
});

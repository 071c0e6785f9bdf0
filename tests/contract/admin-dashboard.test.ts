/**
 * The admin's dashboard and a user's activity (issue 12) on PGlite and PostgreSQL: players, rounds,
 * coins and sync failures today, this week and per UTC day for 30 days, open reports, pending
 * payouts (none yet; tests/contract/payouts.test.ts counts them), and one user's Quiz Zone levels,
 * maths summary and devices' sync.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, AdminUserActivity } from '../../contract/api/admin-dashboard';
import { coinLedger, questions, quizResults } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, type TestApp } from '../fixtures/test-app';
import { answerPayload, op, seededMaths } from '../fixtures/maths';
import { quizSheet, syncOps } from '../fixtures/sync';

const DAY_MS = 86_400_000;

describe.each(lanes)('the admin dashboard on %s', (lane) => {
  let app: TestApp;
  let admin: string;

  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const dashboard = () => ok<AdminDashboard>('get_admin_dashboard', {});
  const utcDate = (msAgo = 0) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
  const idOf = async (token: string) => envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  const earnedBy = async (userId: number) =>
    (await app.ctx.db.select({ coins: coinLedger.coins }).from(coinLedger).where(and(eq(coinLedger.userId, userId), gt(coinLedger.coins, 0)))).reduce((n, r) => n + r.coins, 0);

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
  });
  afterAll(() => app?.close());

  it('answers 30 UTC days ending today, with no payouts pending yet', async () => {
    const data = await dashboard();
    expect(data.days).toHaveLength(30);
    expect(data.days[29]?.date).toBe(utcDate());
    expect(data.days[0]?.date).toBe(utcDate(29 * DAY_MS));
    expect(data.pending_payouts).toEqual({ available: true, count: 0, amount: 0, currency: 'USD' });
    expect(data.players.today).toBeGreaterThanOrEqual(1);
  });

  it('counts a new player, their round, coins earned and spent, a refused op and a report', async () => {
    const before = await dashboard();
    const player = await newSubscriber(app, 'dashboard player');
    const playerId = await idOf(player.token);
    const results = await syncOps(app, player.token, [op('quiz_zone_sheet', await quizSheet(app, 1), 1), op('no_such_kind', {}, 2)]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    await ok('set_admin_user_coins', { user_id: playerId, coins: 50, reason: 'Dashboard grant' });
    await ok('set_admin_user_coins', { user_id: playerId, coins: -20, reason: 'Dashboard deduct' });
    const [question] = await app.ctx.db.select({ id: questions.id }).from(questions).orderBy(asc(questions.id)).limit(1);
    await ok('report_question', { question_id: question?.id, message: 'Looks wrong to me' }, player.token);

    const after = await dashboard();
    const earned = await earnedBy(playerId);
    expect(earned).toBeGreaterThanOrEqual(50);
    expect(after.players).toEqual({ today: before.players.today + 1, week: before.players.week + 1 });
    expect(after.rounds).toEqual({ today: before.rounds.today + 1, week: before.rounds.week + 1 });
    expect(after.coins_earned).toEqual({ today: before.coins_earned.today + earned, week: before.coins_earned.week + earned });
    expect(after.coins_spent).toEqual({ today: before.coins_spent.today + 20, week: before.coins_spent.week + 20 });
    expect(after.sync_failures).toEqual({ today: before.sync_failures.today + 1, week: before.sync_failures.week + 1 });
    expect(after.open_reports).toBe(before.open_reports + 1);
    expect(after.days[29]).toEqual({
      date: utcDate(),
      players: after.players.today,
      rounds: after.rounds.today,
      coins_earned: after.coins_earned.today,
      coins_spent: after.coins_spent.today,
      sync_failures: after.sync_failures.today,
    });
  });

  it('puts older rows on their own day, inside this week or not', async () => {
    const player = await newSubscriber(app, 'older player');
    const userId = await idOf(player.token);
    const before = await dashboard();
    const round = (daysAgo: number) => ({
      userId,
      categoryId: 1,
      subcategoryId: 1,
      level: 1,
      total: 5,
      correct: 5,
      percentage: 100,
      score: 10,
      coins: 0,
      answers: [],
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
    await app.ctx.db.insert(quizResults).values([round(3), round(3), round(10), round(45)]);
    await app.ctx.db.insert(coinLedger).values([
      { userId, coins: 7, type: 'test', title: 'Three days ago', createdAt: new Date(Date.now() - 3 * DAY_MS) },
      { userId, coins: -4, type: 'test', title: 'Ten days ago', createdAt: new Date(Date.now() - 10 * DAY_MS) },
    ]);
    const after = await dashboard();
    const day = (data: AdminDashboard, daysAgo: number) => data.days.find((d) => d.date === utcDate(daysAgo * DAY_MS));
    expect(day(after, 3)).toMatchObject({ rounds: (day(before, 3)?.rounds ?? 0) + 2, players: (day(before, 3)?.players ?? 0) + 1, coins_earned: (day(before, 3)?.coins_earned ?? 0) + 7 });
    expect(day(after, 10)).toMatchObject({ rounds: (day(before, 10)?.rounds ?? 0) + 1, coins_spent: (day(before, 10)?.coins_spent ?? 0) + 4 });
    // Three days ago is this week, ten days ago is not; 45 days ago is outside the 30 days.
    expect(after.rounds).toEqual({ today: before.rounds.today, week: before.rounds.week + 2 });
    expect(after.coins_earned.week).toBe(before.coins_earned.week + 7);
    expect(after.coins_spent.week).toBe(before.coins_spent.week);
    expect(after.players.week).toBe(before.players.week);
    expect(after.days.reduce((n, d) => n + d.rounds, 0)).toBe(before.days.reduce((n, d) => n + d.rounds, 0) + 3);
  });

  it('gives a user\'s Quiz Zone levels, maths summary and each device\'s applied and refused ops', async () => {
    const { year3, unit } = await seededMaths(app);
    const player = await newSubscriber(app, 'activity player');
    const userId = await idOf(player.token);
    expect(await ok<AdminUserActivity>('get_admin_user_activity', { user_id: userId })).toEqual({ user_id: userId, quiz_zone: [], maths: [], devices: [] });

    const refused = op('quiz_zone_sheet', { nonsense: true }, 3, 'phone-00001');
    await syncOps(app, player.token, [
      op('quiz_zone_sheet', await quizSheet(app, 1), 1, 'tablet-0001'),
      op('maths_answer', answerPayload(unit, year3.id, 1, true), 1, 'phone-00001'),
      op('maths_answer', answerPayload(unit, year3.id, 2, false), 2, 'phone-00001'),
      refused,
    ]);
    // The same refused op sent again is still one refusal.
    await syncOps(app, player.token, [refused]);
    const activity = await ok<AdminUserActivity>('get_admin_user_activity', { user_id: userId });
    expect(activity.quiz_zone).toEqual([
      { category_id: 1, category_name: expect.any(String), subcategory_id: 1, subcategory_name: expect.any(String), level_reached: 2, updated_at: expect.any(String) },
    ]);
    expect(activity.maths).toEqual([{ curriculum_id: year3.id, curriculum_name: year3.name, subject: 'maths', attempted: 2, correct: 1, last_answer_at: expect.any(String) }]);
    expect([...activity.devices].sort((a, b) => a.device_id.localeCompare(b.device_id))).toEqual([
      { device_id: 'phone-00001', last_sync_at: expect.any(String), ops_applied: 2, ops_refused: 1 },
      { device_id: 'tablet-0001', last_sync_at: expect.any(String), ops_applied: 1, ops_refused: 0 },
    ]);

    const unknown = await app.call('get_admin_user_activity', { user_id: 999_999 }, admin);
    expect([unknown.statusCode, envelope(unknown).field]).toEqual([404, 'user_id']);
    const forbidden = await app.call('get_admin_user_activity', { user_id: userId }, player.token);
    expect(forbidden.statusCode).toBe(403);
  });
});

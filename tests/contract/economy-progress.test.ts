/**
 * What play counts toward (issue 11): badges awarded by the server in the transaction of the round
 * that reached them, once, with their coins and a notification; the daily streak in the player's
 * time zone; statistics per category; notifications to one player or everyone. The client's
 * set_badges and set_users_statistics cannot claim or write anything.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeStatus, NotificationItem, UserStatistics } from '../../contract/api/economy';
import type { LevelResult } from '../../contract/api/quiz';
import { coinLedger, users } from '../../server/db/schema';
import { defaultSystemConfig } from '../../server/features/settings/defaults';
import { writeScope } from '../../server/features/settings/settings.repo';
import { quizSheet, servedQuizSheet, syncOps } from '../fixtures/sync';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const DAY = 86_400_000;
const badgeRules = defaultSystemConfig.badges;

const op = (payload: unknown, seq: number, createdAt = new Date()) => ({
  op_id: randomBytes(12).toString('base64url'),
  device_id: 'tablet-0001',
  seq,
  kind: 'quiz_zone_sheet',
  payload,
  created_at: createdAt.toISOString(),
});

describe.each(lanes)('badges, streaks, statistics and notifications (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
    // The product's own rewards (the test app pays none).
    await writeScope(app.ctx.db, 'system', { badges: badgeRules });
    app.settings.invalidate();
  });
  afterAll(() => app.close());

  const data = async <T,>(action: string, token: string, body: unknown = {}) => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const badges = (token: string) => data<BadgeStatus[]>('get_user_badges', token);
  const unlocked = async (token: string) => (await badges(token)).filter((b) => b.status === 'unlocked').map((b) => b.type);
  const statistics = (token: string) => data<UserStatistics>('get_users_statistics', token);

  /**
   * Serves a level and answers it: `right` correct answers, each claimed at `ms`, the server clock
   * moved by `elapsedMs`. Ranked the first time; a level played again is practice (it still counts
   * for the streak and the statistics).
   */
  async function playRanked(token: string, level: number, right = Infinity, ms = 3000, elapsedMs = 0): Promise<LevelResult> {
    const sheet = await servedQuizSheet(app, token, level, { right });
    app.advance(elapsedMs);
    const answers = sheet.answers.map((a) => ({ ...a, time_ms: ms }));
    return data<LevelResult>('set_level_data', token, { ...sheet, answers });
  }

  it('awards Dashing Debut, Brainiac and Super Sonic for a quick perfect first round, once, with coins and notifications', async () => {
    const { token } = await newSubscriber(app);
    const result = await playRanked(token, 1);
    expect(result.mode).toBe('ranked');
    expect(result.total).toBeGreaterThanOrEqual(5);
    expect([...(result.badges_earned ?? [])].sort()).toEqual(['brainiac', 'dashing_debut', 'super_sonic']);
    expect((await unlocked(token)).sort()).toEqual(['brainiac', 'dashing_debut', 'super_sonic']);
    const all = await badges(token);
    expect(all).toHaveLength(15);
    const debut = all.find((b) => b.type === 'dashing_debut');
    expect(debut).toMatchObject({ status: 'unlocked', progress: 1, threshold: 1, reward: badgeRules.dashing_debut.reward });
    expect(Number.isNaN(Date.parse(debut?.earned_at ?? ''))).toBe(false);
    expect(all.find((b) => b.type === 'big_thing')).toMatchObject({ status: 'locked', progress: result.correct, threshold: 5000, earned_at: null });

    const rewards = badgeRules.dashing_debut.reward + badgeRules.brainiac.reward + badgeRules.super_sonic.reward;
    expect(result.coins).toBe(result.coins_earned + rewards);
    const history = await data<{ data: { type: string; source: string; coins: number }[] }>('get_tracker_data', token, { type: 'badge' });
    expect(history.data).toHaveLength(3);
    expect(history.data.every((e) => e.source === 'badge')).toBe(true);

    const inbox = await data<{ total: number; unread: number; data: NotificationItem[] }>('get_notifications', token);
    expect(inbox.unread).toBe(3);
    expect(inbox.data.map((n) => n.data.badge).sort()).toEqual(['brainiac', 'dashing_debut', 'super_sonic']);
    expect(inbox.data[0]).toMatchObject({ type: 'badge', read: false });

    // The next perfect round earns Dashing Debut and Brainiac no second time.
    const second = await playRanked(token, 2);
    expect(second.badges_earned).toEqual([]);
    expect((await data<{ data: unknown[] }>('get_tracker_data', token, { type: 'badge' })).data).toHaveLength(3);
  });

  it('gives Super Sonic only to a round answered quickly by the server\'s clock', async () => {
    const { token } = await newSubscriber(app);
    const result = await playRanked(token, 1, Infinity, 8000, 120_000);
    expect([...(result.badges_earned ?? [])].sort()).toEqual(['brainiac', 'dashing_debut']);
  });

  it('gives Flashback for acing a level played before, and nothing for practice', async () => {
    const { token } = await newSubscriber(app);
    // Practice from a downloaded key: statistics and the streak count it, no badge counter does.
    const [practice] = await syncOps<LevelResult>(app, token, [op(await quizSheet(app, 1, { right: 9 }), 1)]);
    expect(practice?.result).toMatchObject({ mode: 'practice', badges_earned: [] });
    expect(await unlocked(token)).toEqual([]);
    expect((await statistics(token)).questions_answered).toBe(practice?.result?.total);

    const ranked = await playRanked(token, 1);
    expect([...(ranked.badges_earned ?? [])].sort()).toEqual(['dashing_debut', 'flashback', 'super_sonic']);
  });

  it('lets set_badges award only what the server can see, never a claim', async () => {
    const { token } = await newSubscriber(app);
    const claim = await data<BadgeStatus>('set_badges', token, { type: 'big_thing' });
    expect(claim).toMatchObject({ type: 'big_thing', status: 'locked', progress: 0 });
    expect(await unlocked(token)).toEqual([]);
    const id = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    expect(await app.ctx.db.select().from(coinLedger).where(and(eq(coinLedger.userId, id), eq(coinLedger.source, 'badge')))).toEqual([]);
    const bad = await app.call('set_badges', { type: 'not_a_badge' }, token);
    expect(envelope(bad)).toMatchObject({ code: 'VALIDATION', field: 'type' });
  });

  it('keeps statistics per category from scored sheets, and set_users_statistics writes nothing', async () => {
    const { token } = await newSubscriber(app);
    const first = await playRanked(token, 1, 6);
    const second = await playRanked(token, 2, 4);
    const stats = await statistics(token);
    const answered = first.total + second.total;
    expect(stats).toMatchObject({ questions_answered: answered, correct_answers: 10, ratio: Math.round((10 / answered) * 1000) / 10 });
    expect(stats.categories).toEqual([expect.objectContaining({ category_id: 1, questions_answered: answered, correct_answers: 10 })]);
    expect(stats.strongest_category).toMatchObject({ category_id: 1 });
    // One category is the strongest; the weakest needs a second one.
    expect(stats.weakest_category).toBeNull();
    const after = await data<UserStatistics>('set_users_statistics', token, { questions_answered: 99_999, correct_answers: 99_999, category_id: 1, ratio: 100 });
    expect(after).toEqual(stats);
  });

  it('counts the daily streak in the player\'s time zone, with a freeze for a missed day', async () => {
    const { token } = await newSubscriber(app);
    const id = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    await app.ctx.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, id));
    expect((await statistics(token)).streak).toMatchObject({ current: 0, longest: 0, played_today: false });
    await playRanked(token, 1, 5);
    const today = await statistics(token);
    expect(today.streak).toMatchObject({ current: 1, played_today: true });
    // Kiritimati is UTC+14: its date is the UTC date of 14 hours later.
    expect(today.streak.today).toBe(new Date(app.ctx.now().getTime() + 14 * 3_600_000).toISOString().slice(0, 10));
    for (let day = 1; day < 7; day++) {
      app.advance(DAY);
      await playRanked(token, 1, 5);
    }
    expect((await statistics(token)).streak).toMatchObject({ current: 7, longest: 7, freezes: 1 });
    // A day missed: the freeze keeps the streak; the day after, it is used up.
    app.advance(2 * DAY);
    expect((await statistics(token)).streak).toMatchObject({ current: 7, played_today: false, freezes: 0 });
    await playRanked(token, 1, 5);
    expect((await statistics(token)).streak).toMatchObject({ current: 8, freezes: 0 });
    app.advance(2 * DAY);
    expect((await statistics(token)).streak).toMatchObject({ current: 0, longest: 8 });
  });

  it('counts an offline round for the day it was played, within 36 hours, never a day further back', async () => {
    const { token } = await newSubscriber(app);
    const yesterday = new Date(app.ctx.now().getTime() - DAY);
    // Enough right answers to reach the 60% pass mark of level 1 (6 of its 10), so level 2 opens.
    const pass = Math.ceil((await quizSheet(app, 1)).answers.length * 0.6);
    await syncOps(app, token, [op(await quizSheet(app, 1, { right: pass }), 1, yesterday)]);
    await playRanked(token, 2, 5);
    expect((await statistics(token)).streak).toMatchObject({ current: 2, longest: 2 });

    const other = await newSubscriber(app);
    await syncOps(app, other.token, [op(await quizSheet(app, 1, { right: pass }), 1, new Date(app.ctx.now().getTime() - 10 * DAY))]);
    await playRanked(other.token, 2, 5);
    expect((await statistics(other.token)).streak).toMatchObject({ current: 1, longest: 1 });
  });

  it('sends an admin notification to everyone or one player, and marks read by id or all', async () => {
    const early = await newVerifiedUser(app);
    const adminToken = await login(app, demo.admin);
    const refused = await app.call('send_notification', { title: 'Hi', body: 'Everyone' }, early.token);
    expect(refused.statusCode).toBe(403);
    const everyone = await data<{ id: number }>('send_notification', adminToken, { title: 'Maintenance tonight', body: 'Back by 2 am.' });
    const earlyId = envelope<{ id: number }>(await app.call('get_user_by_id', {}, early.token)).data.id;
    await data('send_notification', adminToken, { user_id: earlyId, title: 'For you', body: 'Just you.' });
    const late = await newVerifiedUser(app);

    const inbox = await data<{ total: number; unread: number; data: NotificationItem[] }>('get_notifications', early.token);
    expect(inbox.data.map((n) => n.title)).toEqual(['For you', 'Maintenance tonight']);
    expect(inbox.unread).toBe(2);
    expect((await data<{ total: number }>('get_notifications', late.token)).total).toBe(0);
    expect(await data('set_notifications_read', early.token, { ids: [everyone.id] })).toEqual({ unread: 1 });
    const oldestFirst = await data<{ data: NotificationItem[] }>('get_notifications', early.token, { order: 'ASC' });
    expect(oldestFirst.data.map((n) => [n.title, n.read])).toEqual([
      ['Maintenance tonight', true],
      ['For you', false],
    ]);
    expect(await data('set_notifications_read', early.token, { all: true })).toEqual({ unread: 0 });
    // Marking another player's notification is a no-op for them.
    expect(await data('set_notifications_read', late.token, { ids: [everyone.id] })).toEqual({ unread: 0 });
  });
});

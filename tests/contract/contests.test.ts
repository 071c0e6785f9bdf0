/**
 * Contests through the real server on both lanes (contract/api/contests.ts): the fee is charged
 * once (a double tap pays once; the ledger says so), a player without the coins is refused and
 * nothing is kept, one play per player, no answer leaves the server before the end, a late answer
 * is refused, the client's counts are ignored, answers sent at once count once, the leaderboard
 * orders by score then time with exact ties sharing a rank, and the end job pays once even when
 * it runs twice.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contest, ContestRank } from '../../contract/api/contests';
import { coinLedger, contestEntries, contests, notifications, playerProgress } from '../../server/db/schema';
import { contestEndHandler, CONTEST_END_JOB } from '../../server/features/contests/contest-end';
import { createContest, grantCoins, rightChoice } from '../fixtures/contests';
import { connectLive, listen } from '../fixtures/live-client';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, type TestApp } from '../fixtures/test-app';

type Questions = { contest_id: number; questions: { id: number }[]; answered: number[]; charged: number; coins: number };
type Finished = { questions_attended: number; correct_answers: number; score: number; time_taken_seconds: number; rank: number; participants: number };
type Board = { total: number; data: ContestRank[]; my_rank: ContestRank | null; final: boolean };

const MINUTE = 60_000;

/** Thrown to roll a test's transaction back. */
class RolledBack extends Error {}

describe.each(lanes)('contests (%s)', (lane) => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
  });
  afterAll(() => app.close());

  const userIdOf = async (token: string) => (await app.auth.authenticate(token)).id;
  async function ok<T>(action: string, body: unknown, token: string): Promise<T> {
    const res = await app.call(action, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<T>(res).data;
  }
  async function refused(action: string, body: unknown, token: string, code: string): Promise<string> {
    const res = await app.call(action, body, token);
    expect(envelope(res).code, res.body).toBe(code);
    return res.body;
  }
  const ledgerOf = (userId: number, like_: string) =>
    app.ctx.db.select().from(coinLedger).where(and(eq(coinLedger.userId, userId), like(coinLedger.ref, like_)));
  const player = async (coins = 0) => {
    const user = await newSubscriber(app);
    const id = await userIdOf(user.token);
    if (coins > 0) await grantCoins(app, id, coins);
    return { token: user.token, id };
  };
  const live = (extra: { fee?: number; prizes?: { rank: number; coins: number }[]; questions?: number } = {}) =>
    createContest(app, admin, { startsInMs: -MINUTE, endsInMs: 30 * MINUTE, ...extra });

  it('lists upcoming, live and past contests by the server clock with their participants, and no answers', async () => {
    const upcoming = await createContest(app, admin, { startsInMs: 60 * MINUTE, endsInMs: 120 * MINUTE });
    const running = await live();
    const { token } = await player();
    await ok('get_questions_by_contest', { contest_id: running.id }, token);
    const lists = await ok<{ upcoming: Contest[]; live: Contest[]; past: Contest[] }>('get_contest', {}, token);
    expect(lists.upcoming.map((c) => c.id)).toContain(upcoming.id);
    const shown = lists.live.find((c) => c.id === running.id);
    expect(shown).toMatchObject({ status: 'live', participants: 1, no_of_questions: 5, entry: { finished: false, score: 0, rank: null }, ranked: false });
    expect(JSON.stringify(lists)).not.toMatch(/"answer"/);
    // An upcoming contest cannot be played yet.
    await refused('get_questions_by_contest', { contest_id: upcoming.id }, token, 'CONTEST_NOT_LIVE');
  });

  it('charges the fee once for a double tap, resumes with the same questions, and no answer in any response', async () => {
    const contest = await live({ fee: 30 });
    const p = await player(100);
    const [first, second] = await Promise.all([
      ok<Questions>('get_questions_by_contest', { contest_id: contest.id }, p.token),
      ok<Questions>('get_questions_by_contest', { contest_id: contest.id }, p.token),
    ]);
    expect([first.charged, second.charged].sort()).toEqual([0, 30]);
    expect(first.questions.map((q) => q.id)).toEqual(contest.questionIds);
    const fees = await ledgerOf(p.id, `contest:${contest.id}`);
    expect(fees.map((e) => e.coins)).toEqual([-30]);
    await ok('set_contest_answer', { contest_id: contest.id, question_id: contest.questionIds[0], choice: 1 }, p.token);
    const again = await ok<Questions>('get_questions_by_contest', { contest_id: contest.id }, p.token);
    expect(again).toMatchObject({ charged: 0, coins: 70, answered: [contest.questionIds[0]] });
    expect(again.questions.map((q) => q.id)).toEqual(contest.questionIds);
    for (const body of [JSON.stringify(first), JSON.stringify(again)]) expect(body).not.toMatch(/"answer"|"correct"/);
    expect(await ledgerOf(p.id, `contest:${contest.id}`)).toHaveLength(1);
  });

  it('refuses a player without the coins and keeps nothing', async () => {
    const contest = await live({ fee: 50 });
    const p = await player(20);
    await refused('get_questions_by_contest', { contest_id: contest.id }, p.token, 'NOT_ENOUGH_COINS');
    expect(await app.ctx.db.select().from(contestEntries).where(eq(contestEntries.contestId, contest.id))).toHaveLength(0);
    expect(await ledgerOf(p.id, `contest:${contest.id}`)).toHaveLength(0);
    expect((await app.economy.balance(app.ctx.db, p.id)).coins).toBe(20);
    await refused('set_contest_answer', { contest_id: contest.id, question_id: contest.questionIds[0], choice: 0 }, p.token, 'CONTEST_NOT_ENTERED');
  });

  it('lets each player play once, and ignores the counts the client sends', async () => {
    const contest = await live();
    const p = await player();
    await ok('get_questions_by_contest', { contest_id: contest.id }, p.token);
    const ids = contest.questionIds;
    await ok('set_contest_answer', { contest_id: contest.id, question_id: ids[0], choice: rightChoice(0) }, p.token);
    await ok('set_contest_answer', { contest_id: contest.id, question_id: ids[1], choice: (rightChoice(1) + 1) % 4 }, p.token);
    const done = await ok<Finished>('set_contest_leaderboard', { contest_id: contest.id, questions_attended: 5, correct_answers: 5, score: 9999 }, p.token);
    expect(done).toMatchObject({ questions_attended: 2, correct_answers: 1, score: 10, rank: 1, participants: 1 });
    // Sent again: the same standing.
    expect(await ok<Finished>('set_contest_leaderboard', { contest_id: contest.id, score: 500 }, p.token)).toEqual(done);
    const text = await refused('get_questions_by_contest', { contest_id: contest.id }, p.token, 'ALREADY_PLAYED');
    expect(text).toContain('You have Already Played');
    await refused('set_contest_answer', { contest_id: contest.id, question_id: ids[2], choice: 0 }, p.token, 'ALREADY_PLAYED');
  });

  it('counts answers sent at once to one question once (the first is final)', async () => {
    const contest = await live();
    const p = await player();
    await ok('get_questions_by_contest', { contest_id: contest.id }, p.token);
    const question = contest.questionIds[3];
    const results = await Promise.all([0, 1, 2, 3, 0, 1].map((choice) => ok<{ questions_attended: number }>('set_contest_answer', { contest_id: contest.id, question_id: question, choice }, p.token)));
    expect(results.every((r) => r.questions_attended === 1)).toBe(true);
    const [entry] = await app.ctx.db.select().from(contestEntries).where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, p.id)));
    expect(entry).toMatchObject({ questionsAttended: 1 });
    expect([0, 1]).toContain(entry?.correctAnswers);
    expect(entry?.score).toBe((entry?.correctAnswers ?? 0) * 10);
  });

  it('refuses a late answer, and shows the review only after the end', async () => {
    const contest = await createContest(app, admin, { startsInMs: -MINUTE, endsInMs: 2 * MINUTE });
    const p = await player();
    await ok('get_questions_by_contest', { contest_id: contest.id }, p.token);
    await ok('set_contest_answer', { contest_id: contest.id, question_id: contest.questionIds[0], choice: rightChoice(0) }, p.token);
    await refused('get_contest_review', { contest_id: contest.id }, p.token, 'CONTEST_NOT_LIVE');
    app.advance(3 * MINUTE);
    await refused('set_contest_answer', { contest_id: contest.id, question_id: contest.questionIds[1], choice: rightChoice(1) }, p.token, 'CONTEST_NOT_LIVE');
    await refused('get_questions_by_contest', { contest_id: contest.id }, p.token, 'CONTEST_NOT_LIVE');
    const review = await ok<{ items: { id: number; answer: number; choice: number | null; correct: boolean }[] }>('get_contest_review', { contest_id: contest.id }, p.token);
    expect(review.items[0]).toMatchObject({ id: contest.questionIds[0], answer: rightChoice(0), choice: rightChoice(0), correct: true });
    expect(review.items[1]).toMatchObject({ answer: rightChoice(1), choice: null, correct: false });
  });

  it('orders the leaderboard by score then time, exact ties share a rank and each gets its prize, paid once by the end job', async () => {
    const contest = await live({ prizes: [{ rank: 1, coins: 100 }, { rank: 2, coins: 50 }, { rank: 3, coins: 25 }] });
    const [a, b, c, d] = [await player(), await player(), await player(), await player()];
    for (const p of [a, b, c, d]) await ok('get_questions_by_contest', { contest_id: contest.id }, p.token);
    const answer = (p: { token: string }, i: number, right: boolean) =>
      ok('set_contest_answer', { contest_id: contest.id, question_id: contest.questionIds[i], choice: right ? rightChoice(i) : (rightChoice(i) + 1) % 4 }, p.token);
    // a and b: two right at the same second (an exact tie); c: two right, later; d: one right.
    await answer(a, 0, true);
    await answer(a, 1, true);
    await answer(b, 0, true);
    await answer(b, 1, true);
    app.advance(5_000);
    await answer(c, 0, true);
    await answer(c, 1, true);
    await answer(d, 0, true);
    const [ta] = await app.ctx.db.select().from(contestEntries).where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, a.id)));
    const [tb] = await app.ctx.db.select().from(contestEntries).where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, b.id)));
    // The same second for both unless the test crossed a second boundary between them: make them equal for the tie.
    if (ta?.timeTaken !== tb?.timeTaken) await app.ctx.db.update(contestEntries).set({ timeTaken: ta?.timeTaken ?? 0 }).where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, b.id)));

    const provisional = await ok<Board>('get_contest_leaderboard', { contest_id: contest.id }, c.token);
    expect(provisional.final).toBe(false);
    expect(provisional.data.map((r) => [r.user_id, r.rank, r.score])).toEqual([
      [a.id, 1, 20],
      [b.id, 1, 20],
      [c.id, 3, 20],
      [d.id, 4, 10],
    ]);
    expect(provisional.my_rank).toMatchObject({ user_id: c.id, rank: 3, prize_coins: 0 });

    // Not due before the end.
    await app.jobs.runDue();
    expect((await app.ctx.db.select().from(contests).where(eq(contests.id, contest.id)))[0]?.rankedAt).toBeNull();
    app.advance(31 * MINUTE);
    await app.jobs.runDue();
    const final = await ok<Board>('get_contest_leaderboard', { contest_id: contest.id }, d.token);
    expect(final.final).toBe(true);
    expect(final.data.map((r) => [r.user_id, r.rank, r.prize_coins])).toEqual([
      [a.id, 1, 100],
      [b.id, 1, 100],
      [c.id, 3, 25],
      [d.id, 4, 0],
    ]);
    const prizes = async () => (await Promise.all([a, b, c, d].map((p) => ledgerOf(p.id, `contest:${contest.id}`)))).map((rows) => rows.map((r) => r.coins));
    expect(await prizes()).toEqual([[100], [100], [25], []]);
    expect((await app.economy.balance(app.ctx.db, a.id)).coins).toBe(100);
    const notices = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, a.id));
    expect(notices.filter((n) => n.type === 'contest_prize')).toHaveLength(1);
    // First place (shared by the tie) counts toward Most Wanted Winner, once.
    const wins = async () =>
      Promise.all([a, b, c].map(async (p) => (await app.ctx.db.select({ wins: playerProgress.contestWins }).from(playerProgress).where(eq(playerProgress.userId, p.id)))[0]?.wins ?? 0));
    expect(await wins()).toEqual([1, 1, 0]);
    const badges = await ok<{ type: string; status: string }[]>('get_user_badges', {}, a.token);
    expect(badges.find((x) => x.type === 'most_wanted_winner')?.status).toBe('unlocked');
    const listed = await ok<{ past: Contest[] }>('get_contest', {}, a.token);
    expect(listed.past.find((x) => x.id === contest.id)).toMatchObject({ ranked: true, entry: { rank: 1, prize_coins: 100 } });

    // A second run: the job reopened (it sees the contest ranked) ...
    await app.jobs.schedule(app.ctx.db, { kind: CONTEST_END_JOB, subject: String(contest.id), runAt: app.ctx.now() }, { reopen: true });
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    // ... and a run that gets past that check (the ranked mark undone): the economy's keys pay nothing twice.
    await app.ctx.db.transaction(async (tx) => {
      await tx.update(contests).set({ rankedAt: null }).where(eq(contests.id, contest.id));
      const outcome = await contestEndHandler({ economy: app.economy, now: app.ctx.now })(tx, { kind: CONTEST_END_JOB, subject: String(contest.id), runAt: app.ctx.now(), attempts: 0 }, () => undefined);
      expect(outcome).toMatchObject({ ranked: 4, paid: 0, coins: 0 });
      const inside = await tx.select({ coins: coinLedger.coins }).from(coinLedger).where(like(coinLedger.ref, `contest:${contest.id}`));
      expect(inside.map((r) => r.coins).sort((x, y) => x - y)).toEqual([25, 100, 100]);
      // Rolled back: only the contest's lock and its ranked mark keep a run from counting first places twice.
      throw new RolledBack();
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
    expect(await prizes()).toEqual([[100], [100], [25], []]);
    expect(await wins()).toEqual([1, 1, 0]);
    expect((await app.ctx.db.select().from(notifications).where(eq(notifications.userId, a.id))).filter((n) => n.type === 'contest_prize')).toHaveLength(1);
  });

  it('fixes what players entered for, and moves the end job with the end', async () => {
    const contest = await live({ fee: 0 });
    const base = envelope<{ contest: { language_id: number; name: string; starts_at: string; ends_at: string; prizes: unknown } ; questions: unknown[] }>(
      await app.call('get_admin_contest', { id: contest.id }, admin),
    ).data;
    const edit = (changes: Record<string, unknown>) =>
      app.call('set_admin_contest', { id: contest.id, language_id: base.contest.language_id, name: base.contest.name, starts_at: base.contest.starts_at, ends_at: base.contest.ends_at, entry_fee: 0, prizes: base.contest.prizes, questions: base.questions, ...changes }, admin);
    const p = await player();
    await ok('get_questions_by_contest', { contest_id: contest.id }, p.token);
    expect(envelope(await edit({ entry_fee: 10 })).code).toBe('CONTEST_IN_USE');
    expect(envelope(await edit({ questions: [{ question: 'New?', options: ['x', 'y'], answer: 0 }] })).code).toBe('CONTEST_IN_USE');
    const later = new Date(new Date(base.contest.ends_at).getTime() + 60 * MINUTE).toISOString();
    const moved = await edit({ ends_at: later, name: 'Renamed' });
    expect(moved.statusCode, moved.body).toBe(200);
    // Past the old end the contest is still live, and the job waits for the new end.
    app.advance(31 * MINUTE);
    await app.jobs.runDue();
    expect((await app.ctx.db.select().from(contests).where(eq(contests.id, contest.id)))[0]).toMatchObject({ rankedAt: null, name: 'Renamed' });
    await ok('set_contest_answer', { contest_id: contest.id, question_id: contest.questionIds[0], choice: 0 }, p.token);
    const badWindow = await edit({ ends_at: base.contest.starts_at });
    expect(envelope(badWindow)).toMatchObject({ code: 'VALIDATION', field: 'ends_at' });
  });

  it("tells the winner's devices over the live channel after the end job commits", async () => {
    const contest = await live({ prizes: [{ rank: 1, coins: 40 }] });
    const p = await player();
    await ok('get_questions_by_contest', { contest_id: contest.id }, p.token);
    await ok('set_contest_answer', { contest_id: contest.id, question_id: contest.questionIds[0], choice: rightChoice(0) }, p.token);
    const device = await connectLive(await listen(app), p.token);
    try {
      app.advance(31 * MINUTE);
      await app.jobs.runDue();
      const heard = [await device.next(8_000), await device.next(8_000)];
      expect(heard).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'coins', coins: 40 }), expect.objectContaining({ type: 'notification', title: 'Contest prize' })]));
    } finally {
      device.close();
    }
  });
});

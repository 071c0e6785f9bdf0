/**
 * The 1 v 1 (issue 16) on the real server and live channel, on both lanes, with the app's clock
 * moved by hand and due jobs run with app.jobs.runDue(): two players matched, the same question at
 * the same moment, answers scored by the server and hidden until the question closes (early, once
 * both answered), the result with the winner's coins paid once, the statistics row and Combat
 * Winner; refusals of late, double and foreign answers; the bot; matchmaking's timeout; leaving.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleRoom } from '../../contract/api/battles';
import { LATENCY_ALLOWANCE_MS, pointsFor, REVEAL_MS, START_COUNTDOWN_MS } from '../../contract/battles/rules';
import { battleStatistics, categories, coinLedger, playerProgress, questions, userBadges } from '../../server/db/schema';
import { assertNoEarlyAnswers, coinsOf, connectBattle, rightAnswer, setBattleConfig, type BattleClient } from '../fixtures/battle-client';
import { listen } from '../fixtures/live-client';
import * as repo from '../../server/features/battles/battles.repo';
import { createTestApp, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const QUESTIONS = 3;
const SECONDS = 10;
const WIN_COINS = 7;

describe.each(lanes)('1 v 1 battles (%s)', (lane) => {
  let app: TestApp;
  let url: string;
  const open: BattleClient[] = [];

  beforeAll(async () => {
    app = await createTestApp(lane);
    url = await listen(app);
    // Categories off: every finder of the language meets every other.
    await setBattleConfig(app, { battle_categories: '0', random_questions: QUESTIONS, question_seconds: SECONDS, wait_seconds: 20, win_coins: WIN_COINS, bot_accuracy: 1, bot_min_seconds: 2, bot_max_seconds: 3 });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app?.close();
  });

  const player = async (name = 'battler') => {
    const user = await newSubscriber(app, name);
    const id = (await app.auth.authenticate(user.token)).id;
    const client = await connectBattle(url, user.token);
    open.push(client);
    return { ...user, id, client };
  };

  /** Moves the clock and runs what is due then. */
  const tick = async (ms: number) => {
    app.advance(ms);
    await app.jobs.runDue();
  };

  /** Two players matched: the first waits, the second finds them. */
  const matched = async () => {
    const a = await player('Alice');
    const b = await player('Bob');
    const waiting = await a.client.ok({ type: 'find' });
    expect(waiting?.status).toBe('waiting');
    expect(waiting?.wait_until).not.toBeNull();
    const room = await b.client.ok({ type: 'find' });
    expect(room?.room_id).toBe(waiting?.room_id);
    expect(room?.status).toBe('playing');
    return { a, b, roomId: room?.room_id ?? 0, matchId: room?.match_id ?? '' };
  };

  it('plays a full 1 v 1: the same question at once, answers hidden until both answered, the winner paid once, statistics and Combat Winner', async () => {
    const bystander = await player('Bystander');
    const { a, b, roomId, matchId } = await matched();
    // Both hear the start (seat 1 was told through its room event).
    await a.client.waitFor('room', (e) => e.room.status === 'playing');
    let expectedA = 0;
    for (let idx = 0; idx < QUESTIONS; idx++) {
      await tick(idx === 0 ? START_COUNTDOWN_MS : REVEAL_MS);
      const qa = await a.client.waitFor('question', (e) => e.question.index === idx);
      const qb = await b.client.waitFor('question', (e) => e.question.index === idx);
      expect(qb.question).toEqual(qa.question);
      const right = await rightAnswer(app, qa.question.id);
      const wrong = (right + 1) % 4;

      app.advance(1_000);
      // An answer is acknowledged without the room (the events say what it changed); a rejoin reads it.
      expect(await a.client.ok({ type: 'answer', room_id: roomId, index: idx, choice: right })).toBeNull();
      const afterA = (await a.client.ok({ type: 'join', room_id: roomId })) as BattleRoom;
      // Answered, but nothing revealed: no points before the close, the question still open.
      expect(afterA.players.find((p) => p.seat === 1)).toMatchObject({ answered: true, points: expectedA });
      expect(afterA.question?.index).toBe(idx);
      await b.client.waitFor('answered', (e) => e.seat === 1 && e.index === idx);
      expect(await a.client.refused({ type: 'answer', room_id: roomId, index: idx, choice: wrong })).toBe('BATTLE_ALREADY_ANSWERED');

      await b.client.ok({ type: 'answer', room_id: roomId, index: idx, choice: wrong });
      // Both answered: closed at once, without waiting for the deadline.
      const closed = await a.client.waitFor('closed', (e) => e.closed.index === idx);
      expect(closed.closed.answer).toBe(right);
      // Times are the server's, from the question's sending (the test's clock moved 1 s, real time a little more).
      const [first, second] = closed.closed.answers;
      expect(first).toMatchObject({ seat: 1, choice: right, correct: true });
      expect(second).toMatchObject({ seat: 2, choice: wrong, correct: false, points: 0 });
      for (const answer of [first, second]) expect(answer?.ms).toBeGreaterThanOrEqual(1_000);
      expect(first?.points).toBe(pointsFor(true, first?.ms ?? 0, SECONDS * 1000));
      expectedA += first?.points ?? 0;
      expect(closed.players.map((p) => p.points)).toEqual([expectedA, 0]);
    }
    // The last close leaves the end to its job (battle.finish), due at once.
    await app.jobs.runDue();
    const ended = await b.client.waitFor('ended');
    expect(ended.room.result).toEqual({
      reason: 'finished',
      winner_ids: [a.id],
      is_drawn: false,
      seats: [
        { seat: 1, outcome: 'win', coins: WIN_COINS },
        { seat: 2, outcome: 'lose', coins: 0 },
      ],
    });
    expect(await coinsOf(app, a.id)).toBe(WIN_COINS);
    expect(await coinsOf(app, b.id)).toBe(0);
    const paid = await app.ctx.db.select().from(coinLedger).where(and(eq(coinLedger.userId, a.id), eq(coinLedger.ref, `battle:${matchId}`)));
    expect(paid).toHaveLength(1);
    // Nothing more happens when the jobs run again (the close jobs of early-closed questions were cancelled).
    await tick(SECONDS * 1000 + LATENCY_ALLOWANCE_MS);
    expect(await coinsOf(app, a.id)).toBe(WIN_COINS);

    const [stats] = await app.ctx.db.select().from(battleStatistics).where(eq(battleStatistics.matchId, matchId));
    expect(stats).toMatchObject({ userId1: a.id, userId2: b.id, winnerId: a.id, isDrawn: false });
    const badges = await app.ctx.db.select().from(userBadges).where(eq(userBadges.userId, a.id));
    expect(badges.map((row) => row.badge)).toContain('combat_winner');
    const [progress] = await app.ctx.db.select().from(playerProgress).where(eq(playerProgress.userId, b.id));
    expect(progress?.randomBattleWinRun).toBe(0);

    // Nothing either player received named an answer before its question closed.
    expect(assertNoEarlyAnswers(a.client.raw)).toBeGreaterThan(10);
    expect(assertNoEarlyAnswers(b.client.raw)).toBeGreaterThan(10);
    // Both were told of the room's events and no other room's.
    expect(a.client.events.every((e) => ('room' in e ? e.room.room_id : e.room_id) === roomId)).toBe(true);
    // A connected player in no room heard nothing of it.
    expect(bystander.client.raw).toEqual([]);
  });

  it('refuses an answer after the deadline, for another room, and from someone not in the room; a missed question scores 0', async () => {
    const { a, b, roomId } = await matched();
    const stranger = await player('Eve');
    await tick(START_COUNTDOWN_MS);
    const q = await a.client.waitFor('question', (e) => e.question.index === 0);
    expect(await stranger.client.refused({ type: 'answer', room_id: roomId, index: 0, choice: 0 })).toBe('BATTLE_NOT_IN_ROOM');
    expect(await a.client.refused({ type: 'answer', room_id: roomId + 1000, index: 0, choice: 0 })).toBe('NOT_FOUND');
    expect(await a.client.refused({ type: 'answer', room_id: roomId, index: 1, choice: 0 })).toBe('BATTLE_QUESTION_CLOSED');
    // Just before the deadline (real time may carry it a little past, within the allowance) it still counts.
    app.advance(SECONDS * 1000 - 300);
    await b.client.ok({ type: 'answer', room_id: roomId, index: 0, choice: await rightAnswer(app, q.question.id) });
    app.advance(LATENCY_ALLOWANCE_MS + 310);
    expect(await a.client.refused({ type: 'answer', room_id: roomId, index: 0, choice: 0 })).toBe('BATTLE_QUESTION_CLOSED');
    await app.jobs.runDue();
    const closed = await a.client.waitFor('closed', (e) => e.closed.index === 0);
    expect(closed.closed.answers.find((x) => x.seat === 1)).toEqual({ seat: 1, choice: null, correct: false, points: 0, ms: null });
    // Right, but with (next to) no time left: the base points only.
    expect(closed.closed.answers.find((x) => x.seat === 2)).toMatchObject({ correct: true, points: pointsFor(true, SECONDS * 1000, SECONDS * 1000) });
    // A leaves on purpose: B wins ('Opponent has left the game!').
    expect(await a.client.ok({ type: 'leave', room_id: roomId })).toBeNull();
    const ended = await b.client.waitFor('ended');
    expect(ended.room.result?.reason).toBe('opponent_left');
    expect(ended.room.result?.winner_ids).toEqual([b.id]);
    expect(ended.room.players.find((p) => p.seat === 1)?.presence).toBe('left');
    expect(await coinsOf(app, b.id)).toBe(WIN_COINS);
  });

  it('keeps the result the last close decided: a leave before the end’s job runs is no forfeit', async () => {
    const { a, b, roomId } = await matched();
    for (let idx = 0; idx < QUESTIONS; idx++) {
      await tick(idx === 0 ? START_COUNTDOWN_MS : REVEAL_MS);
      const q = await a.client.waitFor('question', (e) => e.question.index === idx);
      const right = await rightAnswer(app, q.question.id);
      await a.client.ok({ type: 'answer', room_id: roomId, index: idx, choice: right });
      await b.client.ok({ type: 'answer', room_id: roomId, index: idx, choice: (right + 1) % 4 });
      await b.client.waitFor('closed', (e) => e.closed.index === idx);
    }
    // A is ahead and leaves between the last close and the end: the points decide, not the leave.
    expect(await a.client.ok({ type: 'leave', room_id: roomId })).toBeNull();
    expect(b.client.events.some((e) => e.type === 'presence' || e.type === 'ended')).toBe(false);
    await app.jobs.runDue();
    const ended = await b.client.waitFor('ended');
    expect(ended.room.result).toMatchObject({ reason: 'finished', winner_ids: [a.id], is_drawn: false });
    expect(await coinsOf(app, a.id)).toBe(WIN_COINS);
  });

  it('plays against the bot, labelled as a bot, which answers by itself in its configured time', async () => {
    const a = await player('Solo');
    const room = (await a.client.ok({ type: 'bot' })) as BattleRoom;
    expect(room.status).toBe('playing');
    expect(room.players.map((p) => ({ bot: p.bot, user_id: p.user_id }))).toEqual([
      { bot: false, user_id: a.id },
      { bot: true, user_id: null },
    ]);
    await tick(START_COUNTDOWN_MS);
    const q = await a.client.waitFor('question', (e) => e.question.index === 0);
    // Not before its minimum time (2 s; the margin is for real time passing in between).
    await tick(1_500);
    expect(a.client.events.some((e) => e.type === 'answered')).toBe(false);
    await tick(1_600);
    expect((await a.client.waitFor('answered', (e) => e.seat === 2)).index).toBe(0);
    await a.client.ok({ type: 'answer', room_id: room.room_id, index: 0, choice: (await rightAnswer(app, q.question.id) + 1) % 4 });
    const closed = await a.client.waitFor('closed', (e) => e.closed.index === 0);
    // bot_accuracy 1: it was right.
    expect(closed.closed.answers.find((x) => x.seat === 2)?.correct).toBe(true);
    for (let idx = 1; idx < QUESTIONS; idx++) {
      await tick(REVEAL_MS);
      await tick(3_000);
      await a.client.ok({ type: 'answer', room_id: room.room_id, index: idx, choice: null });
    }
    await app.jobs.runDue();
    const ended = await a.client.waitFor('ended');
    expect(ended.room.result?.seats.find((s) => s.seat === 2)?.outcome).toBe('win');
    const [stats] = await app.ctx.db.select().from(battleStatistics).where(eq(battleStatistics.matchId, room.match_id));
    expect(stats).toMatchObject({ userId1: a.id, userId2: null, winnerId: null, isDrawn: false });
  });

  it("ends matchmaking with 'No opponent detected' when nobody comes in time, and lets the player retry", async () => {
    const a = await player('Lonely');
    const room = (await a.client.ok({ type: 'find' })) as BattleRoom;
    await tick(19_000);
    expect(a.client.events.some((e) => e.type === 'deleted')).toBe(false);
    await tick(1_500);
    expect(await a.client.waitFor('deleted')).toEqual({ type: 'deleted', room_id: room.room_id, reason: 'no_opponent' });
    // A second find opens a new room; a find while waiting replaces the waiting room.
    const again = (await a.client.ok({ type: 'find' })) as BattleRoom;
    expect(again.room_id).not.toBe(room.room_id);
    const third = (await a.client.ok({ type: 'find' })) as BattleRoom;
    expect(third.room_id).not.toBe(again.room_id);
    expect(await a.client.waitFor('deleted', (e) => e.room_id === again.room_id)).toMatchObject({ reason: 'cancelled' });
    expect(await a.client.ok({ type: 'cancel', room_id: third.room_id })).toBeNull();
  });

  it('pairs by category when battle categories are on, and two finders arriving together meet', async () => {
    const [first, second] = await app.ctx.db
      .select({ id: categories.id, language_id: categories.languageId })
      .from(categories)
      .innerJoin(questions, eq(questions.categoryId, categories.id))
      .where(and(eq(categories.type, 'quiz_zone'), eq(categories.active, true), eq(questions.active, true), isNull(questions.audioUrl), isNull(questions.passageId), sql`jsonb_array_length(${questions.options}) = 4`))
      .groupBy(categories.id, categories.languageId)
      .having(sql`count(*) >= ${QUESTIONS}`)
      .orderBy(categories.id)
      .limit(2);
    if (!first || !second) throw new Error('the seed has two Quiz Zone categories');
    await setBattleConfig(app, { battle_categories: '1', random_questions: QUESTIONS, question_seconds: SECONDS, wait_seconds: 20, win_coins: WIN_COINS, bot_accuracy: 1, bot_min_seconds: 2, bot_max_seconds: 3 });
    try {
      const [a, b, c] = [await player('Cat A'), await player('Cat B'), await player('Cat C')];
      const roomA = (await a.client.ok({ type: 'find', language_id: first.language_id, category: first.id })) as BattleRoom;
      expect(roomA.category).toBe(first.id);
      const roomB = (await b.client.ok({ type: 'find', language_id: second.language_id, category: second.id })) as BattleRoom;
      expect(roomB.room_id).not.toBe(roomA.room_id);
      expect(roomB.status).toBe('waiting');
      const roomC = (await c.client.ok({ type: 'find', language_id: first.language_id, category: first.id })) as BattleRoom;
      expect(roomC).toMatchObject({ room_id: roomA.room_id, status: 'playing' });
      await b.client.ok({ type: 'cancel', room_id: roomB.room_id });
      // Two at once: one waits, the other joins it.
      const [d, e] = [await player('Rush D'), await player('Rush E')];
      const [roomD, roomE] = (await Promise.all([d.client.ok({ type: 'find', language_id: second.language_id, category: second.id }), e.client.ok({ type: 'find', language_id: second.language_id, category: second.id })])) as BattleRoom[];
      expect(roomD?.room_id).toBe(roomE?.room_id);
    } finally {
      await setBattleConfig(app, { battle_categories: '0', random_questions: QUESTIONS, question_seconds: SECONDS, wait_seconds: 20, win_coins: WIN_COINS, bot_accuracy: 1, bot_min_seconds: 2, bot_max_seconds: 3 });
    }
  });

  it('runs on the worker in real time: the first question comes START_COUNTDOWN_MS after the start, without anyone running jobs', async () => {
    const a = await player('Real time');
    app.jobs.start();
    try {
      const room = (await a.client.ok({ type: 'bot' })) as BattleRoom;
      const question = await a.client.waitFor('question', undefined, START_COUNTDOWN_MS + 4_000);
      expect(new Date(question.question.sent_at).getTime() - new Date(room.starts_at ?? '').getTime()).toBeGreaterThanOrEqual(0);
      expect(new Date(question.question.sent_at).getTime() - new Date(room.starts_at ?? '').getTime()).toBeLessThan(2_500);
      await a.client.ok({ type: 'leave', room_id: room.room_id });
    } finally {
      await app.jobs.stop();
    }
  });

  it('refuses a player without a subscription, and a second battle while one is on', async () => {
    const free = await newVerifiedUser(app, 'free rider');
    const client = await connectBattle(url, free.token);
    open.push(client);
    expect(await client.refused({ type: 'find' })).toBe('SUBSCRIPTION_REQUIRED');
    const { a } = await matched();
    expect(await a.client.refused({ type: 'bot' })).toBe('BATTLE_BUSY');
  });

  it('reads a play after the lock it waited for: what the holder of the lock committed meanwhile is in it', async () => {
    const { roomId } = await matched();
    await tick(START_COUNTDOWN_MS);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answered: () => void = () => undefined;
    const inserted = new Promise<void>((resolve) => (answered = resolve));
    const holder = app.ctx.db.transaction(async (tx) => {
      expect((await repo.lockPlay(tx, roomId))?.answers).toEqual([]);
      expect(await repo.insertAnswer(tx, { roomId, idx: 0, seat: 1, choice: 0, correct: false, points: 0, ms: 5, answeredAt: app.ctx.now() })).toBe(true);
      answered();
      await released;
    });
    await inserted;
    const waiter = app.ctx.db.transaction((tx) => repo.lockPlay(tx, roomId));
    // On PostgreSQL the waiter's statement starts (its snapshot without the answer) and waits for the lock.
    if (lane === 'postgres') {
      const waiting = async () =>
        ((await app.ctx.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
      await expect.poll(waiting, { timeout: 5_000, interval: 10 }).toBe(1);
    }
    release();
    await holder;
    const play = await waiter;
    expect(play?.answers.map((a) => a.seat)).toEqual([1]);
    expect(play?.players.map((p) => p.seat)).toEqual([1, 2]);
  });

  it('relaxes the commit of a play’s transaction only, and commitDurably (finish, refunds) puts it back', async () => {
    const { roomId } = await matched();
    const setting = async (db: Pick<TestApp['ctx']['db'], 'execute'>) =>
      ((await db.execute(sql`select current_setting('synchronous_commit') as value`)) as unknown as { rows: { value: string }[] }).rows[0]?.value;
    const configured = await setting(app.ctx.db);
    expect(configured).not.toBe('off');
    await app.ctx.db.transaction(async (tx) => {
      expect((await repo.lockPlay(tx, roomId))?.room.id).toBe(roomId);
      expect(await setting(tx)).toBe('off');
      await repo.commitDurably(tx);
      expect(await setting(tx)).toBe(configured);
      await repo.lockPlay(tx, roomId);
    });
    // Only that transaction was relaxed: the connection's next one commits as configured.
    expect(await setting(app.ctx.db)).toBe(configured);
  });
});

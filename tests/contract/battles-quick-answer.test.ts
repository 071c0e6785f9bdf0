/**
 * The one-statement answer (server/features/battles/quick-answer.ts) on the real database: a
 * remembered question takes an answer in one statement and a new one in two; everything it does
 * not take (a second answer, a stranger, another question, a stale copy, a seat that left) it
 * leaves unwritten for the full transaction, which gives the refusal; and on PostgreSQL, an answer
 * whose statement waited for the room's lock while another answer committed falls back to the
 * transaction, which sees that answer and closes the question early.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsFor, REVEAL_MS, START_COUNTDOWN_MS } from '../../contract/battles/rules';
import type { BattleEvent } from '../../contract/live/battle';
import type { Db } from '../../server/db/client';
import { battleAnswers, battlePlayers } from '../../server/db/schema';
import * as repo from '../../server/features/battles/battles.repo';
import { createQuickAnswers } from '../../server/features/battles/quick-answer';
import { connectBattle, rightAnswer, setBattleConfig, type BattleClient } from '../fixtures/battle-client';
import { listen } from '../fixtures/live-client';
import { createTestApp, lanes, newSubscriber, type Lane, type TestApp } from '../fixtures/test-app';

const SECONDS = 10;

/** The database handle with its statements counted: those run through execute and those prepared (raw-rows.ts preparedRows). */
function counting(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const counted = <T extends object>(target: T, method: string): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver);
        if (property !== method || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          statements += 1;
          return Reflect.apply(value, object, args) as unknown;
        };
      },
    });
  const session = counted(db._.session, 'prepareQuery');
  const handle = new Proxy(counted(db, 'execute'), {
    get(object, property, receiver) {
      return property === '_' ? { ...db._, session } : (Reflect.get(object, property, receiver) as unknown);
    },
  });
  return { db: handle, statements: () => statements };
}

function battleSetup(lane: Lane) {
  const state: { app?: TestApp; url?: string } = {};
  const open: BattleClient[] = [];
  beforeAll(async () => {
    state.app = await createTestApp(lane);
    state.url = await listen(state.app);
    await setBattleConfig(state.app, { battle_categories: '0', random_questions: 3, question_seconds: SECONDS, wait_seconds: 20 });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await state.app?.close();
  });
  const app = (): TestApp => {
    if (!state.app) throw new Error('no app');
    return state.app;
  };
  const player = async (name: string) => {
    const user = await newSubscriber(app(), name);
    const id = (await app().auth.authenticate(user.token)).id;
    const client = await connectBattle(state.url ?? '', user.token);
    open.push(client);
    return { ...user, id, client };
  };
  /** Two players matched and question 0 open. */
  const playing = async () => {
    const a = await player('Ada');
    const b = await player('Ben');
    await a.client.ok({ type: 'find' });
    const room = await b.client.ok({ type: 'find' });
    const roomId = room?.room_id ?? 0;
    app().advance(START_COUNTDOWN_MS);
    await app().jobs.runDue();
    const q = await a.client.waitFor('question', (e) => e.question.index === 0);
    return { a, b, roomId, questionId: q.question.id };
  };
  const answersOf = (roomId: number, idx: number) =>
    app()
      .ctx.db.select()
      .from(battleAnswers)
      .where(and(eq(battleAnswers.roomId, roomId), eq(battleAnswers.idx, idx)))
      .orderBy(battleAnswers.seat);
  return { app, player, playing, answersOf };
}

describe.each(lanes)('the one-statement answer (%s)', (lane) => {
  const { app, player, playing, answersOf } = battleSetup(lane);

  it('takes an answer in one statement once the question is remembered, scored on the server, and announces it', async () => {
    const { a, b, roomId, questionId } = await playing();
    const right = await rightAnswer(app(), questionId);
    const events: BattleEvent[] = [];
    const { db, statements } = counting(app().ctx.db);
    const quick = createQuickAnswers({ db, now: app().ctx.now, outlet: { emit: (_room, event) => events.push(event) } });

    app().advance(2_500);
    // The first answer of the question on this instance reads it first: two statements.
    expect(await quick.answer(a.id, roomId, 0, right)).toEqual({ everyoneAnswered: false });
    expect(statements()).toBe(2);
    expect(events).toEqual([{ type: 'answered', room_id: roomId, index: 0, seat: 1 }]);
    app().advance(1_000);
    expect(await quick.answer(b.id, roomId, 0, (right + 1) % 4)).toEqual({ everyoneAnswered: true });
    expect(statements()).toBe(3);
    // Measured from the question's sending on the server (its clock also runs while the test does).
    const [first, second] = await answersOf(roomId, 0);
    expect(first).toMatchObject({ seat: 1, correct: true, points: pointsFor(true, first?.ms ?? 0, SECONDS * 1000) });
    expect(first?.ms).toBeGreaterThanOrEqual(2_500);
    expect(first?.ms).toBeLessThan(3_500);
    expect(second).toMatchObject({ seat: 2, correct: false, points: 0 });
    expect(second?.ms).toBeGreaterThanOrEqual(3_500);
    expect(quick.size()).toBe(1);
  });

  it('writes nothing it cannot vouch for: a second answer, a stranger, another question, a stale copy, a seat that left', async () => {
    const { a, b, roomId, questionId } = await playing();
    const stranger = await player('Eve');
    const right = await rightAnswer(app(), questionId);
    const events: BattleEvent[] = [];
    const quick = createQuickAnswers({ db: app().ctx.db, now: app().ctx.now, outlet: { emit: (_room, event) => events.push(event) } });

    expect(await quick.answer(a.id, roomId, 0, right)).toEqual({ everyoneAnswered: false });
    // A double tap's second: the primary key refuses it in the statement, nothing is announced.
    expect(await quick.answer(a.id, roomId, 0, (right + 1) % 4)).toBeUndefined();
    expect(await quick.answer(stranger.id, roomId, 0, right)).toBeUndefined();
    expect(await quick.answer(b.id, roomId, 1, right)).toBeUndefined();
    // Not one of the options: the transaction gives that refusal.
    expect(await quick.answer(b.id, roomId, 0, 9)).toBeUndefined();
    expect(events).toHaveLength(1);
    expect((await answersOf(roomId, 0)).map((r) => [r.seat, r.correct])).toEqual([[1, true]]);

    // The deadline's close and the next question, made on "another instance": this copy is stale.
    app().advance(SECONDS * 1000 + 1_000);
    // Past the deadline and its allowance, with the question not closed yet: nothing either.
    expect(await quick.answer(b.id, roomId, 0, right)).toBeUndefined();
    await app().jobs.runDue();
    await b.client.waitFor('closed', (e) => e.closed.index === 0);
    app().advance(REVEAL_MS);
    await app().jobs.runDue();
    await b.client.waitFor('question', (e) => e.question.index === 1);
    expect(await quick.answer(b.id, roomId, 0, right)).toBeUndefined();
    expect((await answersOf(roomId, 0)).map((r) => r.seat)).toEqual([1]);
    // Question 1 is read afresh, and B's seat left meanwhile: nothing is written for it.
    await app().ctx.db.execute(sql`update battle_players set left_at = now() where room_id = ${roomId} and user_id = ${b.id}`);
    expect(await quick.answer(b.id, roomId, 1, 0)).toBeUndefined();
    const [seatA] = await app().ctx.db.select().from(battlePlayers).where(and(eq(battlePlayers.roomId, roomId), eq(battlePlayers.userId, a.id)));
    expect(await quick.answer(a.id, roomId, 1, 0)).toEqual({ everyoneAnswered: true });
    expect((await answersOf(roomId, 1)).map((r) => r.seat)).toEqual([seatA?.seat]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the one-statement answer under a concurrent answer (postgres)', () => {
  const { app, playing, answersOf } = battleSetup('postgres');

  it('falls back to the transaction when another answer took the lock meanwhile, and closes the question at once', async () => {
    const { a, b, roomId, questionId } = await playing();
    const right = await rightAnswer(app(), questionId);
    app().advance(1_000);
    let answering: Promise<unknown> | undefined;
    // B's answer holds the room's lock while A's statement starts and waits for it.
    await app().ctx.db.transaction(async (tx) => {
      const play = await repo.lockPlay(tx, roomId);
      const seatB = play?.players.find((p) => p.userId === b.id)?.seat ?? 0;
      await repo.insertAnswer(tx, { roomId, idx: 0, seat: seatB, choice: right, correct: true, points: 15, ms: 1_000, answeredAt: app().ctx.now() });
      answering = a.client.ok({ type: 'answer', room_id: roomId, index: 0, choice: right });
      await expect
        .poll(async () => {
          const rows = await app().ctx.db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
          return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
        })
        .toBe(1);
    });
    expect(await answering).toBeNull();
    // A's statement saw a snapshot without B's answer; the transaction it fell back to saw both,
    // so the question closed without waiting for its deadline.
    const closed = await a.client.waitFor('closed', (e) => e.closed.index === 0);
    expect(closed.closed.answers.map((x) => x.correct)).toEqual([true, true]);
    expect((await answersOf(roomId, 0)).map((r) => r.correct)).toEqual([true, true]);
  });
});

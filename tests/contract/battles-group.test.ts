/**
 * Group battles (issue 16) on the real server and live channel, on both lanes: create_room with a
 * fee spent through the economy, joining by code (empty, wrong, full), the owner's start, the pot
 * paid to the winner (Clash Winner) or shared on a tie, the owner's delete and the idle deletion
 * refunding every fee, and a player leaving a waiting room refunded (and charged once more on coming
 * back); a dropped player who comes back by code keeps their seat; Clash Winner's reward reaches
 * the winner's devices as a coins message when no pot was paid.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleRoom } from '../../contract/api/battles';
import { REVEAL_MS, ROOM_IDLE_MINUTES, START_COUNTDOWN_MS } from '../../contract/battles/rules';
import { coinLedger, userBadges } from '../../server/db/schema';
import { USER_EVENT, UserMessageSchema, type UserMessage } from '../../contract/live/user-channel';
import { defaultSystemConfig } from '../../server/features/settings/defaults';
import { writeScope } from '../../server/features/settings/settings.repo';
import { coinsOf, connectBattle, grantCoins, rightAnswer, setBattleConfig, type BattleClient } from '../fixtures/battle-client';
import { listen } from '../fixtures/live-client';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

const QUESTIONS = 5;
const START_COINS = 100;

describe.each(lanes)('group battles (%s)', (lane) => {
  let app: TestApp;
  let url: string;
  const open: BattleClient[] = [];

  beforeAll(async () => {
    app = await createTestApp(lane);
    url = await listen(app);
    await setBattleConfig(app, { question_seconds: 10, group_entry_fees: [0, 10, 25] });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app?.close();
  });

  const player = async (name: string) => {
    const user = await newSubscriber(app, name);
    const id = (await app.auth.authenticate(user.token)).id;
    await grantCoins(app, id, START_COINS);
    const client = await connectBattle(url, user.token);
    open.push(client);
    return { ...user, id, client };
  };
  type Player = Awaited<ReturnType<typeof player>>;

  const tick = async (ms: number) => {
    app.advance(ms);
    await app.jobs.runDue();
  };

  /** The owner makes a room over HTTP and joins it on the live channel, then the others join by its code. */
  const roomOf = async (owner: Player, others: Player[], fee: number): Promise<BattleRoom> => {
    const created = await app.call('create_room', { no_of_que: QUESTIONS, entry_fee: fee }, owner.token);
    expect(created.statusCode).toBe(200);
    const room = envelope<BattleRoom>(created).data;
    expect(room.room_code).toMatch(/^[A-Z2-9]{6}$/);
    await owner.client.ok({ type: 'join', room_id: room.room_id });
    for (const other of others) {
      // Typed loosely: trimmed and upper-cased before it is checked.
      await other.client.ok({ type: 'join_code', room_code: ` ${(room.room_code ?? '').toLowerCase()} ` });
    }
    return (await owner.client.ok({ type: 'join', room_id: room.room_id })) as BattleRoom;
  };

  it('takes four players by code and their fees, refuses a fifth, an empty and a wrong code; the winner takes the pot and Clash Winner', async () => {
    const [owner, p2, p3, p4, p5] = [await player('Owner'), await player('Two'), await player('Three'), await player('Four'), await player('Five')];
    if (!owner || !p2 || !p3 || !p4 || !p5) throw new Error('players');
    expect(await p2.client.refused({ type: 'join_code', room_code: '  ' })).toBe('ROOM_CODE_REQUIRED');
    expect(await p2.client.refused({ type: 'join_code', room_code: 'nope!' })).toBe('ROOM_CODE_INVALID');
    const room = await roomOf(owner, [p2, p3, p4], 10);
    expect(room.players.map((p) => p.user_id)).toEqual([owner.id, p2.id, p3.id, p4.id]);
    expect(room.pot).toBe(40);
    for (const p of [owner, p2, p3, p4]) expect(await coinsOf(app, p.id)).toBe(START_COINS - 10);
    expect(await p5.client.refused({ type: 'join_code', room_code: room.room_code ?? '' })).toBe('ROOM_FULL');
    expect(await coinsOf(app, p5.id)).toBe(START_COINS);
    // Only the owner starts.
    expect(await p2.client.refused({ type: 'start', room_id: room.room_id })).toBe('ROOM_NOT_OWNER');
    const started = (await owner.client.ok({ type: 'start', room_id: room.room_id })) as BattleRoom;
    expect(started.readytoplay).toBe(true);
    await p4.client.waitFor('room', (e) => e.room.status === 'playing');

    for (let idx = 0; idx < QUESTIONS; idx++) {
      await tick(idx === 0 ? START_COUNTDOWN_MS : REVEAL_MS);
      const q = await p3.client.waitFor('question', (e) => e.question.index === idx);
      const right = await rightAnswer(app, q.question.id);
      await p2.client.ok({ type: 'answer', room_id: room.room_id, index: idx, choice: right });
      for (const p of [owner, p3, p4]) await p.client.ok({ type: 'answer', room_id: room.room_id, index: idx, choice: (right + 1) % 4 });
      await owner.client.waitFor('closed', (e) => e.closed.index === idx);
    }
    // The last close leaves the end to its job (battle.finish), due at once.
    await app.jobs.runDue();
    const ended = await p3.client.waitFor('ended');
    expect(ended.room.result?.winner_ids).toEqual([p2.id]);
    expect(ended.room.result?.seats.map((s) => [s.outcome, s.coins])).toEqual([
      ['lose', 0],
      ['win', 40],
      ['lose', 0],
      ['lose', 0],
    ]);
    expect(await coinsOf(app, p2.id)).toBe(START_COINS - 10 + 40);
    const [pot] = await app.ctx.db.select().from(coinLedger).where(and(eq(coinLedger.userId, p2.id), eq(coinLedger.source, 'battle_pot')));
    expect(pot?.coins).toBe(40);
    const badges = await app.ctx.db.select().from(userBadges).where(eq(userBadges.userId, p2.id));
    expect(badges.map((b) => b.badge)).toContain('clash_winner');
    // The room's code is free again once the room has ended.
    expect(await p5.client.refused({ type: 'join_code', room_code: room.room_code ?? '' })).toBe('ROOM_CODE_INVALID');
  });

  it('shares the pot on a tie (the remainder to the earliest seat); a player who left forfeits', async () => {
    const [owner, p2, p3] = [await player('T1'), await player('T2'), await player('T3')];
    if (!owner || !p2 || !p3) throw new Error('players');
    const room = await roomOf(owner, [p2, p3], 25);
    expect(await owner.client.refused({ type: 'start', room_id: room.room_id + 100000 })).toBe('NOT_FOUND');
    await owner.client.ok({ type: 'start', room_id: room.room_id });
    await tick(START_COUNTDOWN_MS);
    await p3.client.ok({ type: 'leave', room_id: room.room_id });
    await owner.client.waitFor('presence', (e) => e.seat === 3 && e.presence === 'left');
    for (let idx = 0; idx < QUESTIONS; idx++) {
      if (idx > 0) await tick(REVEAL_MS);
      await owner.client.waitFor('question', (e) => e.question.index === idx);
      // Nobody gets anything right: the two who stayed tie on 0.
      await owner.client.ok({ type: 'answer', room_id: room.room_id, index: idx, choice: null });
      await p2.client.ok({ type: 'answer', room_id: room.room_id, index: idx, choice: null });
    }
    await app.jobs.runDue();
    const ended = await p2.client.waitFor('ended');
    expect(ended.room.result?.seats.map((s) => [s.outcome, s.coins])).toEqual([
      ['tie', 38],
      ['tie', 37],
      ['lose', 0],
    ]);
    expect(await coinsOf(app, owner.id)).toBe(START_COINS - 25 + 38);
    expect(await coinsOf(app, p3.id)).toBe(START_COINS - 25);
  });

  it("refunds every fee when the owner deletes the room, telling the others 'Room is deleted by owner'", async () => {
    const [owner, p2, p3] = [await player('D1'), await player('D2'), await player('D3')];
    if (!owner || !p2 || !p3) throw new Error('players');
    const room = await roomOf(owner, [p2, p3], 10);
    // A player who leaves before the start gets their fee back and frees the seat.
    expect(await p3.client.ok({ type: 'leave', room_id: room.room_id })).toBeNull();
    expect(await coinsOf(app, p3.id)).toBe(START_COINS);
    const after = await owner.client.waitFor('room', (e) => e.room.players.length === 2);
    expect(after.room.pot).toBe(20);
    expect(await p2.client.refused({ type: 'delete', room_id: room.room_id })).toBe('ROOM_NOT_OWNER');
    expect(await owner.client.ok({ type: 'delete', room_id: room.room_id })).toBeNull();
    expect(await p2.client.waitFor('deleted')).toEqual({ type: 'deleted', room_id: room.room_id, reason: 'owner' });
    for (const p of [owner, p2, p3]) expect(await coinsOf(app, p.id)).toBe(START_COINS);
    expect(await p2.client.refused({ type: 'join_code', room_code: room.room_code ?? '' })).toBe('ROOM_CODE_INVALID');
  });

  it('charges a player who left a waiting room and came back the fee once in all (refunded on leaving, paid again on rejoining)', async () => {
    const [owner, p2] = [await player('R1'), await player('R2')];
    if (!owner || !p2) throw new Error('players');
    const room = await roomOf(owner, [p2], 10);
    expect(await coinsOf(app, p2.id)).toBe(START_COINS - 10);
    await p2.client.ok({ type: 'leave', room_id: room.room_id });
    expect(await coinsOf(app, p2.id)).toBe(START_COINS);
    const back = (await p2.client.ok({ type: 'join_code', room_code: room.room_code ?? '' })) as BattleRoom;
    expect(await coinsOf(app, p2.id)).toBe(START_COINS - 10);
    expect(back.pot).toBe(20);
    // Two spends, the first refunded once: the ledger nets one fee.
    const entries = await app.ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, p2.id));
    const fees = entries.filter((e) => e.source === 'spend' && e.ref === `battle:${room.match_id}`);
    const refunds = entries.filter((e) => e.source === 'refund' && e.ref === `battle:${room.match_id}`);
    expect(fees.map((e) => e.coins)).toEqual([-10, -10]);
    expect(refunds.map((e) => [e.coins, e.refundOf])).toEqual([[10, fees[0]?.id]]);
    // Seated again, a second join by code takes nothing more.
    await p2.client.ok({ type: 'join_code', room_code: room.room_code ?? '' });
    expect(await coinsOf(app, p2.id)).toBe(START_COINS - 10);
    await owner.client.ok({ type: 'delete', room_id: room.room_id });
    for (const p of [owner, p2]) expect(await coinsOf(app, p.id)).toBe(START_COINS);
  });

  it('gives a dropped player who comes back by code their seat back (neither charged again nor dropped when the reconnect window ends)', async () => {
    const [owner, p2] = [await player('B1'), await player('B2')];
    if (!owner || !p2) throw new Error('players');
    const room = await roomOf(owner, [p2], 10);
    p2.client.close();
    await owner.client.waitFor('presence', (e) => e.seat === 2 && e.presence === 'reconnecting');
    const again = await connectBattle(url, p2.token);
    open.push(again);
    const back = (await again.ok({ type: 'join_code', room_code: room.room_code ?? '' })) as BattleRoom;
    expect(back.players.find((p) => p.seat === 2)?.presence).toBe('here');
    await owner.client.waitFor('presence', (e) => e.seat === 2 && e.presence === 'here');
    await tick(16_000);
    const seen = (await owner.client.ok({ type: 'join', room_id: room.room_id })) as BattleRoom;
    expect(seen.players.map((p) => [p.seat, p.presence])).toEqual([
      [1, 'here'],
      [2, 'here'],
    ]);
    expect(await coinsOf(app, p2.id)).toBe(START_COINS - 10);
    await owner.client.ok({ type: 'delete', room_id: room.room_id });
    expect(await coinsOf(app, p2.id)).toBe(START_COINS);
  });

  it('lets the owner change a room before anyone else paid into it (ROOM_IN_USE after), and drops a waiting player who does not come back', async () => {
    const [owner, p2] = [await player('E1'), await player('E2')];
    if (!owner || !p2) throw new Error('players');
    const room = envelope<BattleRoom>(await app.call('create_room', { no_of_que: QUESTIONS, entry_fee: 10 }, owner.token)).data;
    const changed = envelope<BattleRoom>(await app.call('create_room', { room_id: room.room_id, no_of_que: 10, entry_fee: 25 }, owner.token)).data;
    expect(changed).toMatchObject({ room_id: room.room_id, room_code: room.room_code, no_of_que: 10, entry_fee: 25, pot: 25 });
    expect(await coinsOf(app, owner.id)).toBe(START_COINS - 25);
    await owner.client.ok({ type: 'join', room_id: room.room_id });
    await p2.client.ok({ type: 'join_code', room_code: room.room_code ?? '' });
    expect(envelope(await app.call('create_room', { room_id: room.room_id, no_of_que: 10, entry_fee: 10 }, owner.token)).code).toBe('ROOM_IN_USE');
    expect(envelope(await app.call('create_room', { room_id: room.room_id, no_of_que: 5, entry_fee: 25 }, p2.token)).code).toBe('ROOM_NOT_OWNER');
    // The guest's connection drops and they do not come back: their seat and fee are given back.
    p2.client.close();
    await owner.client.waitFor('presence', (e) => e.seat === 2 && e.presence === 'reconnecting');
    await tick(16_000);
    await owner.client.waitFor('room', (e) => e.room.players.length === 1);
    expect(await coinsOf(app, p2.id)).toBe(START_COINS);
    await owner.client.ok({ type: 'delete', room_id: room.room_id });
    expect(await coinsOf(app, owner.id)).toBe(START_COINS);
  });

  it('needs two players to start, refuses a fee not configured, and deletes a room left idle (fees refunded)', async () => {
    const [owner, p2] = [await player('I1'), await player('I2')];
    if (!owner || !p2) throw new Error('players');
    const bad = await app.call('create_room', { no_of_que: QUESTIONS, entry_fee: 11 }, owner.token);
    expect(envelope(bad).error).toBe(true);
    expect(bad.statusCode).toBe(400);
    const alone = envelope<BattleRoom>(await app.call('create_room', { no_of_que: QUESTIONS, entry_fee: 25 }, owner.token)).data;
    await owner.client.ok({ type: 'join', room_id: alone.room_id });
    expect(await owner.client.refused({ type: 'start', room_id: alone.room_id })).toBe('ROOM_NOT_ENOUGH_PLAYERS');
    // A second room while this one waits is refused.
    expect((await app.call('create_room', { no_of_que: QUESTIONS, entry_fee: 0 }, owner.token)).statusCode).toBe(409);
    await p2.client.ok({ type: 'join_code', room_code: alone.room_code ?? '' });
    await tick(ROOM_IDLE_MINUTES * 60_000 + 1_000);
    expect(await owner.client.waitFor('deleted')).toMatchObject({ reason: 'expired' });
    for (const p of [owner, p2]) expect(await coinsOf(app, p.id)).toBe(START_COINS);
  });

  it("tells the winner's devices of Clash Winner's coins when a free room paid no pot", async () => {
    // Without player()'s grant of coins, which counts toward the day's cap of earnings and would cap the reward.
    const free = async (name: string) => {
      const user = await newSubscriber(app, name);
      const client = await connectBattle(url, user.token);
      open.push(client);
      return { ...user, id: (await app.auth.authenticate(user.token)).id, client };
    };
    const [owner, p2] = [await free('Free1'), await free('Free2')];
    const before = await coinsOf(app, p2.id);
    // A reward of its own (the last test of the file, so no other test meets it).
    const reward = 12;
    await writeScope(app.ctx.db, 'system', { badges: { ...defaultSystemConfig.badges, clash_winner: { threshold: 1, reward } } });
    app.settings.invalidate();
    const heard: UserMessage[] = [];
    p2.client.socket.on(USER_EVENT, (raw: unknown) => heard.push(UserMessageSchema.parse(raw)));
    const room = await roomOf(owner, [p2], 0);
    await owner.client.ok({ type: 'start', room_id: room.room_id });
    for (let idx = 0; idx < QUESTIONS; idx++) {
      await tick(idx === 0 ? START_COUNTDOWN_MS : REVEAL_MS);
      const q = await p2.client.waitFor('question', (e) => e.question.index === idx);
      await p2.client.ok({ type: 'answer', room_id: room.room_id, index: idx, choice: await rightAnswer(app, q.question.id) });
      await owner.client.ok({ type: 'answer', room_id: room.room_id, index: idx, choice: null });
    }
    await app.jobs.runDue();
    const ended = await p2.client.waitFor('ended');
    expect(ended.room.result?.seats.map((s) => [s.outcome, s.coins])).toEqual([
      ['lose', 0],
      ['win', 0],
    ]);
    expect(await coinsOf(app, p2.id)).toBe(before + reward);
    await expect.poll(() => heard.some((m) => m.type === 'coins' && m.coins === before + reward)).toBe(true);
  });
});

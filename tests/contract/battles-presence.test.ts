/**
 * Battles' presence and chat (issue 16) on the real server and live channel, on both lanes: a
 * dropped player resumes with `join` within RECONNECT_SECONDS and has left after it (the other
 * wins: opponent_left); a waiting 1 v 1 is cancelled when its player drops; get_random_questions
 * answers a player's room and leaves it with destroy_match; joins are rate limited per account and
 * per address (behind a trusted proxy, the forwarded address); chat is rate
 * limited, reported once by others only, and gone when the room ends (the report's copy stays).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleRoom } from '../../contract/api/battles';
import { CHAT_RATE, GROUP_QUESTION_COUNTS, JOIN_RATE, RECONNECT_SECONDS, START_COUNTDOWN_MS } from '../../contract/battles/rules';
import { battleChat, battleChatReports, battleRooms } from '../../server/db/schema';
import { connectBattle, rightAnswer, setBattleConfig, type BattleClient } from '../fixtures/battle-client';
import { listen } from '../fixtures/live-client';
import { createTestApp, createVariant, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('battle presence and chat (%s)', (lane) => {
  let app: TestApp;
  let url: string;
  const open: BattleClient[] = [];

  beforeAll(async () => {
    app = await createTestApp(lane);
    url = await listen(app);
    await setBattleConfig(app, { battle_categories: '0', random_questions: 3, question_seconds: 10, group_entry_fees: [0] });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app?.close();
  });

  const connect = async (token: string) => {
    const client = await connectBattle(url, token);
    open.push(client);
    return client;
  };
  const player = async (name: string) => {
    const user = await newSubscriber(app, name);
    const id = (await app.auth.authenticate(user.token)).id;
    return { ...user, id, client: await connect(user.token) };
  };
  const roomRow = async (roomId: number) => (await app.ctx.db.select().from(battleRooms).where(eq(battleRooms.id, roomId)))[0];
  /** Waits (up to 3 s) for something the server does after a socket closes. */
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 60 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const tick = async (ms: number) => {
    app.advance(ms);
    await app.jobs.runDue();
  };

  /** Two players matched by `find` into a 1 v 1 (A waits, B's find takes the seat). */
  const matched = async (nameA: string, nameB: string) => {
    const a = await player(nameA);
    const b = await player(nameB);
    await a.client.ok({ type: 'find' });
    const room = (await b.client.ok({ type: 'find' })) as BattleRoom;
    return { a, b, room };
  };
  /** A 1 v 1 past its countdown, its first question heard by both. */
  const playing = async (nameA: string, nameB: string) => {
    const pair = await matched(nameA, nameB);
    await tick(START_COUNTDOWN_MS);
    await pair.a.client.waitFor('question', (e) => e.question.index === 0);
    return { ...pair, question: await pair.b.client.waitFor('question', (e) => e.question.index === 0) };
  };

  it('lets a dropped player come back within the reconnect window, and counts them as left after it', async () => {
    const { a, b, room } = await playing('Dropper', 'Stayer');

    a.client.close();
    await b.client.waitFor('presence', (e) => e.seat === 1 && e.presence === 'reconnecting');
    await tick((RECONNECT_SECONDS - 5) * 1000);
    const back = await connect(a.token);
    const resumed = (await back.ok({ type: 'join', room_id: room.room_id })) as BattleRoom;
    await b.client.waitFor('presence', (e) => e.seat === 1 && e.presence === 'here');
    expect(resumed.players.find((p) => p.seat === 1)?.presence).toBe('here');
    // The window's job finds them back and does nothing.
    await tick(6_000);
    expect(b.client.events.some((e) => e.type === 'presence' && e.presence === 'left')).toBe(false);

    back.close();
    await b.client.waitFor('presence', (e) => e.seat === 1 && e.presence === 'reconnecting');
    await tick(RECONNECT_SECONDS * 1000 - 1_000);
    expect(b.client.events.some((e) => e.type === 'ended')).toBe(false);
    await tick(1_500);
    await b.client.waitFor('presence', (e) => e.seat === 1 && e.presence === 'left');
    const ended = await b.client.waitFor('ended');
    expect(ended.room.result).toMatchObject({ reason: 'opponent_left', winner_ids: [b.id] });
    // Too late to come back into play; the finished room can still be looked at.
    const late = await connect(a.token);
    expect((await late.ok({ type: 'join', room_id: room.room_id }))?.status).toBe('finished');
  });

  it("keeps a dropped player's question open to its deadline, so they answer it when back in time", async () => {
    const { a, b, room, question } = await playing('Tunnel', 'Platform');
    a.client.close();
    await b.client.waitFor('presence', (e) => e.seat === 1 && e.presence === 'reconnecting');
    await b.client.ok({ type: 'answer', room_id: room.room_id, index: 0, choice: 0 });
    await tick(3_000);
    expect(b.client.events.some((e) => e.type === 'closed')).toBe(false);

    const back = await connect(a.token);
    const resumed = (await back.ok({ type: 'join', room_id: room.room_id })) as BattleRoom;
    expect(resumed.question?.index).toBe(0);
    await back.ok({ type: 'answer', room_id: room.room_id, index: 0, choice: await rightAnswer(app, question.question.id) });
    // Both have answered: it closes now, before its deadline, with the returning player's point.
    const closed = await b.client.waitFor('closed', (e) => e.closed.index === 0);
    expect(closed.closed.answers.find((x) => x.seat === 1)).toMatchObject({ correct: true });
  });

  it('counts a player as dropped when a question runs out on them and no socket of theirs is in the room (their instance died: no disconnect ever came)', async () => {
    const ghost = await player('Ghost');
    const b = await player('Watcher');
    const created = envelope<BattleRoom>(await app.call('create_room', { no_of_que: GROUP_QUESTION_COUNTS[0], entry_fee: 0 }, ghost.token)).data;
    await b.client.ok({ type: 'join_code', room_code: created.room_code ?? '' });
    // The owner starts from a socket that never joined the room: seated and counted as here, yet no
    // socket of theirs is in it on any instance, as after their instance's death.
    await ghost.client.ok({ type: 'start', room_id: created.room_id });
    await tick(START_COUNTDOWN_MS);
    await b.client.waitFor('question', (e) => e.question.index === 0);
    // Neither answers; B is in the room and only slow.
    await tick(10_000 + 1_000);
    await b.client.waitFor('closed', (e) => e.closed.index === 0);
    await b.client.waitFor('presence', (e) => e.seat === 1 && e.presence === 'reconnecting');
    await tick(RECONNECT_SECONDS * 1000 + 1_000);
    await b.client.waitFor('presence', (e) => e.seat === 1 && e.presence === 'left');
    expect(b.client.events.some((e) => e.type === 'presence' && e.seat === 2)).toBe(false);
  });

  it('cancels a waiting 1 v 1 when its player drops', async () => {
    const a = await player('Quitter');
    const room = (await a.client.ok({ type: 'find' })) as BattleRoom;
    const watcher = await connect(a.token);
    await watcher.ok({ type: 'join', room_id: room.room_id });
    // A second socket of theirs in the room keeps it: nothing happens when the first closes.
    a.client.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await roomRow(room.room_id))?.status).toBe('waiting');
    watcher.close();
    await until(async () => (await roomRow(room.room_id))?.status === 'deleted');
    expect(await roomRow(room.room_id)).toMatchObject({ status: 'deleted', endReason: 'cancelled' });
  });

  it('answers get_random_questions for a player of the match only, and destroy_match leaves it', async () => {
    const { a, b, room } = await matched('Http A', 'Http B');
    const stranger = await player('Http C');
    const mine = await app.call('get_random_questions', { match_id: room.match_id, random: '1' }, a.token);
    expect(envelope<BattleRoom>(mine).data.room_id).toBe(room.room_id);
    expect(envelope(await app.call('get_random_questions', { match_id: room.match_id }, stranger.token)).code).toBe('BATTLE_NOT_IN_ROOM');
    expect(envelope(await app.call('get_random_questions', { match_id: 'A'.repeat(20) }, a.token)).code).toBe('NOT_FOUND');
    const left = envelope<BattleRoom>(await app.call('get_random_questions', { match_id: room.match_id, destroy_match: '1' }, b.token)).data;
    expect(left.result).toMatchObject({ reason: 'opponent_left', winner_ids: [a.id] });
    await a.client.waitFor('ended');
  });

  it('limits joins per account', async () => {
    const a = await player('Guesser');
    for (let i = 0; i < JOIN_RATE.perAccount; i++) expect(await a.client.refused({ type: 'join_code', room_code: 'ZZZZZZ' })).toBe('ROOM_CODE_INVALID');
    expect(await a.client.refused({ type: 'join_code', room_code: 'ZZZZZZ' })).toBe('RATE_LIMITED');
    await tick(JOIN_RATE.perSeconds * 1000 + 1_000);
    expect(await a.client.refused({ type: 'join_code', room_code: 'ZZZZZZ' })).toBe('ROOM_CODE_INVALID');
  });

  it('limits joins per address across accounts, the address read through the trusted proxy, and lets another address through', async () => {
    // A deployment behind one proxy hop, with a small per-address limit: three joins a minute.
    const behindProxy = await createVariant(app, { TRUST_PROXY: '1', BATTLE_JOINS_PER_ADDRESS_PER_MINUTE: '3' });
    try {
      const proxied = await listen(behindProxy);
      const from = async (name: string, address: string) => {
        const user = await newSubscriber(app, name);
        const client = await connectBattle(proxied, user.token, 5_000, { 'X-Forwarded-For': address });
        open.push(client);
        return client;
      };
      const school = '203.0.113.7';
      for (let i = 0; i < 3; i++) expect(await (await from(`Pupil ${i}`, school)).refused({ type: 'join_code', room_code: 'ZZZZZZ' })).toBe('ROOM_CODE_INVALID');
      // A fourth account from the same address is refused, whether it joins by code or asks for a match.
      const fourth = await from('Pupil 3', school);
      expect(await fourth.request({ type: 'join_code', room_code: 'ZZZZZZ' })).toEqual({ ok: false, code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' });
      expect(await fourth.refused({ type: 'find' })).toBe('RATE_LIMITED');
      // Another address is not held back by it; the forwarded address is the one counted, not the proxy's.
      expect(await (await from('Elsewhere', '198.51.100.9')).refused({ type: 'join_code', room_code: 'ZZZZZZ' })).toBe('ROOM_CODE_INVALID');
      // After the window the address may join again.
      behindProxy.advance(JOIN_RATE.perSeconds * 1000 + 1_000);
      expect(await fourth.refused({ type: 'join_code', room_code: 'ZZZZZZ' })).toBe('ROOM_CODE_INVALID');
    } finally {
      await behindProxy.close();
    }
  });

  it('carries chat to the room, limits its rate, takes one report per message from others, and deletes it when the room ends', async () => {
    const owner = await player('Chatty');
    const guest = await player('Guest');
    const room = envelope<BattleRoom>(await app.call('create_room', { no_of_que: 5, entry_fee: 0 }, owner.token)).data;
    await owner.client.ok({ type: 'join', room_id: room.room_id });
    await guest.client.ok({ type: 'join_code', room_code: room.room_code ?? '' });

    await guest.client.ok({ type: 'chat', room_id: room.room_id, text: 'hello there' });
    const heard = await owner.client.waitFor('chat');
    expect(heard.message).toMatchObject({ seat: 2, name: 'Guest', text: 'hello there', reaction: null });
    await guest.client.ok({ type: 'chat', room_id: room.room_id, reaction: 'fire' });
    expect((await owner.client.waitFor('chat')).message).toMatchObject({ text: null, reaction: 'fire' });
    expect(await guest.client.refused({ type: 'chat', room_id: room.room_id, text: 'both', reaction: 'clap' })).toBe('VALIDATION');
    for (let i = 2; i < CHAT_RATE.messages; i++) await guest.client.ok({ type: 'chat', room_id: room.room_id, text: `line ${i}` });
    expect(await guest.client.refused({ type: 'chat', room_id: room.room_id, text: 'one too many' })).toBe('RATE_LIMITED');
    app.advance(CHAT_RATE.perSeconds * 1000 + 100);
    const snapshot = (await guest.client.ok({ type: 'chat', room_id: room.room_id, text: 'after the window' })) as BattleRoom;
    expect(snapshot.chat.map((m) => m.text)).toContain('after the window');

    const messageId = heard.message.id;
    await owner.client.ok({ type: 'report', room_id: room.room_id, message_id: messageId, reason: 'rude' });
    expect(await owner.client.refused({ type: 'report', room_id: room.room_id, message_id: messageId })).toBe('CHAT_REPORTED_ALREADY');
    expect(await guest.client.refused({ type: 'report', room_id: room.room_id, message_id: messageId })).toBe('VALIDATION');

    await owner.client.ok({ type: 'start', room_id: room.room_id });
    await tick(START_COUNTDOWN_MS);
    await guest.client.ok({ type: 'leave', room_id: room.room_id });
    const ended = await owner.client.waitFor('ended');
    expect(ended.room.chat).toEqual([]);
    expect(await app.ctx.db.select().from(battleChat).where(eq(battleChat.roomId, room.room_id))).toEqual([]);
    const reports = await app.ctx.db.select().from(battleChatReports).where(eq(battleChatReports.roomId, room.room_id));
    expect(reports).toMatchObject([{ messageId, reporterId: owner.id, reportedUserId: guest.id, body: 'hello there', reason: 'rude' }]);
  });
});

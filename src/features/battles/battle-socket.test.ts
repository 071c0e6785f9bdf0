/**
 * The battle socket with a fake socket.io socket: signs in at the live path, requests with an
 * acknowledgement (and a timeout), events parsed with the contract (bad ones dropped with a warning),
 * the connection's state, and a rejoin of the followed room after a dropped connection.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATTLE_EVENT, BATTLE_REQUEST } from '../../../contract/live/battle';
import { RECONNECT_SECONDS } from '../../../contract/battles/rules';
import { clockOffset, msUntil, openBattleSocket, REQUEST_TIMEOUT_MS, type BattleSocketEvents } from './battle-socket';
import { FakeBattleSocket, room } from './battle-test-fixtures';

function setup() {
  const fake = new FakeBattleSocket();
  const events = { event: vi.fn<BattleSocketEvents['event']>(), connection: vi.fn<BattleSocketEvents['connection']>(), resumed: vi.fn<BattleSocketEvents['resumed']>() };
  const socket = openBattleSocket('t1', events, fake.connect);
  return { fake, events, socket };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the battle socket', () => {
  it('signs in with the token at the live path and reports its connection', () => {
    const { fake, events, socket } = setup();
    expect(fake.options).toMatchObject({ path: '/live', auth: { token: 't1' } });
    expect(events.connection).toHaveBeenLastCalledWith('connecting');
    fake.fire('connect');
    expect(events.connection).toHaveBeenLastCalledWith('connected');
    socket.close();
    expect(fake.closed).toBe(true);
  });

  it('sends a request with an acknowledgement and gives the parsed answer', async () => {
    const { fake, socket } = setup();
    const answer = socket.request({ type: 'find', language_id: 1, category: 4 });
    expect(fake.requests[0]?.payload).toEqual({ type: 'find', language_id: 1, category: 4 });
    fake.requests[0]?.ack({ ok: true, room: room() });
    await expect(answer).resolves.toMatchObject({ ok: true, room: { room_id: 7 } });
    const refused = socket.request({ type: 'join_code', room_code: 'ZZZZZZ' });
    fake.requests[1]?.ack({ ok: false, code: 'ROOM_FULL', message: 'Room is full' });
    await expect(refused).resolves.toEqual({ ok: false, code: 'ROOM_FULL', message: 'Room is full' });
  });

  it('answers TIMEOUT when the server stays silent, and BAD_RESPONSE for an answer it cannot read', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake, socket } = setup();
    const silent = socket.request({ type: 'leave', room_id: 7 });
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
    await expect(silent).resolves.toMatchObject({ ok: false, code: 'TIMEOUT' });
    const odd = socket.request({ type: 'leave', room_id: 7 });
    fake.requests[1]?.ack({ ok: 'yes' });
    await expect(odd).resolves.toMatchObject({ ok: false, code: 'BAD_RESPONSE' });
  });

  it('passes events the contract allows and drops others with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake, events } = setup();
    fake.fire(BATTLE_EVENT, { type: 'presence', room_id: 7, seat: 2, presence: 'reconnecting' });
    fake.fire(BATTLE_EVENT, { type: 'presence', room_id: 7, seat: 2, presence: 'asleep' });
    fake.fire(BATTLE_EVENT, { type: 'teleport' });
    expect(events.event).toHaveBeenCalledTimes(1);
    expect(events.event).toHaveBeenCalledWith({ type: 'presence', room_id: 7, seat: 2, presence: 'reconnecting' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('rejoins the followed room after a dropped connection and hands the room over, connected only once the join is answered', async () => {
    const { fake, events, socket } = setup();
    fake.fire('connect');
    socket.follow(7);
    expect(fake.sent('join')).toHaveLength(0);
    fake.fire('disconnect', 'transport close');
    expect(events.connection).toHaveBeenLastCalledWith('reconnecting');
    fake.fire('connect');
    expect(fake.sent('join')).toEqual([{ type: 'join', room_id: 7 }]);
    expect(fake.requests.at(-1)?.payload).toEqual({ type: 'join', room_id: 7 });
    // Until the server answers, the socket is in no room there and the room on screen is old.
    await Promise.resolve();
    expect(events.connection).toHaveBeenLastCalledWith('reconnecting');
    fake.requests.at(-1)?.ack({ ok: true, room: room({ status: 'playing' }) });
    await vi.waitFor(() => expect(events.resumed).toHaveBeenCalledWith(expect.objectContaining({ ok: true })));
    expect(events.connection).toHaveBeenLastCalledWith('connected');
    expect(BATTLE_REQUEST).toBe('battle:request');
  });

  it('joins a room followed before the first connection (a reloaded page resuming its seat)', () => {
    const { fake, socket } = setup();
    socket.follow(9);
    fake.fire('connect');
    expect(fake.sent('join')).toEqual([{ type: 'join', room_id: 9 }]);
  });

  it('says offline once the connection stays away longer than the seat is held', () => {
    vi.useFakeTimers();
    const { fake, events } = setup();
    fake.fire('connect');
    fake.fire('disconnect', 'transport close');
    vi.advanceTimersByTime(RECONNECT_SECONDS * 1000 - 1);
    expect(events.connection).toHaveBeenLastCalledWith('reconnecting');
    vi.advanceTimersByTime(1);
    expect(events.connection).toHaveBeenLastCalledWith('offline');
  });

  it('counts down by the server’s clock', () => {
    const offset = clockOffset('2026-11-26T10:00:05.000Z', Date.parse('2026-11-26T10:00:00.000Z'));
    expect(offset).toBe(5_000);
    expect(msUntil('2026-11-26T10:00:20.000Z', offset, Date.parse('2026-11-26T10:00:00.000Z'))).toBe(15_000);
    expect(msUntil(null, offset)).toBe(0);
  });
});

/** The room state on the device: every battle event's effect, stale events ignored, one answer kept. */
import { describe, expect, it } from 'vitest';
import type { BattleResult } from '../../../contract/api/battles';
import type { BattleEvent } from '../../../contract/live/battle';
import { LATENCY_ALLOWANCE_MS, REVEAL_MS } from '../../../contract/battles/rules';
import { battleReducer, initialBattleState, mySeat, STALL_GRACE_MS, stallCheckAt, type BattleState } from './battle-state';
import { closedQuestion, openQuestion, player, room } from './battle-test-fixtures';

const at = Date.parse('2026-11-26T10:00:00.000Z');
const start = (): BattleState =>
  battleReducer(initialBattleState, { type: 'room', room: room({ status: 'playing', readytoplay: true, players: [player(1), player(2)], server_now: '2026-11-26T10:00:02.000Z' }), receivedAt: at });

describe('the battle room reducer', () => {
  it('takes a room whole, with the server clock offset', () => {
    const state = start();
    expect(state.room?.players).toHaveLength(2);
    expect(state.offsetMs).toBe(2_000);
  });

  it('opens a question, clearing everyone’s answered flag, and marks who answered it', () => {
    let state = battleReducer(start(), { type: 'event', event: { type: 'answered', room_id: 7, index: 0, seat: 2 }, receivedAt: at });
    expect(state.room?.players[1]?.answered).toBe(false);
    state = battleReducer(state, { type: 'event', event: { type: 'question', room_id: 7, question: openQuestion(0), server_now: '2026-11-26T09:59:59.000Z' }, receivedAt: at });
    expect(state.room?.question?.index).toBe(0);
    expect(state.offsetMs).toBe(-1_000);
    state = battleReducer(state, { type: 'event', event: { type: 'answered', room_id: 7, index: 0, seat: 2 }, receivedAt: at });
    expect(state.room?.players.map((p) => p.answered)).toEqual([false, true]);
    // An `answered` of another question changes nothing.
    expect(battleReducer(state, { type: 'event', event: { type: 'answered', room_id: 7, index: 3, seat: 1 }, receivedAt: at })).toBe(state);
  });

  it('closes a question once: the answer and the scores after it, the open question gone', () => {
    let state = battleReducer(start(), { type: 'event', event: { type: 'question', room_id: 7, question: openQuestion(0), server_now: '2026-11-26T10:00:00.000Z' }, receivedAt: at });
    const closed = closedQuestion(0, 1, [
      { seat: 1, choice: 1, correct: true, points: 18, ms: 2_000 },
      { seat: 2, choice: 0, correct: false, points: 0, ms: 4_000 },
    ]);
    const event: BattleEvent = { type: 'closed', room_id: 7, closed, players: [player(1, { points: 18, correct: 1 }), player(2)] };
    state = battleReducer(state, { type: 'event', event, receivedAt: at });
    expect(state.room?.question).toBeNull();
    expect(state.room?.closed).toHaveLength(1);
    expect(state.room?.players[0]?.points).toBe(18);
    expect(battleReducer(state, { type: 'event', event, receivedAt: at }).room?.closed).toHaveLength(1);
  });

  it('shows presence, keeps chat in order without repeats, and ends or deletes the room', () => {
    let state = battleReducer(start(), { type: 'event', event: { type: 'presence', room_id: 7, seat: 2, presence: 'reconnecting' }, receivedAt: at });
    expect(state.room?.players[1]?.presence).toBe('reconnecting');
    const message = { id: 1, seat: 2, name: 'Player 2', text: 'hi', reaction: null, sent_at: '2026-11-26T10:00:00.000Z' };
    state = battleReducer(state, { type: 'event', event: { type: 'chat', room_id: 7, message }, receivedAt: at });
    state = battleReducer(state, { type: 'event', event: { type: 'chat', room_id: 7, message }, receivedAt: at });
    expect(state.chat).toHaveLength(1);
    const result: BattleResult = { reason: 'opponent_left', winner_ids: [1], is_drawn: false, seats: [{ seat: 1, outcome: 'win', coins: 10 }] };
    const ended = battleReducer(state, { type: 'event', event: { type: 'ended', room: room({ status: 'finished', result, players: [player(1), player(2)] }) }, receivedAt: at });
    expect(ended.room?.result?.reason).toBe('opponent_left');
    expect(ended.chat).toHaveLength(1);
    const deleted = battleReducer(state, { type: 'event', event: { type: 'deleted', room_id: 7, reason: 'owner' }, receivedAt: at });
    expect(deleted.deleted).toBe('owner');
    expect(deleted.room?.status).toBe('deleted');
  });

  it('takes the recent chat a rejoined room carries, merged once each with what arrived as events', () => {
    const line = (id: number, text: string) => ({ id, seat: 2, name: 'Player 2', text, reaction: null, sent_at: '2026-11-26T10:00:00.000Z' });
    let state = battleReducer(start(), { type: 'event', event: { type: 'chat', room_id: 7, message: line(3, 'three') }, receivedAt: at });
    // A rejoin after a drop: the room carries lines 1 to 3; line 3 was heard already.
    state = battleReducer(state, { type: 'room', room: room({ status: 'playing', players: [player(1), player(2)], chat: [line(1, 'one'), line(2, 'two'), line(3, 'three')] }), receivedAt: at });
    expect(state.chat.map((m) => m.text)).toEqual(['one', 'two', 'three']);
    // Another room starts with its own chat only.
    state = battleReducer(state, { type: 'room', room: room({ room_id: 8, chat: [line(9, 'nine')] }), receivedAt: at });
    expect(state.chat.map((m) => m.text)).toEqual(['nine']);
  });

  it('ignores events of another room', () => {
    const state = start();
    expect(battleReducer(state, { type: 'event', event: { type: 'presence', room_id: 99, seat: 2, presence: 'left' }, receivedAt: at })).toBe(state);
    expect(battleReducer(state, { type: 'event', event: { type: 'room', room: room({ room_id: 99 }) }, receivedAt: at })).toBe(state);
  });

  it('keeps the first answer to a question only, and finds the player’s seat', () => {
    let state = battleReducer(start(), { type: 'chose', index: 0, choice: 2 });
    state = battleReducer(state, { type: 'chose', index: 0, choice: 1 });
    expect(state.mine).toEqual({ 0: 2 });
    expect(mySeat(state.room, 102)).toBe(2);
    expect(mySeat(state.room, 5)).toBeNull();
    expect(battleReducer(state, { type: 'room', room: null, receivedAt: at })).toEqual(initialBattleState);
  });
});

describe('an acknowledgement that arrives after newer events', () => {
  it('does not put a closed question back over the result', () => {
    const open = room({ status: 'playing', readytoplay: true, players: [player(1, { answered: true }), player(2, { answered: true })], question: openQuestion(2), closed: [closedQuestion(0, 1, []), closedQuestion(1, 1, [])], server_now: '2026-11-26T10:00:02.000Z' });
    const result: BattleResult = { reason: 'finished', winner_ids: [], is_drawn: true, seats: [] };
    const finished = room({ ...open, status: 'finished', question: null, closed: [...open.closed, closedQuestion(2, 1, [])], result });
    // The battle's end came first (the other player's answer closed the last question)...
    let state = battleReducer(start(), { type: 'event', event: { type: 'ended', room: finished }, receivedAt: at });
    expect(state.room?.status).toBe('finished');
    // ...then this player's own answer's acknowledgement, with the room as it was read before that.
    state = battleReducer(state, { type: 'room', room: open, receivedAt: at });
    expect(state.room?.status).toBe('finished');
    expect(state.room?.question).toBeNull();
    // An older reveal (fewer questions closed) does not replace a newer open question either.
    const next = battleReducer(initialBattleState, { type: 'room', room: open, receivedAt: at });
    const reveal = room({ ...open, question: null, closed: open.closed.slice(0, 1) });
    expect(battleReducer(next, { type: 'room', room: reveal, receivedAt: at }).room?.question?.index).toBe(2);
    // A newer picture, or one as far along, is taken whole.
    expect(battleReducer(next, { type: 'room', room: finished, receivedAt: at }).room?.status).toBe('finished');
    expect(battleReducer(next, { type: 'room', room: { ...open, players: [player(1), player(2)] }, receivedAt: at }).room?.players[0]?.answered).toBe(false);
  });
});

describe('the battle room reducer, with events late, repeated or missed', () => {
  const question = (state: BattleState, index: number): BattleState =>
    battleReducer(state, { type: 'event', event: { type: 'question', room_id: 7, question: openQuestion(index), server_now: '2026-11-26T10:00:00.000Z' }, receivedAt: at });
  const close = (state: BattleState, index: number, players = [player(1, { points: 10 }), player(2)]): BattleState =>
    battleReducer(state, { type: 'event', event: { type: 'closed', room_id: 7, closed: closedQuestion(index, 1, [{ seat: 1, choice: 1, correct: true, points: 10, ms: 1_000 }]), players }, receivedAt: at });

  it('keeps a question that opened after a reconnect over the rejoin’s room read before it went out, and reads the room again', () => {
    // Question 0 was open when the connection dropped; its close was missed, then question 1 came
    // (the socket was back in the room) before the join's answer, which was read before question 1 went out.
    let state = question(start(), 0);
    state = question(state, 1);
    expect(state.room?.question?.index).toBe(1);
    expect(state.stale).toBe(true);
    const readBefore = room({ status: 'playing', readytoplay: true, players: [player(1, { points: 10 }), player(2)], closed: [closedQuestion(0, 1, [])], question: null });
    const after = battleReducer(state, { type: 'room', room: readBefore, receivedAt: at });
    expect(after.room?.question?.index).toBe(1);
    expect(after.stale).toBe(true);
    // The next read has it all: the state is whole again.
    const whole = battleReducer(after, { type: 'room', room: { ...readBefore, question: openQuestion(1) }, receivedAt: at });
    expect(whole.room?.closed.map((q) => q.index)).toEqual([0]);
    expect(whole.room?.question?.index).toBe(1);
    expect(whole.stale).toBe(false);
  });

  it('never puts a question back after its close or a later question (a late or repeated question event)', () => {
    const closed = close(question(start(), 0), 0);
    expect(question(closed, 0)).toBe(closed);
    const next = question(closed, 1);
    expect(next.stale).toBe(false);
    expect(question(next, 0)).toBe(next);
    expect(question(next, 1)).toBe(next);
  });

  it('takes a close that comes after the next question opened without closing that one or forgetting who answered it', () => {
    let state = question(start(), 0);
    state = question(state, 1);
    state = battleReducer(state, { type: 'event', event: { type: 'answered', room_id: 7, index: 1, seat: 2 }, receivedAt: at });
    state = close(state, 0);
    expect(state.room?.question?.index).toBe(1);
    expect(state.room?.closed.map((q) => q.index)).toEqual([0]);
    expect(state.room?.players.map((p) => [p.points, p.answered])).toEqual([
      [10, false],
      [0, true],
    ]);
  });

  it('marks a close of a question never seen here as missing events', () => {
    const state = close(start(), 1);
    expect(state.stale).toBe(true);
    expect(state.room?.closed.map((q) => q.index)).toEqual([1]);
    expect(close(question(start(), 0), 0).stale).toBe(false);
  });

  it('knows when a battle in play must have moved on: its deadline, the get-ready count or the reveal, each with the grace', () => {
    const now = at;
    const open = room({ status: 'playing', question: openQuestion(0, { closes_at: '2026-11-26T10:00:08.000Z' }) });
    // The server's clock is 2 s ahead of the device: the deadline is at device time +6 s.
    expect(stallCheckAt(open, 2_000, now - 1_000, now)).toBe(now + 6_000 + LATENCY_ALLOWANCE_MS + STALL_GRACE_MS);
    // A deadline already past (the countdown at 0 while nothing comes) is due a grace from now.
    expect(stallCheckAt(open, 20_000, now, now)).toBe(now + LATENCY_ALLOWANCE_MS + STALL_GRACE_MS);
    const ready = room({ status: 'playing', starts_at: '2026-11-26T10:00:03.000Z' });
    expect(stallCheckAt(ready, 0, now, now)).toBe(now + 3_000 + STALL_GRACE_MS);
    const reveal = room({ status: 'playing', closed: [closedQuestion(0, 1, [])] });
    expect(stallCheckAt(reveal, 0, now - 500, now)).toBe(now - 500 + REVEAL_MS + STALL_GRACE_MS);
    expect(stallCheckAt(room({ status: 'waiting' }), 0, now, now)).toBeNull();
    expect(stallCheckAt(room({ status: 'finished' }), 0, now, now)).toBeNull();
    expect(stallCheckAt(null, 0, now, now)).toBeNull();
  });
});

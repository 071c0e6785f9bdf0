/**
 * A battle room as this device knows it: the server's room (contract/api/battles.ts) with each
 * event applied as it comes (contract/live/battle.ts), the room's chat (what the room state carries,
 * the newest lines, merged with what arrived as events), the server's clock offset for the countdowns, and this player's own answers (locked after the
 * first: the server keeps only the first). Pure, so every event's effect is unit-tested.
 */
import type { RoomEndReason } from '../../../contract/battles/rules';
import type { BattleRoom } from '../../../contract/api/battles';
import type { BattleEvent, ChatMessage } from '../../../contract/live/battle';
import { clockOffset } from './battle-socket';

/** The chat lines kept on screen; older ones scroll away for good. */
export const CHAT_KEPT = 100;

export interface BattleState {
  readonly room: BattleRoom | null;
  readonly chat: readonly ChatMessage[];
  /** Server clock minus device clock, in ms (contract: every countdown by the server's clock). */
  readonly offsetMs: number;
  /** Why the room stopped early, once a `deleted` came. */
  readonly deleted: RoomEndReason | null;
  /** This player's choice per question index (null: gave up). */
  readonly mine: Readonly<Record<number, number | null>>;
}

export type BattleAction =
  | { readonly type: 'event'; readonly event: BattleEvent; readonly receivedAt: number }
  /** A room from an acknowledgement or a rejoin: replaces everything but the chat of the same room. */
  | { readonly type: 'room'; readonly room: BattleRoom | null; readonly receivedAt: number }
  | { readonly type: 'chose'; readonly index: number; readonly choice: number | null }
  | { readonly type: 'reset' };

export const initialBattleState: BattleState = { room: null, chat: [], offsetMs: 0, deleted: null, mine: {} };

/** The chat lines of both, once each, in the order the server numbered them. */
function mergeChat(kept: readonly ChatMessage[], carried: readonly ChatMessage[]): readonly ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...kept, ...carried]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_KEPT);
}

const STATUS_RANK: Readonly<Record<BattleRoom['status'], number>> = { waiting: 0, playing: 1, finished: 2, deleted: 2 };

/**
 * How far a room has gone: its status, then the questions closed, then whether the next is open.
 * A room only ever moves forward on the server, so a lower value is an older picture of it.
 */
function progressOf(room: BattleRoom): readonly [number, number, number] {
  return [STATUS_RANK[room.status], room.closed.length, room.question ? 1 : 0];
}

/** Whether `incoming` is an older picture of the same room than `current`. */
export function isBehind(incoming: BattleRoom, current: BattleRoom): boolean {
  const a = progressOf(incoming);
  const b = progressOf(current);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

function withRoom(state: BattleState, room: BattleRoom, receivedAt: number): BattleState {
  const same = state.room?.room_id === room.room_id;
  // An acknowledgement's room is read after its own change commits, but another player's change
  // (the last answer closing the question, the battle's end) can commit and reach this device
  // first: that older picture must not put the question back on screen over the result.
  if (same && state.room && isBehind(room, state.room)) return state;
  return {
    room,
    // A rejoin after a reload brings the room's recent chat; a finished room carries none, and what was read stays.
    chat: mergeChat(same ? state.chat : [], room.chat),
    offsetMs: clockOffset(room.server_now, receivedAt),
    deleted: room.status === 'deleted' ? room.end_reason : null,
    mine: same ? state.mine : {},
  };
}

function applyEvent(state: BattleState, event: BattleEvent, receivedAt: number): BattleState {
  if (event.type === 'room' || event.type === 'ended') {
    // A room event of another room can only be a stale one: the device is in one room at a time.
    if (state.room && state.room.room_id !== event.room.room_id) return state;
    return withRoom(state, event.room, receivedAt);
  }
  const room = state.room;
  if (!room || room.room_id !== event.room_id) return state;
  switch (event.type) {
    case 'question':
      return {
        ...state,
        offsetMs: clockOffset(event.server_now, receivedAt),
        room: { ...room, status: 'playing', readytoplay: true, question: event.question, players: room.players.map((p) => ({ ...p, answered: false })) },
      };
    case 'answered':
      if (room.question?.index !== event.index) return state;
      return { ...state, room: { ...room, players: room.players.map((p) => (p.seat === event.seat ? { ...p, answered: true } : p)) } };
    case 'closed': {
      const closed = room.closed.some((q) => q.index === event.closed.index) ? room.closed : [...room.closed, event.closed];
      const question = room.question?.index === event.closed.index ? null : room.question;
      return { ...state, room: { ...room, closed, question, players: event.players } };
    }
    case 'presence':
      return { ...state, room: { ...room, players: room.players.map((p) => (p.seat === event.seat ? { ...p, presence: event.presence } : p)) } };
    case 'chat':
      if (state.chat.some((m) => m.id === event.message.id)) return state;
      return { ...state, chat: [...state.chat, event.message].slice(-CHAT_KEPT) };
    case 'deleted':
      return { ...state, deleted: event.reason, room: { ...room, status: 'deleted', end_reason: event.reason, question: null, wait_until: null } };
  }
}

export function battleReducer(state: BattleState, action: BattleAction): BattleState {
  switch (action.type) {
    case 'event':
      return applyEvent(state, action.event, action.receivedAt);
    case 'room':
      return action.room ? withRoom(state, action.room, action.receivedAt) : initialBattleState;
    case 'chose':
      // One answer per question: the first stays (the server ignores any other).
      if (action.index in state.mine) return state;
      return { ...state, mine: { ...state.mine, [action.index]: action.choice } };
    case 'reset':
      return initialBattleState;
  }
}

/** The seat of the user in the room, or null (a spectator cannot happen; a stale room can). */
export function mySeat(room: BattleRoom | null, userId: number | null): number | null {
  return room?.players.find((p) => p.user_id !== null && p.user_id === userId)?.seat ?? null;
}

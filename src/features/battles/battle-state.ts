/**
 * A battle room as this device knows it: the server's room (contract/api/battles.ts) with each
 * event applied as it comes (contract/live/battle.ts), the room's chat (what the room state carries,
 * the newest lines, merged with what arrived as events), the server's clock offset for the countdowns, and this player's own answers (locked after the
 * first: the server keeps only the first). Pure, so every event's effect is unit-tested.
 *
 * Events can come late or not at all (a reconnect's gap before its `join` is answered, a socket
 * the server no longer counts in the room): a question or close older than what the device has is
 * ignored, and one that shows a gap (a question whose predecessor never closed here, a close of a
 * question never seen) marks the state `stale`, for use-battle.ts to read the room again with `join`;
 * so does a battle that stays silent past the moment its next event was due (stallCheckAt).
 */
import { LATENCY_ALLOWANCE_MS, REVEAL_MS, type RoomEndReason } from '../../../contract/battles/rules';
import type { BattleRoom, ClosedQuestion } from '../../../contract/api/battles';
import type { BattleEvent, ChatMessage } from '../../../contract/live/battle';
import { clockOffset, msUntil } from './battle-socket';

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
  /** An event showed that some were missed: the room must be read again (a `join`). */
  readonly stale: boolean;
}

export type BattleAction =
  | { readonly type: 'event'; readonly event: BattleEvent; readonly receivedAt: number }
  /** A room from an acknowledgement or a rejoin: replaces everything but the chat of the same room. */
  | { readonly type: 'room'; readonly room: BattleRoom | null; readonly receivedAt: number }
  | { readonly type: 'chose'; readonly index: number; readonly choice: number | null }
  | { readonly type: 'reset' };

export const initialBattleState: BattleState = { room: null, chat: [], offsetMs: 0, deleted: null, mine: {}, stale: false };

/** The chat lines of both, once each, in the order the server numbered them. */
function mergeChat(kept: readonly ChatMessage[], carried: readonly ChatMessage[]): readonly ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...kept, ...carried]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_KEPT);
}

const STATUS_RANK: Readonly<Record<BattleRoom['status'], number>> = { waiting: 0, playing: 1, finished: 2, deleted: 2 };

/** Questions closed as the device knows them: one past the highest closed index (0: none). */
function closedUpTo(room: BattleRoom): number {
  return room.closed.reduce((most, q) => Math.max(most, q.index + 1), 0);
}

/**
 * Where a battle stands in its questions: question i open is 2i + 1, question i closed 2i + 2. The
 * open question counts even when the close before it was missed (a reconnect's gap), so a room read
 * before that question went out is older than a state that has it, however many closes each knows.
 */
function positionOf(room: BattleRoom): number {
  return Math.max(room.question ? 2 * room.question.index + 1 : 0, 2 * closedUpTo(room));
}

/**
 * How far a room has gone: its status, then its position in the questions. A room only ever moves
 * forward on the server, so a lower value is an older picture of it.
 */
function progressOf(room: BattleRoom): readonly [number, number] {
  return [STATUS_RANK[room.status], positionOf(room)];
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
    // The room as the server has it now: nothing is missing any more.
    stale: false,
  };
}

/** The closed questions with `closed` in its place by index, once. */
function withClosed(list: readonly ClosedQuestion[], closed: ClosedQuestion): ClosedQuestion[] {
  if (list.some((q) => q.index === closed.index)) return [...list];
  return [...list, closed].sort((a, b) => a.index - b.index);
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
    case 'question': {
      // Late or repeated (the device has this question, or a later one, already): nothing changes.
      if (room.status !== 'waiting' && room.status !== 'playing') return state;
      if (positionOf(room) >= 2 * event.question.index + 1) return state;
      return {
        ...state,
        offsetMs: clockOffset(event.server_now, receivedAt),
        room: { ...room, status: 'playing', readytoplay: true, question: event.question, players: room.players.map((p) => ({ ...p, answered: false })) },
        // The close of the question before it never came here: its answers and points are missing.
        stale: state.stale || closedUpTo(room) < event.question.index,
      };
    }
    case 'answered':
      if (room.question?.index !== event.index) return state;
      return { ...state, room: { ...room, players: room.players.map((p) => (p.seat === event.seat ? { ...p, answered: true } : p)) } };
    case 'closed': {
      const index = event.closed.index;
      if (room.closed.some((q) => q.index === index)) return state;
      const closed = withClosed(room.closed, event.closed);
      const open = room.question;
      if (open && open.index > index) {
        // The close of an earlier question came after the next one opened: its reveal and points
        // count, the open question stays, and so does who has answered it.
        const answered = new Map(room.players.map((p) => [p.seat, p.answered]));
        return { ...state, room: { ...room, closed, players: event.players.map((p) => ({ ...p, answered: answered.get(p.seat) ?? false })) } };
      }
      // A close of a question this device never had open (or with questions before it unclosed here): read the room again.
      const gap = (open === null || open.index !== index) && closedUpTo(room) < index;
      return { ...state, room: { ...room, closed, question: open?.index === index ? null : open, players: event.players }, stale: state.stale || gap };
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

/** How long past the moment a battle's next event was due the device waits before reading the room again. */
export const STALL_GRACE_MS = 4_000;

/**
 * The device time by which a battle in play must have moved on (its open question closed, or the
 * next one opened), else its events were missed and the room is read again; null when nothing is
 * due (not in play). `changedAt` is when the room last changed on this device (a reveal lasts
 * REVEAL_MS from then). The server's jobs may run a little late: STALL_GRACE_MS covers that.
 */
export function stallCheckAt(room: BattleRoom | null, offsetMs: number, changedAt: number, now: number = Date.now()): number | null {
  if (room?.status !== 'playing') return null;
  if (room.question) return now + msUntil(room.question.closes_at, offsetMs, now) + LATENCY_ALLOWANCE_MS + STALL_GRACE_MS;
  if (room.closed.length === 0) return now + msUntil(room.starts_at, offsetMs, now) + STALL_GRACE_MS;
  return changedAt + REVEAL_MS + STALL_GRACE_MS;
}

/** The seat of the user in the room, or null (a spectator cannot happen; a stale room can). */
export function mySeat(room: BattleRoom | null, userId: number | null): number | null {
  return room?.players.find((p) => p.user_id !== null && p.user_id === userId)?.seat ?? null;
}

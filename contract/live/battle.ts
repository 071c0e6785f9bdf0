/**
 * The battles' messages on the live channel (contract/live/user-channel.ts says how a socket signs
 * in; docs/BATTLES.md). A client asks with BATTLE_REQUEST and an acknowledgement callback, which
 * answers with the room as it is now or a refusal from the error catalogue; the server tells each
 * room's sockets what happened with BATTLE_EVENT, to that room only. Both directions are parsed
 * with these schemas: a message that does not parse is refused (client to server) or dropped with
 * a warning (server to client).
 */
import { z } from 'zod';
import { CHAT_MAX_LENGTH, PRESENCE_STATES, QUICK_REACTIONS, ROOM_END_REASONS, type QuickReaction } from '../battles/rules';
import { BattlePlayerSchema, BattleRoomSchema, ChatMessageSchema, ClosedQuestionSchema, OpenQuestionSchema, RoomCodeSchema } from '../api/battles';

/** Client to server, with an acknowledgement. */
export const BATTLE_REQUEST = 'battle:request';
/** Server to the sockets of one room. */
export const BATTLE_EVENT = 'battle';

/** The socket.io room of one battle room on the server. */
export function battleRoom(roomId: number): string {
  return `battle:${roomId}`;
}

const RoomIdSchema = z.number().int().positive();
const LanguageId = z.number().int().positive().optional();

export { ChatMessageSchema, type ChatMessage } from '../api/battles';

export const BattleRequestSchema = z.discriminatedUnion('type', [
  /** Matchmaking: join a waiting 1 v 1 of this language (and category, when battle categories are on), or wait for one. */
  z.object({ type: z.literal('find'), language_id: LanguageId, category: z.number().int().positive().nullable().default(null) }),
  /** Stops waiting for an opponent. */
  z.object({ type: z.literal('cancel'), room_id: RoomIdSchema }),
  /** A 1 v 1 against the bot, at once (after 'No opponent detected'). */
  z.object({ type: z.literal('bot'), language_id: LanguageId, category: z.number().int().positive().nullable().default(null) }),
  /** (Re)joins a room the caller has a seat in: after a reload or a dropped connection (within RECONNECT_SECONDS). */
  z.object({ type: z.literal('join'), room_id: RoomIdSchema }),
  /** Takes a seat in a group room by its code (paying its entry fee). */
  z.object({ type: z.literal('join_code'), room_code: z.string().max(32) }),
  /** The owner starts the group battle (the spec's readytoplay). */
  z.object({ type: z.literal('start'), room_id: RoomIdSchema }),
  /** One answer to the open question; `choice` null gives up on it. The first answer is final. */
  z.object({ type: z.literal('answer'), room_id: RoomIdSchema, index: z.number().int().min(0), choice: z.number().int().min(0).max(3).nullable() }),
  /** Leaves the room (a waiting room's fee is refunded; a battle in play is forfeited). */
  z.object({ type: z.literal('leave'), room_id: RoomIdSchema }),
  /** The owner deletes a group room that has not started: every fee is refunded. */
  z.object({ type: z.literal('delete'), room_id: RoomIdSchema }),
  /** A chat line or a quick reaction to the room: exactly one of `text` and `reaction` (see chatContent). */
  z.object({
    type: z.literal('chat'),
    room_id: RoomIdSchema,
    text: z.string().trim().min(1).max(CHAT_MAX_LENGTH).optional(),
    reaction: z.enum(QUICK_REACTIONS).optional(),
  }),
  /** Reports a chat message to the moderators (a copy is kept after the room's chat is gone). */
  z.object({ type: z.literal('report'), room_id: RoomIdSchema, message_id: z.number().int().positive(), reason: z.string().trim().max(300).default('') }),
]);
export type BattleRequest = z.input<typeof BattleRequestSchema>;
export type ParsedBattleRequest = z.output<typeof BattleRequestSchema>;

/**
 * The acknowledgement of a request: the room as it is after it, or why not. The room is null after
 * leaving, cancelling or deleting, and after an answer (the `answered` and `closed` events carry
 * what an answer changed; the busiest request does not read the whole room each time).
 */
export const BattleAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), room: BattleRoomSchema.nullable() }),
  z.object({ ok: z.literal(false), code: z.string(), message: z.string(), field: z.string().optional() }),
]);
export type BattleAck = z.infer<typeof BattleAckSchema>;

export const BattleEventSchema = z.discriminatedUnion('type', [
  /** The room changed as a whole (a player joined or left, the owner started it, matchmaking found an opponent). */
  z.object({ type: z.literal('room'), room: BattleRoomSchema }),
  /** A question opened: everyone in the room gets it at once. */
  z.object({ type: z.literal('question'), room_id: z.number().int(), question: OpenQuestionSchema, server_now: z.string() }),
  /** A seat answered the open question (what it answered stays hidden until the question closes). */
  z.object({ type: z.literal('answered'), room_id: z.number().int(), index: z.number().int(), seat: z.number().int() }),
  /** The question closed: its answer, everyone's answers, and the scores after it. */
  z.object({ type: z.literal('closed'), room_id: z.number().int(), closed: ClosedQuestionSchema, players: z.array(BattlePlayerSchema) }),
  /** A player dropped (and may come back within RECONNECT_SECONDS), came back, or left. */
  z.object({ type: z.literal('presence'), room_id: z.number().int(), seat: z.number().int(), presence: z.enum(PRESENCE_STATES) }),
  z.object({ type: z.literal('chat'), room_id: z.number().int(), message: ChatMessageSchema }),
  /** The battle ended: the room with its result. */
  z.object({ type: z.literal('ended'), room: BattleRoomSchema }),
  /** The room stopped before it finished ('Room is deleted by owner', 'Room is deleted', or no opponent came). */
  z.object({ type: z.literal('deleted'), room_id: z.number().int(), reason: z.enum(ROOM_END_REASONS) }),
]);
export type BattleEvent = z.infer<typeof BattleEventSchema>;

/** Parses a typed room code, as the join screen and the server both do. */
export function parseRoomCode(input: string): string | null {
  const parsed = RoomCodeSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** What a chat request carries: its text or its reaction, or null when it has neither or both. */
export function chatContent(request: { text?: string | undefined; reaction?: QuickReaction | undefined }): { text: string; reaction: null } | { text: null; reaction: QuickReaction } | null {
  if (request.text !== undefined && request.reaction === undefined) return { text: request.text, reaction: null };
  if (request.reaction !== undefined && request.text === undefined) return { text: null, reaction: request.reaction };
  return null;
}

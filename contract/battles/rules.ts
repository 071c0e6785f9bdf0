/**
 * The live battles' fixed rules (spec sections 1, 3, 8 and 9; issue 16; docs/BATTLES.md): what
 * both the server and the screens must agree on and no admin changes. What an admin may tune (the
 * seconds per question, the matchmaking wait, the bot, the coins) is in the system configuration's
 * `battle` block (contract/api/settings.ts). No zod here: the play screens import it at start-up.
 */

/**
 * The system configuration's `battle` block until an admin changes it (contract/api/settings.ts
 * BattleConfigSchema says what each means): the server's defaults and the screens' tests use it.
 */
export const DEFAULT_BATTLE_CONFIG = {
  battle_categories: '1',
  question_seconds: 15,
  random_questions: 10,
  wait_seconds: 20,
  win_coins: 10,
  bot_accuracy: 0.6,
  bot_min_seconds: 3,
  bot_max_seconds: 10,
  group_entry_fees: [0, 10, 25, 50],
} as const;

/** Spec section 9: a group battle holds at most four players (a 1 v 1 holds two). */
export const GROUP_BATTLE_MAX_PLAYERS = 4;
export const RANDOM_BATTLE_PLAYERS = 2;

/** A group room's code: six characters from an alphabet without look-alikes (0/O, 1/I/L). */
export const ROOM_CODE_LENGTH = 6;
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** What a typed code is checked against before it is sent (upper-cased first). */
export const ROOM_CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** The spec's match ids: 20 characters (spec section 9, "20-character generated ids"). */
export const MATCH_ID_LENGTH = 20;

/** Questions a group room may be created with ('Please select Number of Questions'). */
export const GROUP_QUESTION_COUNTS = [5, 10, 15, 20] as const;

/** A player whose connection drops keeps their seat this long; after it they have left. */
export const RECONNECT_SECONDS = 15;

/**
 * Time an answer may arrive after its question's deadline and still count: the network's way back,
 * fixed on the server. A client's own report of its latency is never used (it could be inflated).
 */
export const LATENCY_ALLOWANCE_MS = 500;

/** The pause after a question closes (everyone sees the right answer) before the next is sent. */
export const REVEAL_MS = 2_500;
/** The "get ready" count before the first question of a battle. */
export const START_COUNTDOWN_MS = 3_000;

/**
 * Points for one answer: a right answer earns BASE_POINTS plus up to SPEED_POINTS for answering
 * early (linear in the time left when the server received it); a wrong or missing one earns 0.
 */
export const BASE_POINTS = 10;
export const SPEED_POINTS = 10;

export function pointsFor(correct: boolean, elapsedMs: number, limitMs: number): number {
  if (!correct) return 0;
  const left = Math.min(1, Math.max(0, 1 - elapsedMs / limitMs));
  return BASE_POINTS + Math.round(SPEED_POINTS * left);
}

/** Chat: a message's length, and how many a player may send in a window. */
export const CHAT_MAX_LENGTH = 200;
export const CHAT_RATE = { messages: 5, perSeconds: 10 } as const;

/** The quick reactions a player may send instead of text (the screens draw them as emoji). */
export const QUICK_REACTIONS = ['thumbs_up', 'laugh', 'wow', 'fire', 'clap', 'sad'] as const;
export type QuickReaction = (typeof QUICK_REACTIONS)[number];

/** Joins by code (and matchmaking requests) a player or an address may make in a minute. */
export const JOIN_RATE = { perAccount: 20, perAddress: 60, perSeconds: 60 } as const;

/** A group room nobody starts is deleted (fees refunded) after this long. */
export const ROOM_IDLE_MINUTES = 30;

/**
 * How a battle ended for one player. `draw`: a 1 v 1 with equal points (no winner); `tie`: a group
 * battle whose top points are shared (they share the pot); `win` and `lose` otherwise.
 */
export const BATTLE_OUTCOMES = ['win', 'lose', 'draw', 'tie'] as const;
export type BattleOutcome = (typeof BATTLE_OUTCOMES)[number];

/** Why a room stopped before it finished: 'Room is deleted by owner', 'Room is deleted', or no opponent came. */
export const ROOM_END_REASONS = ['owner', 'expired', 'no_opponent', 'cancelled'] as const;
export type RoomEndReason = (typeof ROOM_END_REASONS)[number];

/** A room's type (the spec's room_type): a 1 v 1 found by matchmaking, or a group room by code. */
export const ROOM_TYPES = ['random', 'private', 'public'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** A room's life: waiting for players, playing, finished, or deleted before it finished. */
export const ROOM_STATUSES = ['waiting', 'playing', 'finished', 'deleted'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** Whether a seat's player is there, dropped and may come back (RECONNECT_SECONDS), or gone. */
export const PRESENCE_STATES = ['here', 'reconnecting', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

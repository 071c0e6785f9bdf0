/**
 * Live battles (spec sections 1, 3, 4, 7, 8; issue 16; docs/BATTLES.md): a 1 v 1 found by
 * matchmaking (a bot when nobody comes), and group rooms of up to four joined by a code. The play
 * itself runs over the live channel (contract/live/battle.ts); these are the spec's HTTP actions
 * and the state both carry. The server is the only authority: it picks and times the questions,
 * scores each answer when it arrives, and writes the result; no answer leaves it before its
 * question closes.
 */
import { z } from 'zod';
import { BATTLE_OUTCOMES, GROUP_QUESTION_COUNTS, MATCH_ID_LENGTH, PRESENCE_STATES, QUICK_REACTIONS, ROOM_CODE_PATTERN, ROOM_END_REASONS, ROOM_STATUSES } from '../battles/rules';
import { IdSchema, LanguageIdSchema, PagingSchema, SortOrderSchema } from './common';
import { defineAction } from './define';
import { QuestionImageFields } from './quiz';

/**
 * The spec's '0'/'1' flags, as settings.ts's FlagSchema: declared here so the battle screens' chunk
 * does not take in the system configuration's schemas (and the badge list with them) for one enum.
 */
const FlagSchema = z.enum(['0', '1']);

export const MatchIdSchema = z.string().length(MATCH_ID_LENGTH).regex(/^[A-Za-z0-9]+$/, { error: 'match_id is not a battle id' });
/** A typed room code: trimmed and upper-cased before it is checked ('Room code is not valid'). */
export const RoomCodeSchema = z.string().trim().toUpperCase().pipe(z.string().regex(ROOM_CODE_PATTERN, { error: 'Room code is not valid' }));

export const BattlePlayerSchema = z.object({
  /** 1..4, in the order they joined (the spec's user1..user4). */
  seat: z.number().int().min(1).max(4),
  /** The player's account; null for the bot. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  /** The player's picture (site path or URL), or null. */
  image: z.string().nullable(),
  bot: z.boolean(),
  /** Counted as questions close (never ahead of the reveal). */
  correct: z.number().int(),
  points: z.number().int(),
  /** Whether they have answered the open question (never what they answered). */
  answered: z.boolean(),
  presence: z.enum(PRESENCE_STATES),
});
export type BattlePlayer = z.infer<typeof BattlePlayerSchema>;

/** A question as it is shown while open: no answer. */
export const BattleQuestionSchema = z.object({
  index: z.number().int().min(0),
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()).min(2).max(4),
  ...QuestionImageFields,
  math: z.boolean(),
});
export type BattleQuestion = z.infer<typeof BattleQuestionSchema>;

export const OpenQuestionSchema = BattleQuestionSchema.extend({
  /** When the server sent it (answer time is measured from here) and when it stops taking answers. */
  sent_at: z.string(),
  closes_at: z.string(),
});
export type OpenQuestion = z.infer<typeof OpenQuestionSchema>;

export const SeatAnswerSchema = z.object({
  seat: z.number().int(),
  /** The option chosen, or null (no answer in time). */
  choice: z.number().int().nullable(),
  correct: z.boolean(),
  points: z.number().int(),
  /** Time from the question's sending to the answer's arrival on the server; null without an answer. */
  ms: z.number().int().nullable(),
});
export type SeatAnswer = z.infer<typeof SeatAnswerSchema>;

/** A question after it closed: the right answer and what every seat answered. */
export const ClosedQuestionSchema = BattleQuestionSchema.extend({
  answer: z.number().int(),
  answers: z.array(SeatAnswerSchema),
});
export type ClosedQuestion = z.infer<typeof ClosedQuestionSchema>;

export const SeatResultSchema = z.object({
  seat: z.number().int(),
  outcome: z.enum(BATTLE_OUTCOMES),
  /** Coins the battle paid this seat (the winner's coins, or its share of a group room's pot). */
  coins: z.number().int(),
});

export const BattleResultSchema = z.object({
  /** How it ended: played to the last question, or the other players left. */
  reason: z.enum(['finished', 'opponent_left']),
  winner_ids: z.array(z.number().int()),
  is_drawn: z.boolean(),
  seats: z.array(SeatResultSchema),
});
export type BattleResult = z.infer<typeof BattleResultSchema>;

/** One line of a room's chat (live/battle.ts re-exports it: the snapshot carries the recent ones). */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  seat: z.number().int(),
  name: z.string(),
  /** Text, or null for a quick reaction. */
  text: z.string().nullable(),
  reaction: z.enum(QUICK_REACTIONS).nullable(),
  sent_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** How many of a room's newest chat messages a snapshot carries (a screen that (re)joins shows them). */
export const SNAPSHOT_CHAT_MESSAGES = 50;

/** A room as every player in it sees it (the spec's group battle entity and the 1 v 1's state). */
export const BattleRoomSchema = z.object({
  room_id: z.number().int(),
  match_id: z.string(),
  room_type: z.enum(['random', 'private', 'public']),
  /** A group room's code (share it to invite); null for a 1 v 1. */
  room_code: z.string().nullable(),
  /** The owner of a group room (who starts or deletes it); null for a 1 v 1. */
  created_by: z.number().int().nullable(),
  category: z.number().int().nullable(),
  category_name: z.string().nullable(),
  language_id: z.number().int(),
  no_of_que: z.number().int(),
  question_seconds: z.number().int(),
  entry_fee: z.number().int(),
  /** The fees held in the room; the winner takes them (shared on a tie). */
  pot: z.number().int(),
  max_players: z.number().int(),
  status: z.enum(ROOM_STATUSES),
  /** The spec's readytoplay: the game has been started (by the owner, or by matchmaking). */
  readytoplay: z.boolean(),
  /** Why a room stopped early ('Room is deleted by owner', 'Room is deleted', no opponent came); null otherwise. */
  end_reason: z.enum(ROOM_END_REASONS).nullable(),
  /** Matchmaking: when the wait for an opponent ends ('No opponent detected ...'); null otherwise. */
  wait_until: z.string().nullable(),
  /** When the first question is sent (the "get ready" count), once started. */
  starts_at: z.string().nullable(),
  players: z.array(BattlePlayerSchema),
  /** The open question, or null between questions and outside play. */
  question: OpenQuestionSchema.nullable(),
  /** Every question closed so far, with its answer and everyone's answers. */
  closed: z.array(ClosedQuestionSchema),
  result: BattleResultSchema.nullable(),
  /** The room's newest chat messages (at most SNAPSHOT_CHAT_MESSAGES, oldest first); empty once the room ended. */
  chat: z.array(ChatMessageSchema),
  /** The server's clock when this was read: screens count down by the offset to their own. */
  server_now: z.string(),
});
export type BattleRoom = z.infer<typeof BattleRoomSchema>;

/**
 * Creates a group room (the caller its owner and first player; the entry fee spent through the
 * economy: 'You Don't have enough coins'), with a fresh 6-character code. With `room_id` (a room the
 * caller owns that has not started) it changes that room's settings instead; its players keep their
 * seats and a new fee is refused once others paid the old one (ROOM_IN_USE).
 */
export const createRoom = defineAction({
  name: 'create_room',
  auth: 'subscriber',
  body: z.object({
    room_id: IdSchema.optional(),
    room_type: z.enum(['private', 'public']).default('private'),
    /** A category to draw the questions from, or none for every category of the language. */
    category: IdSchema.nullish(),
    no_of_que: z.coerce
      .number({ error: 'Please select Number of Questions' })
      .int()
      .refine((n) => (GROUP_QUESTION_COUNTS as readonly number[]).includes(n), { error: 'Please select Number of Questions' }),
    /** One of the configured fees (system configuration battle.group_entry_fees). */
    entry_fee: z.coerce.number().int().min(0).default(0),
    language_id: LanguageIdSchema,
  }),
  data: BattleRoomSchema,
});

/**
 * The battle's questions as the server has revealed them (spec form fields): the room with its open
 * question and closed ones, for a screen that lost its socket. `destroy_match: '1'` leaves the match
 * first (a 1 v 1 opponent then wins: 'Opponent has left the game!'). `random` says which kind the
 * caller expects ('1' a 1 v 1, '0' a group room); `category`, when sent, must be the room's.
 */
export const getRandomQuestions = defineAction({
  name: 'get_random_questions',
  auth: 'subscriber',
  body: z.object({
    language_id: LanguageIdSchema,
    match_id: MatchIdSchema,
    category: IdSchema.nullish(),
    destroy_match: FlagSchema.default('0'),
    random: FlagSchema.optional(),
  }),
  data: BattleRoomSchema,
});

/** One finished 1 v 1 as the spec records it, and how it went for the caller. */
export const BattleStatisticSchema = z.object({
  match_id: z.string(),
  user_id1: z.number().int(),
  /** The opponent; null when it was the bot. */
  user_id2: z.number().int().nullable(),
  winner_id: z.number().int().nullable(),
  is_drawn: z.boolean(),
  opponent_name: z.string(),
  opponent_bot: z.boolean(),
  my_points: z.number().int(),
  opponent_points: z.number().int(),
  outcome: z.enum(BATTLE_OUTCOMES),
  coins: z.number().int(),
  category_name: z.string().nullable(),
  played_at: z.string(),
});
export type BattleStatistic = z.infer<typeof BattleStatisticSchema>;

/**
 * The spec's set_battle_statistics: the server writes each 1 v 1's record when it ends, so this
 * only confirms it. The caller must have played the match; the fields it sends (the spec's) are
 * checked against the server's record (BATTLE_STATS_MISMATCH names the first that differs), never
 * written. Returns the record.
 */
export const setBattleStatistics = defineAction({
  name: 'set_battle_statistics',
  auth: 'subscriber',
  body: z.object({
    match_id: MatchIdSchema,
    user_id1: z.coerce.number().int().optional(),
    user_id2: z.coerce.number().int().nullish(),
    winner_id: z.coerce.number().int().nullish(),
    is_drawn: FlagSchema.optional(),
  }),
  data: BattleStatisticSchema,
});

/** The caller's finished 1 v 1 battles (the Battle statistics screen) and their totals. */
export const getBattleStatistics = defineAction({
  name: 'get_battle_statistics',
  auth: 'subscriber',
  body: PagingSchema.extend({
    sort: z.enum(['played_at', 'my_points']).default('played_at'),
    order: SortOrderSchema.default('desc'),
  }),
  data: z.object({
    total: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    /** Group battles won (Clash Winner's count), and random battles won in a row now (Quiz Warrior's). */
    group_wins: z.number().int(),
    win_run: z.number().int(),
    data: z.array(BattleStatisticSchema),
  }),
});

/**
 * Live battles (issue 16, server/features/battles/, docs/BATTLES.md). Every fact of a battle lives
 * here, so any instance can serve any player and a killed instance loses nothing: the room and its
 * open question's timestamps (the deadlines the jobs advance), the seats, the questions drawn, one
 * answer per seat per question (the primary key refuses a second), the room's chat (deleted when
 * the room ends), reports of chat messages (a copy kept for the moderators), and the spec's
 * statistics row of each finished 1 v 1.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { BATTLE_OUTCOMES, QUICK_REACTIONS, ROOM_END_REASONS, ROOM_STATUSES, ROOM_TYPES } from '../../../contract/battles/rules';
import { languages } from './config';
import { categories, questions } from './content';
import { users } from './users';

export const battleRooms = pgTable(
  'battle_rooms',
  {
    id: serial('id').primaryKey(),
    /** The spec's match_id: 20 characters from a cryptographic source. */
    matchId: varchar('match_id', { length: 20 }).notNull(),
    roomType: varchar('room_type', { length: 8, enum: ROOM_TYPES }).notNull(),
    /** A group room's code while it lives (unique among living rooms); null for a 1 v 1. */
    code: varchar('code', { length: 6 }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    noOfQue: smallint('no_of_que').notNull(),
    /** Copied from the configuration when the room is made: a change later does not alter a room. */
    questionSeconds: smallint('question_seconds').notNull(),
    entryFee: integer('entry_fee').notNull().default(0),
    maxPlayers: smallint('max_players').notNull(),
    status: varchar('status', { length: 8, enum: ROOM_STATUSES }).notNull().default('waiting'),
    endReason: varchar('end_reason', { length: 12, enum: ROOM_END_REASONS }),
    /** Matchmaking: when the wait for an opponent ends. */
    waitUntil: timestamp('wait_until', { withTimezone: true }),
    /** When the first question goes out (after the "get ready" count); null before the start. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The question open or last closed (-1 before the first). */
    currentIndex: smallint('current_index').notNull().default(-1),
    /** The current question's sending, its deadline (answers after it plus the allowance are refused) and its closing. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The 1 v 1 was played against the bot. */
    withBot: boolean('with_bot').notNull().default(false),
    /** How it ended ('finished' or 'opponent_left'), once it has. */
    resultReason: varchar('result_reason', { length: 16, enum: ['finished', 'opponent_left'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * One more for every transaction that takes the room's lock (battles.repo.ts): a locked read
     * compares it with what its own snapshot saw, to know whether another change committed while
     * it waited for the lock (repo.lockPlay).
     */
    lockCount: integer('lock_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('battle_rooms_match_id_key').on(t.matchId),
    // A code is never reused while its room lives: unique among waiting and playing rooms.
    uniqueIndex('battle_rooms_live_code_key')
      .on(t.code)
      .where(sql`${t.status} IN ('waiting', 'playing') AND ${t.code} IS NOT NULL`),
    // Matchmaking's question: the oldest waiting 1 v 1 of a language (and category).
    index('battle_rooms_waiting_idx')
      .on(t.languageId, t.categoryId, t.createdAt)
      .where(sql`${t.status} = 'waiting' AND ${t.roomType} = 'random'`),
  ],
);

export type BattleRoomRow = typeof battleRooms.$inferSelect;

export const battlePlayers = pgTable(
  'battle_players',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    /** 1..4 in joining order (the spec's user1..user4). */
    seat: smallint('seat').notNull(),
    /** Null for the bot (and for an account deleted since). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isBot: boolean('is_bot').notNull().default(false),
    name: varchar('name', { length: 80 }).notNull(),
    image: varchar('image', { length: 300 }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Left (or did not come back within the reconnect window); the seat stays for the record. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The connection dropped at this moment; cleared when the player comes back. */
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    correct: smallint('correct').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** Sum of answer times (ms) of right answers: a tie in points is not broken by it, but shown. */
    totalMs: integer('total_ms').notNull().default(0),
    /** The ledger entry of the entry fee (a refund points at it). */
    feeEntryId: integer('fee_entry_id'),
    outcome: varchar('outcome', { length: 5, enum: BATTLE_OUTCOMES }),
    coins: integer('coins').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.seat] }),
    uniqueIndex('battle_players_room_user_key').on(t.roomId, t.userId),
    // "Is this player in a battle now?" and a player's history.
    index('battle_players_user_idx').on(t.userId, t.roomId),
  ],
);

export type BattlePlayerRow = typeof battlePlayers.$inferSelect;

/** The questions drawn for a room, in order. */
export const battleQuestions = pgTable(
  'battle_questions',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    idx: smallint('idx').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.idx] })],
);

/** One answer per seat per question: the primary key refuses a double tap's second answer. */
export const battleAnswers = pgTable(
  'battle_answers',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    idx: smallint('idx').notNull(),
    seat: smallint('seat').notNull(),
    /** The option chosen; null when the player gave up on the question. */
    choice: smallint('choice'),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    /** From the question's sending to the answer's arrival, measured by the server. */
    ms: integer('ms').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.idx, t.seat] })],
);

/** A room's chat, deleted with the room's end (kept only for the room's life). */
export const battleChat = pgTable(
  'battle_chat',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    seat: smallint('seat').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body'),
    reaction: varchar('reaction', { length: 16, enum: QUICK_REACTIONS }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('battle_chat_room_idx').on(t.roomId, t.id), index('battle_chat_rate_idx').on(t.userId, t.sentAt)],
);

/** A chat message reported to the moderators: a copy, since the chat goes with the room. */
export const battleChatReports = pgTable(
  'battle_chat_reports',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull(),
    messageId: integer('message_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: integer('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    reason: text('reason').notNull().default(''),
    status: varchar('status', { length: 10, enum: ['open', 'resolved'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('battle_chat_reports_once_key').on(t.messageId, t.reporterId), index('battle_chat_reports_status_idx').on(t.status, t.createdAt)],
);

/** The spec's battle statistics (match_id, user_id1, user_id2, winner_id, is_drawn): one row per finished 1 v 1, written by the server. */
export const battleStatistics = pgTable(
  'battle_statistics',
  {
    id: serial('id').primaryKey(),
    matchId: varchar('match_id', { length: 20 }).notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    userId1: integer('user_id1').references(() => users.id, { onDelete: 'set null' }),
    /** Null when user 2 was the bot. */
    userId2: integer('user_id2').references(() => users.id, { onDelete: 'set null' }),
    winnerId: integer('winner_id'),
    isDrawn: boolean('is_drawn').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('battle_statistics_match_key').on(t.matchId), index('battle_statistics_user1_idx').on(t.userId1, t.createdAt), index('battle_statistics_user2_idx').on(t.userId2, t.createdAt)],
);

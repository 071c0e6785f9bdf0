import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEDGER_SOURCES } from '../../../contract/economy/ledger';
import { users } from './users';

/**
 * Append-only ledger of coins and score: rows are only inserted, each in the transaction of the
 * event that earned or spent it, together with the change to the user's wallet row.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    score: integer('score').notNull().default(0),
    /** What kind of entry it is, the coin history's filter: quiz_zone, badge, lifeline, ... */
    type: varchar('type', { length: 32 }).notNull(),
    title: text('title').notNull(),
    source: varchar('source', { length: 16, enum: LEDGER_SOURCES }).notNull().default('sheet'),
    /** The event's own id, e.g. quiz_zone:12:3 (subcategory 12, level 3) or badge:elite. */
    ref: varchar('ref', { length: 120 }),
    /** Makes an entry happen once: a retried spend or a second award of one event finds the first. */
    idempotencyKey: varchar('idempotency_key', { length: 120 }),
    /** A refund names the spend it gives back; unique, so a spend is refunded at most once. */
    refundOf: bigint('refund_of', { mode: 'number' }).references((): AnyPgColumn => coinLedger.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_ledger_user_idx').on(t.userId, t.id),
    index('coin_ledger_ref_idx').on(t.userId, t.ref),
    index('coin_ledger_user_created_idx').on(t.userId, t.createdAt),
    // Rebuilding a period's leaderboard from the ledger (Redis after a loss) reads only scored rows of the period.
    index('coin_ledger_scored_idx').on(t.createdAt).where(sql`${t.score} > 0`),
    // The admin's dashboard sums coins earned and spent per day.
    index('coin_ledger_created_idx').on(t.createdAt),
    uniqueIndex('coin_ledger_idempotency_key').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('coin_ledger_refund_key').on(t.refundOf).where(sql`${t.refundOf} is not null`),
  ],
);

/**
 * A user's balance: the sums of their ledger rows, kept with every row in the same transaction so
 * a balance is one row read, and a spend one conditional update that can never go below zero.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull().default(0),
    score: integer('score').notNull().default(0),
    /** Coins ever earned (spends and refunds left out): the Elite badge's measure. */
    coinsEarned: integer('coins_earned').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_coins_not_negative', sql`${t.coins} >= 0`)],
);

/**
 * What a player has done, counted by the economy as events are booked: the badges' measures and the
 * daily streak. One row per player, changed in the transaction of the event.
 */
export const playerProgress = pgTable('player_progress', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  roundsFinished: integer('rounds_finished').notNull().default(0),
  questionsAnswered: integer('questions_answered').notNull().default(0),
  correctAnswers: integer('correct_answers').notNull().default(0),
  quickPerfectRounds: integer('quick_perfect_rounds').notNull().default(0),
  perfectReturns: integer('perfect_returns').notNull().default(0),
  perfectFirstTries: integer('perfect_first_tries').notNull().default(0),
  battleWins: integer('battle_wins').notNull().default(0),
  groupBattleWins: integer('group_battle_wins').notNull().default(0),
  contestWins: integer('contest_wins').notNull().default(0),
  monthlyFirstPlaces: integer('monthly_first_places').notNull().default(0),
  randomBattleWinRun: integer('random_battle_win_run').notNull().default(0),
  dailyQuizDays: integer('daily_quiz_days').notNull().default(0),
  friendsJoined: integer('friends_joined').notNull().default(0),
  /** Days in a row with a finished round, in the player's time zone (docs/ECONOMY.md, Streaks). */
  streakCurrent: integer('streak_current').notNull().default(0),
  streakLongest: integer('streak_longest').notNull().default(0),
  /** The last day (in the player's time zone) that counted for the streak. */
  streakLastDay: date('streak_last_day', { mode: 'string' }),
  /** Freezes held: each covers one missed day, used on the next day that counts. */
  streakFreezes: integer('streak_freezes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questions answered and answered correctly per player and Quiz Zone category (get_users_statistics). */
export const categoryStats = pgTable(
  'category_stats',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    questionsAnswered: integer('questions_answered').notNull().default(0),
    correctAnswers: integer('correct_answers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/** Badges earned: one row per player and badge, so a badge is awarded once. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: varchar('badge', { length: 32 }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] })],
);

/**
 * Notifications: to one player (user_id), or to everyone (user_id null, seen by players who joined
 * before it was sent). Read state is per player in notification_reads.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What the app needs to show or link it (a badge type, figures of a message code). */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    /** Makes a notification happen once per event (a badge, a referral). */
    eventKey: varchar('event_key', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('notifications_event_key').on(t.userId, t.eventKey).where(sql`${t.eventKey} is not null`),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

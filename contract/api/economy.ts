/**
 * Coins and score (issue 11): the coin history and the spends a player may ask for. Every coin
 * earned or spent is a ledger entry written by the server's economy feature; nothing here lets a
 * client say how many coins anything is worth.
 */
import { z } from 'zod';
import { BADGES } from '../economy/badges';
import { LEDGER_SOURCES, LEDGER_STATUSES, SPEND_KINDS } from '../economy/ledger';
import { EmptyBodySchema, PagingSchema, TextSchema } from './common';
import { defineAction } from './define';

export const SpendKindSchema = z.enum(SPEND_KINDS);

/** Price in coins of each spend a player may ask for (system configuration spend_prices). */
export const SpendPricesSchema = z.object({
  lifeline_fifty_fifty: z.number().int().min(0),
  lifeline_audience_poll: z.number().int().min(0),
  lifeline_skip: z.number().int().min(0),
  lifeline_reset_timer: z.number().int().min(0),
  word_hint: z.number().int().min(0),
} satisfies Record<(typeof SPEND_KINDS)[number], z.ZodNumber>);
export type SpendPrices = z.infer<typeof SpendPricesSchema>;

/** One row of the coin history (spec: coins, score, type, title, status, date). */
export const CoinHistoryEntrySchema = z.object({
  id: z.number().int(),
  coins: z.number().int(),
  score: z.number().int(),
  /** quiz_zone, welcome_bonus, lifeline_fifty_fifty, refund, ... (the history's filter). */
  type: z.string(),
  title: z.string(),
  status: z.enum(LEDGER_STATUSES),
  source: z.enum(LEDGER_SOURCES),
  /** ISO 8601. */
  date: z.string(),
});
export type CoinHistoryEntry = z.infer<typeof CoinHistoryEntrySchema>;

const EntryTypeSchema = TextSchema.pipe(z.string().trim().max(32));

/** At most this many kinds in one `types` filter (every kind the ledger has today fits). */
export const MAX_HISTORY_TYPES = 20;

/**
 * The coin history, newest first. `type` keeps one kind of entry (as spec section 7 names it);
 * `types` keeps any of several, so one filter can show a group (the bonuses, every lifeline) with
 * one total to page by. Given both, an entry of either is kept.
 */
export const getTrackerData = defineAction({
  name: 'get_tracker_data',
  auth: 'user',
  body: PagingSchema.extend({
    type: EntryTypeSchema.optional(),
    types: z.array(EntryTypeSchema).min(1).max(MAX_HISTORY_TYPES).optional(),
  }),
  data: z.object({ total: z.number().int(), data: z.array(CoinHistoryEntrySchema) }),
});

/**
 * Spends coins on something a player may buy (a lifeline, a hint) at the price the server's
 * configuration sets. Only these fields are accepted: a body that names coins or score is refused,
 * so nothing can be earned or priced through this action. The same idempotency_key charges once:
 * a retry answers with the first charge (replayed: true).
 */
export const setUserCoinScore = defineAction({
  name: 'set_user_coin_score',
  auth: 'user',
  body: z.strictObject({
    type: SpendKindSchema,
    idempotency_key: z.string().regex(/^[A-Za-z0-9:_-]{8,100}$/, { error: 'The idempotency key must be 8 to 100 letters, digits, colons, dashes or underscores' }),
    /** What the spend was for, e.g. the round it was used in; kept with the entry. */
    ref: TextSchema.pipe(z.string().trim().max(100)).optional(),
  }),
  data: z.object({
    coins: z.number().int(),
    all_time_score: z.number().int(),
    /** Coins this spend took. */
    charged: z.number().int(),
    entry_id: z.number().int(),
    /** True when this key had already been charged: nothing was taken this time. */
    replayed: z.boolean(),
  }),
});

/** One of the fifteen badges: earned, or locked with its progress toward the threshold. */
export const BadgeStatusSchema = z.object({
  type: z.enum(BADGES),
  status: z.enum(['locked', 'unlocked']),
  /** What the badge counts, so far (contract/economy/badges.ts). */
  progress: z.number().int(),
  threshold: z.number().int(),
  /** at_least: progress >= threshold earns it; more_than: progress > threshold. */
  comparison: z.enum(['at_least', 'more_than']),
  /** Coins the badge pays when earned. */
  reward: z.number().int(),
  earned_at: z.string().nullable(),
});
export type BadgeStatus = z.infer<typeof BadgeStatusSchema>;

export const getUserBadges = defineAction({
  name: 'get_user_badges',
  auth: 'user',
  body: EmptyBodySchema,
  data: z.array(BadgeStatusSchema),
});

/**
 * The spec client's "set a badge's status": the server looks at its own records and awards the
 * badge only if they reach it; whatever the client believes, it cannot claim one. Answers with the
 * badge's status after the check.
 */
export const setBadges = defineAction({
  name: 'set_badges',
  auth: 'user',
  body: z.object({ type: z.enum(BADGES) }),
  data: BadgeStatusSchema,
});

const CategoryFigureSchema = z.object({ category_id: z.number().int(), name: z.string(), ratio: z.number() });

export const UserStatisticsSchema = z.object({
  questions_answered: z.number().int(),
  correct_answers: z.number().int(),
  /** Correct answers as a percentage of questions answered, one decimal. */
  ratio: z.number(),
  /** Among categories with at least 10 questions answered; null until there is one (weakest: two). */
  strongest_category: CategoryFigureSchema.nullable(),
  weakest_category: CategoryFigureSchema.nullable(),
  categories: z.array(CategoryFigureSchema.extend({ questions_answered: z.number().int(), correct_answers: z.number().int() })),
  /** The daily streak as of today in the player's time zone. */
  streak: z.object({
    current: z.number().int(),
    longest: z.number().int(),
    played_today: z.boolean(),
    freezes: z.number().int(),
    /** Today's date (YYYY-MM-DD) in the player's time zone. */
    today: z.string(),
  }),
});
export type UserStatistics = z.infer<typeof UserStatisticsSchema>;

export const getUsersStatistics = defineAction({
  name: 'get_users_statistics',
  auth: 'user',
  body: EmptyBodySchema,
  data: UserStatisticsSchema,
});

/**
 * The spec client's statistics write. The server counts every scored sheet itself, so the figures
 * sent here are not written (they cannot be checked); the answer is the server's statistics.
 */
export const setUsersStatistics = defineAction({
  name: 'set_users_statistics',
  auth: 'user',
  body: z.object({
    questions_answered: z.coerce.number().int().min(0).optional(),
    correct_answers: z.coerce.number().int().min(0).optional(),
    category_id: z.coerce.number().int().positive().optional(),
    ratio: z.coerce.number().min(0).max(100).optional(),
  }),
  data: UserStatisticsSchema,
});

export const NotificationItemSchema = z.object({
  id: z.number().int(),
  /** badge, referral, admin, and later contest, payout. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  date: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const getNotifications = defineAction({
  name: 'get_notifications',
  auth: 'user',
  body: PagingSchema.extend({
    /** The spec's fields: sort by id (the only order kept), ascending or descending (default). */
    sort: z.enum(['id', 'date']).default('id'),
    order: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('desc').transform((o) => o.toLowerCase() as 'asc' | 'desc'),
  }),
  data: z.object({ total: z.number().int(), unread: z.number().int(), data: z.array(NotificationItemSchema) }),
});

/** Marks notifications read: the listed ids, or every one with `all: true`. Answers the unread count. */
export const setNotificationsRead = defineAction({
  name: 'set_notifications_read',
  auth: 'user',
  body: z.union([z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }), z.object({ all: z.literal(true) })]),
  data: z.object({ unread: z.number().int() }),
});

/** An admin's notification to one player (user_id) or, without it, to every player. */
export const sendNotification = defineAction({
  name: 'send_notification',
  auth: 'admin',
  body: z.object({
    user_id: z.number().int().positive().optional(),
    title: TextSchema.pipe(z.string().trim().min(1).max(120)),
    body: TextSchema.pipe(z.string().trim().min(1).max(2000)),
  }),
  data: z.object({ id: z.number().int() }),
});

/**
 * Coins and score (issue 11): the coin history and the spends a player may ask for. Every coin
 * earned or spent is a ledger entry written by the server's economy feature; nothing here lets a
 * client say how many coins anything is worth.
 */
import { z } from 'zod';
import { LEDGER_SOURCES, LEDGER_STATUSES, SPEND_KINDS } from '../economy/ledger';
import { PagingSchema, TextSchema } from './common';
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

/**
 * The words of the coin ledger, shared by the server, the contract and the PWA (zod-free, so
 * start-up code may import it).
 */

/** Where a ledger entry came from. */
export const LEDGER_SOURCES = ['sheet', 'badge', 'streak', 'referral', 'welcome', 'contest_prize', 'battle', 'spend', 'refund', 'admin_grant'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/**
 * What a player may buy with set_user_coin_score. The price of each is system configuration
 * (spend_prices); the request names the kind only.
 */
export const SPEND_KINDS = ['lifeline_fifty_fifty', 'lifeline_audience_poll', 'lifeline_skip', 'lifeline_reset_timer', 'word_hint'] as const;
export type SpendKind = (typeof SPEND_KINDS)[number];

/** A spend given back by a refund shows as refunded; every other entry is completed. */
export const LEDGER_STATUSES = ['completed', 'refunded'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/**
 * Sources whose coins count toward the daily earning cap (system configuration daily_coin_cap):
 * what play earns. Badges, streak rewards, referrals, the welcome bonus, prizes, refunds and
 * admin grants are outside it.
 */
export const CAPPED_SOURCES: readonly LedgerSource[] = ['sheet', 'battle'];

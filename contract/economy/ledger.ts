/**
 * The words of the coin ledger, shared by the server, the contract and the PWA (zod-free, so
 * start-up code may import it).
 */

/**
 * Where a ledger entry came from. 'battle_pot': a group battle's pot paid to its winners, the
 * players' own entry fees coming back, so outside the daily cap (CAPPED_SOURCES) unlike 'battle'.
 */
export const LEDGER_SOURCES = ['sheet', 'badge', 'streak', 'referral', 'welcome', 'contest_prize', 'battle', 'battle_pot', 'spend', 'refund', 'admin_grant'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/**
 * What a player may buy with set_user_coin_score. The price of each is system configuration
 * (spend_prices); the request names the kind only.
 */
export const SPEND_KINDS = ['lifeline_fifty_fifty', 'lifeline_audience_poll', 'lifeline_skip', 'lifeline_reset_timer', 'word_hint'] as const;
export type SpendKind = (typeof SPEND_KINDS)[number];

/**
 * A premium category's unlock (unlock_premium_category): a spend of its own kind, not one of
 * SPEND_KINDS, since its price is the category's and not a configured price by kind.
 */
export const PREMIUM_UNLOCK_TYPE = 'premium_category';

const PREMIUM_UNLOCK_TITLE = 'Premium category unlocked: ';

/** The English title of an unlock's ledger entry, naming the category. */
export function premiumUnlockTitle(categoryName: string): string {
  return `${PREMIUM_UNLOCK_TITLE}${categoryName}`;
}

/** The category name in an unlock's title (the coin history words the entry in the player's language), or null. */
export function premiumUnlockName(title: string): string | null {
  return title.startsWith(PREMIUM_UNLOCK_TITLE) ? title.slice(PREMIUM_UNLOCK_TITLE.length) : null;
}

/** One unlock per player and category: a retried or doubled unlock finds the first charge. */
export function premiumUnlockKey(categoryId: number): string {
  return `premium:${categoryId}`;
}

/**
 * A payout request's coins (set_payment_request): a spend of its own kind, priced by the request's
 * amount (docs/ECONOMY.md "Payouts"), and the refund of a withdrawn or rejected request. Both show
 * in the coin history under these types.
 */
export const PAYOUT_HOLD_TYPE = 'payout_request';
export const PAYOUT_REFUND_TYPE = 'payout_refund';

/**
 * A contest's entry fee (a spend) and its prize (an earning, source contest_prize): their titles
 * name the contest in English; the coin history words them in the player's language by type with
 * the contest's name read back from the title.
 */
export const CONTEST_FEE_TYPE = 'contest_entry';
export const CONTEST_PRIZE_TYPE = 'contest_prize';
const CONTEST_TITLES = { [CONTEST_FEE_TYPE]: 'Contest entry: ', [CONTEST_PRIZE_TYPE]: 'Contest prize: ' } as const;

export function contestEntryTitle(type: typeof CONTEST_FEE_TYPE | typeof CONTEST_PRIZE_TYPE, contestName: string): string {
  return `${CONTEST_TITLES[type]}${contestName}`;
}

/** The contest's name in a fee's or prize's title, or null when the title is not one. */
export function contestNameOf(type: string, title: string): string | null {
  const prefix = type === CONTEST_FEE_TYPE || type === CONTEST_PRIZE_TYPE ? CONTEST_TITLES[type] : null;
  return prefix !== null && title.startsWith(prefix) ? title.slice(prefix.length) : null;
}

/**
 * A live battle's coins (features/battles): a group room's entry fee (a spend; refunded with type
 * 'refund' when the room is deleted or the player leaves before the start), a 1 v 1 win (source
 * 'battle', in the daily cap) and a group battle's pot (source 'battle_pot', outside it). Titles
 * are English; the coin history can label these types in the player's language.
 */
export const BATTLE_FEE_TYPE = 'battle_entry';
export const BATTLE_WIN_TYPE = 'battle_win';
export const BATTLE_POT_TYPE = 'battle_pot';

/** Every type a refund's entry may have: the refunds filter of the coin history keeps them all. */
export const REFUND_TYPES: readonly string[] = ['refund', PAYOUT_REFUND_TYPE];

/** A spend given back by a refund shows as refunded; every other entry is completed. */
export const LEDGER_STATUSES = ['completed', 'refunded'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/**
 * Sources whose coins count toward the daily earning cap (system configuration daily_coin_cap):
 * what play earns. Badges, streak rewards, referrals, the welcome bonus, prizes, refunds and
 * admin grants are outside it.
 */
export const CAPPED_SOURCES: readonly LedgerSource[] = ['sheet', 'battle'];

/**
 * The words of subscriptions (spec sections 3, 4 and 9), shared by the server, the contract and the
 * PWA; zod-free, so start-up code (the route guard, the header menu) may import it.
 */

/** A subscription record's status, as billing providers name them (Stripe's words). */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Paying statuses (spec section 9): active and trialing, and not cancelling at period end. */
export const PAYING_STATUSES: ReadonlySet<string> = new Set<SubscriptionStatus>(['active', 'trialing']);

/**
 * Who keeps a subscription record: `trial` is the free trial a new sign-up gets (no card, ends by
 * itself), `admin` a period an admin granted (ends by itself), `sandbox` and `stripe` the billing
 * providers (server/features/billing/providers).
 */
export const SUBSCRIPTION_SOURCES = ['trial', 'admin', 'sandbox', 'stripe'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/**
 * What the player is shown (spec section 4): active, free trial (with its end date), cancelled
 * (ends on a date), ended; `none` when there has never been a record.
 */
export const SUBSCRIPTION_DISPLAY_STATES = ['none', 'active', 'trial', 'cancelled', 'ended'] as const;
export type SubscriptionDisplayState = (typeof SUBSCRIPTION_DISPLAY_STATES)[number];

export interface SubscriptionFacts {
  readonly status: string;
  readonly cancelAtPeriodEnd: boolean;
}

/** Spec section 4: subscribed only if the status is active or trialing and it does not cancel at period end. */
export function isPaying(record: SubscriptionFacts | undefined | null): boolean {
  return !!record && PAYING_STATUSES.has(record.status) && !record.cancelAtPeriodEnd;
}

/**
 * The display state of the record that counts: a paying status that cancels at period end is
 * "cancelled (ends on a date)"; every status that no longer pays (past_due, canceled, unpaid, ...)
 * is "ended".
 */
export function displayStateOf(record: SubscriptionFacts | undefined | null): SubscriptionDisplayState {
  if (!record) return 'none';
  if (!PAYING_STATUSES.has(record.status)) return 'ended';
  if (record.cancelAtPeriodEnd) return 'cancelled';
  return record.status === 'trialing' ? 'trial' : 'active';
}

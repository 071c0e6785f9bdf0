/**
 * Subscription records and what they say about a user (spec section 4). Any read error means not
 * subscribed: the gate and the user record never fail because billing could not be read.
 */
import { asc, eq } from 'drizzle-orm';
import { displayStateOf, isPaying } from '../../../contract/billing/subscription';
import type { SubscriptionSummary } from '../../../contract/api/subscription-summary';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { isSubscribed, latestSubscription, type SubscriptionRecord } from './subscription-rule';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Every record of the user, oldest first (ties of `created` go to the later id). */
export async function subscriptionRows(db: DbOrTx, userId: number): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.id));
}

/** The record that counts (the most recent), if any. */
export async function countingRecord(db: DbOrTx, userId: number): Promise<SubscriptionRow | undefined> {
  return latestSubscription(await subscriptionRows(db, userId));
}

async function recordsOf(db: DbOrTx, userId: number): Promise<SubscriptionRecord[]> {
  return db
    .select({
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      created: subscriptions.created,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.id));
}

/** Whether the user is subscribed now; false when the records cannot be read. */
export async function hasSubscription(db: DbOrTx, userId: number): Promise<boolean> {
  try {
    return isSubscribed(await recordsOf(db, userId));
  } catch {
    return false;
  }
}

/** Whether the user is subscribed now, and the record that decides it (the latest), if any. */
export async function subscriptionState(db: DbOrTx, userId: number): Promise<{ active: boolean; latest: SubscriptionRecord | undefined }> {
  const records = await recordsOf(db, userId);
  return { active: isSubscribed(records), latest: latestSubscription(records) };
}

export const NO_SUBSCRIPTION_SUMMARY: SubscriptionSummary = { state: 'none', has_subscription: false, trial_end: null, current_period_end: null, cancel_at_period_end: false };

/** The short form of a record (the user record's `subscription`). */
export function summaryOf(record: SubscriptionRow | undefined): SubscriptionSummary {
  if (!record) return NO_SUBSCRIPTION_SUMMARY;
  return {
    state: displayStateOf(record),
    has_subscription: isPaying(record),
    trial_end: record.trialEnd?.toISOString() ?? null,
    current_period_end: record.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: record.cancelAtPeriodEnd,
  };
}

/** The user's summary now; not subscribed (state none) when the records cannot be read. */
export async function subscriptionSummary(db: DbOrTx, userId: number): Promise<SubscriptionSummary> {
  try {
    return summaryOf(await countingRecord(db, userId));
  } catch {
    return NO_SUBSCRIPTION_SUMMARY;
  }
}

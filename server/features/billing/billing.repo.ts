import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { isSubscribed, latestSubscription, type SubscriptionRecord } from './subscription-rule';

async function recordsOf(db: DbOrTx, userId: number): Promise<SubscriptionRecord[]> {
  return db
    .select({
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      created: subscriptions.created,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
}

export async function hasSubscription(db: DbOrTx, userId: number): Promise<boolean> {
  return isSubscribed(await recordsOf(db, userId));
}

/** Whether the user is subscribed now, and the record that decides it (the latest), if any. */
export async function subscriptionState(db: DbOrTx, userId: number): Promise<{ active: boolean; latest: SubscriptionRecord | undefined }> {
  const records = await recordsOf(db, userId);
  return { active: isSubscribed(records), latest: latestSubscription(records) };
}

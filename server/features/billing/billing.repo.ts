import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { isSubscribed } from './subscription-rule';

export async function hasSubscription(db: DbOrTx, userId: number): Promise<boolean> {
  const records = await db
    .select({
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      created: subscriptions.created,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return isSubscribed(records);
}

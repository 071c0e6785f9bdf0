/** Spec section 4: which subscription record counts; whether it makes the user a subscriber is contract/billing/subscription.ts isPaying. */
import { isPaying } from '../../../contract/billing/subscription';

export interface SubscriptionRecord {
  readonly status: string;
  readonly cancelAtPeriodEnd: boolean;
  readonly created: Date | null;
  readonly currentPeriodEnd: Date | null;
}

function sortKey(record: SubscriptionRecord): number {
  return (record.created ?? record.currentPeriodEnd)?.getTime() ?? 0;
}

/** The most recent record by created, else by current_period_end (a tie goes to the later one listed). */
export function latestSubscription<T extends SubscriptionRecord>(records: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const record of records) if (!latest || sortKey(record) >= sortKey(latest)) latest = record;
  return latest;
}

export function isSubscribed(records: readonly SubscriptionRecord[]): boolean {
  return isPaying(latestSubscription(records));
}

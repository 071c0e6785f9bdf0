/** Spec section 4: which subscription record counts, and whether it makes the user a subscriber. */

export interface SubscriptionRecord {
  readonly status: string;
  readonly cancelAtPeriodEnd: boolean;
  readonly created: Date | null;
  readonly currentPeriodEnd: Date | null;
}

export const PAYING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

function sortKey(record: SubscriptionRecord): number {
  return (record.created ?? record.currentPeriodEnd)?.getTime() ?? 0;
}

/** The most recent record by created, else by current_period_end. */
export function latestSubscription<T extends SubscriptionRecord>(records: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const record of records) if (!latest || sortKey(record) > sortKey(latest)) latest = record;
  return latest;
}

export function isSubscribed(records: readonly SubscriptionRecord[]): boolean {
  const latest = latestSubscription(records);
  return latest !== undefined && PAYING_STATUSES.has(latest.status) && !latest.cancelAtPeriodEnd;
}

/**
 * What the player may do with their subscription record, by its source and display state
 * (contract/billing/subscription.ts displayStateOf: active, trial and cancelled are the paying
 * statuses, ended every other).
 */
import type { SubscriptionRecord } from './SubscriptionFacts';

/** Kept by a billing provider (not the sign-up trial or an admin's grant, which simply end). */
export const isProviderRecord = (record: Pick<SubscriptionRecord, 'source'>): boolean => record.source === 'sandbox' || record.source === 'stripe';

/** Its status is still a paying one (active or trialing), cancelling at period end or not. */
const live = (record: SubscriptionRecord): boolean => record.state === 'active' || record.state === 'trial' || record.state === 'cancelled';

export const canCancel = (record: SubscriptionRecord): boolean => isProviderRecord(record) && live(record) && !record.cancel_at_period_end;
export const canResume = (record: SubscriptionRecord): boolean => isProviderRecord(record) && live(record) && record.cancel_at_period_end;
export const canChangePlan = (record: SubscriptionRecord): boolean => canCancel(record) && record.plan !== null;
/** A player with nothing paid to manage buys a plan on /pricing. */
export const shouldChoosePlan = (record: SubscriptionRecord): boolean => !isProviderRecord(record) || !live(record);

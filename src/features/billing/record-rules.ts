/** What the player may do with their subscription record, by its source and status (contract/billing/subscription.ts). */
import { PAYING_STATUSES } from '../../../contract/billing/subscription';
import type { SubscriptionRecord } from './SubscriptionFacts';

/** Kept by a billing provider (not the sign-up trial or an admin's grant, which simply end). */
export const isProviderRecord = (record: Pick<SubscriptionRecord, 'source'>): boolean => record.source === 'sandbox' || record.source === 'stripe';

const live = (record: SubscriptionRecord): boolean => PAYING_STATUSES.has(record.status);

export const canCancel = (record: SubscriptionRecord): boolean => isProviderRecord(record) && live(record) && !record.cancel_at_period_end;
export const canResume = (record: SubscriptionRecord): boolean => isProviderRecord(record) && live(record) && record.cancel_at_period_end;
export const canChangePlan = (record: SubscriptionRecord): boolean => canCancel(record) && record.plan !== null;
/** A player with nothing paid to manage buys a plan on /pricing. */
export const shouldChoosePlan = (record: SubscriptionRecord): boolean => !isProviderRecord(record) || !live(record);

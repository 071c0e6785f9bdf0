/**
 * Subscriptions and billing (issue 13): pricing, the sandbox's checkout and portal, subscription
 * management and billing history, one lazy chunk for all five routes (BillingArea.tsx); the
 * header's trial line loads after start-up and only for a player on a trial. The addresses are
 * light enough for start-up.
 */
import { loadEnglish } from '../../lib/i18n/i18n';
import { lazyScreen } from '../../lib/lazy-screen';

export { BILLING_HISTORY_PATH, SUBSCRIPTION_PATH } from './billing-paths';

export const BillingArea = lazyScreen(() => import('./BillingArea'), 'BillingArea', ['billing', 'quiz']);

/** The header's "Free trial until Dec 3", with its words. */
export const loadTrialLine = () => Promise.all([import('./TrialLine'), loadEnglish(['billing'])]).then(([{ TrialLine }]) => TrialLine);

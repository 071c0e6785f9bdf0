/** The short form of a user's subscription, shared by the user record (common.ts) and billing.ts. */
import { z } from 'zod';
import { SUBSCRIPTION_DISPLAY_STATES } from '../billing/subscription';

/**
 * The short form every session carries (UserSchema.subscription) and the live channel pushes: enough
 * for the route guard and the header menu, and for a device offline to hold the last known state
 * until the period end it knew. Dates are ISO 8601.
 */
export const SubscriptionSummarySchema = z.object({
  state: z.enum(SUBSCRIPTION_DISPLAY_STATES),
  has_subscription: z.boolean(),
  trial_end: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

/**
 * The billing provider interface (issue 13): what the billing service asks of whoever takes the
 * money. Two adapters implement it: `sandbox` (sandbox.ts, the default: no network, a checkout page
 * inside the app, test cards, a clock tests move) and `stripe` (stripe.ts: Checkout, the Billing
 * Portal, signed webhooks).
 *
 * The split of work: the billing service owns the database. It writes checkouts, subscription
 * records and invoices, and calls a provider only for the provider's own side: open a checkout,
 * give a portal address, tell the provider a subscription now cancels at period end, resumes or
 * changes plan. A provider method throws AppError (BILLING_UNAVAILABLE, CARD_*, ...) when it
 * cannot; the service then changes nothing. What the provider decides later (a Stripe payment,
 * renewal or cancellation) comes back through its webhooks, which apply it to the same tables
 * (subscriptions by source + provider_subscription_id, invoices by provider_invoice_id, each event
 * once by billing_events, out-of-order events ignored by provider_updated_at). The sandbox has no
 * webhooks: its renewals are the service's upkeep task (sandbox-renewals.ts).
 */
import type { BillingProviderName } from '../../../db/schema/billing';

export type { BillingProviderName };

/** The plan as a provider needs it (prices in minor units). */
export interface ProviderPlan {
  readonly id: number;
  readonly slug: string;
  /** The English name (what a provider's own pages and receipts show). */
  readonly name: string;
  readonly price: number;
  readonly currency: string;
  readonly interval: 'month' | 'year';
  /** Stripe's price_... for this plan; null when the admin has not set one. */
  readonly stripePriceId: string | null;
}

/** Who is buying: the user, and their customer id at this provider if they have one already. */
export interface ProviderCustomer {
  readonly userId: number;
  readonly email: string | null;
  readonly name: string;
  /** billing_customers.customer_id for this provider, or null the first time. */
  readonly customerId: string | null;
}

export interface CreateCheckoutInput {
  /** Our checkout id (checkouts.id, random): the provider echoes it back (Stripe: client_reference_id). */
  readonly checkoutId: string;
  readonly customer: ProviderCustomer;
  readonly plan: ProviderPlan;
  /**
   * Free days before the first payment (the plan's for a first trial, what is left of the sign-up
   * trial, or 0). With `trialEnd` set, the provider starts the trial to end exactly then.
   */
  readonly trialDays: number;
  readonly trialEnd: Date | null;
  /** Absolute addresses of this app to return to (the provider's page is outside it). */
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly expiresAt: Date;
}

export interface CreatedCheckout {
  /** Where the player pays: the sandbox's /billing/checkout/<id>, or Stripe's hosted page. */
  readonly url: string;
  /** The provider's id of the checkout (Stripe's cs_...), or null (sandbox). */
  readonly providerSessionId: string | null;
}

/** A subscription record as the provider knows it. */
export interface ProviderSubscriptionRef {
  readonly id: number;
  readonly userId: number;
  /** subscriptions.provider_subscription_id (Stripe's sub_...). */
  readonly providerSubscriptionId: string | null;
}

export interface BillingProvider {
  readonly name: BillingProviderName;
  /** Starts a checkout for the plan; the service has already checked the plan is on sale and the player may buy it. */
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** Where the player manages their card and invoices (`returnUrl`: absolute address back into the app). */
  portalUrl(input: { readonly customer: ProviderCustomer; readonly returnUrl: string }): Promise<string>;
  /** The subscription stops renewing: it ends at its current period end. */
  cancelAtPeriodEnd(subscription: ProviderSubscriptionRef): Promise<void>;
  /** Undoes cancelAtPeriodEnd while the period lasts. */
  resume(subscription: ProviderSubscriptionRef): Promise<void>;
  /** From the next renewal on, the subscription is charged for `plan` (no proration). */
  changePlan(subscription: ProviderSubscriptionRef, plan: ProviderPlan): Promise<void>;
  /** Ends the subscription now (an admin's cancel): no more charges, no refund. */
  cancelNow(subscription: ProviderSubscriptionRef): Promise<void>;
}

/**
 * Subscriptions and billing (issue 13): plans, checkout, the player's subscription and billing
 * history, and the admin's plans and subscriptions. Prices are the server's: a client names a plan,
 * never an amount. Amounts are integers in the currency's minor unit (cents).
 */
import { z } from 'zod';
import { SUBSCRIPTION_DISPLAY_STATES, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from '../billing/subscription';
import { EmptyBodySchema, IdSchema, LanguageIdSchema, PagingSchema, TextSchema } from './common';
import { defineAction } from './define';
import { SubscriptionSummarySchema } from './subscription-summary';

export const BillingProviderSchema = z.enum(['sandbox', 'stripe']);
export type BillingProvider = z.infer<typeof BillingProviderSchema>;

export const PlanIntervalSchema = z.enum(['month', 'year']);
export type PlanInterval = z.infer<typeof PlanIntervalSchema>;

/** ISO 4217, upper case. */
export const CurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'The currency must be a three-letter ISO 4217 code, such as USD' });

/** A plan as /pricing lists it, in the interface language asked for (English when it has none of it). */
export const PlanSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** What the plan gives, one line each. */
  features: z.array(z.string()),
  /** Minor units (cents). */
  price: z.number().int(),
  currency: z.string(),
  interval: PlanIntervalSchema,
  /** Free days before the first payment, for a player who has never had a trial; 0: none. */
  trial_days: z.number().int(),
  /** The plan /pricing marks as the one most players choose. */
  highlighted: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

/**
 * get_plans: the plans on sale, in order. Public (the pricing page is), in `language` (an
 * interface language code) when a plan has it.
 */
export const getPlans = defineAction({
  name: 'get_plans',
  auth: 'none',
  body: z.object({ language: z.string().trim().min(2).max(10).optional(), language_id: LanguageIdSchema }),
  data: z.object({
    plans: z.array(PlanSchema),
    /** Which provider takes payments on this server: the sandbox's test card, or Stripe. */
    provider: BillingProviderSchema,
    /** The free trial a new sign-up gets, in days (system configuration trial_days; 0: none). */
    signup_trial_days: z.number().int(),
  }),
});

/** The record that counts (spec section 4), as the subscription screens show it; dates are ISO 8601. */
export const SubscriptionViewSchema = z.object({
  id: z.number().int(),
  state: z.enum(SUBSCRIPTION_DISPLAY_STATES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  source: z.enum(SUBSCRIPTION_SOURCES),
  /** The plan, or null for a sign-up trial or an admin's grant without one. */
  plan: z.object({ id: z.number().int(), name: z.string(), price: z.number().int(), currency: z.string(), interval: PlanIntervalSchema }).nullable(),
  cancel_at_period_end: z.boolean(),
  created: z.string(),
  trial_end: z.string().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  /** When the next payment is taken, or null (cancelling, ended, a trial or grant that simply ends). */
  next_billing: z.string().nullable(),
  /** The plan it moves to at the next renewal (change_plan), or null. */
  next_plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The last renewal's payment failed (status past_due): the card needs updating in the portal. */
  payment_failed: z.boolean(),
  /** The card on file (the sandbox's or Stripe's), for the management screen. */
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }).nullable(),
});
export type SubscriptionView = z.infer<typeof SubscriptionViewSchema>;

export { SubscriptionSummarySchema, type SubscriptionSummary } from './subscription-summary';

/** get_subscription: the player's subscription now (null when they have never had one). */
export const getSubscription = defineAction({
  name: 'get_subscription',
  auth: 'user',
  body: EmptyBodySchema,
  data: z.object({ subscription: SubscriptionViewSchema.nullable(), summary: SubscriptionSummarySchema }),
});

/**
 * create_checkout: starts buying a plan. The sandbox answers an address inside the app
 * (/billing/checkout/<id>); Stripe a Checkout Session's. A player who is already paying changes plan
 * with change_plan instead (ALREADY_SUBSCRIBED).
 */
export const createCheckout = defineAction({
  name: 'create_checkout',
  auth: 'user',
  body: z.strictObject({ plan_id: IdSchema }),
  data: z.object({ checkout_id: z.string(), url: z.string(), provider: BillingProviderSchema }),
});

export const CheckoutStatusSchema = z.enum(['open', 'completed', 'expired']);

/** A checkout as the sandbox's checkout page shows it (the player's own only). */
export const CheckoutViewSchema = z.object({
  checkout_id: z.string(),
  status: CheckoutStatusSchema,
  plan: PlanSchema,
  /** Days of trial this purchase starts with (the plan's for a first trial, what is left of the sign-up trial, or 0). */
  trial_days: z.number().int(),
  /** What is charged today (0 with a trial) and on each renewal. */
  due_today: z.number().int(),
  expires_at: z.string(),
});
export type CheckoutView = z.infer<typeof CheckoutViewSchema>;

export const CheckoutIdSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{8,80}$/, { error: 'The checkout id is not valid' });

export const getCheckout = defineAction({
  name: 'get_checkout',
  auth: 'user',
  body: z.strictObject({ checkout_id: CheckoutIdSchema }),
  data: CheckoutViewSchema,
});

/** A test card, as the sandbox's checkout and portal take it (never stored: only brand, last 4 and expiry are). */
export const SandboxCardSchema = z.strictObject({
  /** 13 to 19 digits, spaces allowed; must pass the Luhn check. */
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, { error: 'The card number must be 13 to 19 digits' })),
  exp_month: z.coerce.number().int().min(1, { error: 'The expiry month must be 1 to 12' }).max(12, { error: 'The expiry month must be 1 to 12' }),
  /** Four digits (2031) or two (31). */
  exp_year: z.coerce.number().int().min(0).max(2100),
  cvc: z.string().trim().regex(/^\d{3,4}$/, { error: 'The security code must be 3 or 4 digits' }),
  name: TextSchema.pipe(z.string().trim().min(1, { error: 'Please enter the name on the card' }).max(80)),
});

/**
 * pay_sandbox_checkout: the sandbox provider's checkout page pays with a test card. 4242 4242 4242
 * 4242 succeeds; 4000 0000 0000 0002 is declined (CARD_DECLINED) and 4000 0000 0000 9995 has
 * insufficient funds (CARD_DECLINED, its own message); 4000 0000 0000 0341 succeeds today and
 * declines every renewal (to try a failed renewal). Refused on a server whose provider is Stripe.
 */
export const paySandboxCheckout = defineAction({
  name: 'pay_sandbox_checkout',
  auth: 'user',
  body: z.strictObject({ checkout_id: CheckoutIdSchema, card: SandboxCardSchema }),
  data: z.object({ subscription: SubscriptionViewSchema, summary: SubscriptionSummarySchema }),
});

/** cancel_subscription: cancels at period end (access ends at once by the spec's rule; the screen says when the period ends). */
export const cancelSubscription = defineAction({
  name: 'cancel_subscription',
  auth: 'user',
  body: EmptyBodySchema,
  data: z.object({ subscription: SubscriptionViewSchema, summary: SubscriptionSummarySchema }),
});

/** resume_subscription: undoes a cancel at period end while the period lasts. */
export const resumeSubscription = defineAction({
  name: 'resume_subscription',
  auth: 'user',
  body: EmptyBodySchema,
  data: z.object({ subscription: SubscriptionViewSchema, summary: SubscriptionSummarySchema }),
});

/** change_plan: the paid subscription moves to another plan at its next renewal (no proration). */
export const changePlan = defineAction({
  name: 'change_plan',
  auth: 'user',
  body: z.strictObject({ plan_id: IdSchema }),
  data: z.object({ subscription: SubscriptionViewSchema, summary: SubscriptionSummarySchema }),
});

/** get_billing_portal: where the player manages their card and invoices: the sandbox's own page, or Stripe's Billing Portal. */
export const getBillingPortal = defineAction({
  name: 'get_billing_portal',
  auth: 'user',
  body: z.strictObject({ return_path: z.string().regex(/^\/[^/\\]/, { error: 'The return path must be a path of this app' }).max(200).optional() }),
  data: z.object({ url: z.string(), provider: BillingProviderSchema }),
});

/** update_sandbox_card: the sandbox portal's new card (the next renewal is charged to it; a past_due one is retried at once). */
export const updateSandboxCard = defineAction({
  name: 'update_sandbox_card',
  auth: 'user',
  body: z.strictObject({ card: SandboxCardSchema }),
  data: z.object({ subscription: SubscriptionViewSchema.nullable(), summary: SubscriptionSummarySchema }),
});

export const InvoiceStatusSchema = z.enum(['paid', 'open', 'failed', 'void']);

/** One payment (billing history, Payments tab): date, description, amount, status; its receipt by id. */
export const InvoiceSchema = z.object({
  id: z.number().int(),
  /** QH-2026-000123: unique, in order. */
  number: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: InvoiceStatusSchema,
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** get_invoices: billing history's Payments tab, newest first. */
export const getInvoices = defineAction({
  name: 'get_invoices',
  auth: 'user',
  body: PagingSchema,
  data: z.object({ total: z.number().int(), data: z.array(InvoiceSchema) }),
});

/** One subscription record (billing history, Subscriptions tab): created, trial ends, cancels on, current period, next billing. */
export const SubscriptionRecordSchema = SubscriptionViewSchema.omit({ card: true });

/** get_subscription_history: every subscription record of the player, newest first. */
export const getSubscriptionHistory = defineAction({
  name: 'get_subscription_history',
  auth: 'user',
  body: PagingSchema,
  data: z.object({ total: z.number().int(), data: z.array(SubscriptionRecordSchema) }),
});

/** get_invoice_receipt: a receipt to view or download, as HTML or PDF (base64). */
export const getInvoiceReceipt = defineAction({
  name: 'get_invoice_receipt',
  auth: 'user',
  body: z.strictObject({ invoice_id: IdSchema, format: z.enum(['html', 'pdf']).default('html') }),
  data: z.object({
    file_name: z.string(),
    mime_type: z.enum(['text/html', 'application/pdf']),
    /** The HTML itself, or the PDF's bytes in base64. */
    content: z.string(),
    encoding: z.enum(['utf8', 'base64']),
  }),
});

// The sandbox's clock (tests and QA): never on a production start or with Stripe.

export const SandboxClockSchema = z.object({
  /** The sandbox's now (ISO 8601) and how far it runs ahead of the real clock. */
  now: z.string(),
  offset_seconds: z.number().int(),
});

/**
 * advance_sandbox_clock: moves the sandbox's clock forward (renewals, trial ends, failed renewals
 * then fall due and are applied at once). Admins only, sandbox provider only, never in production.
 */
export const advanceSandboxClock = defineAction({
  name: 'advance_sandbox_clock',
  auth: 'admin',
  body: z.strictObject({ seconds: z.coerce.number().int().min(1).max(5 * 366 * 86_400) }),
  data: SandboxClockSchema.extend({ renewed: z.number().int(), ended: z.number().int(), failed: z.number().int() }),
});

// Admin: plans and subscriptions.

/** A plan's words in one interface language. */
export const PlanTextSchema = z.object({
  name: TextSchema.pipe(z.string().trim().min(1, { error: 'Please enter the plan name' }).max(60)),
  description: TextSchema.pipe(z.string().trim().max(300)).default(''),
  features: z.array(TextSchema.pipe(z.string().trim().min(1).max(120))).max(12, { error: 'At most 12 features' }).default([]),
});

export const AdminPlanSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Words per interface language code; `en` always present. */
  texts: z.record(z.string(), PlanTextSchema),
  price: z.number().int(),
  currency: z.string(),
  interval: PlanIntervalSchema,
  trial_days: z.number().int(),
  highlighted: z.boolean(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
  /** The Stripe price it is sold as (price_...), or null: a Stripe server cannot sell it without one. */
  stripe_price_id: z.string().nullable(),
  /** Players whose counting record is on this plan and paying. */
  subscribers: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

export const getAdminPlans = defineAction({
  name: 'get_admin_plans',
  auth: 'admin',
  body: EmptyBodySchema,
  data: z.object({ data: z.array(AdminPlanSchema) }),
});

/**
 * set_admin_plan: creates a plan (no id) or changes one. A price change applies to new checkouts and
 * renewals from then on. A plan with subscribers is disabled (no longer sold), never deleted.
 */
export const setAdminPlan = defineAction({
  name: 'set_admin_plan',
  auth: 'admin',
  body: z.strictObject({
    id: IdSchema.optional(),
    slug: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: 'The slug must be 2 to 40 lower-case letters, digits or dashes' }),
    texts: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { error: 'Plan texts are keyed by language code' }), PlanTextSchema).refine((texts) => 'en' in texts, { error: 'The plan needs its English name (en)' }),
    price: z.coerce.number().int().min(0).max(100_000_00, { error: 'The price is at most 100000.00' }),
    currency: CurrencySchema,
    interval: PlanIntervalSchema,
    trial_days: z.coerce.number().int().min(0).max(365),
    highlighted: z.boolean().default(false),
    enabled: z.boolean().default(true),
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
    stripe_price_id: z.string().trim().regex(/^price_[A-Za-z0-9]+$/, { error: 'A Stripe price id starts with price_' }).nullable().default(null),
  }),
  data: AdminPlanSchema,
});

/** get_admin_user_subscriptions: one user's subscription records and payments. */
export const getAdminUserSubscriptions = defineAction({
  name: 'get_admin_user_subscriptions',
  auth: 'admin',
  body: z.strictObject({ user_id: IdSchema }),
  data: z.object({
    summary: SubscriptionSummarySchema,
    subscriptions: z.array(SubscriptionRecordSchema),
    invoices: z.array(InvoiceSchema),
  }),
});

/**
 * admin_grant_subscription: gives a user a period of access (a record of source admin that simply
 * ends), with a note kept in the audit log. A player paying already gets it after their period.
 */
export const adminGrantSubscription = defineAction({
  name: 'admin_grant_subscription',
  auth: 'admin',
  body: z.strictObject({
    user_id: IdSchema,
    days: z.coerce.number().int().min(1, { error: 'Grant at least 1 day' }).max(3660),
    note: TextSchema.pipe(z.string().trim().min(1, { error: 'Please say why' }).max(300)),
  }),
  data: z.object({ summary: SubscriptionSummarySchema, subscription: SubscriptionRecordSchema }),
});

/** admin_cancel_subscription: ends the user's counting subscription now, or at its period end. */
export const adminCancelSubscription = defineAction({
  name: 'admin_cancel_subscription',
  auth: 'admin',
  body: z.strictObject({
    user_id: IdSchema,
    at_period_end: z.boolean(),
    note: TextSchema.pipe(z.string().trim().min(1, { error: 'Please say why' }).max(300)),
  }),
  data: z.object({ summary: SubscriptionSummarySchema, subscription: SubscriptionRecordSchema }),
});

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_SOURCES } from '../../../contract/billing/subscription';
import { users } from './users';

/** A plan's words in one interface language (the admin's; `en` always present). */
export interface PlanTexts {
  readonly name: string;
  readonly description: string;
  readonly features: readonly string[];
}

export const BILLING_PROVIDERS = ['sandbox', 'stripe'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

/**
 * What is on sale (issue 13): data the admin changes (set_admin_plan). Prices are integers in the
 * currency's minor unit. A plan with subscribers is disabled, never deleted.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull(),
    /** Words per interface language code: { en: { name, description, features }, ar: ..., fr: ... }. */
    texts: jsonb('texts').$type<Record<string, PlanTexts>>().notNull(),
    price: integer('price').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    interval: varchar('interval', { length: 8, enum: ['month', 'year'] }).notNull(),
    /** Free days before the first payment for a player who has never had a trial. */
    trialDays: integer('trial_days').notNull().default(0),
    highlighted: boolean('highlighted').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    stripePriceId: varchar('stripe_price_id', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plans_slug_key').on(t.slug),
    check('plans_price_not_negative', sql`${t.price} >= 0`),
    check('plans_trial_days_not_negative', sql`${t.trialDays} >= 0`),
  ],
);

/**
 * Subscription records (spec section 3). A user is subscribed only when the most recent record is
 * active or trialing and not set to cancel at period end (contract/billing/subscription.ts isPaying).
 * `source` says who keeps it: the sign-up trial and an admin's grant simply end; the sandbox and
 * Stripe renew. A provider's own id is unique per source.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** The plan paid for; null for a sign-up trial or an admin's grant. */
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 16, enum: SUBSCRIPTION_SOURCES }).notNull().default('admin'),
    /** The provider's id of it (Stripe's sub_..., the sandbox's sbx_sub_...). */
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    /** The plan it moves to at the next renewal (change_plan). */
    nextPlanId: integer('next_plan_id').references((): AnyPgColumn => plans.id, { onDelete: 'set null' }),
    /** When it stopped (status canceled), in the billing clock's time. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's time of the last event applied to it: an older event arriving late is ignored. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_key').on(t.source, t.providerSubscriptionId).where(sql`${t.providerSubscriptionId} is not null`),
    // The sign-up trial is given once per user.
    uniqueIndex('subscriptions_signup_trial_key').on(t.userId).where(sql`${t.source} = 'trial'`),
    // The upkeep's scan: records that renew or end.
    index('subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} in ('active', 'trialing', 'past_due')`),
  ],
);

/**
 * A user's customer at a provider, and the card on file (brand, last 4 and expiry only: a card
 * number is never stored). The sandbox marks a card that declines every renewal (4000...0341).
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16, enum: BILLING_PROVIDERS }).notNull(),
    customerId: varchar('customer_id', { length: 255 }).notNull(),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    sandboxDeclinesRenewals: boolean('sandbox_declines_renewals').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] }), uniqueIndex('billing_customers_customer_key').on(t.provider, t.customerId)],
);

export const CHECKOUT_STATUSES = ['open', 'completed', 'expired'] as const;

/** A purchase started by create_checkout: the player's own, for one plan, until it expires. */
export const checkouts = pgTable(
  'checkouts',
  {
    /** Random, unguessable (it is in the checkout page's address). */
    id: varchar('id', { length: 80 }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull().references(() => plans.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16, enum: BILLING_PROVIDERS }).notNull(),
    status: varchar('status', { length: 16, enum: CHECKOUT_STATUSES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Stripe's Checkout Session id (cs_...); null in the sandbox. */
    providerSessionId: varchar('provider_session_id', { length: 255 }),
    /** The subscription it started, once paid. */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkouts_user_idx').on(t.userId), uniqueIndex('checkouts_provider_session_key').on(t.provider, t.providerSessionId).where(sql`${t.providerSessionId} is not null`)],
);

/** Invoice numbers QH-YYYY-NNNNNN take NNNNNN from this sequence: unique and in order across instances. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1, increment: 1 });

export const INVOICE_STATUSES = ['paid', 'open', 'failed', 'void'] as const;

/**
 * One payment (a trial start writes none). A renewal writes one invoice per subscription and
 * period (unique), so two instances or a retry never charge a period twice; a failed renewal's
 * invoice stays `failed` with its next attempt until paid or void.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 16, enum: BILLING_PROVIDERS }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 8, enum: INVOICE_STATUSES }).notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    providerInvoiceId: varchar('provider_invoice_id', { length: 255 }),
    /** Failed payment attempts so far, and when the sandbox tries again (null: no retry planned). */
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_provider_invoice_key').on(t.providerInvoiceId).where(sql`${t.providerInvoiceId} is not null`),
    uniqueIndex('invoices_subscription_period_key').on(t.subscriptionId, t.periodStart).where(sql`${t.subscriptionId} is not null and ${t.periodStart} is not null`),
    index('invoices_user_idx').on(t.userId, t.created),
  ],
);

/** Provider events (webhooks) applied once: a redelivered event finds its row and is skipped. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: varchar('provider', { length: 16, enum: BILLING_PROVIDERS }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 80 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The sandbox's clock: one row, how far billing time runs ahead of the real clock (every instance reads it). */
export const sandboxClock = pgTable(
  'sandbox_clock',
  {
    id: integer('id').primaryKey().default(1),
    offsetSeconds: integer('offset_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_clock_one_row', sql`${t.id} = 1`), check('sandbox_clock_forward', sql`${t.offsetSeconds} >= 0`)],
);

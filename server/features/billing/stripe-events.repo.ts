/**
 * What Stripe's webhooks write (stripe-webhook.service.ts), each in the caller's transaction: the
 * event marked applied, the user's Stripe customer, the checkout completed, subscription records by
 * Stripe's sub_... id and invoices by Stripe's in_... id.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../../contract/billing/subscription';
import type { DbOrTx, Tx } from '../../db/client';
import { billingCustomers, billingEvents, checkouts, invoices, plans, subscriptions, users } from '../../db/schema';
import { nextInvoiceNumber } from './invoices';

/** Marks an event applied; false when it already was (a redelivery), and the caller then changes nothing. */
export async function claimEvent(tx: Tx, eventId: string, type: string, at: Date): Promise<boolean> {
  const rows = await tx.insert(billingEvents).values({ provider: 'stripe', eventId, type, receivedAt: at }).onConflictDoNothing().returning({ eventId: billingEvents.eventId });
  return rows.length > 0;
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function userOfCustomer(db: DbOrTx, customerId: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(and(eq(billingCustomers.provider, 'stripe'), eq(billingCustomers.customerId, customerId)));
  return row?.userId;
}

export async function userOfSubscription(db: DbOrTx, providerSubscriptionId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.source, 'stripe'), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
  return row?.userId;
}

export async function subscriptionRecordId(db: DbOrTx, providerSubscriptionId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.source, 'stripe'), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
  return row?.id;
}

/**
 * Remembers the user's Stripe customer, so their next checkout and the portal reuse it. A user keeps
 * the first customer Stripe gave them; a customer already another user's is left alone (false).
 */
export async function rememberCustomer(tx: Tx, userId: number, customerId: string, at: Date): Promise<boolean> {
  await tx.insert(billingCustomers).values({ userId, provider: 'stripe', customerId, createdAt: at, updatedAt: at }).onConflictDoNothing();
  return (await userOfCustomer(tx, customerId)) === userId;
}

/** The card Stripe charges (brand, last 4, expiry: never the number), for the subscription screen. */
export async function saveCard(tx: Tx, userId: number, card: { brand: string; last4: string; expMonth: number; expYear: number }, at: Date): Promise<void> {
  await tx
    .update(billingCustomers)
    .set({ cardBrand: card.brand.slice(0, 20), cardLast4: card.last4.slice(-4), cardExpMonth: card.expMonth, cardExpYear: card.expYear, updatedAt: at })
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, 'stripe')));
}

/** A purchase ends the user's sign-up trial (the purchase keeps its days, as the sandbox's does). */
export async function endSignupTrial(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'canceled', endedAt: at, updatedAt: at })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.source, 'trial'), eq(subscriptions.status, 'trialing')));
}

/** The open checkout a Checkout Session belongs to (by Stripe's cs_... id, else by our id in its metadata). */
export async function findCheckout(tx: Tx, sessionId: string, checkoutId: string | undefined) {
  const bySession = or(eq(checkouts.providerSessionId, sessionId), checkoutId ? eq(checkouts.id, checkoutId) : sql`false`);
  const [row] = await tx.select().from(checkouts).where(and(eq(checkouts.provider, 'stripe'), bySession)).for('update');
  return row;
}

export async function completeCheckout(tx: Tx, checkoutId: string, subscriptionId: number | null, at: Date): Promise<void> {
  await tx.update(checkouts).set({ status: 'completed', completedAt: at, subscriptionId }).where(eq(checkouts.id, checkoutId));
}

export async function planIdOfPrice(db: DbOrTx, priceId: string | null): Promise<number | null> {
  if (!priceId) return null;
  const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.stripePriceId, priceId)).orderBy(plans.id).limit(1);
  return row?.id ?? null;
}

/** A Stripe subscription as our record holds it. */
export interface StripeSubscriptionFacts {
  readonly providerSubscriptionId: string;
  readonly status: SubscriptionStatus;
  readonly cancelAtPeriodEnd: boolean;
  readonly created: Date;
  readonly currentPeriodStart: Date | null;
  readonly currentPeriodEnd: Date | null;
  readonly trialEnd: Date | null;
  readonly endedAt: Date | null;
  readonly planId: number | null;
}

export type SubscriptionOutcome =
  | { readonly applied: true; readonly id: number }
  | { readonly applied: false; readonly id: number; readonly reason: 'older' | 'ended' }
  | { readonly applied: false; readonly id: null; readonly reason: 'not started' };

/**
 * A subscription whose first payment has not gone through (it may need the player's bank, or
 * expire) gives nothing yet: recording it would make it the most recent record and hide the access
 * the player has now (their sign-up trial). It is recorded once Stripe says it started.
 */
const NOT_STARTED: ReadonlySet<string> = new Set(['incomplete', 'incomplete_expired']);

/**
 * Applies what Stripe says a subscription is at `eventTime`. An event older than the last one
 * applied changes nothing (events arrive in any order); one of the same second is applied, except a
 * `created` event, which is never newer than a record that exists. A record that ended (deleted)
 * stays ended whatever arrives after. One that has not started is not recorded (NOT_STARTED).
 */
export async function applySubscription(tx: Tx, userId: number, facts: StripeSubscriptionFacts, eventTime: Date, opts: { readonly created: boolean; readonly at: Date }): Promise<SubscriptionOutcome> {
  const values = {
    status: facts.status,
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    created: facts.created,
    currentPeriodStart: facts.currentPeriodStart,
    currentPeriodEnd: facts.currentPeriodEnd,
    trialEnd: facts.trialEnd,
    endedAt: facts.endedAt,
    providerUpdatedAt: eventTime,
    updatedAt: opts.at,
  };
  const where = and(eq(subscriptions.source, 'stripe'), eq(subscriptions.providerSubscriptionId, facts.providerSubscriptionId));
  // Two events of one subscription at once: the second waits here for the first's commit.
  let [existing] = await tx.select().from(subscriptions).where(where).for('update');
  if (!existing && NOT_STARTED.has(facts.status)) return { applied: false, id: null, reason: 'not started' };
  if (!existing) {
    const [inserted] = await tx
      .insert(subscriptions)
      .values({ ...values, userId, source: 'stripe', providerSubscriptionId: facts.providerSubscriptionId, planId: facts.planId })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (inserted) {
      await linkInvoices(tx, inserted.id, userId, facts);
      return { applied: true, id: inserted.id };
    }
    [existing] = await tx.select().from(subscriptions).where(where).for('update');
    if (!existing) throw new Error(`subscription ${facts.providerSubscriptionId} neither inserted nor found`);
  }
  if (existing.status === 'canceled' && existing.endedAt !== null) return { applied: false, id: existing.id, reason: 'ended' };
  const last = existing.providerUpdatedAt?.getTime();
  if (last !== undefined && (eventTime.getTime() < last || (eventTime.getTime() === last && opts.created))) return { applied: false, id: existing.id, reason: 'older' };
  const planId = facts.planId ?? existing.planId;
  await tx
    .update(subscriptions)
    .set({ ...values, planId, nextPlanId: existing.nextPlanId === planId || facts.status === 'canceled' ? null : existing.nextPlanId })
    .where(eq(subscriptions.id, existing.id));
  await linkInvoices(tx, existing.id, userId, facts);
  return { applied: true, id: existing.id };
}

/**
 * Links the user's Stripe invoices that arrived before their subscription: those without one whose
 * period lies within this subscription's life (a user has one Stripe subscription at a time).
 */
async function linkInvoices(tx: Tx, subscriptionId: number, userId: number, facts: StripeSubscriptionFacts): Promise<void> {
  const started = new Date(facts.created.getTime() - 60_000);
  await tx.execute(sql`
    update ${invoices} as "outer" set subscription_id = ${subscriptionId}
    where "outer".user_id = ${userId} and "outer".provider = 'stripe' and "outer".subscription_id is null
      and "outer".period_start >= ${started.toISOString()}::timestamptz
      ${facts.endedAt ? sql`and "outer".period_start < ${facts.endedAt.toISOString()}::timestamptz` : sql``}
      and not exists (select 1 from ${invoices} as "same" where "same".subscription_id = ${subscriptionId} and "same".period_start = "outer".period_start)`);
}

/** A Stripe invoice as our record holds it. */
export interface StripeInvoiceFacts {
  readonly providerInvoiceId: string;
  readonly status: 'paid' | 'failed';
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly periodStart: Date | null;
  readonly periodEnd: Date | null;
  readonly attemptCount: number;
  readonly nextAttemptAt: Date | null;
  readonly created: Date;
  readonly paidAt: Date | null;
}

export type InvoiceOutcome = { readonly applied: boolean; readonly id: number };

/**
 * Records a Stripe invoice once (by its in_... id): a failed payment, then its retry paid, is one
 * invoice that ends paid; a paid invoice stays paid whatever arrives after. Linked to its
 * subscription record when that is already here (else linkInvoices does it when it arrives).
 */
export async function applyInvoice(tx: Tx, userId: number, subscriptionId: number | null, facts: StripeInvoiceFacts): Promise<InvoiceOutcome> {
  // Two events of one invoice at once: the second's insert waits for the first's, finds its row and updates it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [existing] = await tx.select().from(invoices).where(eq(invoices.providerInvoiceId, facts.providerInvoiceId)).for('update');
    if (existing) {
      if (existing.status === 'paid') return { applied: false, id: existing.id };
      await tx
        .update(invoices)
        .set({
          status: facts.status,
          amount: facts.amount,
          attemptCount: Math.max(existing.attemptCount, facts.attemptCount),
          nextAttemptAt: facts.status === 'paid' ? null : facts.nextAttemptAt,
          paidAt: facts.paidAt,
          subscriptionId: existing.subscriptionId ?? (await freeSlot(tx, subscriptionId, facts.periodStart)),
        })
        .where(eq(invoices.id, existing.id));
      return { applied: true, id: existing.id };
    }
    const [inserted] = await tx
      .insert(invoices)
      .values({
        number: await nextInvoiceNumber(tx, facts.created),
        userId,
        subscriptionId: await freeSlot(tx, subscriptionId, facts.periodStart),
        provider: 'stripe',
        amount: facts.amount,
        currency: facts.currency,
        status: facts.status,
        description: facts.description,
        periodStart: facts.periodStart,
        periodEnd: facts.periodEnd,
        providerInvoiceId: facts.providerInvoiceId,
        attemptCount: facts.attemptCount,
        nextAttemptAt: facts.status === 'paid' ? null : facts.nextAttemptAt,
        created: facts.created,
        paidAt: facts.paidAt,
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (inserted) return { applied: true, id: inserted.id };
  }
  throw new Error(`invoice ${facts.providerInvoiceId} was neither recorded nor found`);
}

/** The subscription to link an invoice to, unless one of its invoices already covers that period start (one per period). */
async function freeSlot(tx: Tx, subscriptionId: number | null, periodStart: Date | null): Promise<number | null> {
  if (subscriptionId === null || periodStart === null) return subscriptionId;
  const [taken] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.periodStart, periodStart)));
  return taken ? null : subscriptionId;
}

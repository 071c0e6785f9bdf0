/**
 * Stripe's webhooks (issue 13): a signed event is checked against STRIPE_WEBHOOK_SECRET, then applied
 * once. Each event id is written to billing_events in the same transaction as its effect, so a
 * redelivery (Stripe retries until it gets a 2xx, and may deliver twice) changes nothing. Events
 * arrive in any order: subscription records keep the time of the last event applied
 * (provider_updated_at) and ignore older ones, a deleted subscription stays ended, and an invoice
 * that comes before its subscription is recorded and linked when the subscription arrives.
 *
 * Events handled: checkout.session.completed, customer.subscription.created/updated/deleted,
 * invoice.paid, invoice.payment_failed. Any other type is answered 2xx and ignored.
 */
import type Stripe from 'stripe';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../contract/billing/subscription';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import * as repo from './stripe-events.repo';

export interface StripeWebhookDeps {
  /** The Stripe client (checkout.session.completed carries only its subscription's id, which is read from Stripe). */
  readonly stripe: Stripe;
  readonly webhookSecret: string;
  /** Called after the commit of every change to a user's subscription or invoices (the billing service's). */
  readonly onSubscriptionChanged: (userId: number) => void;
}

export interface WebhookResult {
  readonly event_id: string;
  readonly type: string;
  /** applied: changed what it says; duplicate: already applied; ignored: a type or customer this server does not keep. */
  readonly outcome: 'applied' | 'duplicate' | 'ignored' | 'stale';
}

export interface StripeWebhookService {
  /** Verifies the Stripe-Signature header over the raw body and applies the event; WEBHOOK_INVALID when the signature is missing or wrong. */
  receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookResult>;
}

const fromUnix = (seconds: number): Date => new Date(seconds * 1000);
const fromUnixOrNull = (seconds: number | null | undefined): Date | null => (seconds === null || seconds === undefined ? null : fromUnix(seconds));
const idOf = (value: string | { id: string } | null | undefined): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);
const statusOf = (status: string): SubscriptionStatus => ((SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'incomplete');

/** The user id our server wrote into the metadata of a Checkout Session and its subscription. */
function metadataUser(metadata: Stripe.Metadata | null | undefined): number | undefined {
  const value = metadata?.user_id;
  return value && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}

export function createStripeWebhookService(ctx: AppContext, deps: StripeWebhookDeps): StripeWebhookService {
  const { db, log } = ctx;

  /** Whose subscription or invoice this is: our metadata, else the customer we know, else the record we hold. */
  async function userOf(metadata: Stripe.Metadata | null | undefined, customerId: string | null, providerSubscriptionId: string | null): Promise<number | undefined> {
    const fromMetadata = metadataUser(metadata);
    if (fromMetadata !== undefined && (await repo.userExists(db, fromMetadata))) return fromMetadata;
    const fromCustomer = customerId ? await repo.userOfCustomer(db, customerId) : undefined;
    if (fromCustomer !== undefined) return fromCustomer;
    return providerSubscriptionId ? repo.userOfSubscription(db, providerSubscriptionId) : undefined;
  }

  async function subscriptionFacts(subscription: Stripe.Subscription, deleted: boolean): Promise<repo.StripeSubscriptionFacts> {
    const item = subscription.items.data[0];
    return {
      providerSubscriptionId: subscription.id,
      status: deleted ? 'canceled' : statusOf(subscription.status),
      // A cancel at a set date (the portal's) stops the renewal as a cancel at period end does.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      created: fromUnix(subscription.created),
      currentPeriodStart: fromUnixOrNull(item?.current_period_start),
      currentPeriodEnd: fromUnixOrNull(item?.current_period_end),
      trialEnd: fromUnixOrNull(subscription.trial_end),
      endedAt: deleted ? fromUnix(subscription.ended_at ?? subscription.canceled_at ?? Math.floor(ctx.now().getTime() / 1000)) : fromUnixOrNull(subscription.ended_at),
      planId: await repo.planIdOfPrice(db, item?.price.id ?? null),
    };
  }

  /** Applies a subscription's state in its own transaction with the event's claim. */
  async function applySubscriptionEvent(event: Stripe.Event, subscription: Stripe.Subscription, kind: 'created' | 'updated' | 'deleted'): Promise<WebhookResult['outcome']> {
    const userId = await userOf(subscription.metadata, idOf(subscription.customer), subscription.id);
    if (userId === undefined) return ignoreUnknown(event, `subscription ${subscription.id}`);
    const facts = await subscriptionFacts(subscription, kind === 'deleted');
    const outcome = await db.transaction(async (tx) => {
      if (!(await repo.claimEvent(tx, event.id, event.type, ctx.now()))) return 'duplicate' as const;
      const customerId = idOf(subscription.customer);
      if (customerId) await repo.rememberCustomer(tx, userId, customerId, ctx.now());
      const applied = await repo.applySubscription(tx, userId, facts, fromUnix(event.created), { created: kind === 'created', at: ctx.now() });
      if (applied.applied) return 'applied' as const;
      return applied.reason === 'not started' ? ('ignored' as const) : ('stale' as const);
    });
    if (outcome === 'applied') deps.onSubscriptionChanged(userId);
    return outcome;
  }

  async function checkoutCompleted(event: Stripe.CheckoutSessionCompletedEvent): Promise<WebhookResult['outcome']> {
    const session = event.data.object;
    const providerSubscriptionId = idOf(session.subscription);
    if (session.mode !== 'subscription' || !providerSubscriptionId) return 'ignored';
    const customerId = idOf(session.customer);
    // The subscription as Stripe has it now: the session only names it.
    const subscription =
      typeof session.subscription === 'object' && session.subscription !== null
        ? session.subscription
        : await deps.stripe.subscriptions.retrieve(providerSubscriptionId, { expand: ['default_payment_method'] });
    const paymentMethod = subscription.default_payment_method;
    const card = typeof paymentMethod === 'object' && paymentMethod?.card ? paymentMethod.card : null;
    const referenced = session.client_reference_id && /^\d{1,12}$/.test(session.client_reference_id) ? Number(session.client_reference_id) : undefined;
    const facts = await subscriptionFacts(subscription, false);
    const result = await db.transaction(async (tx) => {
      if (!(await repo.claimEvent(tx, event.id, event.type, ctx.now()))) return { outcome: 'duplicate' as const };
      // Our checkout row, written when the player started it, says whose purchase this is.
      const checkout = await repo.findCheckout(tx, session.id, session.metadata?.checkout_id);
      const userId = checkout?.userId ?? referenced ?? metadataUser(session.metadata);
      if (userId === undefined || !(await repo.userExists(tx, userId))) return { outcome: 'ignored' as const };
      if (customerId && !(await repo.rememberCustomer(tx, userId, customerId, ctx.now()))) {
        log.error({ eventId: event.id, customerId, userId }, 'a Stripe checkout names a customer that belongs to another user; nothing applied');
        return { outcome: 'ignored' as const };
      }
      if (card) await repo.saveCard(tx, userId, { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }, ctx.now());
      const applied = await repo.applySubscription(tx, userId, facts, fromUnix(event.created), { created: false, at: ctx.now() });
      if (applied.applied && facts.status !== 'canceled') await repo.endSignupTrial(tx, userId, ctx.now());
      if (checkout && checkout.status !== 'completed' && applied.id !== null) await repo.completeCheckout(tx, checkout.id, applied.id, ctx.now());
      return { outcome: 'applied' as const, userId };
    });
    if (result.outcome === 'applied') deps.onSubscriptionChanged(result.userId);
    if (result.outcome === 'ignored') return ignoreUnknown(event, `checkout session ${session.id}`);
    return result.outcome;
  }

  async function invoiceEvent(event: Stripe.InvoicePaidEvent | Stripe.InvoicePaymentFailedEvent): Promise<WebhookResult['outcome']> {
    const invoice = event.data.object;
    const paid = event.type === 'invoice.paid';
    const amount = paid ? invoice.amount_paid : invoice.amount_due;
    const details = invoice.parent?.subscription_details ?? null;
    const providerSubscriptionId = idOf(details?.subscription);
    // A trial's start is a zero invoice at Stripe; here a trial start writes none.
    if (amount === 0) return recordOnly(event);
    const userId = await userOf(details?.metadata, idOf(invoice.customer), providerSubscriptionId);
    if (userId === undefined) return ignoreUnknown(event, `invoice ${invoice.id}`);
    const line = invoice.lines.data[0];
    const facts: repo.StripeInvoiceFacts = {
      providerInvoiceId: invoice.id,
      status: paid ? 'paid' : 'failed',
      amount,
      currency: invoice.currency.toUpperCase(),
      description: line?.description ?? invoice.description ?? 'Quizhive subscription',
      periodStart: fromUnixOrNull(line?.period.start ?? invoice.period_start),
      periodEnd: fromUnixOrNull(line?.period.end ?? invoice.period_end),
      attemptCount: invoice.attempt_count,
      nextAttemptAt: fromUnixOrNull(invoice.next_payment_attempt),
      created: fromUnix(invoice.created),
      paidAt: paid ? fromUnix(invoice.status_transitions.paid_at ?? event.created) : null,
    };
    const outcome = await db.transaction(async (tx) => {
      if (!(await repo.claimEvent(tx, event.id, event.type, ctx.now()))) return 'duplicate' as const;
      const subscriptionId = providerSubscriptionId ? await repo.subscriptionRecordId(tx, providerSubscriptionId) : null;
      const applied = await repo.applyInvoice(tx, userId, subscriptionId ?? null, facts);
      return applied.applied ? ('applied' as const) : ('stale' as const);
    });
    if (outcome === 'applied') deps.onSubscriptionChanged(userId);
    return outcome;
  }

  /** An event with nothing to change is still marked applied (a redelivery is then a duplicate). */
  async function recordOnly(event: Stripe.Event): Promise<WebhookResult['outcome']> {
    const claimed = await db.transaction((tx) => repo.claimEvent(tx, event.id, event.type, ctx.now()));
    return claimed ? 'ignored' : 'duplicate';
  }

  /**
   * An event for a customer this server does not know (made in Stripe's dashboard, or another app on
   * the same account): answered 2xx so Stripe stops retrying, and left unrecorded.
   */
  function ignoreUnknown(event: Stripe.Event, what: string): 'ignored' {
    log.warn({ eventId: event.id, type: event.type }, `Stripe webhook for ${what}, which belongs to no user here: ignored`);
    return 'ignored';
  }

  async function apply(event: Stripe.Event): Promise<WebhookResult['outcome']> {
    switch (event.type) {
      case 'checkout.session.completed':
        return checkoutCompleted(event);
      case 'customer.subscription.created':
        return applySubscriptionEvent(event, event.data.object, 'created');
      case 'customer.subscription.updated':
        return applySubscriptionEvent(event, event.data.object, 'updated');
      case 'customer.subscription.deleted':
        return applySubscriptionEvent(event, event.data.object, 'deleted');
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return invoiceEvent(event);
      default:
        return 'ignored';
    }
  }

  return {
    async receive(rawBody, signature) {
      if (!signature) throw new AppError('WEBHOOK_INVALID', { text: 'The Stripe-Signature header is missing.' });
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
      } catch (error) {
        log.warn({ err: error }, 'a Stripe webhook with a bad signature was refused');
        throw new AppError('WEBHOOK_INVALID');
      }
      const outcome = await apply(event);
      return { event_id: event.id, type: event.type, outcome };
    },
  };
}

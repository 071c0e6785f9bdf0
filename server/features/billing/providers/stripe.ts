/**
 * The Stripe billing provider (issue 13): Checkout Sessions to buy a plan, the Billing Portal for the
 * card and invoices, and the subscription changes the player asks for (cancel at period end, resume,
 * change plan at the next renewal, an admin's cancel now). It writes nothing to the database: what
 * Stripe then does (payments, renewals, cancellations) comes back through the signed webhooks
 * (stripe-webhook.service.ts). Nothing here is sent by a client: prices are the plan's Stripe price,
 * the customer is the one billing_customers holds for the user.
 */
import Stripe from 'stripe';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/app-error';
import type { BillingProvider, CreateCheckoutInput, CreatedCheckout, ProviderCustomer, ProviderPlan, ProviderSubscriptionRef } from './provider';

/** Stripe takes a Checkout Session's expiry 30 minutes to 24 hours ahead. */
const CHECKOUT_MIN_EXPIRY_SECONDS = 31 * 60;
const CHECKOUT_MAX_EXPIRY_SECONDS = 23 * 3600;
/** Stripe takes a trial end at least 48 hours ahead; a shorter rest of a sign-up trial is rounded up to it. */
const MIN_TRIAL_SECONDS = 48 * 3600 + 5 * 60;

/** A Stripe client for the configured key, on api.stripe.com or STRIPE_API_HOST/PORT/PROTOCOL (stripe-mock, tests). */
export function createStripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_HOST' | 'STRIPE_API_PORT' | 'STRIPE_API_PROTOCOL'>): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Quizhive' },
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
}

const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The metadata every Checkout Session and its subscription carry: how a webhook finds the user. */
export function stripeMetadata(userId: number, checkoutId: string): Record<string, string> {
  return { user_id: String(userId), checkout_id: checkoutId };
}

/** A Stripe failure as the player's error: the card's own words, or "try again" when Stripe cannot be reached. */
function toAppError(error: unknown, what: string, log?: StripeProviderOptions['log']): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new AppError('CARD_DECLINED', { text: error.message });
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) {
    log?.warn({ err: error }, `Stripe could not ${what}`);
    return new AppError('SERVER_BUSY', { text: 'The payment service could not be reached. Please try again in a moment.' });
  }
  // A key, price or subscription Stripe refuses is this server's setting, not the player's doing.
  log?.error({ err: error }, `Stripe refused to ${what}`);
  return new AppError('BILLING_UNAVAILABLE', { text: 'Payments are not available right now. Please try again later.' });
}

function priceOf(plan: ProviderPlan): string {
  if (!plan.stripePriceId) throw new AppError('BILLING_UNAVAILABLE', { text: `The plan "${plan.name}" has no Stripe price yet.` });
  return plan.stripePriceId;
}

function subscriptionIdOf(subscription: ProviderSubscriptionRef): string {
  if (!subscription.providerSubscriptionId) throw new AppError('NO_SUBSCRIPTION');
  return subscription.providerSubscriptionId;
}

function customerIdOf(customer: ProviderCustomer): string {
  // A player who has never paid through Stripe has no portal to go to.
  if (!customer.customerId) throw new AppError('NO_SUBSCRIPTION');
  return customer.customerId;
}

export interface StripeProviderOptions {
  readonly now: () => Date;
  readonly log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export function createStripeProvider(stripe: Stripe, options: StripeProviderOptions): BillingProvider {
  const { now, log } = options;

  /** Runs one Stripe call, turning its failures into the player's errors. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toAppError(error, what, log);
    }
  }

  /** The schedule a subscription's plan change waits in, if any (a cancel or resume must release it first). */
  async function scheduleOf(subscriptionId: string): Promise<{ subscription: Stripe.Subscription; scheduleId: string | null }> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const schedule = subscription.schedule;
    return { subscription, scheduleId: schedule === null ? null : typeof schedule === 'string' ? schedule : schedule.id };
  }

  /** Cancel and resume change the subscription itself, which Stripe refuses while a schedule manages it. */
  async function setCancelAtPeriodEnd(ref: ProviderSubscriptionRef, cancel: boolean, what: string): Promise<void> {
    const id = subscriptionIdOf(ref);
    await call(what, async () => {
      const { scheduleId } = await scheduleOf(id);
      // A cancel drops a pending plan change: nothing renews, so there is nothing to change to.
      if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
    });
  }

  return {
    name: 'stripe',

    async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
      const price = priceOf(input.plan);
      const nowSeconds = unixSeconds(now());
      const expiresAt = Math.min(Math.max(unixSeconds(input.expiresAt), nowSeconds + CHECKOUT_MIN_EXPIRY_SECONDS), nowSeconds + CHECKOUT_MAX_EXPIRY_SECONDS);
      const metadata = stripeMetadata(input.customer.userId, input.checkoutId);
      const trial: Stripe.Checkout.SessionCreateParams.SubscriptionData = input.trialEnd
        ? { trial_end: Math.max(unixSeconds(input.trialEnd), nowSeconds + MIN_TRIAL_SECONDS) }
        : input.trialDays > 0
          ? { trial_period_days: input.trialDays }
          : {};
      const session = await call('open a checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price, quantity: 1 }],
            client_reference_id: String(input.customer.userId),
            // The same Stripe customer every time (billing_customers); the first checkout makes one.
            ...(input.customer.customerId ? { customer: input.customer.customerId } : input.customer.email ? { customer_email: input.customer.email } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: expiresAt,
            metadata,
            subscription_data: { ...trial, metadata },
          },
          // A retried create_checkout never opens a second session for the same checkout.
          { idempotencyKey: `quizhive-checkout-${input.checkoutId}` },
        ),
      );
      if (!session.url) throw toAppError(new Error(`Checkout Session ${session.id} has no url`), 'open a checkout', log);
      return { url: session.url, providerSessionId: session.id };
    },

    async portalUrl({ customer, returnUrl }): Promise<string> {
      const customerId = customerIdOf(customer);
      const session = await call('open the billing portal', () => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return session.url;
    },

    cancelAtPeriodEnd: (subscription) => setCancelAtPeriodEnd(subscription, true, 'cancel a subscription at period end'),

    resume: (subscription) => setCancelAtPeriodEnd(subscription, false, 'resume a subscription'),

    /**
     * The new price starts at the next renewal, with no proration: a subscription schedule whose
     * current phase keeps today's price to the period's end, then one period on the new price, and
     * the schedule then lets the subscription go on by itself (end_behavior release). Changing back
     * to the price it has today simply drops the schedule.
     */
    async changePlan(ref: ProviderSubscriptionRef, plan: ProviderPlan): Promise<void> {
      const id = subscriptionIdOf(ref);
      const price = priceOf(plan);
      await call('change the plan', async () => {
        const { subscription, scheduleId } = await scheduleOf(id);
        const item = subscription.items.data[0];
        if (!item) throw new AppError('NO_SUBSCRIPTION');
        if (item.price.id === price) {
          if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
          return;
        }
        const schedule = scheduleId ? await stripe.subscriptionSchedules.retrieve(scheduleId) : await stripe.subscriptionSchedules.create({ from_subscription: id });
        const current = schedule.current_phase ?? schedule.phases[0];
        if (!current) throw new AppError('NO_SUBSCRIPTION');
        await stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            { items: [{ price: item.price.id, quantity: item.quantity ?? 1 }], start_date: current.start_date, end_date: current.end_date, proration_behavior: 'none' },
            { items: [{ price, quantity: 1 }], duration: { interval: plan.interval, interval_count: 1 }, proration_behavior: 'none' },
          ],
        });
      });
    },

    async cancelNow(ref: ProviderSubscriptionRef): Promise<void> {
      const id = subscriptionIdOf(ref);
      await call('cancel a subscription', async () => {
        const { scheduleId } = await scheduleOf(id);
        if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
        await stripe.subscriptions.cancel(id, { prorate: false });
      });
    },
  };
}

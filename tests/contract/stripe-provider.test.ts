/**
 * The Stripe billing provider against a fake Stripe API on 127.0.0.1 (nothing reaches Stripe): what
 * it sends for a checkout (the plan's price, the user's customer, the trial, the return addresses),
 * the portal, cancel at period end, resume, a plan change at the next renewal and an admin's cancel;
 * and the player's errors when a plan has no price or Stripe cannot be reached. No database here:
 * the provider writes nothing (the webhooks do, tests/contract/stripe-webhooks.test.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config';
import type { AppError } from '../../server/lib/app-error';
import { createStripeClient, createStripeProvider } from '../../server/features/billing/providers/stripe';
import type { BillingProvider, CreateCheckoutInput, ProviderPlan } from '../../server/features/billing/providers/provider';
import { startFakeStripe, type FakeStripe } from '../fixtures/fake-stripe';
import { DAY, subscriptionObject, unix } from '../fixtures/stripe-events';

const monthly: ProviderPlan = { id: 1, slug: 'monthly', name: 'Monthly', price: 499, currency: 'USD', interval: 'month', stripePriceId: 'price_monthly' };
const yearly: ProviderPlan = { id: 2, slug: 'yearly', name: 'Yearly', price: 3999, currency: 'USD', interval: 'year', stripePriceId: 'price_yearly' };
const now = new Date('2026-11-26T12:00:00Z');

function checkoutInput(overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput {
  return {
    checkoutId: 'qhcheckout0001',
    customer: { userId: 42, email: 'buyer@example.test', name: 'Buyer', customerId: null },
    plan: monthly,
    trialDays: 0,
    trialEnd: null,
    successUrl: 'https://quiz.example.test/billing/success',
    cancelUrl: 'https://quiz.example.test/pricing',
    expiresAt: new Date(now.getTime() + 3600_000),
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { code: (error as AppError).code, message: (error as AppError).message };
  }
  throw new Error('expected a refusal');
}

describe('Stripe billing provider', () => {
  let fake: FakeStripe;
  let provider: BillingProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    const config = testConfig({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_x', PUBLIC_URL: 'https://quiz.example.test', ...fake.config });
    provider = createStripeProvider(createStripeClient(config), { now: () => now });
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('opens a subscription Checkout Session for the plan\'s price, the user and their e-mail, once per checkout', async () => {
    const created = await provider.createCheckout(checkoutInput());
    expect(created).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/), providerSessionId: expect.stringMatching(/^cs_test_/) });
    const [request, ...more] = fake.sent('POST', '/v1/checkout/sessions');
    expect(more).toEqual([]);
    expect(request?.authorization).toBe('Bearer sk_test_fake');
    expect(request?.idempotencyKey).toBe('quizhive-checkout-qhcheckout0001');
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: '42',
      customer_email: 'buyer@example.test',
      success_url: 'https://quiz.example.test/billing/success',
      cancel_url: 'https://quiz.example.test/pricing',
      expires_at: String(unix(now) + 3600),
      'metadata[user_id]': '42',
      'metadata[checkout_id]': 'qhcheckout0001',
      'subscription_data[metadata][user_id]': '42',
      'subscription_data[metadata][checkout_id]': 'qhcheckout0001',
    });
  });

  it('reuses the user\'s Stripe customer and passes the trial: a plan\'s days, or the rest of the sign-up trial (at least Stripe\'s 48 hours)', async () => {
    await provider.createCheckout(checkoutInput({ customer: { userId: 7, email: 'x@example.test', name: 'X', customerId: 'cus_known' }, plan: yearly, trialDays: 7 }));
    const trialEnd = new Date(now.getTime() + 5 * DAY * 1000);
    await provider.createCheckout(checkoutInput({ checkoutId: 'qhcheckout0002', trialDays: 5, trialEnd }));
    await provider.createCheckout(checkoutInput({ checkoutId: 'qhcheckout0003', trialDays: 1, trialEnd: new Date(now.getTime() + 3600_000), expiresAt: new Date(now.getTime() + 60_000) }));
    const [byDays, byEnd, shortTrial] = fake.sent('POST', '/v1/checkout/sessions').map((r) => r.params);
    expect(byDays?.get('customer')).toBe('cus_known');
    expect(byDays?.has('customer_email')).toBe(false);
    expect(byDays?.get('line_items[0][price]')).toBe('price_yearly');
    expect(byDays?.get('subscription_data[trial_period_days]')).toBe('7');
    expect(byEnd?.get('subscription_data[trial_end]')).toBe(String(unix(trialEnd)));
    expect(byEnd?.has('subscription_data[trial_period_days]')).toBe(false);
    expect(Number(shortTrial?.get('subscription_data[trial_end]'))).toBeGreaterThanOrEqual(unix(now) + 48 * 3600);
    // Stripe takes an expiry 30 minutes ahead at the least.
    expect(Number(shortTrial?.get('expires_at'))).toBeGreaterThanOrEqual(unix(now) + 30 * 60);
  });

  it('refuses a plan without a Stripe price before calling Stripe', async () => {
    expect(await refusal(provider.createCheckout(checkoutInput({ plan: { ...monthly, stripePriceId: null } })))).toEqual({ code: 'BILLING_UNAVAILABLE', message: 'The plan "Monthly" has no Stripe price yet.' });
    expect(fake.requests).toEqual([]);
  });

  it('opens the Billing Portal for the user\'s customer, back to the app; a user with no customer has none', async () => {
    const url = await provider.portalUrl({ customer: { userId: 7, email: null, name: 'X', customerId: 'cus_known' }, returnUrl: 'https://quiz.example.test/account/subscription' });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(Object.fromEntries(fake.sent('POST', '/v1/billing_portal/sessions')[0]?.params ?? [])).toEqual({ customer: 'cus_known', return_url: 'https://quiz.example.test/account/subscription' });
    expect(await refusal(provider.portalUrl({ customer: { userId: 8, email: null, name: 'Y', customerId: null }, returnUrl: 'https://quiz.example.test/' }))).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });

  it('cancels at period end and resumes through subscriptions.update; an admin\'s cancel ends it now', async () => {
    const start = unix(now);
    fake.subscriptions.set('sub_cancel', subscriptionObject({ id: 'sub_cancel', customer: 'cus_known', priceId: 'price_monthly', created: start }));
    const ref = { id: 5, userId: 7, providerSubscriptionId: 'sub_cancel' };
    await provider.cancelAtPeriodEnd(ref);
    await provider.resume(ref);
    expect(fake.sent('POST', '/v1/subscriptions/sub_cancel').map((r) => r.params.toString())).toEqual(['cancel_at_period_end=true', 'cancel_at_period_end=false']);
    await provider.cancelNow(ref);
    expect(fake.sent('DELETE', '/v1/subscriptions/sub_cancel')).toHaveLength(1);
    expect(fake.subscriptions.get('sub_cancel')?.status).toBe('canceled');
    expect(await refusal(provider.cancelAtPeriodEnd({ id: 6, userId: 7, providerSubscriptionId: null }))).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });

  it('changes plan from the next renewal with no proration (a schedule), and changing back drops it', async () => {
    const start = unix(now);
    fake.subscriptions.set('sub_change', subscriptionObject({ id: 'sub_change', customer: 'cus_known', priceId: 'price_monthly', created: start, periodStart: start, periodEnd: start + 30 * DAY }));
    const ref = { id: 9, userId: 7, providerSubscriptionId: 'sub_change' };
    await provider.changePlan(ref, yearly);
    expect(fake.sent('POST', '/v1/subscription_schedules').map((r) => r.params.get('from_subscription'))).toEqual(['sub_change']);
    const scheduleId = String(fake.subscriptions.get('sub_change')?.schedule);
    const [update] = fake.sent('POST', `/v1/subscription_schedules/${scheduleId}`);
    expect(Object.fromEntries(update?.params ?? [])).toEqual({
      end_behavior: 'release',
      'phases[0][items][0][price]': 'price_monthly',
      'phases[0][items][0][quantity]': '1',
      'phases[0][start_date]': String(start),
      'phases[0][end_date]': String(start + 30 * DAY),
      'phases[0][proration_behavior]': 'none',
      'phases[1][items][0][price]': 'price_yearly',
      'phases[1][items][0][quantity]': '1',
      'phases[1][duration][interval]': 'year',
      'phases[1][duration][interval_count]': '1',
      'phases[1][proration_behavior]': 'none',
    });

    // Cancelling while a change waits releases the schedule first (Stripe refuses otherwise).
    await provider.cancelAtPeriodEnd(ref);
    expect(fake.sent('POST', `/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
    expect(fake.subscriptions.get('sub_change')?.schedule).toBeNull();

    // Back to the price it has: no schedule is made.
    await provider.changePlan(ref, monthly);
    expect(fake.sent('POST', '/v1/subscription_schedules')).toHaveLength(1);
  });

  it('says "try again" when Stripe cannot be reached, and "not available" when Stripe refuses', async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const offline = createStripeProvider(createStripeClient(testConfig({ STRIPE_SECRET_KEY: 'sk_test_fake', ...closed.config })), { now: () => now });
    expect(await refusal(offline.createCheckout(checkoutInput()))).toMatchObject({ code: 'SERVER_BUSY' });
    // An unknown subscription (404 at Stripe) is this server's problem, not the player's.
    expect(await refusal(provider.resume({ id: 1, userId: 1, providerSubscriptionId: 'sub_missing' }))).toMatchObject({ code: 'BILLING_UNAVAILABLE' });
  }, 30_000);
});

/**
 * The player's billing actions on a Stripe server (issue 13), on PGlite and PostgreSQL: create_checkout
 * opens a Checkout Session for the plan's Stripe price (never a price from the client), the signed
 * checkout.session.completed gives access, the portal opens for the user's customer, cancel, resume
 * and change_plan reach Stripe, and a later checkout reuses the customer. Stripe's API is a fake on
 * 127.0.0.1 that records what it was sent.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../contract/api/billing';
import type { SubscriptionSummary } from '../../contract/api/subscription-summary';
import { checkouts, plans } from '../../server/db/schema';
import { startFakeStripe, type FakeStripe } from '../fixtures/fake-stripe';
import { checkoutSessionObject, DAY, sendEvent, stripeEvent, stripeId, subscriptionObject, unix, WEBHOOK_SECRET } from '../fixtures/stripe-events';
import { createTestApp, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

interface SubscriptionAnswer {
  subscription: SubscriptionView | null;
  summary: SubscriptionSummary;
}

describe.each(lanes)('billing through Stripe on %s', (lane) => {
  let app: TestApp;
  let fake: FakeStripe;
  const price = { monthly: `price_m${randomBytes(4).toString('hex')}`, yearly: `price_y${randomBytes(4).toString('hex')}` };
  const planIds = { monthly: 0, yearly: 0, unpriced: 0 };

  const ok = async <T>(action: string, body: Record<string, unknown>, token: string): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const addPlan = async (slug: string, amount: number, interval: 'month' | 'year', stripePriceId: string | null) => {
    const [row] = await app.ctx.db
      .insert(plans)
      .values({ slug: `${slug}-${randomBytes(3).toString('hex')}`, texts: { en: { name: slug, description: '', features: [] } }, price: amount, currency: 'USD', interval, stripePriceId })
      .returning({ id: plans.id });
    if (!row) throw new Error('no plan');
    return row.id;
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp(lane, { BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://quiz.example.test', ...fake.config });
    planIds.monthly = await addPlan('Monthly', 499, 'month', price.monthly);
    planIds.yearly = await addPlan('Yearly', 3999, 'year', price.yearly);
    planIds.unpriced = await addPlan('Unpriced', 999, 'month', null);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('buys a plan through Stripe Checkout, then manages it through Stripe', async () => {
    const buyer = await newVerifiedUser(app, 'stripe buyer');
    const { id: userId } = await ok<{ id: number }>('get_user_by_id', {}, buyer.token);
    expect((await ok<{ provider: string }>('get_plans', {}, buyer.token)).provider).toBe('stripe');

    // A plan without a Stripe price cannot be sold here, and Stripe is not called.
    const before = fake.requests.length;
    const unpriced = await app.call('create_checkout', { plan_id: planIds.unpriced }, buyer.token);
    expect(unpriced.statusCode).toBe(501);
    expect(envelope(unpriced)).toMatchObject({ code: 'BILLING_UNAVAILABLE', message: 'The plan "Unpriced" has no Stripe price yet.' });
    expect(fake.requests.length).toBe(before);

    // The price sent is the plan's, whatever else a client sends.
    const checkout = await ok<{ checkout_id: string; url: string; provider: string }>('create_checkout', { plan_id: planIds.monthly }, buyer.token);
    expect(checkout).toMatchObject({ provider: 'stripe', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    const [sent] = fake.sent('POST', '/v1/checkout/sessions').slice(-1);
    expect(Object.fromEntries(sent?.params ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': price.monthly,
      'line_items[0][quantity]': '1',
      client_reference_id: String(userId),
      customer_email: buyer.email,
      success_url: `https://quiz.example.test/profile/subscription?checkout=${checkout.checkout_id}`,
      cancel_url: 'https://quiz.example.test/pricing',
      'metadata[checkout_id]': checkout.checkout_id,
      'subscription_data[metadata][user_id]': String(userId),
    });
    expect(sent?.params.has('customer')).toBe(false);
    const [row] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout.checkout_id));
    expect(row).toMatchObject({ userId, provider: 'stripe', status: 'open', providerSessionId: expect.stringMatching(/^cs_test_/) });
    expect((await ok<SubscriptionAnswer>('get_subscription', {}, buyer.token)).summary.has_subscription).toBe(false);

    // Stripe takes the payment and says so.
    const customer = stripeId('cus');
    const subscriptionId = stripeId('sub');
    const now = unix();
    fake.subscriptions.set(subscriptionId, subscriptionObject({ id: subscriptionId, customer, userId, priceId: price.monthly, created: now, periodEnd: now + 30 * DAY }));
    const completed = await sendEvent(app, stripeEvent('checkout.session.completed', checkoutSessionObject({ id: String(row?.providerSessionId), customer, subscription: subscriptionId, userId, checkoutId: checkout.checkout_id }), now));
    expect(completed.statusCode, completed.body).toBe(200);
    const bought = await ok<SubscriptionAnswer>('get_subscription', {}, buyer.token);
    expect(bought.summary).toMatchObject({ state: 'active', has_subscription: true, cancel_at_period_end: false });
    expect(bought.subscription).toMatchObject({ source: 'stripe', status: 'active', plan: { id: planIds.monthly, price: 499, interval: 'month' } });
    expect((await ok<{ has_subscription: boolean }>('get_user_by_id', {}, buyer.token)).has_subscription).toBe(true);
    expect((await app.call('create_checkout', { plan_id: planIds.yearly }, buyer.token)).statusCode).toBe(409);

    // The portal is the user's customer's, back into the app.
    const portal = await ok<{ url: string; provider: string }>('get_billing_portal', { return_path: '/subscription' }, buyer.token);
    expect(portal).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//), provider: 'stripe' });
    expect(Object.fromEntries(fake.sent('POST', '/v1/billing_portal/sessions').slice(-1)[0]?.params ?? [])).toEqual({ customer, return_url: 'https://quiz.example.test/subscription' });

    // Cancel and resume reach Stripe, and the record follows at once.
    const cancelled = await ok<SubscriptionAnswer>('cancel_subscription', {}, buyer.token);
    expect(cancelled.summary).toMatchObject({ state: 'cancelled', has_subscription: false, cancel_at_period_end: true });
    const resumed = await ok<SubscriptionAnswer>('resume_subscription', {}, buyer.token);
    expect(resumed.summary).toMatchObject({ state: 'active', has_subscription: true });
    expect(fake.sent('POST', `/v1/subscriptions/${subscriptionId}`).map((r) => r.params.toString())).toEqual(['cancel_at_period_end=true', 'cancel_at_period_end=false']);

    // A plan change waits for the renewal (a schedule at Stripe); the renewal's event moves the plan.
    const changed = await ok<SubscriptionAnswer>('change_plan', { plan_id: planIds.yearly }, buyer.token);
    expect(changed.subscription).toMatchObject({ plan: { id: planIds.monthly }, next_plan: { id: planIds.yearly } });
    const schedule = fake.sent('POST', '/v1/subscription_schedules').slice(-1)[0];
    expect(schedule?.params.get('from_subscription')).toBe(subscriptionId);
    const renewed = stripeEvent('customer.subscription.updated', subscriptionObject({ id: subscriptionId, customer, userId, priceId: price.yearly, created: now, periodStart: now + 30 * DAY, periodEnd: now + 395 * DAY }), now + 30);
    expect((await sendEvent(app, renewed)).statusCode).toBe(200);
    const moved = await ok<SubscriptionAnswer>('get_subscription', {}, buyer.token);
    expect(moved.subscription).toMatchObject({ plan: { id: planIds.yearly, interval: 'year' }, next_plan: null });

    // Once it has ended, a new checkout reuses the user's Stripe customer.
    const ended = stripeEvent('customer.subscription.deleted', subscriptionObject({ id: subscriptionId, customer, userId, priceId: price.yearly, created: now, status: 'canceled', endedAt: now + 60 }), now + 60);
    expect((await sendEvent(app, ended)).statusCode).toBe(200);
    expect((await ok<SubscriptionAnswer>('get_subscription', {}, buyer.token)).summary).toMatchObject({ state: 'ended', has_subscription: false });
    await ok('create_checkout', { plan_id: planIds.monthly }, buyer.token);
    const [again] = fake.sent('POST', '/v1/checkout/sessions').slice(-1);
    expect(again?.params.get('customer')).toBe(customer);
    expect(again?.params.has('customer_email')).toBe(false);
  });

  it('an admin\'s cancel ends a Stripe subscription at Stripe now, and the late events of it change nothing', async () => {
    const payer = await newVerifiedUser(app, 'stripe payer');
    const { id: userId } = await ok<{ id: number }>('get_user_by_id', {}, payer.token);
    const admin = await login(app, demo.admin);
    const customer = stripeId('cus');
    const subscriptionId = stripeId('sub');
    const now = unix();
    const subscription = subscriptionObject({ id: subscriptionId, customer, userId, priceId: price.monthly, created: now - 60, periodEnd: now + 30 * DAY });
    fake.subscriptions.set(subscriptionId, subscription);
    expect((await sendEvent(app, stripeEvent('customer.subscription.created', subscription, now - 60))).statusCode).toBe(200);
    expect((await ok<SubscriptionAnswer>('get_subscription', {}, payer.token)).summary.has_subscription).toBe(true);

    const cancelled = await ok<{ summary: SubscriptionSummary }>('admin_cancel_subscription', { user_id: userId, at_period_end: false, note: 'Chargeback' }, admin);
    expect(cancelled.summary).toMatchObject({ state: 'ended', has_subscription: false });
    expect(fake.sent('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    // An update Stripe sent before the cancel, delivered after it, does not bring the access back.
    const late = await sendEvent(app, stripeEvent('customer.subscription.updated', subscription, now - 30));
    expect(envelope<{ outcome: string }>(late).data.outcome).toBe('stale');
    expect((await ok<SubscriptionAnswer>('get_subscription', {}, payer.token)).summary.has_subscription).toBe(false);
  });

  it('refuses the sandbox\'s own actions on a Stripe server', async () => {
    const player = await newVerifiedUser(app, 'not the sandbox');
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', name: 'A Player' };
    const res = await app.call('update_sandbox_card', { card }, player.token);
    expect(envelope(res)).toMatchObject({ code: 'BILLING_UNAVAILABLE' });
  });
});

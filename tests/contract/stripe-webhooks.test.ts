/**
 * Stripe's webhooks (issue 13) on PGlite and PostgreSQL, with events signed by the stripe library's
 * own test signature: a bad or missing signature is refused and changes nothing; a redelivered event
 * is applied once; subscription events in any order end in the newest state and a deleted one stays
 * ended; a failed invoice then paid is one invoice; an invoice before its subscription is linked when
 * it arrives; checkout.session.completed gives access at once. Stripe's API (the subscription a
 * completed checkout names) is a fake on 127.0.0.1: nothing here reaches Stripe.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, billingEvents, checkouts, invoices, plans, subscriptions } from '../../server/db/schema';
import { writeScope } from '../../server/features/settings/settings.repo';
import { startFakeStripe, type FakeStripe } from '../fixtures/fake-stripe';
import {
  checkoutSessionObject,
  DAY,
  invoiceObject,
  sendEvent,
  stripeEvent,
  stripeId,
  subscriptionObject,
  unix,
  WEBHOOK_SECRET,
  type StripeEventJson,
  type SubscriptionInput,
} from '../fixtures/stripe-events';
import { createTestApp, envelope, lanes, newVerifiedUser, type TestApp } from '../fixtures/test-app';

interface WebhookAnswer {
  event_id: string;
  type: string;
  outcome: 'applied' | 'duplicate' | 'ignored' | 'stale';
}

describe.each(lanes)('Stripe webhooks on %s', (lane) => {
  let app: TestApp;
  let fake: FakeStripe;
  let monthly: { id: number; price: string };

  const player = async (name: string) => {
    const user = await newVerifiedUser(app, name);
    const { id } = envelope<{ id: number }>(await app.call('get_user_by_id', {}, user.token)).data;
    return { ...user, id, customer: stripeId('cus') };
  };
  const deliver = async (event: StripeEventJson): Promise<WebhookAnswer> => {
    const res = await sendEvent(app, event);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<WebhookAnswer>(res).data;
  };
  const record = async (providerSubscriptionId: string) => {
    const [row] = await app.ctx.db.select().from(subscriptions).where(and(eq(subscriptions.source, 'stripe'), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
    return row;
  };
  const hasSubscription = async (token: string) => envelope<{ has_subscription: boolean }>(await app.call('get_user_by_id', {}, token)).data.has_subscription;
  const subscriptionEvent = (type: 'created' | 'updated' | 'deleted', at: number, input: Omit<SubscriptionInput, 'priceId'>) =>
    stripeEvent(`customer.subscription.${type}`, subscriptionObject({ priceId: monthly.price, ...input }), at);

  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp(lane, {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: 'https://quiz.example.test',
      ...fake.config,
    });
    // No sign-up trial: access here comes from Stripe alone.
    await writeScope(app.ctx.db, 'system', { trial_days: 0 });
    app.settings.invalidate();
    const price = `price_monthly${randomBytes(4).toString('hex')}`;
    const [plan] = await app.ctx.db
      .insert(plans)
      .values({ slug: `stripe-monthly-${randomBytes(3).toString('hex')}`, texts: { en: { name: 'Monthly', description: '', features: [] } }, price: 499, currency: 'USD', interval: 'month', stripePriceId: price })
      .returning({ id: plans.id });
    if (!plan) throw new Error('no plan');
    monthly = { id: plan.id, price };
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('refuses a missing, wrong, stale or tampered signature with WEBHOOK_INVALID and applies nothing', async () => {
    const buyer = await player('unsigned buyer');
    const event = subscriptionEvent('created', unix(), { id: stripeId('sub'), customer: buyer.customer, userId: buyer.id, created: unix() });
    const payload = JSON.stringify(event);
    const valid = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const attempts = [
      sendEvent(app, event, { secret: 'whsec_not_the_servers' }),
      sendEvent(app, event, { signature: null }),
      sendEvent(app, event, { signature: 'garbage' }),
      sendEvent(app, event, { signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: unix() - 3600 }) }),
      // Signed bytes, other bytes sent: a changed status must not pass.
      sendEvent(app, payload.replace('"active"', '"trialing"'), { signature: valid }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ error: true, code: 'WEBHOOK_INVALID' });
    }
    expect(await app.ctx.db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id))).toEqual([]);
    expect(await record(String((event.data as { object: { id: string } }).object.id))).toBeUndefined();
    expect(await hasSubscription(buyer.token)).toBe(false);

    // The same bytes with the right signature are applied; the actions' JSON parsing is untouched.
    expect(await deliver(event)).toEqual({ event_id: event.id, type: 'customer.subscription.created', outcome: 'applied' });
    expect(await hasSubscription(buyer.token)).toBe(true);
    const malformed = await app.app.inject({ method: 'POST', url: '/api/user_login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(envelope(malformed)).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('applies a redelivered event once, even when the deliveries overlap', async () => {
    const buyer = await player('twice billed');
    const subscriptionId = stripeId('sub');
    const now = unix();
    await deliver(subscriptionEvent('created', now - 60, { id: subscriptionId, customer: buyer.customer, userId: buyer.id, created: now - 60 }));
    const paid = stripeEvent(
      'invoice.paid',
      invoiceObject({ id: stripeId('in'), customer: buyer.customer, subscription: subscriptionId, userId: buyer.id, amount: 499, periodStart: now - 60, periodEnd: now + 30 * DAY, created: now - 50, paidAt: now - 50 }),
      now - 50,
    );
    const outcomes = await Promise.all([1, 2, 3].map(() => deliver(paid)));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await deliver(paid)).outcome).toBe('duplicate');
    expect(await app.ctx.db.select().from(invoices).where(eq(invoices.userId, buyer.id))).toHaveLength(1);
    expect(await app.ctx.db.select().from(billingEvents).where(eq(billingEvents.eventId, paid.id))).toEqual([expect.objectContaining({ provider: 'stripe', type: 'invoice.paid' })]);
  });

  it('ends in the newest state whatever order created, updated and deleted arrive in; deleted stays ended', async () => {
    const buyer = await player('out of order');
    const id = stripeId('sub');
    const t0 = unix() - 1000;
    const base = { id, customer: buyer.customer, userId: buyer.id, created: t0 };
    const created = subscriptionEvent('created', t0, { ...base, status: 'incomplete' });
    const activated = subscriptionEvent('updated', t0 + 10, { ...base, status: 'active' });
    const cancelling = subscriptionEvent('updated', t0 + 20, { ...base, status: 'active', cancelAtPeriodEnd: true });
    const deleted = subscriptionEvent('deleted', t0 + 30, { ...base, status: 'canceled', cancelAtPeriodEnd: true, endedAt: t0 + 30 });
    const revived = subscriptionEvent('updated', t0 + 40, { ...base, status: 'active' });

    expect((await deliver(cancelling)).outcome).toBe('applied');
    expect(await record(id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, userId: buyer.id, planId: monthly.id, providerUpdatedAt: new Date((t0 + 20) * 1000) });
    expect(await hasSubscription(buyer.token)).toBe(false);
    expect((await deliver(created)).outcome).toBe('stale');
    expect((await deliver(activated)).outcome).toBe('stale');
    expect(await record(id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await deliver(deleted)).outcome).toBe('applied');
    expect((await deliver(revived)).outcome).toBe('stale');
    expect(await record(id)).toMatchObject({ status: 'canceled', endedAt: new Date((t0 + 30) * 1000) });
    expect(await hasSubscription(buyer.token)).toBe(false);
    expect(await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(1);

    // A deleted event first: the record is made ended, and the older events then change nothing.
    const second = stripeId('sub');
    const other = { ...base, id: second };
    expect((await deliver(subscriptionEvent('deleted', t0 + 30, { ...other, status: 'canceled', endedAt: t0 + 30 }))).outcome).toBe('applied');
    expect((await deliver(subscriptionEvent('updated', t0 + 10, { ...other, status: 'active' }))).outcome).toBe('stale');
    expect((await deliver(subscriptionEvent('created', t0, { ...other, status: 'active' }))).outcome).toBe('stale');
    expect(await record(second)).toMatchObject({ status: 'canceled' });
  });

  it('within one second, a created event never undoes the update that came before it', async () => {
    const buyer = await player('same second');
    const id = stripeId('sub');
    const at = unix() - 5;
    const base = { id, customer: buyer.customer, userId: buyer.id, created: at };
    expect((await deliver(subscriptionEvent('updated', at, { ...base, status: 'active' }))).outcome).toBe('applied');
    expect((await deliver(subscriptionEvent('created', at, { ...base, status: 'incomplete' }))).outcome).toBe('stale');
    expect(await record(id)).toMatchObject({ status: 'active' });
    expect(await hasSubscription(buyer.token)).toBe(true);
  });

  it('a subscription that has not started (incomplete) is not recorded, so the sign-up trial keeps counting until the purchase ends it', async () => {
    const buyer = await player('trial buyer');
    const now = unix();
    const trialEnd = new Date((now + 3 * DAY) * 1000);
    await app.ctx.db.insert(subscriptions).values({ userId: buyer.id, source: 'trial', status: 'trialing', created: new Date((now - 4 * DAY) * 1000), currentPeriodEnd: trialEnd, trialEnd });
    expect(await hasSubscription(buyer.token)).toBe(true);
    const id = stripeId('sub');
    const base = { id, customer: buyer.customer, userId: buyer.id, created: now - 10, trialEnd: unix(trialEnd) };
    expect((await deliver(subscriptionEvent('created', now - 10, { ...base, status: 'incomplete' }))).outcome).toBe('ignored');
    expect(await record(id)).toBeUndefined();
    expect(await hasSubscription(buyer.token)).toBe(true);

    fake.subscriptions.set(id, subscriptionObject({ ...base, priceId: monthly.price, status: 'trialing' }));
    const completed = stripeEvent('checkout.session.completed', checkoutSessionObject({ id: stripeId('cs'), customer: buyer.customer, subscription: id, userId: buyer.id, checkoutId: 'qh_no_such_checkout' }), now - 5);
    expect((await deliver(completed)).outcome).toBe('applied');
    expect(await record(id)).toMatchObject({ status: 'trialing', trialEnd });
    expect(await app.ctx.db.select({ status: subscriptions.status, source: subscriptions.source }).from(subscriptions).where(eq(subscriptions.userId, buyer.id)).orderBy(subscriptions.id)).toEqual([
      { source: 'trial', status: 'canceled' },
      { source: 'stripe', status: 'trialing' },
    ]);
    expect(await hasSubscription(buyer.token)).toBe(true);
  });

  it('invoice.payment_failed then invoice.paid is one invoice that ends paid; a late failure leaves it paid', async () => {
    const buyer = await player('renewal retried');
    const subscriptionId = stripeId('sub');
    const now = unix();
    await deliver(subscriptionEvent('created', now - 100, { id: subscriptionId, customer: buyer.customer, userId: buyer.id, created: now - 100 }));
    const invoiceId = stripeId('in');
    const invoice = { id: invoiceId, customer: buyer.customer, subscription: subscriptionId, userId: buyer.id, amount: 499, periodStart: now - 100, periodEnd: now + 30 * DAY, created: now - 90 };
    const failed = stripeEvent('invoice.payment_failed', invoiceObject({ ...invoice, attemptCount: 1, nextPaymentAttempt: now + 3 * DAY }), now - 90);
    const paid = stripeEvent('invoice.paid', invoiceObject({ ...invoice, attemptCount: 2, paidAt: now - 10 }), now - 10);
    const lateFailure = stripeEvent('invoice.payment_failed', invoiceObject({ ...invoice, attemptCount: 1, nextPaymentAttempt: now + 3 * DAY }), now - 80);
    const subscriptionRecord = await record(subscriptionId);

    expect((await deliver(failed)).outcome).toBe('applied');
    const [afterFailure] = await app.ctx.db.select().from(invoices).where(eq(invoices.providerInvoiceId, invoiceId));
    expect(afterFailure).toMatchObject({ userId: buyer.id, subscriptionId: subscriptionRecord?.id, provider: 'stripe', status: 'failed', amount: 499, currency: 'USD', attemptCount: 1, paidAt: null, periodStart: new Date((now - 100) * 1000) });
    expect(afterFailure?.number).toMatch(new RegExp(`^QH-${new Date((now - 90) * 1000).getUTCFullYear()}-\\d{6}$`));
    expect(afterFailure?.nextAttemptAt).toEqual(new Date((now + 3 * DAY) * 1000));

    expect((await deliver(paid)).outcome).toBe('applied');
    expect((await deliver(lateFailure)).outcome).toBe('stale');
    const rows = await app.ctx.db.select().from(invoices).where(eq(invoices.userId, buyer.id));
    expect(rows).toEqual([expect.objectContaining({ id: afterFailure?.id, number: afterFailure?.number, status: 'paid', attemptCount: 2, nextAttemptAt: null, paidAt: new Date((now - 10) * 1000) })]);
  });

  it('different events of one subscription and one invoice delivered at once make one record each, in the newest state', async () => {
    const buyer = await player('all at once');
    const id = stripeId('sub');
    const invoiceId = stripeId('in');
    const t0 = unix() - 500;
    const base = { id, customer: buyer.customer, userId: buyer.id, created: t0 };
    const invoice = { id: invoiceId, customer: buyer.customer, subscription: id, userId: buyer.id, amount: 499, periodStart: t0, periodEnd: t0 + 30 * DAY, created: t0 + 1 };
    const outcomes = await Promise.all([
      deliver(subscriptionEvent('created', t0, { ...base, status: 'incomplete' })),
      deliver(subscriptionEvent('updated', t0 + 2, { ...base, status: 'active' })),
      deliver(stripeEvent('invoice.payment_failed', invoiceObject({ ...invoice, attemptCount: 1 }), t0 + 1)),
      deliver(stripeEvent('invoice.paid', invoiceObject({ ...invoice, attemptCount: 2, paidAt: t0 + 2 }), t0 + 2)),
    ]);
    expect(outcomes.every((o) => o.outcome !== 'duplicate')).toBe(true);
    expect(await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toEqual([expect.objectContaining({ status: 'active' })]);
    expect(await app.ctx.db.select().from(invoices).where(eq(invoices.userId, buyer.id))).toEqual([expect.objectContaining({ status: 'paid', providerInvoiceId: invoiceId })]);
    expect(await hasSubscription(buyer.token)).toBe(true);
  });

  it('records an invoice that comes before its subscription, and links it when the subscription arrives', async () => {
    const buyer = await player('invoice first');
    const subscriptionId = stripeId('sub');
    const now = unix();
    const invoiceId = stripeId('in');
    const paid = stripeEvent(
      'invoice.paid',
      invoiceObject({ id: invoiceId, customer: buyer.customer, subscription: subscriptionId, userId: buyer.id, amount: 3999, periodStart: now - 30, periodEnd: now + 365 * DAY, created: now - 29, paidAt: now - 28 }),
      now - 28,
    );
    expect((await deliver(paid)).outcome).toBe('applied');
    const [early] = await app.ctx.db.select().from(invoices).where(eq(invoices.providerInvoiceId, invoiceId));
    expect(early).toMatchObject({ userId: buyer.id, subscriptionId: null, status: 'paid', amount: 3999 });

    await deliver(subscriptionEvent('created', now - 30, { id: subscriptionId, customer: buyer.customer, userId: buyer.id, created: now - 30, periodEnd: now + 365 * DAY }));
    const subscriptionRecord = await record(subscriptionId);
    const [linked] = await app.ctx.db.select().from(invoices).where(eq(invoices.providerInvoiceId, invoiceId));
    expect(linked).toMatchObject({ id: early?.id, subscriptionId: subscriptionRecord?.id });
  });

  it('a zero invoice (a trial starting) writes no invoice; an event of a customer nobody here has is ignored', async () => {
    const buyer = await player('trial start');
    const now = unix();
    const zero = stripeEvent('invoice.paid', invoiceObject({ id: stripeId('in'), customer: buyer.customer, subscription: stripeId('sub'), userId: buyer.id, amount: 0, periodStart: now, periodEnd: now + 7 * DAY, created: now, paidAt: now }), now);
    expect((await deliver(zero)).outcome).toBe('ignored');
    expect((await deliver(zero)).outcome).toBe('duplicate');
    const stranger = subscriptionEvent('created', now, { id: stripeId('sub'), customer: stripeId('cus'), created: now });
    expect((await deliver(stranger)).outcome).toBe('ignored');
    expect(await app.ctx.db.select().from(invoices).where(eq(invoices.userId, buyer.id))).toEqual([]);
    expect(await deliver(stripeEvent('charge.refunded', { id: stripeId('ch'), object: 'charge' }, now))).toMatchObject({ outcome: 'ignored' });
  });

  it('checkout.session.completed gives access at once: the subscription read from Stripe, the customer kept, the checkout completed', async () => {
    const buyer = await player('checkout buyer');
    const subscriptionId = stripeId('sub');
    const sessionId = stripeId('cs');
    const checkoutId = `qh${randomBytes(10).toString('hex')}`;
    const now = unix();
    await app.ctx.db.insert(checkouts).values({ id: checkoutId, userId: buyer.id, planId: monthly.id, provider: 'stripe', providerSessionId: sessionId, expiresAt: new Date((now + 3600) * 1000) });
    fake.subscriptions.set(subscriptionId, {
      ...subscriptionObject({ id: subscriptionId, customer: buyer.customer, userId: buyer.id, priceId: monthly.price, created: now - 5, periodEnd: now + 30 * DAY }),
      default_payment_method: { id: stripeId('pm'), object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 } },
    });
    // The gate has read "not subscribed" once (and caches it): the webhook must clear that.
    expect((await app.call('get_maths_curricula', {}, buyer.token)).statusCode).toBe(403);
    expect(await hasSubscription(buyer.token)).toBe(false);

    const completed = stripeEvent('checkout.session.completed', checkoutSessionObject({ id: sessionId, customer: buyer.customer, subscription: subscriptionId, userId: buyer.id, checkoutId }), now);
    expect((await deliver(completed)).outcome).toBe('applied');
    const [read, ...rereads] = fake.sent('GET', `/v1/subscriptions/${subscriptionId}`);
    expect(rereads).toEqual([]);
    expect(read?.authorization).toBe('Bearer sk_test_fake');
    expect([...(read?.params ?? [])].filter(([key]) => key.startsWith('expand'))).toEqual([['expand[0]', 'default_payment_method']]);

    expect(await hasSubscription(buyer.token)).toBe(true);
    expect((await app.call('get_maths_curricula', {}, buyer.token)).statusCode).toBe(200);
    const subscriptionRecord = await record(subscriptionId);
    expect(subscriptionRecord).toMatchObject({ userId: buyer.id, source: 'stripe', status: 'active', planId: monthly.id, cancelAtPeriodEnd: false, currentPeriodEnd: new Date((now + 30 * DAY) * 1000) });
    expect(await app.ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, buyer.id))).toEqual([
      expect.objectContaining({ provider: 'stripe', customerId: buyer.customer, cardBrand: 'visa', cardLast4: '4242', cardExpMonth: 12, cardExpYear: 2031 }),
    ]);
    const [checkout] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(checkout).toMatchObject({ status: 'completed', subscriptionId: subscriptionRecord?.id });

    // The subscription's own created event, a second older, changes nothing.
    const createdEvent = stripeEvent('customer.subscription.created', subscriptionObject({ id: subscriptionId, customer: buyer.customer, userId: buyer.id, priceId: monthly.price, created: now - 5, status: 'incomplete' }), now - 1);
    expect((await deliver(createdEvent)).outcome).toBe('stale');
    expect(await hasSubscription(buyer.token)).toBe(true);

    // Another user's checkout naming this customer is refused: a customer belongs to one user.
    const intruder = await player('customer thief');
    const stolen = stripeEvent('checkout.session.completed', checkoutSessionObject({ id: stripeId('cs'), customer: buyer.customer, subscription: subscriptionId, userId: intruder.id, checkoutId: 'qh_unknown_checkout' }), now);
    expect((await deliver(stolen)).outcome).toBe('ignored');
    expect(await hasSubscription(intruder.token)).toBe(false);
  });
});

/**
 * Billing over time (issue 13) on PGlite and PostgreSQL: the sandbox clock (admins only, never in
 * production or with Stripe), renewals that write invoices, a trial's end as its first payment, a
 * plan change applied at renewal, a cancel that ends at period end, a failed renewal (past_due,
 * retried, then ended) and a card update that pays it, two renewal runs at once renewing once, and
 * the admin's plans and subscriptions with their audit entries.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan, Invoice, Plan, SubscriptionSummary, SubscriptionView } from '../../contract/api/billing';
import type { AuditEntry } from '../../contract/api/admin';
import { users } from '../../server/db/schema';
import { createTestApp, createVariant, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const DAY = 86_400;
const year = new Date().getUTCFullYear();
const card = (number: string) => ({ number, exp_month: 12, exp_year: year + 3, cvc: '123', name: 'Test Player' });

describe.each(lanes)('billing over time on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let monthly: Plan;
  let yearly: Plan;

  const idOf = async (token: string) => envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  const ok = async <T>(action: string, body: unknown, token?: string, on: TestApp = app): Promise<T> => {
    const res = await on.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: unknown, token: string | undefined, status: number, code: string, on: TestApp = app) => {
    const res = await on.call(action, body, token);
    expect([res.statusCode, envelope(res).code], `${action}: ${res.body}`).toEqual([status, code]);
  };
  const subscriber = async (plan: Plan, number = '4242424242424242') => {
    const player = await newVerifiedUser(app);
    const { checkout_id } = await ok<{ checkout_id: string }>('create_checkout', { plan_id: plan.id }, player.token);
    const { subscription } = await ok<{ subscription: SubscriptionView }>('pay_sandbox_checkout', { checkout_id, card: card(number) }, player.token);
    return { token: player.token, subscription };
  };
  const advance = (seconds: number) => ok<{ now: string; offset_seconds: number; renewed: number; failed: number; ended: number }>('advance_sandbox_clock', { seconds }, admin);
  const current = (token: string) => ok<{ subscription: SubscriptionView; summary: SubscriptionSummary }>('get_subscription', {}, token);
  const invoicesOf = async (token: string) => (await ok<{ data: Invoice[] }>('get_invoices', {}, token)).data;
  const audit = async (action: string) => (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { action }, admin)).data;

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    [monthly, yearly] = (await ok<{ plans: Plan[] }>('get_plans', {})).plans as [Plan, Plan];
  });
  afterAll(() => app?.close());

  it('moves the sandbox clock for admins only, and says what fell due', async () => {
    const player = await newVerifiedUser(app);
    await refused('advance_sandbox_clock', { seconds: 60 }, player.token, 403, 'FORBIDDEN');
    const before = (await app.billing.clock.offsetSeconds()) ?? 0;
    const moved = await advance(60);
    expect(moved.offset_seconds).toBe(before + 60);
    expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan((before + 50) * 1000);
    expect(moved).toMatchObject({ renewed: expect.any(Number), failed: expect.any(Number), ended: expect.any(Number) });
    expect((await audit('advance_sandbox_clock'))[0]?.after).toEqual({ offset_seconds: before + 60 });
  });

  it('refuses the clock in production and with Stripe, and sandbox payments with Stripe', async () => {
    // Production has no demo accounts: a real admin signs in there.
    const realAdmin = await newVerifiedUser(app, 'real admin');
    await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, await idOf(realAdmin.token)));
    const production = await createVariant(app, { NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.test' });
    try {
      await refused('advance_sandbox_clock', { seconds: 60 }, realAdmin.token, 501, 'BILLING_UNAVAILABLE', production);
    } finally {
      await production.close();
    }
    // Stripe needs its keys to start (server/config.ts); its API is pointed nowhere: nothing here calls it.
    const stripe = await createVariant(app, {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      PUBLIC_URL: 'https://quiz.example.test',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '9',
    });
    try {
      const adminToken = await login(stripe, demo.admin);
      await refused('advance_sandbox_clock', { seconds: 60 }, adminToken, 501, 'BILLING_UNAVAILABLE', stripe);
      const player = await newVerifiedUser(app);
      await refused('pay_sandbox_checkout', { checkout_id: 'co_abcdefgh12345678', card: card('4242424242424242') }, player.token, 501, 'BILLING_UNAVAILABLE', stripe);
      expect((await ok<{ provider: string }>('get_plans', {}, undefined, stripe)).provider).toBe('stripe');
    } finally {
      await stripe.close();
    }
  });

  it('renews at the period end: one paid invoice for the next period, again and again as the clock moves', async () => {
    const { token, subscription } = await subscriber(monthly);
    const moved = await advance(32 * DAY);
    expect(moved.renewed).toBeGreaterThanOrEqual(1);
    const after = (await current(token)).subscription;
    expect(after).toMatchObject({ status: 'active', current_period_start: subscription.current_period_end });
    const invoices = await invoicesOf(token);
    expect(invoices.map((i) => [i.amount, i.status])).toEqual([
      [499, 'paid'],
      [499, 'paid'],
    ]);
    expect(invoices[0]).toMatchObject({ period_start: subscription.current_period_end, period_end: after.current_period_end });
    expect(new Set(invoices.map((i) => i.number)).size).toBe(2);
    // Three more months at once: three more invoices, in order.
    await advance(92 * DAY);
    const later = await invoicesOf(token);
    expect(later).toHaveLength(5);
    const starts = later.map((i) => Date.parse(i.period_start ?? '')).reverse();
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("ends a trial with its first payment, applies a plan change at renewal, and ends a cancelled one at period end", async () => {
    const trial = await subscriber(yearly);
    expect(trial.subscription.status).toBe('trialing');
    const changing = await subscriber(monthly);
    await ok('change_plan', { plan_id: yearly.id }, changing.token);
    const cancelling = await subscriber(monthly);
    await ok('cancel_subscription', {}, cancelling.token);

    await advance(32 * DAY);
    expect((await current(trial.token)).subscription).toMatchObject({ status: 'active', state: 'active', trial_end: trial.subscription.trial_end });
    expect((await invoicesOf(trial.token)).map((i) => [i.amount, i.period_start])).toEqual([[3999, trial.subscription.trial_end]]);

    const changed = (await current(changing.token)).subscription;
    expect(changed).toMatchObject({ plan: { id: yearly.id }, next_plan: null, status: 'active' });
    expect((await invoicesOf(changing.token)).map((i) => i.amount)).toEqual([3999, 499]);

    const ended = await current(cancelling.token);
    expect(ended.subscription).toMatchObject({ status: 'canceled', state: 'ended' });
    expect(ended.summary.has_subscription).toBe(false);
    expect(await invoicesOf(cancelling.token)).toHaveLength(1);
    await refused('resume_subscription', {}, cancelling.token, 409, 'NO_SUBSCRIPTION');
  });

  it('a failed renewal is past_due, retried after 3 days, and ended when still failing after 7', async () => {
    const { token } = await subscriber(monthly, '4000000000000341');
    const moved = await advance(32 * DAY);
    expect(moved.failed).toBeGreaterThanOrEqual(1);
    const due = await current(token);
    expect(due.subscription).toMatchObject({ status: 'past_due', payment_failed: true, state: 'ended' });
    expect(due.summary.has_subscription).toBe(false);
    expect((await invoicesOf(token)).map((i) => i.status)).toEqual(['failed', 'paid']);

    await advance(3 * DAY + 60);
    expect((await current(token)).subscription.status).toBe('past_due');
    await advance(5 * DAY);
    const ended = await current(token);
    expect(ended.subscription).toMatchObject({ status: 'canceled', state: 'ended' });
    expect((await invoicesOf(token)).map((i) => i.status)).toEqual(['failed', 'paid']);
    // Nothing more falls due for it.
    await advance(40 * DAY);
    expect(await invoicesOf(token)).toHaveLength(2);
  });

  it('a past_due renewal is paid at once when the card is updated', async () => {
    const { token } = await subscriber(monthly, '4000000000000341');
    await advance(32 * DAY);
    expect((await current(token)).subscription.status).toBe('past_due');
    await refused('update_sandbox_card', { card: card('4000000000000002') }, token, 402, 'CARD_DECLINED');
    const updated = await ok<{ subscription: SubscriptionView; summary: SubscriptionSummary }>('update_sandbox_card', { card: card('4242424242424242') }, token);
    expect(updated.subscription).toMatchObject({ status: 'active', payment_failed: false, card: { last4: '4242' } });
    expect(updated.summary.has_subscription).toBe(true);
    expect((await invoicesOf(token)).map((i) => i.status)).toEqual(['paid', 'paid']);
  });

  it('two renewal runs at once (two instances) renew a period once', async () => {
    const { token, subscription } = await subscriber(monthly);
    const other = await createVariant(app, {});
    try {
      await app.billing.clock.advance(32 * DAY);
      await Promise.all([app.billing.renewals.runDue(), other.billing.renewals.runDue(), app.billing.renewals.runDue()]);
    } finally {
      await other.close();
    }
    const invoices = await invoicesOf(token);
    expect(invoices).toHaveLength(2);
    expect(invoices[0]?.period_start).toBe(subscription.current_period_end);
    expect((await current(token)).subscription.current_period_start).toBe(subscription.current_period_end);
  });

  describe('the admin', () => {
    it('lists plans with their subscribers, creates and changes one with an audit entry, and refuses a taken slug', async () => {
      const before = (await ok<{ data: AdminPlan[] }>('get_admin_plans', {}, admin)).data;
      expect(before.map((p) => p.slug)).toEqual(['monthly', 'yearly']);
      expect(before[0]?.subscribers).toBeGreaterThan(0);
      expect(before[0]?.texts.fr?.name).toBe('Mensuel');

      const body = { slug: 'weekly', texts: { en: { name: 'Weekly', description: 'A week', features: ['All'] } }, price: 199, currency: 'eur', interval: 'month', trial_days: 0 };
      const created = await ok<AdminPlan>('set_admin_plan', body, admin);
      expect(created).toMatchObject({ slug: 'weekly', currency: 'EUR', price: 199, enabled: true, subscribers: 0, stripe_price_id: null });
      expect((await ok<{ plans: Plan[] }>('get_plans', {})).plans.map((p) => p.slug)).toContain('weekly');
      const changed = await ok<AdminPlan>('set_admin_plan', { ...body, id: created.id, price: 299, enabled: false }, admin);
      expect(changed).toMatchObject({ id: created.id, price: 299, enabled: false });
      expect((await ok<{ plans: Plan[] }>('get_plans', {})).plans.map((p) => p.slug)).not.toContain('weekly');
      const player = await newVerifiedUser(app);
      await refused('create_checkout', { plan_id: created.id }, player.token, 404, 'PLAN_NOT_AVAILABLE');

      const entries = await audit('set_admin_plan');
      expect(entries.map((e) => e.subject)).toEqual([`plan:${created.id}`, `plan:${created.id}`]);
      expect(entries[0]).toMatchObject({ before: { price: 199, enabled: true }, after: { price: 299, enabled: false } });
      expect(entries[1]?.before).toBeNull();

      await refused('set_admin_plan', { ...body, slug: 'monthly' }, admin, 400, 'VALIDATION');
      await refused('set_admin_plan', { ...body, id: 99_999 }, admin, 404, 'NOT_FOUND');
      await refused('set_admin_plan', { ...body, texts: { fr: { name: 'Hebdo' } } }, admin, 400, 'VALIDATION');
    });

    it("grants a period, extends a paying player's, cancels now or at period end, each with an audit entry", async () => {
      const player = await newVerifiedUser(app);
      const playerId = await idOf(player.token);
      await refused('admin_cancel_subscription', { user_id: playerId, at_period_end: true, note: 'x' }, admin, 409, 'NO_SUBSCRIPTION');
      const granted = await ok<{ summary: SubscriptionSummary; subscription: SubscriptionView }>('admin_grant_subscription', { user_id: playerId, days: 10, note: 'Contest prize' }, admin);
      expect(granted.subscription).toMatchObject({ source: 'admin', status: 'active', next_billing: null });
      expect(granted.summary.has_subscription).toBe(true);
      expect((await ok<{ has_subscription: boolean }>('get_user_by_id', {}, player.token)).has_subscription).toBe(true);
      expect((await audit('admin_grant_subscription'))[0]).toMatchObject({ subject: `user:${playerId}`, after: { days: 10, note: 'Contest prize', source: 'admin' } });

      const cancelled = await ok<{ summary: SubscriptionSummary }>('admin_cancel_subscription', { user_id: playerId, at_period_end: false, note: 'Refunded' }, admin);
      expect(cancelled.summary).toMatchObject({ state: 'ended', has_subscription: false });
      expect((await audit('admin_cancel_subscription'))[0]).toMatchObject({ subject: `user:${playerId}`, after: { status: 'canceled', note: 'Refunded' } });

      const paying = await subscriber(monthly);
      const payingId = await idOf(paying.token);
      const extended = await ok<{ subscription: SubscriptionView }>('admin_grant_subscription', { user_id: payingId, days: 5, note: 'Sorry for the outage' }, admin);
      expect(Date.parse(extended.subscription.current_period_end ?? '') - Date.parse(paying.subscription.current_period_end ?? '')).toBe(5 * DAY * 1000);
      expect(extended.subscription.source).toBe('sandbox');
      const atEnd = await ok<{ subscription: SubscriptionView; summary: SubscriptionSummary }>('admin_cancel_subscription', { user_id: payingId, at_period_end: true, note: 'Asked by e-mail' }, admin);
      expect(atEnd.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true, state: 'cancelled' });

      const listed = await ok<{ summary: SubscriptionSummary; subscriptions: SubscriptionView[]; invoices: Invoice[] }>('get_admin_user_subscriptions', { user_id: payingId }, admin);
      expect(listed.summary.state).toBe('cancelled');
      expect(listed.subscriptions.map((s) => s.source)).toEqual(['sandbox']);
      expect(listed.invoices.map((i) => i.amount)).toEqual([499]);
      await refused('get_admin_user_subscriptions', { user_id: 99_999 }, admin, 404, 'NOT_FOUND');
      await refused('admin_grant_subscription', { user_id: playerId, days: 0, note: 'x' }, admin, 400, 'VALIDATION');
    });
  });
});

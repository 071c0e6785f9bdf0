/**
 * Subscriptions and billing (issue 13) on PGlite and PostgreSQL, the player's side: plans in the
 * interface language, the paying rule (spec section 4) through get_subscription and the user
 * record, the sign-up trial, the sandbox checkout with each test card, cancel, resume and plan
 * changes, invoices and receipts, and that a player never reads another's checkout or invoice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutView, Invoice, Plan, SubscriptionSummary, SubscriptionView } from '../../contract/api/billing';
import { subscriptions } from '../../server/db/schema';
import { writeScope } from '../../server/features/settings/settings.repo';
import { createTestApp, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const DAY_MS = 86_400_000;
const year = new Date().getUTCFullYear();
const card = (number: string, extra: Record<string, unknown> = {}) => ({ number, exp_month: 12, exp_year: year + 3, cvc: '123', name: 'Test Player', ...extra });

describe.each(lanes)('billing on %s', (lane) => {
  let app: TestApp;
  let monthly: Plan;
  let yearly: Plan;

  const idOf = async (token: string) => envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  const ok = async <T>(action: string, body: unknown, token?: string): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: unknown, token: string | undefined, status: number, code: string) => {
    const res = await app.call(action, body, token);
    expect([res.statusCode, envelope(res).code], `${action}: ${res.body}`).toEqual([status, code]);
    return envelope(res);
  };
  const setTrialDays = async (days: number) => {
    await writeScope(app.ctx.db, 'system', { trial_days: days });
    app.settings.invalidate();
  };
  const buy = async (token: string, plan: Plan, number = '4242424242424242') => {
    const { checkout_id } = await ok<{ checkout_id: string }>('create_checkout', { plan_id: plan.id }, token);
    return app.call('pay_sandbox_checkout', { checkout_id, card: card(number) }, token);
  };
  const summaryOf = async (token: string) => ok<{ has_subscription: boolean; subscription: SubscriptionSummary }>('get_user_by_id', {}, token);

  beforeAll(async () => {
    app = await createTestApp(lane);
    const { plans } = await ok<{ plans: Plan[] }>('get_plans', {});
    [monthly, yearly] = plans as [Plan, Plan];
  });
  afterAll(() => app?.close());

  it('lists the plans on sale in the interface language asked for, English when it has none', async () => {
    const en = await ok<{ plans: Plan[]; provider: string; signup_trial_days: number }>('get_plans', {});
    expect(en.provider).toBe('sandbox');
    expect(en.signup_trial_days).toBe(0);
    expect(en.plans.map((p) => [p.slug, p.name, p.price, p.currency, p.interval, p.trial_days, p.highlighted])).toEqual([
      ['monthly', 'Monthly', 499, 'USD', 'month', 0, false],
      ['yearly', 'Yearly', 3999, 'USD', 'year', 7, true],
    ]);
    expect(en.plans[0]?.features.length).toBeGreaterThan(0);
    expect((await ok<{ plans: Plan[] }>('get_plans', { language: 'fr' })).plans.map((p) => p.name)).toEqual(['Mensuel', 'Annuel']);
    expect((await ok<{ plans: Plan[] }>('get_plans', { language: 'ar' })).plans.map((p) => p.name)).toEqual(['شهري', 'سنوي']);
    expect((await ok<{ plans: Plan[] }>('get_plans', { language: 'de' })).plans.map((p) => p.name)).toEqual(['Monthly', 'Yearly']);
  });

  describe('the paying rule (spec section 4), through get_subscription and the user record', () => {
    const at = (days: number) => new Date(Date.now() + days * DAY_MS);
    const cases: { name: string; records: { status: string; cancel: boolean; created: number }[]; paying: boolean; state: string }[] = [
      { name: 'no record', records: [], paying: false, state: 'none' },
      { name: 'active', records: [{ status: 'active', cancel: false, created: -1 }], paying: true, state: 'active' },
      { name: 'trialing', records: [{ status: 'trialing', cancel: false, created: -1 }], paying: true, state: 'trial' },
      { name: 'active, cancelling at period end', records: [{ status: 'active', cancel: true, created: -1 }], paying: false, state: 'cancelled' },
      { name: 'trialing, cancelling at period end', records: [{ status: 'trialing', cancel: true, created: -1 }], paying: false, state: 'cancelled' },
      { name: 'past_due', records: [{ status: 'past_due', cancel: false, created: -1 }], paying: false, state: 'ended' },
      { name: 'canceled', records: [{ status: 'canceled', cancel: false, created: -1 }], paying: false, state: 'ended' },
      { name: 'unpaid', records: [{ status: 'unpaid', cancel: false, created: -1 }], paying: false, state: 'ended' },
      { name: 'incomplete', records: [{ status: 'incomplete', cancel: false, created: -1 }], paying: false, state: 'ended' },
      {
        name: 'an old active record under a newer canceled one',
        records: [
          { status: 'active', cancel: false, created: -30 },
          { status: 'canceled', cancel: false, created: -1 },
        ],
        paying: false,
        state: 'ended',
      },
      {
        name: 'an old canceled record under a newer active one',
        records: [
          { status: 'canceled', cancel: false, created: -1 },
          { status: 'active', cancel: false, created: -2 },
          { status: 'trialing', cancel: false, created: 0 },
        ],
        paying: true,
        state: 'trial',
      },
      {
        name: 'a newer record that cancels at period end under an older active one',
        records: [
          { status: 'active', cancel: false, created: -10 },
          { status: 'active', cancel: true, created: -5 },
        ],
        paying: false,
        state: 'cancelled',
      },
    ];

    it.each(cases)('$name: subscribed $paying, shown $state', async ({ records, paying, state }) => {
      const player = await newVerifiedUser(app);
      const userId = await idOf(player.token);
      for (const r of records) {
        await app.ctx.db.insert(subscriptions).values({ userId, status: r.status, cancelAtPeriodEnd: r.cancel, created: at(r.created), currentPeriodEnd: at(r.created + 30) });
      }
      const got = await ok<{ subscription: SubscriptionView | null; summary: SubscriptionSummary }>('get_subscription', {}, player.token);
      expect(got.summary.has_subscription).toBe(paying);
      expect(got.summary.state).toBe(state);
      expect(got.subscription?.state ?? 'none').toBe(state);
      const user = await summaryOf(player.token);
      expect(user.has_subscription).toBe(paying);
      expect(user.subscription.state).toBe(state);
      // The gate agrees: a subscriber-only action lets them in only when paying.
      const gated = await app.call('get_maths_curricula', {}, player.token);
      expect(gated.statusCode).toBe(paying ? 200 : 403);
    });
  });

  describe('the sign-up trial', () => {
    afterAll(() => setTrialDays(0));

    it('gives a new sign-up a free trial of trial_days once, at their first session; 0 gives none', async () => {
      await setTrialDays(5);
      const player = await newVerifiedUser(app);
      const first = await ok<{ subscription: SubscriptionView; summary: SubscriptionSummary }>('get_subscription', {}, player.token);
      expect(first.summary).toMatchObject({ state: 'trial', has_subscription: true, cancel_at_period_end: false });
      expect(first.subscription).toMatchObject({ source: 'trial', status: 'trialing', plan: null, next_billing: null });
      const days = (Date.parse(first.summary.trial_end ?? '') - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(4.9);
      expect(days).toBeLessThanOrEqual(5);
      // A second sign-in gives no second trial; the trial writes no invoice.
      await login(app, { email: player.email, password: player.password });
      const history = await ok<{ total: number }>('get_subscription_history', {}, player.token);
      expect(history.total).toBe(1);
      expect((await ok<{ total: number }>('get_invoices', {}, player.token)).total).toBe(0);

      await setTrialDays(0);
      const none = await newVerifiedUser(app);
      expect((await summaryOf(none.token)).subscription).toMatchObject({ state: 'none', has_subscription: false });
    });

    it('buying a plan during the sign-up trial keeps its days: trialing until its end, no invoice yet', async () => {
      await setTrialDays(3);
      const player = await newVerifiedUser(app);
      const trialEnd = (await summaryOf(player.token)).subscription.trial_end;
      const { checkout_id } = await ok<{ checkout_id: string }>('create_checkout', { plan_id: yearly.id }, player.token);
      const view = await ok<CheckoutView>('get_checkout', { checkout_id }, player.token);
      expect(view).toMatchObject({ status: 'open', due_today: 0, trial_days: 3 });
      const paid = await ok<{ subscription: SubscriptionView; summary: SubscriptionSummary }>('pay_sandbox_checkout', { checkout_id, card: card('4242424242424242') }, player.token);
      expect(paid.subscription).toMatchObject({ source: 'sandbox', status: 'trialing', state: 'trial', trial_end: trialEnd, current_period_end: trialEnd, next_billing: trialEnd });
      expect(paid.subscription.plan?.id).toBe(yearly.id);
      expect(paid.subscription.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: year + 3 });
      expect((await ok<{ total: number }>('get_invoices', {}, player.token)).total).toBe(0);
      // The sign-up trial record is over; the purchase counts.
      const history = await ok<{ data: SubscriptionView[] }>('get_subscription_history', {}, player.token);
      expect(history.data.map((r) => [r.source, r.status])).toEqual([
        ['sandbox', 'trialing'],
        ['trial', 'canceled'],
      ]);
    });
  });

  describe('checkout with the test cards', () => {
    it('4242 4242 4242 4242 pays: active, one paid invoice numbered QH-YYYY-NNNNNN for the plan price', async () => {
      const player = await newVerifiedUser(app);
      const res = await buy(player.token, monthly);
      expect(res.statusCode, res.body).toBe(200);
      const { subscription, summary } = envelope<{ subscription: SubscriptionView; summary: SubscriptionSummary }>(res).data;
      expect(summary).toMatchObject({ state: 'active', has_subscription: true });
      expect(subscription).toMatchObject({ status: 'active', source: 'sandbox', cancel_at_period_end: false, trial_end: null, payment_failed: false });
      expect(subscription.next_billing).toBe(subscription.current_period_end);
      const invoices = await ok<{ total: number; data: Invoice[] }>('get_invoices', {}, player.token);
      expect(invoices.total).toBe(1);
      expect(invoices.data[0]).toMatchObject({ amount: 499, currency: 'USD', status: 'paid', period_start: subscription.current_period_start, period_end: subscription.current_period_end });
      expect(invoices.data[0]?.number).toMatch(/^QH-\d{4}-\d{6}$/);
      expect((await summaryOf(player.token)).has_subscription).toBe(true);
      // The checkout is spent, and a paying player cannot start another.
      await refused('create_checkout', { plan_id: yearly.id }, player.token, 409, 'ALREADY_SUBSCRIBED');
    });

    it('a plan with trial days starts with them for a player who never had a trial: no charge today', async () => {
      const player = await newVerifiedUser(app);
      const res = await buy(player.token, yearly);
      const { subscription } = envelope<{ subscription: SubscriptionView }>(res).data;
      expect(subscription.status).toBe('trialing');
      expect((Date.parse(subscription.trial_end ?? '') - Date.now()) / DAY_MS).toBeCloseTo(7, 1);
      expect((await ok<{ total: number }>('get_invoices', {}, player.token)).total).toBe(0);
    });

    it.each([
      ['4000000000000002', 402, 'CARD_DECLINED', 'Your card was declined. Please try another card.'],
      ['4000000000009995', 402, 'CARD_DECLINED', 'Your card has insufficient funds.'],
      ['4242424242424241', 400, 'CARD_INVALID', undefined],
      ['4111111111111111', 402, 'CARD_DECLINED', 'This is a test checkout: please pay with the test card 4242 4242 4242 4242.'],
    ])('%s is refused with %s %s, and nothing is bought', async (number, status, code, message) => {
      const player = await newVerifiedUser(app);
      const { checkout_id } = await ok<{ checkout_id: string }>('create_checkout', { plan_id: monthly.id }, player.token);
      const answer = await refused('pay_sandbox_checkout', { checkout_id, card: card(number) }, player.token, status, code);
      if (message) expect(answer.message).toBe(message);
      expect((await ok<{ subscription: null }>('get_subscription', {}, player.token)).subscription).toBeNull();
      expect((await ok<CheckoutView>('get_checkout', { checkout_id }, player.token)).status).toBe('open');
    });

    it('a card past its expiry is CARD_EXPIRED; a bad body names its field', async () => {
      const player = await newVerifiedUser(app);
      const { checkout_id } = await ok<{ checkout_id: string }>('create_checkout', { plan_id: monthly.id }, player.token);
      await refused('pay_sandbox_checkout', { checkout_id, card: card('4242424242424242', { exp_month: 1, exp_year: year - 1 }) }, player.token, 400, 'CARD_EXPIRED');
      const bad = await refused('pay_sandbox_checkout', { checkout_id, card: card('4242', {}) }, player.token, 400, 'VALIDATION');
      expect(bad.field).toContain('number');
    });

    it('4000 0000 0000 0341 pays today (its renewals fail: billing-renewals.test.ts)', async () => {
      const player = await newVerifiedUser(app);
      const res = await buy(player.token, monthly, '4000000000000341');
      expect(envelope<{ subscription: SubscriptionView }>(res).data.subscription.status).toBe('active');
    });

    it('a paid or expired checkout is closed; a plan not on sale cannot be bought', async () => {
      const player = await newVerifiedUser(app);
      const { checkout_id } = await ok<{ checkout_id: string }>('create_checkout', { plan_id: monthly.id }, player.token);
      await ok('pay_sandbox_checkout', { checkout_id, card: card('4242424242424242') }, player.token);
      await refused('pay_sandbox_checkout', { checkout_id, card: card('4242424242424242') }, player.token, 409, 'CHECKOUT_CLOSED');
      expect((await ok<CheckoutView>('get_checkout', { checkout_id }, player.token)).status).toBe('completed');

      const late = await newVerifiedUser(app);
      const open = await ok<{ checkout_id: string }>('create_checkout', { plan_id: monthly.id }, late.token);
      app.advance(2 * 60 * 60 * 1000);
      expect((await ok<CheckoutView>('get_checkout', { checkout_id: open.checkout_id }, late.token)).status).toBe('expired');
      await refused('pay_sandbox_checkout', { checkout_id: open.checkout_id, card: card('4242424242424242') }, late.token, 409, 'CHECKOUT_CLOSED');
      await refused('create_checkout', { plan_id: 99_999 }, late.token, 404, 'PLAN_NOT_AVAILABLE');
    });
  });

  describe('cancel, resume and change plan', () => {
    it('cancel sets cancel at period end (not subscribed by the rule), resume undoes it', async () => {
      const player = await newVerifiedUser(app);
      await refused('cancel_subscription', {}, player.token, 409, 'NO_SUBSCRIPTION');
      await buy(player.token, monthly);
      const cancelled = await ok<{ subscription: SubscriptionView; summary: SubscriptionSummary }>('cancel_subscription', {}, player.token);
      expect(cancelled.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true, state: 'cancelled', next_billing: null });
      expect(cancelled.summary.has_subscription).toBe(false);
      expect((await summaryOf(player.token)).has_subscription).toBe(false);
      const resumed = await ok<{ subscription: SubscriptionView; summary: SubscriptionSummary }>('resume_subscription', {}, player.token);
      expect(resumed.subscription).toMatchObject({ cancel_at_period_end: false, state: 'active' });
      expect(resumed.summary.has_subscription).toBe(true);
    });

    it('change_plan names the plan of the next renewal; the same plan again clears it', async () => {
      const player = await newVerifiedUser(app);
      await refused('change_plan', { plan_id: yearly.id }, player.token, 409, 'NO_SUBSCRIPTION');
      await buy(player.token, monthly);
      const changed = await ok<{ subscription: SubscriptionView }>('change_plan', { plan_id: yearly.id }, player.token);
      expect(changed.subscription.next_plan).toEqual({ id: yearly.id, name: 'Yearly' });
      expect(changed.subscription.plan?.id).toBe(monthly.id);
      const back = await ok<{ subscription: SubscriptionView }>('change_plan', { plan_id: monthly.id }, player.token);
      expect(back.subscription.next_plan).toBeNull();
    });

    it('the portal is the sandbox page with the return path', async () => {
      const player = await newVerifiedUser(app);
      expect(await ok('get_billing_portal', { return_path: '/subscription' }, player.token)).toEqual({ url: '/billing/portal?return=%2Fsubscription', provider: 'sandbox' });
    });
  });

  describe('receipts and ownership', () => {
    it('gives a receipt as HTML with its number and amount, and as a PDF', async () => {
      const player = await newVerifiedUser(app);
      await buy(player.token, monthly);
      const [invoice] = (await ok<{ data: Invoice[] }>('get_invoices', {}, player.token)).data;
      if (!invoice) throw new Error('no invoice');
      const html = await ok<{ file_name: string; mime_type: string; content: string; encoding: string }>('get_invoice_receipt', { invoice_id: invoice.id, format: 'html' }, player.token);
      expect(html).toMatchObject({ file_name: `receipt-${invoice.number}.html`, mime_type: 'text/html', encoding: 'utf8' });
      expect(html.content).toContain(invoice.number);
      expect(html.content).toContain('$4.99');
      expect(html.content).not.toMatch(/<(script|link|img)\b/);
      const pdf = await ok<{ file_name: string; mime_type: string; content: string; encoding: string }>('get_invoice_receipt', { invoice_id: invoice.id, format: 'pdf' }, player.token);
      expect(pdf).toMatchObject({ file_name: `receipt-${invoice.number}.pdf`, mime_type: 'application/pdf', encoding: 'base64' });
      expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it("a player cannot read another's checkout or invoice (NOT_FOUND)", async () => {
      const owner = await newVerifiedUser(app);
      const other = await newVerifiedUser(app);
      const { checkout_id } = await ok<{ checkout_id: string }>('create_checkout', { plan_id: monthly.id }, owner.token);
      await refused('get_checkout', { checkout_id }, other.token, 404, 'NOT_FOUND');
      await refused('pay_sandbox_checkout', { checkout_id, card: card('4242424242424242') }, other.token, 404, 'NOT_FOUND');
      await ok('pay_sandbox_checkout', { checkout_id, card: card('4242424242424242') }, owner.token);
      const [invoice] = (await ok<{ data: Invoice[] }>('get_invoices', {}, owner.token)).data;
      await refused('get_invoice_receipt', { invoice_id: invoice?.id }, other.token, 404, 'NOT_FOUND');
      expect((await ok<{ total: number }>('get_invoices', {}, other.token)).total).toBe(0);
    });

    it('the demo subscriber is a real sandbox subscription on Monthly with its invoice; the demo player has no trial left', async () => {
      const subscriber = await login(app, demo.subscriber);
      const got = await ok<{ subscription: SubscriptionView }>('get_subscription', {}, subscriber);
      expect(got.subscription).toMatchObject({ source: 'sandbox', status: 'active', plan: { id: monthly.id, price: 499 } });
      expect((await ok<{ data: Invoice[] }>('get_invoices', {}, subscriber)).data.map((i) => [i.amount, i.status])).toEqual([[499, 'paid']]);
      const player = await login(app, demo.player);
      const userId = await idOf(player);
      expect((await summaryOf(player)).subscription).toMatchObject({ state: 'ended', has_subscription: false });
      expect(await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(1);
    });
  });
});

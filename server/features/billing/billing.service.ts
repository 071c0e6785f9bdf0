/**
 * Subscriptions and billing (issue 13), the player's side: plans, the sign-up trial, checkout,
 * cancel, resume and plan changes, the card, invoices and receipts, and the sandbox's clock and
 * renewals. The database is the truth; a provider (providers/provider.ts) is asked only for its own
 * side. Each change is one transaction; `onSubscriptionChanged(userId)` is called after it commits,
 * on every path that changes a user's subscription (the live user channel pushes the new state).
 */
import { and, eq } from 'drizzle-orm';
import { PAYING_STATUSES } from '../../../contract/billing/subscription';
import type { CheckoutView, Plan, SubscriptionSummary, SubscriptionView } from '../../../contract/api/billing';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { checkouts, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomId } from '../../lib/ids';
import type { RecurringTask } from '../../lib/recurring';
import { recordAudit } from '../audit/audit.repo';
import type { SettingsService } from '../settings/settings.service';
import { findUserById } from '../users/users.repo';
import { countingRecord, subscriptionRows, summaryOf, type SubscriptionRow } from './billing.repo';
import { createBillingClock, type BillingClock } from './billing-clock';
import { providerCustomer, saveSandboxCard } from './customers';
import { insertInvoice, invoicesOf, ownInvoice } from './invoices';
import { addInterval, findPlan, listPlans, planTexts, toPlan, toProviderPlan, type PlanRow } from './plans';
import type { BillingProvider, BillingProviderName } from './providers/provider';
import { createSandboxProvider } from './providers/sandbox';
import { acceptSandboxCard, type SandboxCardInput } from './providers/sandbox-cards';
import { receiptHtml, receiptPdf } from './receipts';
import { createRenewals, describePeriod, type RenewalCounts, type Renewals } from './renewals';
import { latestSubscription } from './subscription-rule';
import { PRICING_PATH, SUBSCRIPTION_PATH } from '../../../contract/billing/paths';
import { recordViews, RENEWING_SOURCES, subscriptionView, type SubscriptionRecordView } from './subscription-view';

const DAY_MS = 86_400_000;
/** How long a checkout may be paid. */
const CHECKOUT_TTL_MS = 60 * 60 * 1000;
const SELLER = 'Quizhive';

export interface BillingDeps {
  readonly settings: SettingsService;
  /** Adapters by name; the sandbox's is built in, Stripe's is given by app.ts when configured. */
  readonly providers?: Partial<Record<BillingProviderName, BillingProvider>>;
  /** Called after every committed change of a user's subscription (default: nothing). */
  readonly onSubscriptionChanged?: (userId: number) => void | Promise<void>;
}

export interface SubscriptionAnswer {
  readonly subscription: SubscriptionView;
  readonly summary: SubscriptionSummary;
}

export interface BillingService {
  readonly provider: BillingProviderName;
  readonly clock: BillingClock;
  readonly renewals: Renewals;
  /** The upkeep task (every 60 s): renewals, trial ends, failed renewals' retries and ends. */
  readonly upkeep: RecurringTask;
  plans(language: string | undefined, languageId: number | undefined): Promise<{ plans: Plan[]; provider: BillingProviderName; signup_trial_days: number }>;
  /** The sign-up trial, once per user (system configuration trial_days; 0: none); called whenever a session opens. */
  accountReady(user: { readonly id: number }): Promise<void>;
  subscription(userId: number): Promise<{ subscription: SubscriptionView | null; summary: SubscriptionSummary }>;
  createCheckout(userId: number, planId: number, origin: string): Promise<{ checkout_id: string; url: string; provider: BillingProviderName }>;
  checkout(userId: number, checkoutId: string): Promise<CheckoutView>;
  paySandboxCheckout(userId: number, checkoutId: string, card: SandboxCardInput): Promise<SubscriptionAnswer>;
  cancel(userId: number): Promise<SubscriptionAnswer>;
  resume(userId: number): Promise<SubscriptionAnswer>;
  changePlan(userId: number, planId: number): Promise<SubscriptionAnswer>;
  portal(userId: number, returnPath: string | undefined, origin: string): Promise<{ url: string; provider: BillingProviderName }>;
  updateSandboxCard(userId: number, card: SandboxCardInput): Promise<{ subscription: SubscriptionView | null; summary: SubscriptionSummary }>;
  invoices(userId: number, paging: { offset: number; limit: number }): ReturnType<typeof invoicesOf>;
  history(userId: number, paging: { offset: number; limit: number }): Promise<{ total: number; data: SubscriptionRecordView[] }>;
  receipt(userId: number, invoiceId: number, format: 'html' | 'pdf'): Promise<{ file_name: string; mime_type: 'text/html' | 'application/pdf'; content: string; encoding: 'utf8' | 'base64' }>;
  advanceClock(adminId: number, seconds: number): Promise<{ now: string; offset_seconds: number } & RenewalCounts>;
  /** Runs the injected callback after a commit; a failing listener is logged, never the caller's error. */
  changed(userId: number): void;
  /** The provider adapter that keeps records of this source (BILLING_UNAVAILABLE when not configured). */
  providerFor(source: string): BillingProvider;
}

/** Statuses of a provider subscription that still holds the player (a new checkout is refused). */
const HOLDING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export function createBillingService(ctx: AppContext, deps: BillingDeps): BillingService {
  const { db } = ctx;
  const provider = ctx.config.BILLING_PROVIDER;
  const providers: Partial<Record<BillingProviderName, BillingProvider>> = { sandbox: createSandboxProvider(), ...deps.providers };
  const clock = createBillingClock(db, ctx.now, provider);

  function changed(userId: number): void {
    if (!deps.onSubscriptionChanged) return;
    Promise.resolve()
      .then(() => deps.onSubscriptionChanged?.(userId))
      .catch((error: unknown) => ctx.log.warn({ err: error, userId }, 'onSubscriptionChanged failed'));
  }

  const renewals = createRenewals(db, clock, changed);

  function providerFor(source: string): BillingProvider {
    const adapter = source === 'sandbox' || source === 'stripe' ? providers[source] : undefined;
    if (!adapter) throw new AppError('BILLING_UNAVAILABLE');
    return adapter;
  }

  function requireSandbox(): void {
    if (provider !== 'sandbox') throw new AppError('BILLING_UNAVAILABLE', { text: 'This server takes payments through Stripe, not the sandbox.' });
  }

  async function answer(handle: DbOrTx, userId: number): Promise<SubscriptionAnswer> {
    const record = await countingRecord(handle, userId);
    if (!record) throw new AppError('NO_SUBSCRIPTION');
    return { subscription: await subscriptionView(handle, record), summary: summaryOf(record) };
  }

  /** The trial a purchase starts with: what is left of the sign-up trial, else the plan's for a player who never had one. */
  function trialFor(rows: readonly SubscriptionRow[], plan: PlanRow, now: Date): Date | null {
    const latest = latestSubscription(rows);
    if (latest?.source === 'trial' && latest.status === 'trialing' && latest.trialEnd && latest.trialEnd > now) return latest.trialEnd;
    if (plan.trialDays > 0 && !rows.some((r) => r.trialEnd !== null)) return new Date(now.getTime() + plan.trialDays * DAY_MS);
    return null;
  }

  function refuseIfHeld(rows: readonly SubscriptionRow[]): void {
    const latest = latestSubscription(rows);
    if (latest && RENEWING_SOURCES.has(latest.source) && HOLDING_STATUSES.has(latest.status)) throw new AppError('ALREADY_SUBSCRIBED');
  }

  async function planOnSale(handle: DbOrTx, planId: number): Promise<PlanRow> {
    const plan = await findPlan(handle, planId);
    if (!plan?.enabled) throw new AppError('PLAN_NOT_AVAILABLE', undefined, 'plan_id');
    return plan;
  }

  /** The player's provider subscription a cancel, resume or change acts on. */
  async function providerRecord(userId: number): Promise<SubscriptionRow> {
    const record = await countingRecord(db, userId);
    if (!record || !RENEWING_SOURCES.has(record.source) || !HOLDING_STATUSES.has(record.status)) throw new AppError('NO_SUBSCRIPTION');
    return record;
  }

  async function ownCheckout(handle: DbOrTx, userId: number, checkoutId: string) {
    const [row] = await handle
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', undefined, 'checkout_id');
    return row;
  }

  async function languageCode(language: string | undefined, languageId: number | undefined): Promise<string> {
    if (language) return language.toLowerCase();
    const languages = await deps.settings.uiLanguages();
    const chosen = languageId !== undefined ? languages.find((l) => l.id === languageId) : languages.find((l) => l.is_default);
    return chosen?.code ?? 'en';
  }

  const service: BillingService = {
    provider,
    clock,
    renewals,
    changed,
    providerFor,
    upkeep: {
      name: 'billing renewals',
      firstAfterMs: 20_000,
      everyMs: 60_000,
      run: async () => {
        const counts = await renewals.runDue();
        return counts.renewed + counts.failed + counts.ended > 0 ? { ...counts } : null;
      },
    },

    async plans(language, languageId) {
      const [code, rows, config] = await Promise.all([languageCode(language, languageId), listPlans(db, true), deps.settings.systemConfig()]);
      return { plans: rows.map((row) => toPlan(row, code)), provider, signup_trial_days: config.trial_days };
    },

    async accountReady(user) {
      const existing = await subscriptionRows(db, user.id);
      if (existing.length > 0) return;
      const days = (await deps.settings.systemConfig()).trial_days;
      if (days <= 0) return;
      const now = await clock.now();
      const end = new Date(now.getTime() + days * DAY_MS);
      // The unique index on (user_id) of source 'trial' makes a second session's attempt a no-op.
      const [row] = await db
        .insert(subscriptions)
        .values({ userId: user.id, source: 'trial', status: 'trialing', created: now, currentPeriodStart: now, currentPeriodEnd: end, trialEnd: end, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: subscriptions.id });
      if (row) changed(user.id);
    },

    async subscription(userId) {
      const record = await countingRecord(db, userId);
      return { subscription: record ? await subscriptionView(db, record) : null, summary: summaryOf(record) };
    },

    async createCheckout(userId, planId, origin) {
      const adapter = providerFor(provider);
      const plan = await planOnSale(db, planId);
      const rows = await subscriptionRows(db, userId);
      refuseIfHeld(rows);
      const now = await clock.now();
      const trialEnd = trialFor(rows, plan, now);
      const checkoutId = `co_${randomId(24)}`;
      const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
      const created = await adapter.createCheckout({
        checkoutId,
        customer: await providerCustomer(db, userId, provider),
        plan: toProviderPlan(plan),
        trialDays: trialEnd ? Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS) : 0,
        trialEnd,
        successUrl: `${origin}${SUBSCRIPTION_PATH}?checkout=${checkoutId}`,
        cancelUrl: `${origin}${PRICING_PATH}`,
        expiresAt,
      });
      await db.insert(checkouts).values({ id: checkoutId, userId, planId: plan.id, provider, status: 'open', expiresAt, providerSessionId: created.providerSessionId, createdAt: now });
      return { checkout_id: checkoutId, url: created.url, provider };
    },

    async checkout(userId, checkoutId) {
      const row = await ownCheckout(db, userId, checkoutId);
      const plan = await findPlan(db, row.planId);
      if (!plan) throw new AppError('PLAN_NOT_AVAILABLE');
      const now = await clock.now();
      const status = row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
      const trialEnd = status === 'open' ? trialFor(await subscriptionRows(db, userId), plan, now) : null;
      return {
        checkout_id: row.id,
        status,
        plan: toPlan(plan),
        trial_days: trialEnd ? Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS) : 0,
        due_today: trialEnd ? 0 : plan.price,
        expires_at: row.expiresAt.toISOString(),
      };
    },

    async paySandboxCheckout(userId, checkoutId, card) {
      requireSandbox();
      const now = await clock.now();
      const seen = await ownCheckout(db, userId, checkoutId);
      if (seen.status !== 'open' || seen.expiresAt <= now || seen.provider !== 'sandbox') throw new AppError('CHECKOUT_CLOSED');
      const accepted = acceptSandboxCard(card, now);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, seen.id)).for('update');
        if (row?.status !== 'open') throw new AppError('CHECKOUT_CLOSED');
        const plan = await planOnSale(tx, row.planId);
        const rows = await subscriptionRows(tx, userId);
        refuseIfHeld(rows);
        const trialEnd = trialFor(rows, plan, now);
        await saveSandboxCard(tx, userId, accepted, now);
        const latest = latestSubscription(rows);
        // The sign-up trial gives way to the purchase, which keeps its days.
        if (latest?.source === 'trial' && latest.status === 'trialing') {
          await tx.update(subscriptions).set({ status: 'canceled', endedAt: now, updatedAt: now }).where(eq(subscriptions.id, latest.id));
        }
        const periodEnd = trialEnd ?? addInterval(now, plan.interval);
        const [sub] = await tx
          .insert(subscriptions)
          .values({
            userId,
            source: 'sandbox',
            providerSubscriptionId: `sbx_sub_${randomId(20)}`,
            planId: plan.id,
            status: trialEnd ? 'trialing' : 'active',
            created: now,
            currentPeriodStart: now,
            currentPeriodEnd: periodEnd,
            trialEnd,
            updatedAt: now,
          })
          .returning();
        if (!sub) throw new Error('the subscription was not stored');
        if (!trialEnd) {
          await insertInvoice(tx, {
            userId,
            subscriptionId: sub.id,
            provider: 'sandbox',
            amount: plan.price,
            currency: plan.currency,
            status: 'paid',
            description: describePeriod(planTexts(plan).name, now, periodEnd),
            periodStart: now,
            periodEnd,
            attemptCount: 1,
            created: now,
            paidAt: now,
          });
        }
        await tx.update(checkouts).set({ status: 'completed', completedAt: now, subscriptionId: sub.id }).where(eq(checkouts.id, row.id));
        return answer(tx, userId);
      });
      changed(userId);
      return result;
    },

    async cancel(userId) {
      const record = await providerRecord(userId);
      if (record.cancelAtPeriodEnd) return answer(db, userId);
      const adapter = providerFor(record.source);
      const now = await clock.now();
      if (record.status === 'past_due') {
        // Nothing was paid for this period: a cancel ends it now.
        await adapter.cancelNow(record);
        await db.update(subscriptions).set({ status: 'canceled', endedAt: now, updatedAt: now }).where(eq(subscriptions.id, record.id));
      } else {
        await adapter.cancelAtPeriodEnd(record);
        await db.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: now }).where(eq(subscriptions.id, record.id));
      }
      changed(userId);
      return answer(db, userId);
    },

    async resume(userId) {
      const record = await countingRecord(db, userId);
      if (!record || !RENEWING_SOURCES.has(record.source) || !PAYING_STATUSES.has(record.status)) throw new AppError('NO_SUBSCRIPTION');
      if (!record.cancelAtPeriodEnd) return answer(db, userId);
      await providerFor(record.source).resume(record);
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, updatedAt: await clock.now() })
        .where(eq(subscriptions.id, record.id));
      changed(userId);
      return answer(db, userId);
    },

    async changePlan(userId, planId) {
      const record = await providerRecord(userId);
      const plan = await planOnSale(db, planId);
      const next = plan.id === record.planId ? null : plan.id;
      if (next === record.nextPlanId) return answer(db, userId);
      await providerFor(record.source).changePlan(record, toProviderPlan(plan));
      await db
        .update(subscriptions)
        .set({ nextPlanId: next, updatedAt: await clock.now() })
        .where(eq(subscriptions.id, record.id));
      changed(userId);
      return answer(db, userId);
    },

    async portal(userId, returnPath, origin) {
      const adapter = providerFor(provider);
      const url = await adapter.portalUrl({ customer: await providerCustomer(db, userId, provider), returnUrl: `${origin}${returnPath ?? SUBSCRIPTION_PATH}` });
      return { url, provider };
    },

    async updateSandboxCard(userId, card) {
      requireSandbox();
      const now = await clock.now();
      const accepted = acceptSandboxCard(card, now);
      const retried = await db.transaction(async (tx) => {
        await saveSandboxCard(tx, userId, accepted, now);
        const record = await countingRecord(tx, userId);
        return record?.source === 'sandbox' ? renewals.retryNow(tx, record, now) : null;
      });
      if (retried) changed(userId);
      return service.subscription(userId);
    },

    invoices: (userId, paging) => invoicesOf(db, userId, paging),

    async history(userId, paging) {
      const rows = (await subscriptionRows(db, userId)).reverse();
      return { total: rows.length, data: await recordViews(db, rows.slice(paging.offset, paging.offset + paging.limit)) };
    },

    async receipt(userId, invoiceId, format) {
      const invoice = await ownInvoice(db, userId, invoiceId);
      if (!invoice) throw new AppError('NOT_FOUND', undefined, 'invoice_id');
      const user = await findUserById(db, userId);
      const facts = { invoice, customerName: user?.name ?? '', customerEmail: user?.email ?? null, seller: SELLER };
      if (format === 'pdf') {
        const bytes = await receiptPdf(facts);
        return { file_name: `receipt-${invoice.number}.pdf`, mime_type: 'application/pdf', content: Buffer.from(bytes).toString('base64'), encoding: 'base64' };
      }
      return { file_name: `receipt-${invoice.number}.html`, mime_type: 'text/html', content: receiptHtml(facts), encoding: 'utf8' };
    },

    async advanceClock(adminId, seconds) {
      requireSandbox();
      if (ctx.config.NODE_ENV === 'production') throw new AppError('BILLING_UNAVAILABLE', { text: 'The sandbox clock never moves on a production server.' });
      const offset = await db.transaction(async (tx) => {
        const before = await clock.offsetSeconds(tx);
        const after = await clock.advance(seconds, tx);
        await recordAudit(tx, { adminId, action: 'advance_sandbox_clock', subject: 'sandbox_clock', before: { offset_seconds: before }, after: { offset_seconds: after }, at: ctx.now() });
        return after;
      });
      const counts = await renewals.runDue();
      return { now: (await clock.now()).toISOString(), offset_seconds: offset, ...counts };
    },
  };
  return service;
}

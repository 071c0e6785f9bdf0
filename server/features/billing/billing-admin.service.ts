/**
 * Subscriptions and billing, the admin's side: plans (data the admin changes) and one user's
 * subscriptions (grant a period, cancel). Every write is one transaction with its audit entry
 * (recordAudit); the user's subscription change is announced after it commits.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AdminPlan, Invoice, SubscriptionSummary } from '../../../contract/api/billing';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { invoices, plans, subscriptions, type PlanTexts } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { findUserById } from '../users/users.repo';
import { countingRecord, subscriptionRows, summaryOf, type SubscriptionRow } from './billing.repo';
import type { BillingService } from './billing.service';
import { toInvoice } from './invoices';
import { findPlan, listPlans, toAdminPlan, type PlanRow } from './plans';
import { recordViews, RENEWING_SOURCES, type SubscriptionRecordView } from './subscription-view';

const DAY_MS = 86_400_000;
const HOLDING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export interface PlanInput {
  readonly id?: number | undefined;
  readonly slug: string;
  readonly texts: Record<string, PlanTexts>;
  readonly price: number;
  readonly currency: string;
  readonly interval: 'month' | 'year';
  readonly trial_days: number;
  readonly highlighted: boolean;
  readonly enabled: boolean;
  readonly sort_order: number;
  readonly stripe_price_id: string | null;
}

export interface AdminSubscriptionAnswer {
  readonly summary: SubscriptionSummary;
  readonly subscription: SubscriptionRecordView;
}

export interface BillingAdminService {
  plans(): Promise<{ data: AdminPlan[] }>;
  setPlan(adminId: number, input: PlanInput): Promise<AdminPlan>;
  userSubscriptions(userId: number): Promise<{ summary: SubscriptionSummary; subscriptions: SubscriptionRecordView[]; invoices: Invoice[] }>;
  grant(adminId: number, input: { userId: number; days: number; note: string }): Promise<AdminSubscriptionAnswer>;
  cancel(adminId: number, input: { userId: number; atPeriodEnd: boolean; note: string }): Promise<AdminSubscriptionAnswer>;
}

/** Players whose counting record (the latest) is on each plan and paying. */
async function subscribersPerPlan(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await rawRows<{ plan_id: number; n: number }>(db, sql`
    select s.plan_id, count(*)::int as n from (
      select distinct on (${subscriptions.userId}) ${subscriptions.planId} as plan_id, ${subscriptions.status} as status, ${subscriptions.cancelAtPeriodEnd} as cancel_at_period_end
      from ${subscriptions} order by ${subscriptions.userId}, ${subscriptions.created} desc, ${subscriptions.id} desc
    ) s
    where s.status in ('active', 'trialing') and not s.cancel_at_period_end and s.plan_id is not null
    group by s.plan_id`);
  return new Map(rows.map((r) => [Number(r.plan_id), Number(r.n)]));
}

function auditedPlan(plan: PlanRow): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...fields } = plan;
  return fields;
}

export function createBillingAdminService(ctx: AppContext, billing: BillingService): BillingAdminService {
  const { db } = ctx;

  async function existingUser(userId: number): Promise<void> {
    if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', undefined, 'user_id');
  }

  async function recordView(handle: DbOrTx, row: SubscriptionRow): Promise<SubscriptionRecordView> {
    const [view] = await recordViews(handle, [row]);
    if (!view) throw new Error('no view');
    return view;
  }

  return {
    async plans() {
      const [rows, counts] = await Promise.all([listPlans(db, false), subscribersPerPlan(db)]);
      return { data: rows.map((row) => toAdminPlan(row, counts.get(row.id) ?? 0)) };
    },

    async setPlan(adminId, input) {
      const now = ctx.now();
      const fields = {
        slug: input.slug,
        texts: input.texts,
        price: input.price,
        currency: input.currency,
        interval: input.interval,
        trialDays: input.trial_days,
        highlighted: input.highlighted,
        enabled: input.enabled,
        sortOrder: input.sort_order,
        stripePriceId: input.stripe_price_id,
        updatedAt: now,
      };
      const saved = await db.transaction(async (tx) => {
        const before = input.id !== undefined ? await findPlan(tx, input.id) : undefined;
        if (input.id !== undefined && !before) throw new AppError('NOT_FOUND', undefined, 'id');
        const [clash] = await tx
          .select({ id: plans.id })
          .from(plans)
          .where(input.id !== undefined ? and(eq(plans.slug, input.slug), ne(plans.id, input.id)) : eq(plans.slug, input.slug));
        if (clash) throw new AppError('VALIDATION', { text: `Another plan already has the slug ${input.slug}` }, 'slug');
        const [row] = before
          ? await tx.update(plans).set(fields).where(eq(plans.id, before.id)).returning()
          : await tx
              .insert(plans)
              .values({ ...fields, createdAt: now })
              .returning();
        if (!row) throw new Error('the plan was not stored');
        await recordAudit(tx, { adminId, action: 'set_admin_plan', subject: `plan:${row.id}`, before: before ? auditedPlan(before) : null, after: auditedPlan(row), at: now });
        return row;
      });
      return toAdminPlan(saved, (await subscribersPerPlan(db)).get(saved.id) ?? 0);
    },

    async userSubscriptions(userId) {
      await existingUser(userId);
      const rows = (await subscriptionRows(db, userId)).reverse();
      const paid = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.created), desc(invoices.id)).limit(100);
      return { summary: summaryOf(await countingRecord(db, userId)), subscriptions: await recordViews(db, rows), invoices: paid.map(toInvoice) };
    },

    async grant(adminId, { userId, days, note }) {
      await existingUser(userId);
      const now = await billing.clock.now();
      const length = days * DAY_MS;
      const result = await db.transaction(async (tx) => {
        const record = await countingRecord(tx, userId);
        const paying = record && record.status !== 'past_due' && HOLDING_STATUSES.has(record.status) && !record.cancelAtPeriodEnd && record.currentPeriodEnd;
        let row: SubscriptionRow | undefined;
        if (record && paying && record.source === 'stripe') {
          throw new AppError('BILLING_UNAVAILABLE', { text: 'This player pays through Stripe: extend their subscription in Stripe.' });
        } else if (record?.currentPeriodEnd && paying) {
          // A player who has access already gets the days after their period: it is pushed back.
          const end = new Date(record.currentPeriodEnd.getTime() + length);
          [row] = await tx
            .update(subscriptions)
            .set({ currentPeriodEnd: end, ...(record.status === 'trialing' && record.trialEnd ? { trialEnd: end } : {}), updatedAt: now })
            .where(eq(subscriptions.id, record.id))
            .returning();
        } else {
          [row] = await tx
            .insert(subscriptions)
            .values({ userId, source: 'admin', status: 'active', created: now, currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + length), updatedAt: now })
            .returning();
        }
        if (!row) throw new Error('the grant was not stored');
        await recordAudit(tx, {
          adminId,
          action: 'admin_grant_subscription',
          subject: `user:${userId}`,
          before: record ? { subscription_id: record.id, status: record.status, current_period_end: record.currentPeriodEnd?.toISOString() ?? null } : null,
          after: { subscription_id: row.id, status: row.status, source: row.source, current_period_end: row.currentPeriodEnd?.toISOString() ?? null, days, note },
          at: ctx.now(),
        });
        return { summary: summaryOf(await countingRecord(tx, userId)), subscription: await recordView(tx, row) };
      });
      billing.changed(userId);
      return result;
    },

    async cancel(adminId, { userId, atPeriodEnd, note }) {
      await existingUser(userId);
      const record = await countingRecord(db, userId);
      if (!record || !HOLDING_STATUSES.has(record.status)) throw new AppError('NO_SUBSCRIPTION');
      const now = await billing.clock.now();
      const endsNow = !atPeriodEnd || record.status === 'past_due';
      if (RENEWING_SOURCES.has(record.source)) {
        const adapter = billing.providerFor(record.source);
        await (endsNow ? adapter.cancelNow(record) : adapter.cancelAtPeriodEnd(record));
      }
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set(endsNow ? { status: 'canceled', endedAt: now, updatedAt: now } : { cancelAtPeriodEnd: true, updatedAt: now })
          .where(eq(subscriptions.id, record.id))
          .returning();
        if (!row) throw new AppError('NO_SUBSCRIPTION');
        await recordAudit(tx, {
          adminId,
          action: 'admin_cancel_subscription',
          subject: `user:${userId}`,
          before: { subscription_id: record.id, status: record.status, cancel_at_period_end: record.cancelAtPeriodEnd },
          after: { subscription_id: row.id, status: row.status, cancel_at_period_end: row.cancelAtPeriodEnd, at_period_end: atPeriodEnd, note },
          at: ctx.now(),
        });
        return { summary: summaryOf(await countingRecord(tx, userId)), subscription: await recordView(tx, row) };
      });
      billing.changed(userId);
      return result;
    },
  };
}

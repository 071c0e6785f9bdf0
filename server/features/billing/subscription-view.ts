/** Subscription records as the player's screens and the admin's see them (contract/api/billing.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import { displayStateOf, PAYING_STATUSES, type SubscriptionSource, type SubscriptionStatus } from '../../../contract/billing/subscription';
import type { SubscriptionView } from '../../../contract/api/billing';
import type { DbOrTx } from '../../db/client';
import { billingCustomers, plans } from '../../db/schema';
import type { SubscriptionRow } from './billing.repo';
import { planTexts, type PlanRow } from './plans';

export type SubscriptionRecordView = Omit<SubscriptionView, 'card'>;

/** Sources a provider renews (and charges): the others simply end. */
export const RENEWING_SOURCES: ReadonlySet<string> = new Set<SubscriptionSource>(['sandbox', 'stripe']);

function iso(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}

export function toRecordView(row: SubscriptionRow, plansById: ReadonlyMap<number, PlanRow>): SubscriptionRecordView {
  const plan = row.planId !== null ? plansById.get(row.planId) : undefined;
  const nextPlan = row.nextPlanId !== null ? plansById.get(row.nextPlanId) : undefined;
  const renews = RENEWING_SOURCES.has(row.source) && PAYING_STATUSES.has(row.status) && !row.cancelAtPeriodEnd;
  return {
    id: row.id,
    state: displayStateOf(row),
    status: row.status as SubscriptionStatus,
    source: row.source,
    plan: plan ? { id: plan.id, name: planTexts(plan).name, price: plan.price, currency: plan.currency, interval: plan.interval } : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    created: row.created.toISOString(),
    trial_end: iso(row.trialEnd),
    current_period_start: iso(row.currentPeriodStart),
    current_period_end: iso(row.currentPeriodEnd),
    next_billing: renews ? iso(row.currentPeriodEnd) : null,
    next_plan: nextPlan ? { id: nextPlan.id, name: planTexts(nextPlan).name } : null,
    payment_failed: row.status === 'past_due',
  };
}

export async function plansFor(db: DbOrTx, rows: readonly SubscriptionRow[]): Promise<Map<number, PlanRow>> {
  const ids = [...new Set(rows.flatMap((r) => [r.planId, r.nextPlanId]).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(plans).where(inArray(plans.id, ids));
  return new Map(found.map((p) => [p.id, p]));
}

export async function recordViews(db: DbOrTx, rows: readonly SubscriptionRow[]): Promise<SubscriptionRecordView[]> {
  const byId = await plansFor(db, rows);
  return rows.map((row) => toRecordView(row, byId));
}

/** The full view of one record, with the card on file at its provider. */
export async function subscriptionView(db: DbOrTx, row: SubscriptionRow): Promise<SubscriptionView> {
  const [view] = await recordViews(db, [row]);
  if (!view) throw new Error('no view');
  let card: SubscriptionView['card'] = null;
  if (row.source === 'sandbox' || row.source === 'stripe') {
    const [customer] = await db
      .select()
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, row.userId), eq(billingCustomers.provider, row.source)));
    if (customer?.cardBrand && customer.cardLast4 && customer.cardExpMonth !== null && customer.cardExpYear !== null) {
      card = { brand: customer.cardBrand, last4: customer.cardLast4, exp_month: customer.cardExpMonth, exp_year: customer.cardExpYear };
    }
  }
  return { ...view, card };
}

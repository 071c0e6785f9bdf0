/**
 * What falls due on the billing clock (ARCHITECTURE.md, Jobs): a sandbox subscription's renewal at
 * its period end (a trial's end is its first payment), a failed renewal's retries (every 3 days of
 * billing time; still failing after 7: ended), and the end of a record that simply ends (sign-up
 * trial, admin grant, cancel at period end). Stripe's records are Stripe's: its webhooks move them.
 *
 * Every change is one transaction that locks the subscription row and checks again that the event
 * is still due: two instances, a retry or a crash never renew a period twice (and the invoice of a
 * subscription and period is unique besides). Each event is applied at its own time (the period
 * end, the attempt's time), so a clock moved a year ahead leaves the same records as a year lived.
 */
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { billingCustomers, invoices, subscriptions } from '../../db/schema';
import type { SubscriptionRow } from './billing.repo';
import type { BillingClock } from './billing-clock';
import { failedInvoiceOf, insertInvoice, type InvoiceRow } from './invoices';
import { addInterval, findPlan, planTexts } from './plans';
import { cardValidAt } from './providers/sandbox-cards';

const DAY_MS = 86_400_000;
/** A failed renewal is tried again after this much billing time... */
export const RETRY_AFTER_MS = 3 * DAY_MS;
/** ...and ends the subscription when it still fails this long after the first attempt. */
export const GIVE_UP_AFTER_MS = 7 * DAY_MS;

export type RenewalResult = 'renewed' | 'failed' | 'ended';
export interface RenewalCounts {
  renewed: number;
  failed: number;
  ended: number;
}

export interface Renewals {
  /** Applies everything due by the billing clock's now (again and again until nothing is); says how much. */
  runDue(): Promise<RenewalCounts>;
  /** A past_due sandbox subscription's failed invoice, charged again now (update_sandbox_card), in the caller's transaction. */
  retryNow(tx: DbOrTx, subscription: SubscriptionRow, at: Date): Promise<RenewalResult | null>;
}

/** The sandbox charges the customer's card on file: declined for a card that declines renewals or has expired. */
async function sandboxCharge(tx: DbOrTx, userId: number, at: Date): Promise<boolean> {
  const [customer] = await tx
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, 'sandbox')));
  if (!customer || customer.sandboxDeclinesRenewals || customer.cardExpMonth === null || customer.cardExpYear === null) return false;
  return cardValidAt({ expMonth: customer.cardExpMonth, expYear: customer.cardExpYear }, at);
}

export function describePeriod(planName: string, start: Date, end: Date): string {
  return `Quizhive ${planName}, ${start.toISOString().slice(0, 10)} to ${end.toISOString().slice(0, 10)}`;
}

export function createRenewals(db: Db, clock: BillingClock, onChanged: (userId: number) => void): Renewals {
  async function end(tx: DbOrTx, sub: SubscriptionRow, at: Date): Promise<RenewalResult> {
    await tx.update(subscriptions).set({ status: 'canceled', endedAt: at, updatedAt: at }).where(eq(subscriptions.id, sub.id));
    return 'ended';
  }

  async function renew(tx: DbOrTx, sub: SubscriptionRow, periodStart: Date): Promise<RenewalResult | null> {
    const plan = await findPlan(tx, sub.nextPlanId ?? sub.planId ?? 0);
    if (!plan) return end(tx, sub, periodStart);
    const periodEnd = addInterval(periodStart, plan.interval);
    const paid = await sandboxCharge(tx, sub.userId, periodStart);
    const invoice = await insertInvoice(tx, {
      userId: sub.userId,
      subscriptionId: sub.id,
      provider: 'sandbox',
      amount: plan.price,
      currency: plan.currency,
      status: paid ? 'paid' : 'failed',
      description: describePeriod(planTexts(plan).name, periodStart, periodEnd),
      periodStart,
      periodEnd,
      attemptCount: 1,
      nextAttemptAt: paid ? null : new Date(periodStart.getTime() + RETRY_AFTER_MS),
      created: periodStart,
      paidAt: paid ? periodStart : null,
    });
    await tx
      .update(subscriptions)
      .set({ status: paid ? 'active' : 'past_due', planId: plan.id, nextPlanId: null, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, updatedAt: invoice.created })
      .where(eq(subscriptions.id, sub.id));
    return paid ? 'renewed' : 'failed';
  }

  async function retry(tx: DbOrTx, sub: SubscriptionRow, invoice: InvoiceRow, at: Date): Promise<RenewalResult> {
    const paid = await sandboxCharge(tx, sub.userId, at);
    const giveUpAt = invoice.created.getTime() + GIVE_UP_AFTER_MS;
    if (paid) {
      await tx.update(invoices).set({ status: 'paid', paidAt: at, attemptCount: invoice.attemptCount + 1, nextAttemptAt: null }).where(eq(invoices.id, invoice.id));
      await tx.update(subscriptions).set({ status: 'active', updatedAt: at }).where(eq(subscriptions.id, sub.id));
      return 'renewed';
    }
    const givingUp = at.getTime() >= giveUpAt;
    const nextAttemptAt = givingUp ? null : new Date(Math.min(at.getTime() + RETRY_AFTER_MS, giveUpAt));
    await tx.update(invoices).set({ attemptCount: invoice.attemptCount + 1, nextAttemptAt }).where(eq(invoices.id, invoice.id));
    return givingUp ? end(tx, sub, at) : 'failed';
  }

  /** One due event of one subscription, in its own transaction; null when it was no longer due (another run took it). */
  async function applyOne(id: number, now: Date): Promise<{ userId: number; result: RenewalResult } | null> {
    return db.transaction(async (tx) => {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (!sub || sub.source === 'stripe') return null;
      let result: RenewalResult | null = null;
      const periodEnd = sub.currentPeriodEnd;
      if ((sub.status === 'active' || sub.status === 'trialing') && periodEnd && periodEnd <= now) {
        result = sub.source !== 'sandbox' || sub.cancelAtPeriodEnd ? await end(tx, sub, periodEnd) : await renew(tx, sub, periodEnd);
      } else if (sub.status === 'past_due' && sub.source === 'sandbox') {
        const invoice = await failedInvoiceOf(tx, sub.id);
        if (invoice?.nextAttemptAt && invoice.nextAttemptAt <= now) result = await retry(tx, sub, invoice, invoice.nextAttemptAt);
      }
      return result ? { userId: sub.userId, result } : null;
    });
  }

  async function dueIds(now: Date): Promise<number[]> {
    const ending = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(inArray(subscriptions.status, ['active', 'trialing']), ne(subscriptions.source, 'stripe'), lte(subscriptions.currentPeriodEnd, now)))
      .orderBy(asc(subscriptions.currentPeriodEnd));
    const retrying = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(invoices, eq(invoices.subscriptionId, subscriptions.id))
      .where(and(eq(subscriptions.status, 'past_due'), eq(subscriptions.source, 'sandbox'), eq(invoices.status, 'failed'), lte(invoices.nextAttemptAt, now)));
    return [...new Set([...ending, ...retrying].map((r) => r.id))];
  }

  return {
    async runDue() {
      const counts: RenewalCounts = { renewed: 0, failed: 0, ended: 0 };
      const now = await clock.now();
      // A clock moved far ahead leaves several periods due: each round applies one event per subscription.
      for (let round = 0; round < 1000; round += 1) {
        const ids = await dueIds(now);
        let applied = 0;
        for (const id of ids) {
          const done = await applyOne(id, now);
          if (!done) continue;
          applied += 1;
          counts[done.result] += 1;
          onChanged(done.userId);
        }
        if (applied === 0) break;
      }
      return counts;
    },
    async retryNow(tx, subscription, at) {
      const invoice = await failedInvoiceOf(tx, subscription.id);
      if (subscription.status !== 'past_due' || !invoice) return null;
      return retry(tx, subscription, invoice, at);
    },
  };
}

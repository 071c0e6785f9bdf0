/**
 * Billing's demo data: the two plans on sale (names in English, Arabic and French), and for the demo
 * accounts real sandbox records: the subscribers pay for Monthly with the test card 4242 (one paid
 * invoice each, renewing on the sandbox clock), the player's sign-up trial is over (so the demo
 * player shows a player without a subscription, and gets no new trial on signing in).
 */
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { plans, subscriptions, type PlanTexts } from '../db/schema';
import { saveSandboxCard } from '../features/billing/customers';
import { insertInvoice } from '../features/billing/invoices';
import { addInterval, planTexts } from '../features/billing/plans';
import { describePeriod } from '../features/billing/renewals';

const DAY_MS = 86_400_000;

const FEATURES: Record<'en' | 'ar' | 'fr', string[]> = {
  en: ['Every quiz category and level', 'Maths and reasoning practice', 'The tutor without limits', 'No adverts'],
  ar: ['كل فئات الاختبارات ومستوياتها', 'تمارين الرياضيات والتفكير', 'المعلّم بلا حدود', 'بلا إعلانات'],
  fr: ['Toutes les catégories et tous les niveaux', 'Entraînement en maths et en raisonnement', 'Le tuteur sans limite', 'Sans publicité'],
};

export const DEMO_PLANS: readonly { slug: string; price: number; interval: 'month' | 'year'; trialDays: number; highlighted: boolean; texts: Record<string, PlanTexts> }[] = [
  {
    slug: 'monthly',
    price: 499,
    interval: 'month',
    trialDays: 0,
    highlighted: false,
    texts: {
      en: { name: 'Monthly', description: 'Everything in Quizhive, billed every month.', features: FEATURES.en },
      ar: { name: 'شهري', description: 'كل ما في Quizhive، يُدفع كل شهر.', features: FEATURES.ar },
      fr: { name: 'Mensuel', description: 'Tout Quizhive, facturé chaque mois.', features: FEATURES.fr },
    },
  },
  {
    slug: 'yearly',
    price: 3999,
    interval: 'year',
    trialDays: 7,
    highlighted: true,
    texts: {
      en: { name: 'Yearly', description: 'Everything in Quizhive for a year: a third off the monthly price.', features: FEATURES.en },
      ar: { name: 'سنوي', description: 'كل ما في Quizhive لمدة سنة: بثلث أقل من السعر الشهري.', features: FEATURES.ar },
      fr: { name: 'Annuel', description: 'Tout Quizhive pendant un an\u202f: un tiers de moins que le mensuel.', features: FEATURES.fr },
    },
  },
];

/** The plans, once (a database seeded before billing gets them on its next start). */
export async function seedPlans(tx: Tx, now: Date): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(plans);
  if ((existing?.n ?? 0) > 0) return 0;
  await tx.insert(plans).values(
    DEMO_PLANS.map((plan, index) => ({
      slug: plan.slug,
      texts: plan.texts,
      price: plan.price,
      currency: 'USD',
      interval: plan.interval,
      trialDays: plan.trialDays,
      highlighted: plan.highlighted,
      enabled: true,
      sortOrder: index,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return DEMO_PLANS.length;
}

/** A demo subscriber: Monthly in the sandbox, paid today with the test card 4242, with its invoice. */
export async function seedSandboxSubscriber(tx: Tx, userId: number, now: Date): Promise<void> {
  const [monthly] = await tx.select().from(plans).where(eq(plans.slug, 'monthly'));
  if (!monthly) throw new Error('seed: the monthly plan is missing');
  const end = addInterval(now, monthly.interval);
  await saveSandboxCard(tx, userId, { brand: 'visa', last4: '4242', expMonth: 12, expYear: now.getUTCFullYear() + 5, declinesRenewals: false }, now);
  const [sub] = await tx
    .insert(subscriptions)
    .values({ userId, source: 'sandbox', providerSubscriptionId: `sbx_sub_demo_${userId}`, planId: monthly.id, status: 'active', created: now, currentPeriodStart: now, currentPeriodEnd: end, updatedAt: now })
    .returning({ id: subscriptions.id });
  if (!sub) throw new Error('seed: the demo subscription was not inserted');
  await insertInvoice(tx, {
    userId,
    subscriptionId: sub.id,
    provider: 'sandbox',
    amount: monthly.price,
    currency: monthly.currency,
    status: 'paid',
    description: describePeriod(planTexts(monthly).name, now, end),
    periodStart: now,
    periodEnd: end,
    attemptCount: 1,
    created: now,
    paidAt: now,
  });
}

/** A demo player whose sign-up trial is over (a week, ended yesterday). */
export async function seedEndedTrial(tx: Tx, userId: number, now: Date): Promise<void> {
  const end = new Date(now.getTime() - DAY_MS);
  const start = new Date(end.getTime() - 7 * DAY_MS);
  await tx.insert(subscriptions).values({ userId, source: 'trial', status: 'canceled', created: start, currentPeriodStart: start, currentPeriodEnd: end, trialEnd: end, endedAt: end, updatedAt: end });
}

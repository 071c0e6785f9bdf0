/** Plans: the admin's data, shown in the interface language asked for (English when a plan lacks it). */
import { asc, eq } from 'drizzle-orm';
import type { AdminPlan, Plan } from '../../../contract/api/billing';
import type { DbOrTx } from '../../db/client';
import { plans, type PlanTexts } from '../../db/schema';
import type { ProviderPlan } from './providers/provider';

export type PlanRow = typeof plans.$inferSelect;

const EMPTY_TEXTS: PlanTexts = { name: '', description: '', features: [] };

/** The plan's words in `language` (a code such as fr or ar), else English. */
export function planTexts(plan: PlanRow, language = 'en'): PlanTexts {
  return plan.texts[language] ?? plan.texts[language.split('-')[0] ?? 'en'] ?? plan.texts.en ?? Object.values(plan.texts)[0] ?? EMPTY_TEXTS;
}

export function toPlan(plan: PlanRow, language?: string): Plan {
  const texts = planTexts(plan, language);
  return {
    id: plan.id,
    slug: plan.slug,
    name: texts.name,
    description: texts.description,
    features: [...texts.features],
    price: plan.price,
    currency: plan.currency,
    interval: plan.interval,
    trial_days: plan.trialDays,
    highlighted: plan.highlighted,
  };
}

export function toAdminPlan(plan: PlanRow, subscribers: number): AdminPlan {
  return {
    id: plan.id,
    slug: plan.slug,
    texts: Object.fromEntries(Object.entries(plan.texts).map(([code, t]) => [code, { name: t.name, description: t.description, features: [...t.features] }])),
    price: plan.price,
    currency: plan.currency,
    interval: plan.interval,
    trial_days: plan.trialDays,
    highlighted: plan.highlighted,
    enabled: plan.enabled,
    sort_order: plan.sortOrder,
    stripe_price_id: plan.stripePriceId,
    subscribers,
  };
}

export function toProviderPlan(plan: PlanRow): ProviderPlan {
  return { id: plan.id, slug: plan.slug, name: planTexts(plan).name, price: plan.price, currency: plan.currency, interval: plan.interval, stripePriceId: plan.stripePriceId };
}

export async function listPlans(db: DbOrTx, onlyEnabled: boolean): Promise<PlanRow[]> {
  const query = db.select().from(plans);
  return (onlyEnabled ? query.where(eq(plans.enabled, true)) : query).orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function findPlan(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** The period after `start` for a plan's interval (calendar months and years, in UTC). */
export function addInterval(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  // 31 January + 1 month is the end of February, not 3 March.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  return end;
}

/**
 * The plan form's draft and its checks, apart from the screen: money typed as the admin writes it
 * (9.99 or 9,99) and sent in cents, features one per line, texts per interface language with
 * English required. The server checks everything again (set_admin_plan).
 */
import type { AdminPlan, PlanInterval } from '../../../../contract/api/billing';
import {
  ADMIN_PLAN_DESCRIPTION_MAX,
  ADMIN_PLAN_FEATURE_MAX,
  ADMIN_PLAN_FEATURES_MAX,
  ADMIN_PLAN_NAME_MAX,
  ADMIN_PLAN_ORDER_MAX,
  ADMIN_PLAN_PRICE_MAX,
  ADMIN_PLAN_TRIAL_DAYS_MAX,
} from '../../../../contract/api/admin-limits';
import type { PlanBody } from './billing.api';

export interface PlanTextDraft {
  readonly name: string;
  readonly description: string;
  /** One feature per line. */
  readonly features: string;
}

export interface PlanDraft {
  readonly id: number | undefined;
  readonly slug: string;
  /** By interface language code; `en` always there. */
  readonly texts: Readonly<Record<string, PlanTextDraft>>;
  readonly price: string;
  readonly currency: string;
  readonly interval: PlanInterval;
  readonly trialDays: string;
  readonly order: string;
  readonly stripePriceId: string;
  readonly highlighted: boolean;
  readonly enabled: boolean;
}

/** A message key (admin.plans.errors.*) and its values, per field: `slug`, `price`, `texts.en.name`, ... */
export type PlanErrors = Readonly<Record<string, { readonly key: string; readonly values?: Readonly<Record<string, number | string>> }>>;

/** The plan's name in the admin's language, else English. */
export function planName(plan: AdminPlan, language: string): string {
  return plan.texts[language]?.name ?? plan.texts.en?.name ?? plan.slug;
}

export const EMPTY_TEXT: PlanTextDraft = { name: '', description: '', features: '' };

export function newPlanDraft(): PlanDraft {
  return { id: undefined, slug: '', texts: { en: EMPTY_TEXT }, price: '', currency: 'USD', interval: 'month', trialDays: '0', order: '0', stripePriceId: '', highlighted: false, enabled: true };
}

/** Cents as the form shows them: 999 -> "9.99". */
export function centsToText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Money typed by the admin in cents, or null when it is not an amount: digits with at most two
 * decimals after a point or a comma ("9.99", "9,99", "10"). Thousands separators are refused rather
 * than guessed ("1,000" would be ten in French).
 */
export function parseMoney(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, units = '0', decimals = ''] = match;
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

export function draftOf(plan: AdminPlan): PlanDraft {
  const texts = Object.fromEntries(
    Object.entries(plan.texts).map(([code, text]) => [code, { name: text.name, description: text.description ?? '', features: (text.features ?? []).join('\n') }]),
  );
  return {
    id: plan.id,
    slug: plan.slug,
    texts: { en: EMPTY_TEXT, ...texts },
    price: centsToText(plan.price),
    currency: plan.currency,
    interval: plan.interval,
    trialDays: String(plan.trial_days),
    order: String(plan.sort_order),
    stripePriceId: plan.stripe_price_id ?? '',
    highlighted: plan.highlighted,
    enabled: plan.enabled,
  };
}

const linesOf = (features: string) =>
  features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A language's texts count when any of them is filled; English always does. */
const isUsed = (code: string, text: PlanTextDraft) => code === 'en' || Boolean(text.name.trim() || text.description.trim() || text.features.trim());

function wholeIn(text: string, max: number): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

export function checkPlan(draft: PlanDraft): PlanErrors {
  const errors: Record<string, { key: string; values?: Record<string, number | string> }> = {};
  if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(draft.slug.trim().toLowerCase())) errors.slug = { key: 'slug' };
  for (const [code, text] of Object.entries(draft.texts)) {
    if (!isUsed(code, text)) continue;
    const name = text.name.trim();
    if (!name) errors[`texts.${code}.name`] = { key: 'nameMissing' };
    else if (name.length > ADMIN_PLAN_NAME_MAX) errors[`texts.${code}.name`] = { key: 'tooLong', values: { max: ADMIN_PLAN_NAME_MAX } };
    if (text.description.trim().length > ADMIN_PLAN_DESCRIPTION_MAX) errors[`texts.${code}.description`] = { key: 'tooLong', values: { max: ADMIN_PLAN_DESCRIPTION_MAX } };
    const features = linesOf(text.features);
    if (features.length > ADMIN_PLAN_FEATURES_MAX) errors[`texts.${code}.features`] = { key: 'featuresMany', values: { max: ADMIN_PLAN_FEATURES_MAX } };
    else if (features.some((line) => line.length > ADMIN_PLAN_FEATURE_MAX)) errors[`texts.${code}.features`] = { key: 'featureLong', values: { max: ADMIN_PLAN_FEATURE_MAX } };
  }
  const price = parseMoney(draft.price);
  if (price === null) errors.price = { key: 'price' };
  else if (price > ADMIN_PLAN_PRICE_MAX) errors.price = { key: 'priceMax', values: { max: centsToText(ADMIN_PLAN_PRICE_MAX) } };
  if (!/^[A-Za-z]{3}$/.test(draft.currency.trim())) errors.currency = { key: 'currency' };
  if (wholeIn(draft.trialDays, ADMIN_PLAN_TRIAL_DAYS_MAX) === null) errors.trial_days = { key: 'whole', values: { max: ADMIN_PLAN_TRIAL_DAYS_MAX } };
  if (wholeIn(draft.order, ADMIN_PLAN_ORDER_MAX) === null) errors.sort_order = { key: 'whole', values: { max: ADMIN_PLAN_ORDER_MAX } };
  if (draft.stripePriceId.trim() && !/^price_[A-Za-z0-9]+$/.test(draft.stripePriceId.trim())) errors.stripe_price_id = { key: 'stripePrice' };
  return errors;
}

/** The body of set_admin_plan from a draft checkPlan found clean. */
export function planBody(draft: PlanDraft): PlanBody {
  const texts = Object.fromEntries(
    Object.entries(draft.texts)
      .filter(([code, text]) => isUsed(code, text))
      .map(([code, text]) => [code, { name: text.name.trim(), description: text.description.trim(), features: linesOf(text.features) }]),
  );
  return {
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    slug: draft.slug.trim().toLowerCase(),
    texts,
    price: parseMoney(draft.price) ?? 0,
    currency: draft.currency.trim().toUpperCase(),
    interval: draft.interval,
    trial_days: Number(draft.trialDays.trim()),
    highlighted: draft.highlighted,
    enabled: draft.enabled,
    sort_order: Number(draft.order.trim()),
    stripe_price_id: draft.stripePriceId.trim() || null,
  };
}

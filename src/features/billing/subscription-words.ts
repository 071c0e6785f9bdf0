/**
 * The words of a subscription's state (spec section 4's display states): "Active", "Free trial
 * until Dec 3, 2026", "Cancelled: ends on Dec 3, 2026", "Ended". The dates are the record's: the
 * trial's end for a trial, the period's end for a cancelled one.
 */
import type { TFunction } from 'i18next';
import type { SubscriptionDisplayState } from '../../../contract/billing/subscription';
import type { Plan, SubscriptionView } from '../../../contract/api/billing';
import { formatDate } from '../../lib/i18n/date-format';
import { formatMoney } from '../../lib/i18n/money-format';

interface StateFacts {
  readonly state: SubscriptionDisplayState;
  readonly trial_end: string | null;
  readonly current_period_end: string | null;
}

export function stateWords(facts: StateFacts, t: TFunction, language: string): string {
  switch (facts.state) {
    case 'trial':
      return facts.trial_end ? t('billing.state.trialUntil', { date: formatDate(facts.trial_end, language) }) : t('billing.state.trial');
    case 'cancelled':
      return facts.current_period_end ? t('billing.state.cancelledOn', { date: formatDate(facts.current_period_end, language) }) : t('billing.state.cancelled');
    case 'active':
      return t('billing.state.active');
    case 'ended':
      return t('billing.state.ended');
    case 'none':
      return t('billing.state.none');
  }
}

/** "$4.99 per month", "49,99 € par an". */
export function priceWords(plan: Pick<Plan, 'price' | 'currency' | 'interval'>, t: TFunction, language: string): string {
  return t(`billing.interval.${plan.interval}`, { price: formatMoney(plan.price, plan.currency, language) });
}

/** The record's plan, or what stands for one: the sign-up trial, an admin's grant. */
export function planName(record: Pick<SubscriptionView, 'plan' | 'source'>, t: TFunction): string {
  if (record.plan) return record.plan.name;
  return record.source === 'admin' ? t('billing.source.admin') : t('billing.source.trial');
}

/** A date or a dash (a field the record does not have). */
export function dateOrDash(at: string | null, language: string): string {
  return at ? formatDate(at, language) : '—';
}

/** "Dec 3, 2026 – Jan 3, 2027". */
export function periodWords(start: string | null, end: string | null, language: string): string {
  if (!start && !end) return '—';
  return `${dateOrDash(start, language)} – ${dateOrDash(end, language)}`;
}

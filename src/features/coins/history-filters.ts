/**
 * The coin history's filters. The server keeps entries of a list of types (`types`), so a filter
 * that stands for a group (the bonuses, every lifeline and hint) still pages with one total.
 */
import { PREMIUM_UNLOCK_TYPE, REFUND_TYPES, SPEND_KINDS } from '../../../contract/economy/ledger';

export const HISTORY_FILTERS = ['all', 'quizZone', 'practice', 'bonuses', 'lifelines', 'premium', 'refunds'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** The entry types each filter keeps; null keeps every type (kinds the app does not know yet too). */
const FILTER_TYPES: Readonly<Record<HistoryFilter, readonly string[] | null>> = {
  all: null,
  quizZone: ['quiz_zone'],
  practice: ['quiz_zone_practice'],
  bonuses: ['welcome_bonus', 'referral'],
  lifelines: SPEND_KINDS,
  premium: [PREMIUM_UNLOCK_TYPE],
  refunds: REFUND_TYPES,
};

export function typesOf(filter: HistoryFilter): readonly string[] | null {
  return FILTER_TYPES[filter];
}

export function isHistoryFilter(value: string): value is HistoryFilter {
  return (HISTORY_FILTERS as readonly string[]).includes(value);
}

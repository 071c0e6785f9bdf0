/**
 * What an entry is called in the player's language. The server's title is English, so an entry of
 * a type the app knows is named by its type; a type newer than the app shows the server's title.
 */
import type { TFunction } from 'i18next';
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import { CONTEST_FEE_TYPE, CONTEST_PRIZE_TYPE, contestNameOf, PAYOUT_HOLD_TYPE, PAYOUT_REFUND_TYPE, PREMIUM_UNLOCK_TYPE, premiumUnlockName } from '../../../contract/economy/ledger';

/** Types with a label under coins.type.<type> in every locale file. */
const KNOWN_TYPES: ReadonlySet<string> = new Set([
  'quiz_zone',
  'quiz_zone_practice',
  'welcome_bonus',
  'referral',
  'lifeline_fifty_fifty',
  'lifeline_audience_poll',
  'lifeline_skip',
  'lifeline_reset_timer',
  'word_hint',
  'refund',
  PAYOUT_HOLD_TYPE,
  PAYOUT_REFUND_TYPE,
]);

export function entryLabel(entry: Pick<CoinHistoryEntry, 'type' | 'title'>, t: TFunction): string {
  // An unlock names its category, which only its title holds.
  if (entry.type === PREMIUM_UNLOCK_TYPE) {
    const name = premiumUnlockName(entry.title);
    return name === null ? entry.title : t('coins.type.premium_category', { name });
  }
  // A contest's fee and prize name the contest, which only their title holds.
  if (entry.type === CONTEST_FEE_TYPE || entry.type === CONTEST_PRIZE_TYPE) {
    const name = contestNameOf(entry.type, entry.title);
    return name === null ? entry.title : t(`coins.type.${entry.type}`, { name });
  }
  return KNOWN_TYPES.has(entry.type) ? t(`coins.type.${entry.type}`) : entry.title;
}

/** For tests: the types that have their own label. */
export const labelledTypes: readonly string[] = [...KNOWN_TYPES, PREMIUM_UNLOCK_TYPE, CONTEST_FEE_TYPE, CONTEST_PRIZE_TYPE];

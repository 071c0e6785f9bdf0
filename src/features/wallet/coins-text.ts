/**
 * A number of coins in words with the figure grouped as the language writes numbers ("5,000 coins",
 * "5 000 pièces"): payouts cost thousands of coins, where count.coins would print "5000 coins".
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/i18n/number-format';

export function coinsText(t: TFunction, count: number, language: string): string {
  return t('wallet.coins', { count, coins: formatNumber(count, language) });
}

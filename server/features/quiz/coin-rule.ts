/** The Quiz Zone coin rule of the system configuration: nothing below min, all at full, linear between. */
import type { CoinRule } from '../../../contract/api/settings';

export function coinsForPercentage(rule: CoinRule, percentage: number): number {
  if (percentage < rule.min_percentage || rule.max_coins === 0) return 0;
  if (percentage >= rule.full_percentage || rule.full_percentage <= rule.min_percentage) return rule.max_coins;
  const share = (percentage - rule.min_percentage) / (rule.full_percentage - rule.min_percentage);
  // At the threshold a player earns at least one coin; the share grows linearly to max_coins.
  return Math.max(1, Math.floor(share * rule.max_coins));
}

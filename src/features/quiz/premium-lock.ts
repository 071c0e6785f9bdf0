/** Whether a category in a list still has to be unlocked before it can be played, and for how much. */
import type { Category, PlayerCategory } from '../../../contract/api/quiz';

/**
 * The price of a premium category this player has not unlocked; null when it opens. A category
 * from a downloaded pack (offline) was downloadable, so it opens: only the server's list, which
 * says `has_unlocked`, can lock one.
 */
export function lockedPrice(category: Category | PlayerCategory): number | null {
  return 'has_unlocked' in category && category.is_premium && !category.has_unlocked ? category.coins : null;
}

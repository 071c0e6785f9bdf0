/**
 * What the bar pinned to the bottom of the screen shows of the player's own standing. The list
 * highlights their row where it is; the bar repeats it whenever that row is not on screen (not
 * loaded yet, or scrolled away), and says how to get on a board they are not on.
 */
import type { LeaderboardOwn, LeaderboardRow } from '../../../contract/api/leaderboard';

export type PinnedStanding =
  /** Nothing pinned: no answer yet, an empty board (its empty state says it all), or the own row is in view. */
  | { readonly kind: 'none' }
  | { readonly kind: 'ranked'; readonly me: LeaderboardOwn & { readonly rank: number } }
  /** No ranked score in the period: rank null, not on the board. */
  | { readonly kind: 'unranked' };

export function pinnedStanding(me: LeaderboardOwn | null, rows: readonly LeaderboardRow[], ownRowInView: boolean): PinnedStanding {
  if (!me || rows.length === 0) return { kind: 'none' };
  if (me.rank === null) return { kind: 'unranked' };
  const listed = rows.some((row) => row.user_id === me.user_id);
  if (listed && ownRowInView) return { kind: 'none' };
  return { kind: 'ranked', me: { ...me, rank: me.rank } };
}

/** How a level's progress reads, shared by the server and the device so both show the same. */

/** Level n opens once level n-1 has at least this share of its questions answered correctly. */
export const UNLOCK_THRESHOLD_PERCENT = 80;

export type LevelStatus = 'not_started' | 'in_progress' | 'completed';

export interface LevelCounts {
  readonly attempted: number;
  readonly correct: number;
  readonly total: number;
}

/** Completed means every question was attempted, right or wrong. */
export function levelStatus({ attempted, total }: LevelCounts): LevelStatus {
  if (attempted === 0) return 'not_started';
  return attempted >= total ? 'completed' : 'in_progress';
}

/**
 * Whether a level is open, given the counts of the level before it (undefined for level 1).
 * Integer arithmetic, so 24 of 30 (exactly 80%) opens the next level on every runtime.
 */
export function isUnlocked(previous: LevelCounts | undefined): boolean {
  if (!previous) return true;
  return previous.total > 0 && previous.correct * 100 >= UNLOCK_THRESHOLD_PERCENT * previous.total;
}

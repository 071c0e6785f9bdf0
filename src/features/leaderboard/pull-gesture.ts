/**
 * Pull to refresh as a pure model: a touch that starts while the page is scrolled to its top and
 * moves down pulls the indicator (at half the finger's travel, up to a limit); let go once it has
 * come far enough and the board is read again. A touch that starts lower in the page, or moves up,
 * is an ordinary scroll and never pulls.
 */

/** How far the indicator must come (CSS pixels) for a release to refresh. */
export const PULL_THRESHOLD = 64;
/** The furthest the indicator comes, however far the finger goes. */
export const PULL_MAX = 96;
/** The indicator follows the finger at this share of its travel, so the pull feels held back. */
const RESISTANCE = 0.5;

export interface PullState {
  /** Where the touch began (clientY); null when no pull is under way. */
  readonly startY: number | null;
  /** How far the indicator has come. */
  readonly distance: number;
}

export const idlePull: PullState = { startY: null, distance: 0 };

/** A touch begins: a pull only when the page is at its top (otherwise the page scrolls as usual). */
export function pullStart(y: number, atTop: boolean): PullState {
  return atTop ? { startY: y, distance: 0 } : idlePull;
}

export function pullMove(state: PullState, y: number): PullState {
  if (state.startY === null) return state;
  return { startY: state.startY, distance: Math.min(PULL_MAX, Math.max(0, (y - state.startY) * RESISTANCE)) };
}

/** Whether the indicator has come far enough that letting go refreshes. */
export function isArmed(state: PullState): boolean {
  return state.distance >= PULL_THRESHOLD;
}

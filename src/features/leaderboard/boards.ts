/**
 * The three boards as the screen shows them, and the one in the address: `?board=monthly` keeps
 * the chosen tab through a reload and the browser's back button. Today's board is the default and
 * has no parameter, so `/leaderboard` is its one address.
 */
import type { LeaderboardKind } from '../../../contract/api/leaderboard';
import { LEADERBOARD_PATH } from './leaderboard-paths';

/** In tab order. Type-checked against the contract, whose list is not imported: it lives in a zod module. */
export const BOARDS = ['daily', 'monthly', 'global'] as const satisfies readonly LeaderboardKind[];
export type Board = (typeof BOARDS)[number];

export const BOARD_PARAM = 'board';
const DEFAULT_BOARD: Board = 'daily';

function isBoard(value: string | null): value is Board {
  return (BOARDS as readonly (string | null)[]).includes(value);
}

/** The board a query string asks for; today's for none or one the app does not know. */
export function boardOf(search: string): Board {
  const value = new URLSearchParams(search).get(BOARD_PARAM);
  return isBoard(value) ? value : DEFAULT_BOARD;
}

export function boardHref(board: Board): string {
  return board === DEFAULT_BOARD ? LEADERBOARD_PATH : `${LEADERBOARD_PATH}?${BOARD_PARAM}=${board}`;
}

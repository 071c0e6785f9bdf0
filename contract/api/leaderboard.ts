/**
 * Leaderboards (issue 11, docs/ECONOMY.md "Leaderboards"): the spec's three boards, each a page of
 * players by score and the caller's own standing. Only ranked play moves a board; practice books
 * score 0. The three actions take the same body and answer the same shape.
 */
import { z } from 'zod';
import { PagingSchema } from './common';
import { defineAction } from './define';

export const LEADERBOARD_KINDS = ['daily', 'monthly', 'global'] as const;
export type LeaderboardKind = (typeof LEADERBOARD_KINDS)[number];

/** One player on a board. */
export const LeaderboardRowSchema = z.object({
  /**
   * 1 + the number of players with a strictly higher score: tied players share a rank, and the
   * next rank after a tie skips (1, 2, 2, 4). Within a tie, rows are ordered by user_id.
   */
  rank: z.number().int().min(1),
  user_id: z.number().int(),
  /** Display name, first letter upper case (spec section 3). */
  name: z.string(),
  /** Profile picture URL, or null when the player has none. */
  profile: z.string().nullable(),
  /** Ranked score booked in the board's period. */
  score: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

/** The caller on this board, whether or not the page shows them. */
export const LeaderboardOwnSchema = LeaderboardRowSchema.extend({
  /** null while the caller has no ranked score in the period (score 0): they are not on the board. */
  rank: z.number().int().min(1).nullable(),
});
export type LeaderboardOwn = z.infer<typeof LeaderboardOwnSchema>;

export const LeaderboardSchema = z.object({
  board: z.enum(LEADERBOARD_KINDS),
  /** The period shown: YYYY-MM-DD (daily, UTC), YYYY-MM (monthly, UTC) or 'all' (global). */
  period: z.string(),
  /** When the board starts again (ISO 8601: the next midnight UTC, the next first of the month), null for global. */
  ends_at: z.string().nullable(),
  /** Players on the board (with a score above 0 in the period): the length to page through. */
  total: z.number().int(),
  /** The page asked for (offset, limit), best first. */
  data: z.array(LeaderboardRowSchema),
  /** The caller's own row. */
  me: LeaderboardOwnSchema,
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/** Today's board (UTC day). */
export const getDailyLeaderboard = defineAction({ name: 'get_daily_leaderboard', auth: 'user', body: PagingSchema, data: LeaderboardSchema });

/** This month's board (UTC month). */
export const getMonthlyLeaderboard = defineAction({ name: 'get_monthly_leaderboard', auth: 'user', body: PagingSchema, data: LeaderboardSchema });

/** The all-time board; the spec's name, typo included. */
export const getGlobleLeaderboard = defineAction({ name: 'get_globle_leaderboard', auth: 'user', body: PagingSchema, data: LeaderboardSchema });

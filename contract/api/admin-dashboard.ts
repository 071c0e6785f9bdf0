/**
 * The admin's dashboard and one user's activity (issue 12, docs/ADMIN.md "Dashboard"). Days are UTC
 * days; "this week" is the last 7 of them, today included.
 */
import { z } from 'zod';
import { IdSchema, EmptyBodySchema } from './common';
import { defineAction } from './define';

export const DASHBOARD_DAYS = 30;

const TodayWeekSchema = z.object({ today: z.number().int(), week: z.number().int() });

export const DashboardDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  players: z.number().int(),
  rounds: z.number().int(),
  coins_earned: z.number().int(),
  coins_spent: z.number().int(),
  sync_failures: z.number().int(),
});

export const AdminDashboardSchema = z.object({
  /** Distinct users who signed in (a session opened) or finished a Quiz Zone round. */
  players: TodayWeekSchema,
  /** Quiz Zone answer sheets scored (ranked and practice). */
  rounds: TodayWeekSchema,
  /** Coins added to and taken from players' ledgers (every source, admin adjustments included). */
  coins_earned: TodayWeekSchema,
  coins_spent: TodayWeekSchema,
  /**
   * Payout requests waiting for an admin: how many, and the money they ask for in minor units (cents)
   * of `currency` (system configuration payout_currency; a request made in another currency before a
   * change of it is counted, not summed). `available` is true since the payouts feature (issue 13).
   */
  pending_payouts: z.object({ available: z.boolean(), count: z.number().int(), amount: z.number().int(), currency: z.string() }),
  open_reports: z.number().int(),
  /** Battle chat reports still open (issue 16, get_admin_battle_chat_reports). */
  open_chat_reports: z.number().int(),
  /** Outbox ops the server refused (answered rejected). */
  sync_failures: TodayWeekSchema,
  /** The last DASHBOARD_DAYS days, oldest first, today last. */
  days: z.array(DashboardDaySchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const getAdminDashboard = defineAction({
  name: 'get_admin_dashboard',
  auth: 'admin',
  body: EmptyBodySchema,
  data: AdminDashboardSchema,
});

export const AdminUserActivitySchema = z.object({
  user_id: z.number().int(),
  /** Quiz Zone: the highest level reached per subcategory played. */
  quiz_zone: z.array(
    z.object({
      category_id: z.number().int(),
      category_name: z.string(),
      subcategory_id: z.number().int(),
      subcategory_name: z.string(),
      level_reached: z.number().int(),
      updated_at: z.string(),
    }),
  ),
  /** Maths and non-verbal reasoning: questions attempted and answered correctly per curriculum. */
  maths: z.array(
    z.object({
      curriculum_id: z.number().int(),
      curriculum_name: z.string(),
      subject: z.string(),
      attempted: z.number().int(),
      correct: z.number().int(),
      last_answer_at: z.string(),
    }),
  ),
  /** Each device that synced, newest first. */
  devices: z.array(
    z.object({
      device_id: z.string(),
      last_sync_at: z.string(),
      ops_applied: z.number().int(),
      ops_refused: z.number().int(),
    }),
  ),
});
export type AdminUserActivity = z.infer<typeof AdminUserActivitySchema>;

/** One user's progress and devices' sync state, for the admin's user page beside get_admin_user. */
export const getAdminUserActivity = defineAction({
  name: 'get_admin_user_activity',
  auth: 'admin',
  body: z.object({ user_id: IdSchema }),
  data: AdminUserActivitySchema,
});

/**
 * The admin's dashboard and one user's activity (issue 12, docs/ADMIN.md "Dashboard"). Reports,
 * payouts and sync state come through what those features export; the rest is admin-dashboard.repo.ts.
 */
import { DASHBOARD_DAYS, type AdminDashboard, type AdminUserActivity } from '../../../contract/api/admin-dashboard';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { PayoutsService } from '../billing/payouts.service';
import type { ReportsService } from '../reports/reports.service';
import type { BattleReportsService } from './battle-reports.service';
import { deviceStatesOf, refusalsPerDay } from '../sync/sync-state';
import { findUserById } from '../users/users.repo';
import { mathsSummary, quizZoneProgress } from './admin-activity.repo';
import * as repo from './admin-dashboard.repo';

const DAY_MS = 86_400_000;

export interface AdminDashboardService {
  dashboard(): Promise<AdminDashboard>;
  activity(userId: number): Promise<AdminUserActivity>;
}

/** The UTC day keys of the last `count` days, oldest first, ending with the day of `now`. */
function dayKeys(todayStart: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(todayStart.getTime() - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export function createAdminDashboardService(
  ctx: AppContext,
  deps: {
    readonly reports: Pick<ReportsService, 'openCount'>;
    readonly battleReports: Pick<BattleReportsService, 'openCount'>;
    readonly payouts: Pick<PayoutsService, 'pendingSummary'>;
  },
): AdminDashboardService {
  const { db } = ctx;
  return {
    async dashboard() {
      const now = ctx.now();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const weekFrom = new Date(today.getTime() - 6 * DAY_MS);
      const from = new Date(today.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
      const [players, playersByDay, rounds, coins, refusals, openReports, openChatReports, payouts] = await Promise.all([
        repo.playersTodayAndWeek(db, today, weekFrom),
        repo.playersPerDay(db, from),
        repo.roundsPerDay(db, from),
        repo.coinsPerDay(db, from),
        refusalsPerDay(db, from),
        deps.reports.openCount(),
        deps.battleReports.openCount(),
        deps.payouts.pendingSummary(),
      ]);
      const days = dayKeys(today, DASHBOARD_DAYS).map((date) => ({
        date,
        players: playersByDay.get(date) ?? 0,
        rounds: rounds.get(date) ?? 0,
        coins_earned: coins.get(date)?.earned ?? 0,
        coins_spent: coins.get(date)?.spent ?? 0,
        sync_failures: refusals.get(date) ?? 0,
      }));
      const week = days.slice(-7);
      const todayRow = days[days.length - 1];
      const sum = (pick: (day: (typeof days)[number]) => number) => ({ today: todayRow ? pick(todayRow) : 0, week: week.reduce((total, day) => total + pick(day), 0) });
      return {
        players,
        rounds: sum((d) => d.rounds),
        coins_earned: sum((d) => d.coins_earned),
        coins_spent: sum((d) => d.coins_spent),
        pending_payouts: { available: true, ...payouts },
        open_reports: openReports,
        open_chat_reports: openChatReports,
        sync_failures: sum((d) => d.sync_failures),
        days,
      };
    },

    async activity(userId) {
      if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', { text: `No user with id ${userId}` }, 'user_id');
      const [quizZone, maths, devices] = await Promise.all([quizZoneProgress(db, userId), mathsSummary(db, userId), deviceStatesOf(db, userId)]);
      return { user_id: userId, quiz_zone: quizZone, maths, devices };
    },
  };
}

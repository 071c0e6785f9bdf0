/**
 * Battle chat reports for moderators (issue 16, docs/ADMIN.md "Battle chat reports"): the list, and
 * resolving or reopening a report in one transaction with its audit entry. Deactivating the reported
 * player goes through the admin users' own setStatus (its rules, audit entry, ended sessions and
 * live notice), never a second path to the same write.
 */
import type { BattleChatReportRow, BattleChatReportStatus } from '../../../contract/api/battle-reports';
import type { AppContext } from '../../app-context';
import { AppError, isAppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import { ensureStillAdmin, type AdminUsersService } from './admin-users.service';
import * as repo from './battle-reports.repo';

export interface BattleReportsService {
  list(filter: repo.BattleReportFilter): Promise<{ total: number; data: BattleChatReportRow[] }>;
  set(
    admin: AuthUser,
    change: { id: number; status: BattleChatReportStatus; action?: 'deactivate_reported' | undefined },
  ): Promise<{ id: number; status: BattleChatReportStatus; changed: boolean; deactivated: boolean }>;
  /** Reports still open (the dashboard's figure). */
  openCount(): Promise<number>;
}

const reportNotFound = (id: number) => new AppError('NOT_FOUND', { text: `No battle chat report with id ${id}` }, 'id');

export function createBattleReportsService(ctx: AppContext, deps: { readonly adminUsers: Pick<AdminUsersService, 'setStatus'> }): BattleReportsService {
  const { db } = ctx;

  /** The users service names its own body's user_id; here the choice that led to it is `action`. */
  async function deactivate(admin: AuthUser, userId: number): Promise<boolean> {
    try {
      return (await deps.adminUsers.setStatus(admin, userId, 'deactivated')).changed;
    } catch (error) {
      if (isAppError(error) && error.field === 'user_id') throw new AppError(error.code, { text: error.message }, 'action');
      throw error;
    }
  }

  return {
    list: (filter) => repo.listBattleReports(db, filter),

    async set(admin, { id, status, action }) {
      let deactivated = false;
      if (action === 'deactivate_reported') {
        // Deactivated first, in setStatus's own transaction: if it is refused (yourself, the last
        // admin), the report stays as it was and the moderator sees why. The deactivation cannot
        // join the report's transaction without a second copy of its rules and after-commit effects.
        const report = await repo.findBattleReport(db, id);
        if (!report) throw reportNotFound(id);
        if (report.reportedUserId === null) throw new AppError('VALIDATION', { text: "action: the reported player's account no longer exists" }, 'action');
        deactivated = await deactivate(admin, report.reportedUserId);
      }
      const changed = await db.transaction(async (tx) => {
        const report = await repo.lockBattleReport(tx, id);
        if (!report) throw reportNotFound(id);
        await ensureStillAdmin(tx, admin.id);
        if (report.status === status) return false;
        await repo.setBattleReportStatus(tx, id, status);
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'set_admin_battle_chat_report',
          subject: `battle_chat_report:${id}`,
          before: { status: report.status },
          after: { status, room_id: report.roomId, reported_user_id: report.reportedUserId, deactivated },
        });
        return true;
      });
      return { id, status, changed, deactivated };
    },

    openCount: () => repo.openBattleReportCount(db),
  };
}

/**
 * The admin's users (issue 12, docs/ADMIN.md): search, one user's record, coins, status and role.
 * Every write is one transaction with its audit entry (recordAudit); coins go through the economy
 * service (adjustByAdmin), sessions through the auth service (given by app.ts: features never
 * import auth). The arrows run one way: admin calls users, economy and auth, never the reverse.
 */
import { ADMIN_USER_LEDGER_ENTRIES, type AdminUserDetail, type AdminUserRow } from '../../../contract/api/admin';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import { subscriptionState } from '../billing/billing.repo';
import type { EconomyService } from '../economy/economy.service';
import type { UsersService } from '../users/users.service';
import { findUserById } from '../users/users.repo';
import * as repo from './admin-users.repo';

export interface AdminUsersDeps {
  readonly economy: EconomyService;
  /** Ends every session of a user in the caller's transaction. */
  readonly endSessions: (tx: DbOrTx, userId: number) => Promise<void>;
  /** Forgets what this instance caches of a user's sessions (called after the commit). */
  readonly forgetUser: (userId: number) => void;
  /** After a deactivation's commit: the user's devices are told and stop listening (the live channel). */
  readonly accountDeactivated: (userId: number) => void;
  /** Self-deletion's path (delete_user_account), so an admin's deletion cleans up exactly the same. */
  readonly users: Pick<UsersService, 'removeAccount' | 'accountRemoved'>;
}

export interface AdminUsersService {
  list(filter: repo.UserFilter): Promise<{ total: number; data: AdminUserRow[] }>;
  get(userId: number): Promise<AdminUserDetail>;
  /** Grants (coins > 0) or deducts (coins < 0); answers the balance after. */
  adjustCoins(admin: AuthUser, change: { userId: number; coins: number; reason: string }): Promise<{ user_id: number; coins: number; all_time_score: number; entry_id: number }>;
  setStatus(admin: AuthUser, userId: number, status: UserRow['status']): Promise<{ user_id: number; status: UserRow['status']; changed: boolean }>;
  setRole(admin: AuthUser, userId: number, role: UserRow['role']): Promise<{ user_id: number; role: UserRow['role']; changed: boolean }>;
  /** Deletes another user's account as self-deletion does; audited with the row as it was. */
  remove(admin: AuthUser, userId: number): Promise<{ user_id: number; removed: string[] }>;
}

const userNotFound = (userId: number) => new AppError('NOT_FOUND', { text: `No user with id ${userId}` }, 'user_id');

/**
 * The caller is still an active admin, as the database says now: the gate read a session cached
 * for up to SESSION_CACHE_MS, and another instance may have demoted or deactivated them since.
 */
export async function ensureStillAdmin(tx: Tx, adminId: number): Promise<void> {
  const row = await findUserById(tx, adminId);
  if (row?.status !== 'active') throw new AppError('ACCOUNT_DEACTIVATED');
  if (row.role !== 'admin') throw new AppError('FORBIDDEN');
}

export function createAdminUsersService(ctx: AppContext, deps: AdminUsersDeps): AdminUsersService {
  const { db } = ctx;
  const { economy } = deps;

  /**
   * Runs a role or status write: the active admins' rows are locked first, then the target's, so
   * two such writes at once take turns. `apply` returns whether it changed anything.
   */
  async function guardedWrite(admin: AuthUser, userId: number, apply: (tx: Tx, target: UserRow, activeAdmins: readonly number[]) => Promise<boolean>): Promise<boolean> {
    return db.transaction(async (tx) => {
      const activeAdmins = await repo.lockActiveAdmins(tx);
      const target = await repo.lockUserRow(tx, userId);
      if (!target) throw userNotFound(userId);
      return apply(tx, target, activeAdmins);
    });
  }

  /** Refuses a change that would leave no active admin (the target is one, and no other is). */
  function ensureAnotherActiveAdmin(target: UserRow, activeAdmins: readonly number[]): void {
    if (activeAdmins.includes(target.id) && activeAdmins.every((id) => id === target.id)) {
      throw new AppError('VALIDATION', { text: 'This is the last active admin: make another user an admin first' }, 'user_id');
    }
  }

  return {
    list: (filter) => repo.listUsers(db, filter),

    async get(userId) {
      const row = await findUserById(db, userId);
      if (!row) throw userNotFound(userId);
      const [listed, badges, history, subscription] = await Promise.all([
        repo.adminRowOf(db, userId),
        economy.badgeCount(db, userId),
        economy.historyOf(userId, { offset: 0, limit: ADMIN_USER_LEDGER_ENTRIES }),
        subscriptionState(db, userId),
      ]);
      if (!listed) throw userNotFound(userId);
      return {
        ...listed,
        type: row.type,
        email_verified: row.emailVerifiedAt !== null,
        profile: row.profile,
        friends_code: row.friendsCode,
        time_zone: row.timeZone,
        badges,
        ledger: history.data,
        ledger_total: history.total,
        subscription: {
          active: subscription.active,
          status: subscription.latest?.status ?? null,
          current_period_end: subscription.latest?.currentPeriodEnd?.toISOString() ?? null,
        },
      };
    },

    async adjustCoins(admin, { userId, coins, reason }) {
      return db.transaction(async (tx) => {
        if (!(await repo.lockUserRow(tx, userId))) throw userNotFound(userId);
        await ensureStillAdmin(tx, admin.id);
        const { entryId, before, after } = await economy.adjustByAdmin(tx, userId, { coins, reason, adminId: admin.id });
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'set_admin_user_coins',
          subject: `user:${userId}`,
          before: { coins: before.coins },
          after: { coins: after.coins, change: coins, reason, entry_id: entryId },
        });
        return { user_id: userId, coins: after.coins, all_time_score: after.all_time_score, entry_id: entryId };
      });
    },

    async setStatus(admin, userId, status) {
      if (userId === admin.id && status === 'deactivated') {
        throw new AppError('VALIDATION', { text: 'You cannot deactivate your own account: user_id is yours' }, 'user_id');
      }
      const changed = await guardedWrite(admin, userId, async (tx, target, activeAdmins) => {
        if (target.status === status) return false;
        if (status === 'deactivated') ensureAnotherActiveAdmin(target, activeAdmins);
        await ensureStillAdmin(tx, admin.id);
        await repo.setRoleOrStatus(tx, userId, { status }, ctx.now());
        // Signed out everywhere: their sessions end with the deactivation, so reactivating does
        // not bring an old token (perhaps the reason for it) back to life.
        if (status === 'deactivated') await deps.endSessions(tx, userId);
        await recordAudit(tx, { adminId: admin.id, action: 'set_admin_user_status', subject: `user:${userId}`, before: { status: target.status }, after: { status } });
        return true;
      });
      if (changed) deps.forgetUser(userId);
      if (changed && status === 'deactivated') deps.accountDeactivated(userId);
      return { user_id: userId, status, changed };
    },

    async setRole(admin, userId, role) {
      if (userId === admin.id && role !== 'admin') {
        throw new AppError('VALIDATION', { text: 'You cannot remove your own admin role: user_id is yours' }, 'user_id');
      }
      const changed = await guardedWrite(admin, userId, async (tx, target, activeAdmins) => {
        if (target.role === role) return false;
        if (role !== 'admin') ensureAnotherActiveAdmin(target, activeAdmins);
        await ensureStillAdmin(tx, admin.id);
        await repo.setRoleOrStatus(tx, userId, { role }, ctx.now());
        await recordAudit(tx, { adminId: admin.id, action: 'set_admin_user_role', subject: `user:${userId}`, before: { role: target.role }, after: { role } });
        return true;
      });
      // The role is part of what a cached session says (AuthUser): the next request reads it again.
      if (changed) deps.forgetUser(userId);
      return { user_id: userId, role, changed };
    },

    async remove(admin, userId) {
      if (userId === admin.id) {
        throw new AppError('VALIDATION', { text: 'You cannot delete your own account here: user_id is yours' }, 'user_id');
      }
      let deleted: UserRow | undefined;
      let removed: string[] = [];
      await guardedWrite(admin, userId, async (tx, target, activeAdmins) => {
        ensureAnotherActiveAdmin(target, activeAdmins);
        await ensureStillAdmin(tx, admin.id);
        const before = await repo.adminRowOf(tx, userId);
        removed = await deps.users.removeAccount(tx, target);
        await recordAudit(tx, { adminId: admin.id, action: 'delete_admin_user', subject: `user:${userId}`, before: before ?? { id: userId }, after: null });
        deleted = target;
        return true;
      });
      if (deleted && (await deps.users.accountRemoved(deleted))) removed.push('profile image');
      return { user_id: userId, removed };
    },
  };
}

/** The admin back end's own actions: users, the dashboard and a user's activity; the authorization gate is the router's. */
import * as adminActions from '../../../contract/api/admin';
import * as dashboardActions from '../../../contract/api/admin-dashboard';
import type { AdminDashboardService } from './admin-dashboard.service';
import type { ActionRouter } from '../../plugins/actions';
import type { AdminUsersService } from './admin-users.service';

export function registerAdminRoutes(api: ActionRouter, users: AdminUsersService, dashboard: AdminDashboardService): void {
  api.handle(adminActions.getAdminUsers, async ({ body }) =>
    users.list({ offset: body.offset, limit: body.limit, search: body.search, role: body.role, status: body.status, sort: body.sort, order: body.order }),
  );
  api.handle(adminActions.getAdminUser, async ({ body }) => users.get(body.user_id));
  api.handle(adminActions.setAdminUserCoins, async ({ user, body }) => users.adjustCoins(user, { userId: body.user_id, coins: body.coins, reason: body.reason }));
  api.handle(adminActions.setAdminUserStatus, async ({ user, body }) => users.setStatus(user, body.user_id, body.status));
  api.handle(adminActions.setAdminUserRole, async ({ user, body }) => users.setRole(user, body.user_id, body.role));
  api.handle(adminActions.deleteAdminUser, async ({ user, body }) => users.remove(user, body.user_id));
  api.handle(dashboardActions.getAdminDashboard, async () => dashboard.dashboard());
  api.handle(dashboardActions.getAdminUserActivity, async ({ body }) => dashboard.activity(body.user_id));
}

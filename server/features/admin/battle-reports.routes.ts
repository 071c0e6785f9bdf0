/** Battle chat reports (issue 16): the moderators' list and resolve; the authorization gate is the router's. */
import * as battleReports from '../../../contract/api/battle-reports';
import type { ActionRouter } from '../../plugins/actions';
import type { BattleReportsService } from './battle-reports.service';

export function registerBattleReportRoutes(api: ActionRouter, service: BattleReportsService): void {
  api.handle(battleReports.getAdminBattleChatReports, async ({ body }) => service.list({ offset: body.offset, limit: body.limit, status: body.status, order: body.order }));
  api.handle(battleReports.setAdminBattleChatReport, async ({ user, body }) => service.set(user, { id: body.id, status: body.status, action: body.action }));
}

/** Question reports: the player's report_question and the admin's list, detail and close. */
import * as reports from '../../../contract/api/reports';
import type { ActionRouter } from '../../plugins/actions';
import type { ReportsService } from './reports.service';

export function registerReportRoutes(api: ActionRouter, service: ReportsService): void {
  api.handle(reports.reportQuestion, async ({ user, body }) => service.report(user, body.question_id, body.message));
  api.handle(reports.getAdminQuestionReports, async ({ body }) =>
    service.list({ offset: body.offset, limit: body.limit, status: body.status, search: body.search }),
  );
  api.handle(reports.getAdminQuestionReport, async ({ body }) => service.get(body.report_id));
  api.handle(reports.closeAdminQuestionReport, async ({ user, body }) => service.close(user, body.report_id, body.note));
}

/** The question reports' admin actions. */
import { callAction, type ActionBody } from '../../../lib/request/request';

export type ReportsQuery = ActionBody<'get_admin_question_reports'>;

const quiet = (signal: AbortSignal) => ({ displayToast: false, signal });

export const reportsApi = {
  list: (query: ReportsQuery, signal: AbortSignal) => callAction('get_admin_question_reports', query, quiet(signal)),
  report: (reportId: number, signal: AbortSignal) => callAction('get_admin_question_report', { report_id: reportId }, quiet(signal)),
  close: (body: ActionBody<'close_admin_question_report'>) => callAction('close_admin_question_report', body, { displayToast: false }),
};

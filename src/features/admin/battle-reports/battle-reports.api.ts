/** The battle chat reports' admin actions. */
import { callAction, type ActionBody } from '../../../lib/request/request';

export type ChatReportsQuery = ActionBody<'get_admin_battle_chat_reports'>;

export const chatReportsApi = {
  list: (query: ChatReportsQuery, signal: AbortSignal) => callAction('get_admin_battle_chat_reports', query, { displayToast: false, signal }),
  set: (body: ActionBody<'set_admin_battle_chat_report'>) => callAction('set_admin_battle_chat_report', body, { displayToast: false }),
};

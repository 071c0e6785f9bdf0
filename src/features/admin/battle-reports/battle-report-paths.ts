/** Where the admin's battle chat reports live (issue 16). */
export const ADMIN_CHAT_REPORTS_PATH = '/admin/chat-reports';

/** Open reports only: the dashboard's "open chat reports" figure links here. */
export const OPEN_CHAT_REPORTS_PATH = `${ADMIN_CHAT_REPORTS_PATH}?status=open`;

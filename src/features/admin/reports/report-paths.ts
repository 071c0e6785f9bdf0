/** Where the admin's question reports live, and where a question is edited (the content screens). */
export const ADMIN_REPORTS_PATH = '/admin/reports';

export const reportPath = (reportId: number): string => `${ADMIN_REPORTS_PATH}/${reportId}`;

/** Open reports only: the dashboard's "open reports" figure links here. */
export const OPEN_REPORTS_PATH = `${ADMIN_REPORTS_PATH}?status=open`;

export const questionEditPath = (questionId: number): string => `/admin/questions/${questionId}`;

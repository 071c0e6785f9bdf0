/** The admin's dashboard: today's and the week's figures and the last 30 days. */
import { callAction } from '../../../lib/request/request';

export const dashboardApi = {
  get: (signal: AbortSignal) => callAction('get_admin_dashboard', {}, { displayToast: false, signal }),
};

/** The payout queue's actions. The server checks the role on every call. */
import { callAction, type ActionBody } from '../../../lib/request/request';

export type PayoutsQuery = ActionBody<'get_admin_payment_requests'>;

export const payoutsApi = {
  list: (query: PayoutsQuery, signal: AbortSignal) => callAction('get_admin_payment_requests', query, { displayToast: false, signal }),
  decide: (body: ActionBody<'set_admin_payment_request'>) => callAction('set_admin_payment_request', body, { displayToast: false }),
};

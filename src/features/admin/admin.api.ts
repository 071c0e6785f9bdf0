/** Admin actions of the PWA. The server checks the role on every call; the route guard only spares a trip. */
import { callAction, type ActionBody } from '../../lib/request/request';

export type OutboxQuery = ActionBody<'get_dev_outbox'>;

export const adminApi = {
  outbox: (query: OutboxQuery, signal: AbortSignal) => callAction('get_dev_outbox', query, { displayToast: false, signal }),
};

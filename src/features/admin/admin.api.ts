/** Admin actions of the PWA. The server checks the role on every call; the route guard only spares a trip. */
import { callAction, type ActionBody } from '../../lib/request/request';

export type OutboxQuery = ActionBody<'get_dev_outbox'>;
export type UsersQuery = ActionBody<'get_admin_users'>;
export type AuditQuery = ActionBody<'get_admin_audit_log'>;

/** Reads stay quiet (the screen shows their errors); writes show the server's message as a toast too. */
const quiet = (signal: AbortSignal) => ({ displayToast: false, signal });

export const adminApi = {
  outbox: (query: OutboxQuery, signal: AbortSignal) => callAction('get_dev_outbox', query, quiet(signal)),
  users: (query: UsersQuery, signal: AbortSignal) => callAction('get_admin_users', query, quiet(signal)),
  user: (userId: number, signal: AbortSignal) => callAction('get_admin_user', { user_id: userId }, quiet(signal)),
  auditLog: (query: AuditQuery, signal: AbortSignal) => callAction('get_admin_audit_log', query, quiet(signal)),
  setCoins: (body: ActionBody<'set_admin_user_coins'>) => callAction('set_admin_user_coins', body, { displayToast: false }),
  setStatus: (body: ActionBody<'set_admin_user_status'>) => callAction('set_admin_user_status', body, { displayToast: false }),
  setRole: (body: ActionBody<'set_admin_user_role'>) => callAction('set_admin_user_role', body, { displayToast: false }),
};

/** The admin's notifications: sent now (the economy's send_notification) or at a set time, listed and cancelled. */
import { callAction, type ActionBody } from '../../../lib/request/request';

export type ScheduledQuery = ActionBody<'get_admin_scheduled_notifications'>;

const quiet = (signal: AbortSignal) => ({ displayToast: false, signal });

export const notificationsApi = {
  send: (body: ActionBody<'send_notification'>) => callAction('send_notification', body, { displayToast: false }),
  schedule: (body: ActionBody<'schedule_admin_notification'>) => callAction('schedule_admin_notification', body, { displayToast: false }),
  scheduled: (query: ScheduledQuery, signal: AbortSignal) => callAction('get_admin_scheduled_notifications', query, quiet(signal)),
  cancel: (id: number) => callAction('cancel_admin_scheduled_notification', { id }, { displayToast: false }),
};

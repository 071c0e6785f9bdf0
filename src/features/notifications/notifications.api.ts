/** The player's notifications: a page of them with the unread count, and marking them read. */
import { callAction } from '../../lib/request/request';

export const notificationsApi = {
  page: (offset: number, limit: number, signal?: AbortSignal) => callAction('get_notifications', { offset, limit, sort: 'id', order: 'desc' }, { displayToast: false, signal }),
  markRead: (ids: readonly number[]) => callAction('set_notifications_read', { ids: [...ids] }, { displayToast: false }),
  markAllRead: () => callAction('set_notifications_read', { all: true }, { displayToast: false }),
};

/** A user's activity and deleting a user: the user screen's actions beside admin.api.ts's. */
import { callAction } from '../../../lib/request/request';

export const userOpsApi = {
  activity: (userId: number, signal: AbortSignal) => callAction('get_admin_user_activity', { user_id: userId }, { displayToast: false, signal }),
  remove: (userId: number) => callAction('delete_admin_user', { user_id: userId }, { displayToast: false }),
};

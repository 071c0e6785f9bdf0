/** The player's fifteen badges, read from the server (cached per user for offline: contract/offline/cache-policy.ts). */
import { callAction } from '../../lib/request/request';

export const badgesApi = {
  list: (signal: AbortSignal) => callAction('get_user_badges', {}, { displayToast: false, signal }),
};

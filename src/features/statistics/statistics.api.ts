/** The player's statistics as the server counts them (cached per user for offline: contract/offline/cache-policy.ts). */
import { callAction } from '../../lib/request/request';

export const statisticsApi = {
  get: (signal: AbortSignal) => callAction('get_users_statistics', {}, { displayToast: false, signal }),
};

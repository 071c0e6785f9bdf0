/** The player's fifteen badges, read from the server (cached per user for offline: contract/offline/cache-policy.ts). */
import type { BadgeStatus } from '../../../contract/api/economy';
import { callAction } from '../../lib/request/request';

export interface BadgeList {
  readonly badges: readonly BadgeStatus[];
  /** When the service worker stored the list, if this is its copy (offline, or the network too slow); null when fresh. */
  readonly cachedAt: Date | null;
}

export const badgesApi = {
  list: async (signal: AbortSignal): Promise<BadgeList> => {
    let cachedAt: Date | null = null;
    const badges = await callAction('get_user_badges', {}, { displayToast: false, signal, onCachedCopy: (at) => (cachedAt = at) });
    return { badges, cachedAt };
  },
};

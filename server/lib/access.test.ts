import { describe, expect, it } from 'vitest';
import type { ActionAuth } from '../../contract/api/define';
import { authorize } from './access';
import { isAppError } from './app-error';
import type { AuthUser } from './auth-user';

const player: AuthUser = { id: 7, uid: 'player-uid', role: 'player', isDemo: false, sessionId: 1 };
const admin: AuthUser = { ...player, id: 8, role: 'admin' };

/** The code authorize refuses with, or 'allowed', and the users whose subscription it asked about. */
async function decide(access: ActionAuth, user: AuthUser | null, subscribed: boolean) {
  const asked: number[] = [];
  const hasSubscription = async (userId: number) => {
    asked.push(userId);
    return subscribed;
  };
  try {
    await authorize(access, user, hasSubscription);
    return { outcome: 'allowed', asked };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { outcome: error.code, asked };
  }
}

describe('authorize', () => {
  it('lets anyone call a none action, signed in or not, without asking about subscriptions', async () => {
    expect(await decide('none', null, false)).toEqual({ outcome: 'allowed', asked: [] });
    expect(await decide('none', player, false)).toEqual({ outcome: 'allowed', asked: [] });
  });

  it('asks for a signed-in user on every other call', async () => {
    for (const access of ['user', 'subscriber', 'admin'] as const) expect((await decide(access, null, true)).outcome).toBe('AUTH_REQUIRED');
  });

  it('lets any signed-in user call a user action', async () => {
    expect(await decide('user', player, false)).toEqual({ outcome: 'allowed', asked: [] });
  });

  it('refuses a subscriber call to a player without a subscription, and allows it with one', async () => {
    expect(await decide('subscriber', player, false)).toEqual({ outcome: 'SUBSCRIPTION_REQUIRED', asked: [7] });
    expect(await decide('subscriber', player, true)).toEqual({ outcome: 'allowed', asked: [7] });
  });

  it('refuses an admin call to a player, subscribed or not, with FORBIDDEN', async () => {
    expect(await decide('admin', player, true)).toEqual({ outcome: 'FORBIDDEN', asked: [] });
  });

  it('lets an admin through every gate without a subscription', async () => {
    for (const access of ['user', 'subscriber', 'admin'] as const) expect(await decide(access, admin, false)).toEqual({ outcome: 'allowed', asked: [] });
  });
});

/** For tests: a signed-in player's user record, verified and subscribed, with what a test needs changed. */
import type { User } from '../../../contract/api/common';

export function testUser(fields: Pick<User, 'id' | 'uid' | 'name' | 'email' | 'friends_code' | 'coins' | 'all_time_score'> & Partial<User>): User {
  return {
    mobile: null,
    profile: null,
    type: 'email',
    role: 'player',
    email_verified: true,
    has_subscription: true,
    created_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

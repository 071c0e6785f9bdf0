/** For screen tests: a signed-in subscriber (user id 1), as a restored session would hold. */
import { signIn } from './session-store';

/** The subscriber's id as the device's tables key it. */
export const USER_ID = '1';

export function signInSubscriber(): void {
  signIn({
    token: 't',
    expires_at: '2027-01-01T00:00:00Z',
    user: { id: 1, uid: 'u', name: 'Sub', email: 's@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'S', coins: 50, all_time_score: 100, has_subscription: true, created_at: '2026-01-01T00:00:00Z' },
  });
}

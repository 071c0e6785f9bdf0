/**
 * Leaving the account: go to the home page first and only then forget the session, so the route
 * guard never sees a signed-out user on an account page (which would say "Please login first" and
 * remember the page for the next sign-in). A deliberate sign-out keeps no page to come back to.
 */
import { useLocation } from 'wouter';
import { clearReturnPath } from '../../lib/return-path';
import { resetSession } from '../../lib/session/session-store';
import { signOut } from '../../lib/session/sign-out';

export function useLeaveAccount(): { signOut: () => Promise<void>; forget: () => void } {
  const [, navigate] = useLocation();
  return {
    async signOut() {
      navigate('/', { replace: true });
      clearReturnPath();
      await signOut();
      clearReturnPath();
    },
    forget() {
      navigate('/', { replace: true });
      clearReturnPath();
      resetSession();
    },
  };
}

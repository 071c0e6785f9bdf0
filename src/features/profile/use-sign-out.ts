/** Leaves a signed-in page first, so the route guard does not send the user to sign in again. */
import { useLocation } from 'wouter';
import { resetSession } from '../../lib/session/session-store';
import { signOut } from '../../lib/session/sign-out';

export function useLeaveAccount(): { signOut: () => Promise<void>; forget: () => void } {
  const [, navigate] = useLocation();
  return {
    async signOut() {
      await signOut();
      navigate('/', { replace: true });
    },
    forget() {
      navigate('/', { replace: true });
      resetSession();
    },
  };
}

import { useSession } from '../../lib/session/session-store';

/** The outbox's owner id for the signed-in user, as the sync service keys it; null when signed out. */
export function useOutboxUserId(): string | null {
  const { isLogin, user } = useSession();
  return isLogin && user ? String(user.id) : null;
}

import { sessionStore } from './session-store';

/** The signed-in user's id as the outbox and this device's stores key it; null when signed out. */
export function currentUserId(): string | null {
  const id = sessionStore.get().user?.id;
  return id === undefined ? null : String(id);
}

/** The signed-in player's unread count as last heard from the server; null before the first answer. */
import { createStore, useStore } from '../../lib/store';

export const unreadStore = createStore<number | null>(null);

export function setUnread(count: number | null): void {
  unreadStore.set(count);
}

export function useUnread(): number | null {
  return useStore(unreadStore);
}

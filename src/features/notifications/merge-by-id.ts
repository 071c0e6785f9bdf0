/** Adds a page of notifications to those shown: each id once (the newer copy wins), newest first. */
import type { NotificationItem } from '../../../contract/api/economy';

export function mergeById(shown: readonly NotificationItem[], incoming: readonly NotificationItem[]): NotificationItem[] {
  const byId = new Map<number, NotificationItem>();
  for (const item of shown) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

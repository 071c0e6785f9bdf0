/**
 * The set_bookmark outbox op: a bookmark made or removed offline, applied once (the sync service's
 * claim row) and merged by the moment the device made it. An op older than the change kept loses
 * quietly: it is answered with the state that stands, never refused.
 */
import { opHandler } from '../sync/sync.service';
import type { BookmarksService } from './bookmarks.service';

export function bookmarkOpHandlers(bookmarks: BookmarksService) {
  return opHandler('set_bookmark', {
    prepare: (user, change) => bookmarks.prepare(user, change),
    // The payload's `at` is the device's moment; without it the op counts from its arrival (the
    // envelope's created_at is informational only, contract/sync/ops.ts).
    apply: (tx, user, change, prepared) => bookmarks.applyIn(tx, user, change, prepared, 'outbox'),
  });
}

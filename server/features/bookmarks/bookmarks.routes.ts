/** Bookmarks: set_bookmark and get_bookmark (set_quiz_categories is Quiz's, quiz.routes.ts). */
import * as bookmarks from '../../../contract/api/bookmarks';
import type { ActionRouter } from '../../plugins/actions';
import type { BookmarksService } from './bookmarks.service';

export function registerBookmarkRoutes(api: ActionRouter, service: BookmarksService): void {
  api.handle(bookmarks.setBookmark, async ({ user, body }) => service.set(user, body));
  api.handle(bookmarks.getBookmark, async ({ user, body }) => service.list(user, body.type, body.play));
}

/**
 * Setting a bookmark: online through set_bookmark (a refusal is shown: a removal that fails says
 * 'Cannot Remove Question from Bookmark.'); offline, or when the server cannot be reached, through
 * the outbox (op set_bookmark, stamped with the moment it was made, so the later change wins
 * whatever order the ops arrive in).
 */
import type { CategoryType } from '../../../../contract/quiz/solo-modes';
import { isOnline } from '../../../lib/connectivity/connectivity';
import { getOfflineDb, type QuizhiveDb } from '../../../offline/db';
import { enqueueWith } from '../../../offline/outbox';
import { isNetworkFailure } from '../../../lib/pack-fallback';
import { soloApi } from './solo.api';

export type BookmarkOutcome = { readonly kind: 'saved'; readonly bookmarked: boolean } | { readonly kind: 'queued'; readonly bookmarked: boolean };

export async function queueBookmark(userId: string, questionId: number, status: boolean, type: CategoryType, db: QuizhiveDb = getOfflineDb()): Promise<BookmarkOutcome> {
  const payload = { question_id: questionId, status, type, at: new Date().toISOString() };
  await enqueueWith(userId, 'set_bookmark', payload, async () => undefined, db);
  return { kind: 'queued', bookmarked: status };
}

export async function setBookmark(userId: string, questionId: number, status: boolean, type: CategoryType, db?: QuizhiveDb): Promise<BookmarkOutcome> {
  if (!isOnline()) return queueBookmark(userId, questionId, status, type, db);
  try {
    const data = await soloApi.setBookmark(questionId, status, type, new Date().toISOString());
    return { kind: 'saved', bookmarked: data.bookmarked };
  } catch (error) {
    if (isNetworkFailure(error)) return queueBookmark(userId, questionId, status, type, db);
    throw error;
  }
}

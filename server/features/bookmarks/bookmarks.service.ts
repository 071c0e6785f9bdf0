/**
 * Bookmarks (set_bookmark, get_bookmark, and the set_bookmark outbox op). Changes merge by the
 * moment they were made: a change older than the one the row holds loses (last-writer-wins, equal
 * moments won by the one that arrives later), so a bookmark made offline and synced after a newer
 * removal online stays removed. A removal keeps its row as a tombstone for that reason.
 */
import { MAX_BOOKMARKS, type BookmarkItem } from '../../../contract/api/bookmarks';
import type { SoloRound } from '../../../contract/api/solo';
import type { CategoryType } from '../../../contract/quiz/solo-modes';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { lockUser } from '../economy/ledger.repo';
import type { PremiumCategories } from '../quiz/premium-categories';
import * as repo from './bookmarks.repo';

/** A bookmarks round holds at most this many questions (contract/api/bookmarks.ts, get_bookmark). */
export const BOOKMARKS_ROUND_MAX = 50;

/**
 * Opens a bookmarks round of these questions: the solo engine's openRound
 * (server/features/solo/solo.service.ts), given to this feature at start-up.
 */
export type OpenBookmarksRound = (
  user: AuthUser,
  request: { readonly mode: 'bookmarks'; readonly scope: 'bookmarks'; readonly title: string; readonly questionIds: readonly number[] },
) => Promise<SoloRound>;

export interface BookmarkChange {
  readonly question_id: number;
  readonly status: boolean;
  readonly type: CategoryType;
  /** When the device made the change (ISO 8601); the server's time when absent. */
  readonly at?: string | undefined;
}

export interface BookmarkResult {
  readonly question_id: number;
  readonly bookmarked: boolean;
  readonly total: number;
}

/** What a change needs to know before its transaction (see OpHandler.prepare). */
export interface PreparedBookmark {
  readonly questionActive: boolean;
}

/** A set_bookmark action answers an error for a removal that removes nothing; an outbox op does not (see applyIn). */
export type BookmarkOrigin = 'action' | 'outbox';

export interface BookmarksService {
  set(user: AuthUser, change: BookmarkChange): Promise<BookmarkResult>;
  /** Checks outside any transaction: the question, its type, the premium unlock (throws AppError). */
  prepare(user: AuthUser, change: BookmarkChange): Promise<PreparedBookmark>;
  /** The change, under the user's lock (which the caller holds). */
  applyIn(tx: Tx, user: AuthUser, change: BookmarkChange, prepared: PreparedBookmark, origin: BookmarkOrigin): Promise<BookmarkResult>;
  list(user: AuthUser, type: CategoryType | undefined, play: boolean): Promise<{ data: BookmarkItem[]; total: number; round: SoloRound | null }>;
}

export interface BookmarksDeps {
  readonly premium: Pick<PremiumCategories, 'canPlay'>;
  readonly openRound: OpenBookmarksRound;
}

/** The bookmarks round's title (the result screen's heading). */
export const BOOKMARKS_ROUND_TITLE = 'Bookmarks';

export function createBookmarksService(ctx: AppContext, deps: BookmarksDeps): BookmarksService {
  const { db } = ctx;

  const service: BookmarksService = {
    async prepare(user, change) {
      const question = await repo.questionForBookmark(db, change.question_id);
      if (!question) throw new AppError('NOT_FOUND', { text: `No question with id ${change.question_id}` }, 'question_id');
      const active = question.active && question.categoryActive;
      // A removal of a question taken out of play since is allowed: the player can still clear it.
      if (change.status && !active) throw new AppError('NOT_FOUND', { text: `No question with id ${change.question_id}` }, 'question_id');
      if (question.type !== change.type) throw new AppError('VALIDATION', { text: `type: question ${change.question_id} is a ${question.type} question, not ${change.type}` }, 'type');
      // A premium question is content the player has not bought: not even its bookmark until the unlock.
      if (change.status && !(await deps.premium.canPlay(user.id, { id: question.categoryId, is_premium: question.isPremium }))) {
        throw new AppError('PREMIUM_LOCKED', { code: 'PREMIUM_CATEGORY_LOCKED', params: { name: question.categoryName } }, 'question_id');
      }
      return { questionActive: active };
    },

    async applyIn(tx, user, change, _prepared, origin) {
      const now = ctx.now();
      // A device clock ahead of the server's would let its change beat every later one: capped at now.
      // An outbox stamp that is not a moment (the envelope's created_at is free text) counts as now.
      const claimed = change.at === undefined ? now : new Date(change.at);
      const at = !Number.isFinite(claimed.getTime()) || claimed.getTime() > now.getTime() ? now : claimed;
      const row = await repo.bookmarkOf(tx, user.id, change.question_id);
      const answer = async (bookmarked: boolean) => ({ question_id: change.question_id, bookmarked, total: await repo.bookmarkedCount(tx, user.id) });
      // An older change than the one kept loses: the newer one stands, and that is not an error.
      if (row && row.updatedAt.getTime() > at.getTime()) return answer(row.bookmarked);
      const kept = row?.bookmarked === true;
      if (change.status) {
        if (!kept && (await repo.bookmarkedCount(tx, user.id)) >= MAX_BOOKMARKS) throw new AppError('BOOKMARKS_FULL', undefined, 'question_id');
        await repo.writeBookmark(tx, { userId: user.id, questionId: change.question_id, type: change.type, bookmarked: true, createdAt: kept ? row.createdAt : at, updatedAt: at });
        return answer(true);
      }
      // Removing what is not bookmarked: an error to the player who asked; from the outbox (another
      // device removed it first) the wanted state already holds, and refusing it would only show an
      // error for nothing. Its moment is kept all the same, so an older add arriving later loses.
      if (!kept && origin === 'action') throw new AppError('BOOKMARK_REMOVE_FAILED', undefined, 'question_id');
      await repo.writeBookmark(tx, { userId: user.id, questionId: change.question_id, type: change.type, bookmarked: false, createdAt: row?.createdAt ?? at, updatedAt: at });
      return answer(false);
    },

    async set(user, change) {
      const prepared = await service.prepare(user, change);
      return db.transaction(async (tx) => {
        // One change of a player at a time: the count under MAX_BOOKMARKS and the merge order hold.
        await lockUser(tx, user.id);
        return service.applyIn(tx, user, change, prepared, 'action');
      });
    },

    async list(user, type, play) {
      const rows = await repo.listBookmarks(db, user.id, type);
      const data: BookmarkItem[] = rows.map((row) => ({
        question_id: row.questionId,
        type: row.type,
        question: row.question,
        options: row.options,
        image_url: row.imageUrl,
        image_alt: row.imageUrl ? (row.imageAlt ?? row.question) : null,
        ...(row.audioUrl ? { audio_url: row.audioUrl } : {}),
        ...(row.math ? { math: true } : {}),
        category_name: row.categoryName,
        created_at: row.createdAt.toISOString(),
      }));
      const round =
        play && data.length > 0
          ? await deps.openRound(user, { mode: 'bookmarks', scope: 'bookmarks', title: BOOKMARKS_ROUND_TITLE, questionIds: data.slice(0, BOOKMARKS_ROUND_MAX).map((item) => item.question_id) })
          : null;
      return { data, total: data.length, round };
    },
  };
  return service;
}

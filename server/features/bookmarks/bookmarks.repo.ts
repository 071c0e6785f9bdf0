/** Bookmarks and favourite categories: the queries. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CategoryType } from '../../../contract/quiz/solo-modes';
import type { DbOrTx } from '../../db/client';
import { bookmarks, categories, favouriteCategories, questions } from '../../db/schema';

/** What set_bookmark checks of a question: whether it and its category are active, its type, its category's premium state. */
export async function questionForBookmark(db: DbOrTx, questionId: number) {
  const [row] = await db
    .select({
      id: questions.id,
      active: questions.active,
      categoryActive: categories.active,
      type: categories.type,
      categoryId: categories.id,
      categoryName: categories.name,
      isPremium: categories.isPremium,
    })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(eq(questions.id, questionId));
  return row;
}

export async function bookmarkOf(db: DbOrTx, userId: number, questionId: number) {
  const [row] = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)));
  return row;
}

/** Bookmarks the player keeps (tombstones of removed ones do not count). */
/**
 * Whether the player bookmarked every one of these questions at some time: a bookmarks sheet from a
 * device names only those. A removal keeps its row, so a bookmark removed after the round was played
 * offline still vouches for the sheet (which is unpaid anyway).
 */
export async function everBookmarked(db: DbOrTx, userId: number, questionIds: readonly number[]): Promise<boolean> {
  const wanted = [...new Set(questionIds)];
  if (wanted.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.questionId, wanted)));
  return (row?.n ?? 0) === wanted.length;
}

export async function bookmarkedCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.bookmarked, true)));
  return row?.n ?? 0;
}

export async function writeBookmark(
  db: DbOrTx,
  row: { userId: number; questionId: number; type: CategoryType; bookmarked: boolean; createdAt: Date; updatedAt: Date },
): Promise<void> {
  await db
    .insert(bookmarks)
    .values(row)
    .onConflictDoUpdate({
      target: [bookmarks.userId, bookmarks.questionId],
      set: { type: row.type, bookmarked: row.bookmarked, createdAt: row.createdAt, updatedAt: row.updatedAt },
    });
}

/**
 * The player's bookmarks (of a type, or all), newest first, with what the list shows: questions
 * and categories that are no longer active are left out (their bookmarks stay, and come back with them).
 */
export async function listBookmarks(db: DbOrTx, userId: number, type: CategoryType | undefined) {
  return db
    .select({
      questionId: bookmarks.questionId,
      type: bookmarks.type,
      createdAt: bookmarks.createdAt,
      question: questions.question,
      options: questions.options,
      imageUrl: questions.imageUrl,
      imageAlt: questions.imageAlt,
      audioUrl: questions.audioUrl,
      math: questions.math,
      categoryName: categories.name,
    })
    .from(bookmarks)
    .innerJoin(questions, eq(questions.id, bookmarks.questionId))
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(
      and(
        eq(bookmarks.userId, userId),
        eq(bookmarks.bookmarked, true),
        eq(questions.active, true),
        eq(categories.active, true),
        type === undefined ? undefined : eq(bookmarks.type, type),
      ),
    )
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.questionId));
}

// --- Favourite categories ----------------------------------------------------------------------

/** Of these ids, the active categories of the type. */
export async function categoriesOfType(db: DbOrTx, ids: readonly number[], type: CategoryType): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, [...ids]), eq(categories.type, type), eq(categories.active, true)));
  return rows.map((row) => row.id);
}

/** Replaces the player's favourites of a type with these, ranked in order from 1. */
export async function replaceFavourites(db: DbOrTx, userId: number, type: CategoryType, ids: readonly number[]): Promise<void> {
  await db.delete(favouriteCategories).where(and(eq(favouriteCategories.userId, userId), eq(favouriteCategories.type, type)));
  if (ids.length > 0) await db.insert(favouriteCategories).values(ids.map((categoryId, i) => ({ userId, categoryId, type, rank: i + 1 })));
}

/** The player's favourites of every type, in rank order. */
export async function favouritesOf(db: DbOrTx, userId: number): Promise<{ type: CategoryType; categoryId: number }[]> {
  return db
    .select({ type: favouriteCategories.type, categoryId: favouriteCategories.categoryId })
    .from(favouriteCategories)
    .where(eq(favouriteCategories.userId, userId))
    .orderBy(asc(favouriteCategories.type), asc(favouriteCategories.rank));
}

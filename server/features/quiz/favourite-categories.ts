/**
 * Favourite categories (set_quiz_categories, docs/BOOKMARKS-AND-FAVOURITES.md): the spec's client never shows
 * what the action is for, so Quizhive gives it one. A player picks categories of a type in an
 * order; get_categories of that type lists them first, in that order, with favourite_rank, then
 * the rest in the usual order, and the home screen follows it.
 *
 * Like premium unlocks, favourites are per player over a list shared by everyone: the shared list
 * is never changed, and each distinct set of favourites over it is one array kept beside it, so a
 * classroom's answers are encoded once (plugins/encoded-answers.ts).
 */
import type { PlayerCategory } from '../../../contract/api/quiz';
import type { CategoryType } from '../../../contract/quiz/solo-modes';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import * as repo from '../bookmarks/bookmarks.repo';

/**
 * How long this instance trusts what it read of a player's favourites. A change made through this
 * instance is seen at once; one made through another instance reaches lists here within this time
 * (favourites only order a list: nothing is gated by them).
 */
const FAVOURITES_CACHE_MS = 10_000;
/** Personalised lists kept per shared list: one per distinct set of favourites in it. */
const VARIANTS_MAX = 64;

type FavouritesByType = ReadonlyMap<CategoryType, readonly number[]>;

export interface FavouriteCategories {
  /** The list with this player's favourites of the type first (favourite_rank from 1), then the rest as they were. */
  forPlayer(userId: number, type: CategoryType, list: PlayerCategory[]): Promise<PlayerCategory[]>;
  /** set_quiz_categories: replaces the favourites of a type; unknown ids or ids of another type are refused, named. */
  set(userId: number, type: CategoryType, ids: readonly number[]): Promise<{ type: CategoryType; categories: number[] }>;
}

export function createFavouriteCategories(ctx: AppContext): FavouriteCategories {
  const { db } = ctx;
  const favourites = new TtlCache<number, FavouritesByType>(FAVOURITES_CACHE_MS, 10_000, Date.now, FAVOURITES_CACHE_MS / 2);
  const variants = new WeakMap<PlayerCategory[], Map<string, PlayerCategory[]>>();

  const load = (userId: number) =>
    favourites.getOrLoad(userId, async () => {
      const byType = new Map<CategoryType, number[]>();
      for (const row of await repo.favouritesOf(db, userId)) byType.set(row.type, [...(byType.get(row.type) ?? []), row.categoryId]);
      return byType;
    });

  return {
    async forPlayer(userId, type, list) {
      const ranked = (await load(userId)).get(type) ?? [];
      // Ranks are places among all the player's favourites of the type, so a favourite of another
      // language leaves a gap rather than renumbering the others.
      const present = ranked.map((id, i) => ({ id, rank: i + 1 })).filter(({ id }) => list.some((category) => category.id === id));
      if (present.length === 0) return list;
      let byFavourites = variants.get(list);
      if (!byFavourites) {
        byFavourites = new Map();
        variants.set(list, byFavourites);
      }
      const key = present.map(({ id, rank }) => `${id}:${rank}`).join(',');
      const known = byFavourites.get(key);
      if (known) return known;
      const first = present.flatMap(({ id, rank }) => list.filter((category) => category.id === id).map((category) => ({ ...category, favourite_rank: rank })));
      const seen = [...first, ...list.filter((category) => !present.some(({ id }) => id === category.id))];
      if (byFavourites.size >= VARIANTS_MAX) byFavourites.clear();
      byFavourites.set(key, seen);
      return seen;
    },

    async set(userId, type, ids) {
      // The same category twice keeps its first place.
      const wanted = [...new Set(ids)];
      const known = new Set(await repo.categoriesOfType(db, wanted, type));
      const refused = wanted.filter((id) => !known.has(id));
      if (refused.length > 0) {
        throw new AppError('VALIDATION', { text: `categories: no ${type} categories with ids ${refused.join(', ')}` }, 'categories');
      }
      await db.transaction((tx) => repo.replaceFavourites(tx, userId, type, wanted));
      // A load under way may hold the old favourites: deleting after the write keeps it from being stored.
      favourites.delete(userId);
      return { type, categories: wanted };
    },
  };
}

/**
 * The favourite categories as the player edits them: an ordered list of ids, at most
 * MAX_FAVOURITE_CATEGORIES, changed one step at a time (add at the end, remove, move up or down),
 * so every change is one keyboard action. The server keeps the order as the ranks it returns.
 */
import { MAX_FAVOURITE_CATEGORIES } from '../../../../contract/quiz/solo-modes';
import type { PlayerCategory } from '../../../../contract/api/quiz';

export type Favourites = readonly number[];

/** The player's favourites as the server ranked them (favourite_rank from 1). */
export function favouritesOf(categories: readonly PlayerCategory[]): Favourites {
  return categories
    .filter((c): c is PlayerCategory & { favourite_rank: number } => c.favourite_rank !== undefined)
    .sort((a, b) => a.favourite_rank - b.favourite_rank)
    .map((c) => c.id)
    .slice(0, MAX_FAVOURITE_CATEGORIES);
}

export function canAdd(list: Favourites): boolean {
  return list.length < MAX_FAVOURITE_CATEGORIES;
}

export function addFavourite(list: Favourites, id: number): Favourites {
  return list.includes(id) || !canAdd(list) ? list : [...list, id];
}

export function removeFavourite(list: Favourites, id: number): Favourites {
  return list.filter((item) => item !== id);
}

/** Moves one place towards the start (-1) or the end (+1); at an end it stays. */
export function moveFavourite(list: Favourites, id: number, step: -1 | 1): Favourites {
  const from = list.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= list.length) return list;
  const next = [...list];
  next[from] = list[to] ?? id;
  next[to] = id;
  return next;
}

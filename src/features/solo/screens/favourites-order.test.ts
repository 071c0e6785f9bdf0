/** Editing the favourite categories one step at a time, never past the limit. */
import { describe, expect, it } from 'vitest';
import { MAX_FAVOURITE_CATEGORIES } from '../../../../contract/quiz/solo-modes';
import { addFavourite, favouritesOf, moveFavourite, removeFavourite } from './favourites-order';
import { playerCategory } from './test-helpers';

describe('favourites', () => {
  it('start from the server’s ranks', () => {
    const categories = [playerCategory({ id: 1, slug: 'a', name: 'A' }), playerCategory({ id: 2, slug: 'b', name: 'B', favourite_rank: 2 }), playerCategory({ id: 3, slug: 'c', name: 'C', favourite_rank: 1 })];
    expect(favouritesOf(categories)).toEqual([3, 2]);
  });

  it('move one place at a time and stay put at an end', () => {
    expect(moveFavourite([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveFavourite([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveFavourite([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveFavourite([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('add at the end, once, up to the limit, and remove', () => {
    expect(addFavourite([1], 2)).toEqual([1, 2]);
    expect(addFavourite([1, 2], 2)).toEqual([1, 2]);
    const full = Array.from({ length: MAX_FAVOURITE_CATEGORIES }, (_, i) => i + 1);
    expect(addFavourite(full, 99)).toEqual(full);
    expect(removeFavourite([1, 2, 3], 2)).toEqual([1, 3]);
  });
});

/**
 * The home screen's categories in the player's order: favourites (set_quiz_categories) first by
 * their rank, then the rest as the server listed them. Kept free of the contract's schemas, since
 * the home screen loads first.
 */
export function byFavouriteRank<T extends { readonly favourite_rank?: number }>(categories: readonly T[]): T[] {
  const ranked = categories.filter((c) => c.favourite_rank !== undefined).sort((a, b) => (a.favourite_rank ?? 0) - (b.favourite_rank ?? 0));
  return [...ranked, ...categories.filter((c) => c.favourite_rank === undefined)];
}

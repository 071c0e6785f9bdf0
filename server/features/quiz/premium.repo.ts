/** Premium categories: who unlocked what. The spend that pays for an unlock is the economy's. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, premiumUnlocks } from '../../db/schema';

/** The premium categories a player has unlocked. */
export async function unlockedCategoryIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ categoryId: premiumUnlocks.categoryId }).from(premiumUnlocks).where(eq(premiumUnlocks.userId, userId));
  return rows.map((row) => row.categoryId);
}

export async function hasUnlocked(db: DbOrTx, userId: number, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ categoryId: premiumUnlocks.categoryId })
    .from(premiumUnlocks)
    .where(and(eq(premiumUnlocks.userId, userId), eq(premiumUnlocks.categoryId, categoryId)));
  return row !== undefined;
}

/** Records an unlock; one that is already there is left as it is (the key is user and category). */
export async function insertUnlock(db: DbOrTx, unlock: { userId: number; categoryId: number; entryId: number | null }): Promise<void> {
  await db.insert(premiumUnlocks).values(unlock).onConflictDoNothing({ target: [premiumUnlocks.userId, premiumUnlocks.categoryId] });
}

/** What an unlock needs to know of a category, read fresh (not from the content cache): an active one, or undefined. */
export async function findPricedCategory(db: DbOrTx, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, isPremium: categories.isPremium, coins: categories.coins })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.active, true)));
  return row;
}

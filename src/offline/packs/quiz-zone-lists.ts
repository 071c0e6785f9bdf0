/**
 * The Quiz Zone lists the downloaded packs (one per subcategory) can stand in for offline: their
 * categories and a category's subcategories, in the server's shapes. Quiz Zone's screens and Self
 * Challenge (which plays from the same packs) read them.
 */
import type { Category, Subcategory } from '../../../contract/api/quiz';
import { getOfflineDb, type QuizhiveDb } from '../db';
import { listStoredQuizZonePacks, type StoredQuizZonePack } from './pack-store';

function sortedByCategory(packs: readonly StoredQuizZonePack[]): StoredQuizZonePack[] {
  return [...packs].sort((a, b) => a.content.category.id - b.content.category.id || a.content.subcategory.id - b.content.subcategory.id);
}

/** The categories of the downloaded packs, counting what is downloaded; null when nothing is. */
export async function packCategories(db: QuizhiveDb = getOfflineDb()): Promise<Category[] | null> {
  const byCategory = new Map<number, Category>();
  for (const pack of sortedByCategory(await listStoredQuizZonePacks(db))) {
    const { category, subcategory } = pack.content;
    const seen = byCategory.get(category.id);
    byCategory.set(category.id, {
      ...category,
      no_of_subcategories: (seen?.no_of_subcategories ?? 0) + 1,
      no_of_questions: (seen?.no_of_questions ?? 0) + subcategory.no_of_questions,
    });
  }
  return byCategory.size > 0 ? [...byCategory.values()] : null;
}

/** The downloaded subcategories of one category; null when none is downloaded. */
export async function packSubcategories(
  categoryId: number,
  db: QuizhiveDb = getOfflineDb(),
): Promise<{ category: Category; subcategories: Subcategory[] } | null> {
  const packs = sortedByCategory(await listStoredQuizZonePacks(db)).filter((p) => p.content.category.id === categoryId);
  const first = packs[0];
  if (!first) return null;
  return { category: first.content.category, subcategories: packs.map((p) => p.content.subcategory) };
}

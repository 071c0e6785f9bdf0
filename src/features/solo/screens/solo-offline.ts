/**
 * The solo modes without a connection: what the downloaded solo packs (kind 'solo', one per
 * category, contract/api/packs.ts) hold, read through the generic pack store, so a mode's lists
 * can stand in for the server's when the network fails (withPackFallback shows which).
 */
import type { FunNLearnPassage } from '../../../../contract/api/solo';
import type { Category, Subcategory } from '../../../../contract/api/quiz';
import type { CategoryType } from '../../../../contract/quiz/solo-modes';
import { getOfflineDb, type QuizhiveDb, type StoredPack } from '../../../offline/db';
import { isCurrentFormat } from '../../../offline/packs';

export type StoredSoloPack = Extract<StoredPack, { kind: 'solo' }>;

/** The stored solo packs of one category type, playable under today's pack contract, by category. */
export async function listSoloPacks(type: CategoryType, db: QuizhiveDb = getOfflineDb()): Promise<StoredSoloPack[]> {
  const packs = await db.packs.where('kind').equals('solo').toArray();
  return packs
    .filter((p): p is StoredSoloPack => p.kind === 'solo' && isCurrentFormat(p) && p.content.type === type)
    .sort((a, b) => a.content.category.id - b.content.category.id);
}

/**
 * Whether a daily quiz pack (past days' sets, kind 'daily_quiz') is downloaded under today's pack
 * contract: offline, the dashboard then offers practice on the newest of those days.
 */
export async function hasDailyQuizPack(db: QuizhiveDb = getOfflineDb()): Promise<boolean> {
  const packs = await db.packs.where('kind').equals('daily_quiz').toArray();
  return packs.some((p) => p.kind === 'daily_quiz' && isCurrentFormat(p) && p.content.days.length > 0);
}

/** The categories of a type's downloaded packs, counting what is downloaded; null when none is. */
export async function soloPackCategories(type: CategoryType, db?: QuizhiveDb): Promise<Category[] | null> {
  const packs = await listSoloPacks(type, db);
  if (packs.length === 0) return null;
  return packs.map((pack) => ({
    ...pack.content.category,
    no_of_subcategories: pack.content.subcategories.length,
    no_of_questions: pack.content.questions.length,
  }));
}

async function soloPack(type: CategoryType, categoryId: number, db?: QuizhiveDb): Promise<StoredSoloPack | null> {
  return (await listSoloPacks(type, db)).find((pack) => pack.content.category.id === categoryId) ?? null;
}

/** A downloaded category's topics (Guess The Word), in the shape the server's list has; null when not downloaded. */
export async function soloPackSubcategories(type: CategoryType, categoryId: number, db?: QuizhiveDb): Promise<{ category: Category; subcategories: Subcategory[] } | null> {
  const pack = await soloPack(type, categoryId, db);
  return pack ? { category: pack.content.category, subcategories: pack.content.subcategories } : null;
}

/** A downloaded Fun & Learn category with its passages (no best result: that lives on the server); null when not downloaded. */
export async function soloPackPassages(categoryId: number, db?: QuizhiveDb): Promise<{ category: Category; passages: FunNLearnPassage[] } | null> {
  const pack = await soloPack('fun_n_learn', categoryId, db);
  return pack ? { category: pack.content.category, passages: pack.content.passages.map((passage) => ({ ...passage, best_percentage: null })) } : null;
}

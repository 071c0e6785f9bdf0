/**
 * Quiz Zone without a connection. Each screen reads the server first; when the network fails (or
 * the app already knows it is offline) it reads the downloaded pack instead and says so. Levels
 * open as far as the server last said or this device unlocked since, whichever is further.
 */
import type { PackQuestion } from '../../../contract/api/packs';
import type { LevelData, LevelInfo } from '../../../contract/api/quiz';
import { errorCatalogue } from '../../../contract/errors';
import { ApiError } from '../../lib/request/api-error';
import { requestHooks } from '../../lib/request/request-hooks';
import { sessionStore } from '../../lib/session/session-store';
import { getOfflineDb, type QuizhiveDb } from '../../offline/db';
import { getStoredQuizZonePack } from '../../offline/packs';
import type { LevelRef } from './quiz.api';
import { quizConfig } from './quiz-config';

// The fallback is shared with the solo modes' screens (src/lib/pack-fallback.ts).
export { isNetworkFailure, withPackFallback, type Sourced } from '../../lib/pack-fallback';
export type { ContentSource as QuizSource } from '../../lib/pack-fallback';
// The lists the packs hold are shared with Self Challenge (src/offline/packs/quiz-zone-lists.ts).
export { packCategories, packSubcategories } from '../../offline/packs';

/** The signed-in user's id as the outbox keys it. */
export function currentUserId(): string | null {
  const id = sessionStore.get().user?.id;
  return id === undefined ? null : String(id);
}

/** What this device knows of a user's reached level in a subcategory (1 when it knows nothing). */
export async function localLevelReached(userId: string, subcategoryId: number, db: QuizhiveDb = getOfflineDb()): Promise<number> {
  return (await db.quizLevels.get([userId, subcategoryId]))?.levelReached ?? 1;
}

/** Keeps the server's word on a user's levels for offline play; levels only rise. */
export async function rememberServerLevels(userId: string, data: LevelData, db: QuizhiveDb = getOfflineDb()): Promise<void> {
  await db.transaction('rw', db.quizLevels, async () => {
    const key: [string, number] = [userId, data.subcategory.id];
    const known = await db.quizLevels.get(key);
    await db.quizLevels.put({
      userId,
      subcategoryId: data.subcategory.id,
      categoryId: data.category.id,
      levelReached: Math.max(known?.levelReached ?? 1, data.level_reached),
      maxLevel: data.subcategory.max_level,
    });
  });
}

/**
 * The levels screen from a pack. Levels open one after the other only by passing, so every level
 * below the reached one has been passed; best results live on the server and are not known here.
 */
export async function packLevelData(categoryId: number, subcategoryId: number, userId: string, db: QuizhiveDb = getOfflineDb()): Promise<LevelData | null> {
  const pack = await getStoredQuizZonePack(subcategoryId, db);
  if (pack?.content.category.id !== categoryId) return null;
  const reached = await localLevelReached(userId, subcategoryId, db);
  // Levels below the reached one were passed on this device or reported passed by the server.
  const levels = pack.content.levels.map(
    (level): LevelInfo => ({
      level: level.level,
      no_of_questions: level.questions.length,
      status: level.level < reached ? 'completed' : level.level === reached ? 'unlocked' : 'locked',
      best_percentage: null,
      best_score: null,
    }),
  );
  return { category: pack.content.category, subcategory: pack.content.subcategory, level_reached: reached, pass_percentage: quizConfig().passPercentage, levels };
}

export interface PackLevel {
  readonly level: number;
  readonly seconds_per_question: number;
  readonly max_level: number;
  /** With their answer keys: a pack gives feedback after each question. */
  readonly questions: readonly PackQuestion[];
}

/** One level of a pack to play; a level this user has not opened yet fails as the server would. */
export async function packLevel(ref: LevelRef, userId: string, db: QuizhiveDb = getOfflineDb()): Promise<PackLevel | null> {
  const pack = await getStoredQuizZonePack(ref.subcategory, db);
  if (pack?.content.category.id !== ref.category) return null;
  const level = pack.content.levels.find((l) => l.level === ref.level);
  if (!level) return null;
  if (ref.level > (await localLevelReached(userId, ref.subcategory, db))) {
    const { status, message } = errorCatalogue.LEVEL_LOCKED;
    throw new ApiError('LEVEL_LOCKED', status, requestHooks().translateMessage('LEVEL_LOCKED', message), 'level');
  }
  return { level: level.level, seconds_per_question: pack.content.seconds_per_question, max_level: pack.content.subcategory.max_level, questions: level.questions };
}

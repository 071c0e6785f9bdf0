/** Screen tests of the solo modes: a signed-in subscriber, a canned API (src/lib/test-api.tsx), a memory router. */
import type { Pack } from '../../../../contract/api/packs';
import type { PlayerCategory } from '../../../../contract/api/quiz';
import { PACK_FORMAT } from '../../../../contract/offline/pack-format';
import { getOfflineDb, type StoredPack } from '../../../offline/db';

export { network, renderAt, serve, settle, WAIT } from '../../../lib/test-api';

const base = { icon: '🧪', description: '', language_id: 1, no_of_subcategories: 2, no_of_questions: 30, coins: 0, has_unlocked: false, is_premium: false };

export function playerCategory(overrides: Partial<PlayerCategory> & Pick<PlayerCategory, 'id' | 'slug' | 'name'>): PlayerCategory {
  return { ...base, ...overrides };
}

export async function clearOfflineDb(): Promise<void> {
  const db = getOfflineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** Stores a daily quiz pack (past days' sets) as a download would. */
export async function storeDailyQuizPack(content: Extract<Pack, { kind: 'daily_quiz' }>['content']): Promise<void> {
  const row: StoredPack = {
    id: `daily_quiz:language:${content.language_id}`,
    kind: 'daily_quiz',
    title: 'Daily Quiz',
    version: 'v1',
    content,
    format: PACK_FORMAT,
    group: 'daily_quiz',
    bytes: 1_000,
    downloadedAt: Date.now(),
    mediaUrls: [],
  };
  await getOfflineDb().packs.put(row);
}

/** Stores a solo pack of one category as a download would. */
export async function storeSoloPack(content: Extract<Pack, { kind: 'solo' }>['content']): Promise<void> {
  const row: StoredPack = {
    id: `solo:category:${content.category.id}`,
    kind: 'solo',
    title: content.category.name,
    version: 'v1',
    content,
    format: PACK_FORMAT,
    group: content.category.name,
    bytes: 1_000,
    downloadedAt: Date.now(),
    mediaUrls: [],
  };
  await getOfflineDb().packs.put(row);
}

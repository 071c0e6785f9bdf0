/**
 * The packs stored on this device: list, read, delete, and compare with the server's listing.
 * Packs are content, shared by every user of the device; progress stays per user elsewhere.
 */
import { QuizZonePackContentSchema, packIds, type PackInfo } from '../../../contract/api/packs';
import { getOfflineDb, type QuizhiveDb, type StoredPack } from '../db';
import { defaultMediaCaches, deleteMedia, type MediaCacheStorage } from './pack-media';

export type StoredQuizZonePack = Extract<StoredPack, { kind: 'quiz_zone' }>;

/** absent: not on the device; current: as the server has it; outdated: the server has a newer version. */
export type PackState = 'absent' | 'current' | 'outdated';

export function packState(info: Pick<PackInfo, 'version'>, stored: Pick<StoredPack, 'version'> | undefined): PackState {
  if (!stored) return 'absent';
  return stored.version === info.version ? 'current' : 'outdated';
}

/** Every stored pack, by group then title. */
export async function listStoredPacks(db: QuizhiveDb = getOfflineDb()): Promise<StoredPack[]> {
  const packs = await db.packs.toArray();
  return packs.sort((a, b) => a.group.localeCompare(b.group) || a.title.localeCompare(b.title));
}

export async function getStoredPack(packId: string, db: QuizhiveDb = getOfflineDb()): Promise<StoredPack | undefined> {
  return db.packs.get(packId);
}

/**
 * A subcategory's Quiz Zone pack, or null. The content is checked against today's contract: a copy
 * stored by an older app version that no longer fits is treated as missing, never half-used.
 */
export async function getStoredQuizZonePack(subcategoryId: number, db: QuizhiveDb = getOfflineDb()): Promise<StoredQuizZonePack | null> {
  const pack = await db.packs.get(packIds.quizZoneSubcategory(subcategoryId));
  if (pack?.kind !== 'quiz_zone' || !QuizZonePackContentSchema.safeParse(pack.content).success) return null;
  return pack;
}

/** Every stored Quiz Zone pack that fits today's contract. */
export async function listStoredQuizZonePacks(db: QuizhiveDb = getOfflineDb()): Promise<StoredQuizZonePack[]> {
  const packs = await db.packs.where('kind').equals('quiz_zone').toArray();
  return packs.filter((p): p is StoredQuizZonePack => p.kind === 'quiz_zone' && QuizZonePackContentSchema.safeParse(p.content).success);
}

/** Media of `urls` that no stored pack other than `except` uses. */
export async function unsharedMedia(urls: readonly string[], except: string, db: QuizhiveDb = getOfflineDb()): Promise<string[]> {
  const others = await db.packs.filter((p) => p.id !== except).toArray();
  const used = new Set(others.flatMap((p) => p.mediaUrls));
  return urls.filter((url) => !used.has(url));
}

/** Deletes a pack and the media no other pack uses; the row goes first, so no pack ever lacks its media. */
export async function deleteStoredPack(packId: string, options: { db?: QuizhiveDb; caches?: MediaCacheStorage | null } = {}): Promise<boolean> {
  const db = options.db ?? getOfflineDb();
  const pack = await db.packs.get(packId);
  if (!pack) return false;
  await db.packs.delete(packId);
  await deleteMedia(await unsharedMedia(pack.mediaUrls, packId, db), options.caches === undefined ? defaultMediaCaches() : options.caches);
  return true;
}

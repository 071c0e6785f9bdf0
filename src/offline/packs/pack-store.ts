/**
 * The packs stored on this device: list, read, delete, and compare with the server's listing.
 * Packs are content, shared by every user of the device; progress stays per user elsewhere.
 */
import type { PackInfo } from '../../../contract/api/packs';
import { packIds } from '../../../contract/offline/pack-ids';
import { getOfflineDb, type QuizhiveDb, type StoredPack } from '../db';
import { isCurrentFormat } from './current-format';
import { defaultMediaCaches, deleteMedia, type MediaCacheStorage } from './pack-media';

export { isCurrentFormat };

export type StoredQuizZonePack = Extract<StoredPack, { kind: 'quiz_zone' }>;

/**
 * absent: not on the device; current: as the server has it; outdated: the server has a newer
 * version, or the copy was stored by an app version with another pack contract.
 */
export type PackState = 'absent' | 'current' | 'outdated';

export function packState(info: Pick<PackInfo, 'version'>, stored: Pick<StoredPack, 'version' | 'format'> | undefined): PackState {
  if (!stored) return 'absent';
  return stored.version === info.version && isCurrentFormat(stored) ? 'current' : 'outdated';
}

/** Every stored pack, by group then title. */
export async function listStoredPacks(db: QuizhiveDb = getOfflineDb()): Promise<StoredPack[]> {
  const packs = await db.packs.toArray();
  return packs.sort((a, b) => a.group.localeCompare(b.group) || a.title.localeCompare(b.title));
}

export async function getStoredPack(packId: string, db: QuizhiveDb = getOfflineDb()): Promise<StoredPack | undefined> {
  return db.packs.get(packId);
}

/** A subcategory's Quiz Zone pack stored under today's pack contract, or null. */
export async function getStoredQuizZonePack(subcategoryId: number, db: QuizhiveDb = getOfflineDb()): Promise<StoredQuizZonePack | null> {
  const pack = await db.packs.get(packIds.quizZoneSubcategory(subcategoryId));
  return pack?.kind === 'quiz_zone' && isCurrentFormat(pack) ? pack : null;
}

export type StoredSoloPack = Extract<StoredPack, { kind: 'solo' }>;
export type StoredDailyQuizPack = Extract<StoredPack, { kind: 'daily_quiz' }>;

/** A solo mode category's pack (True & False, Guess The Word, ...) stored under today's pack contract, or null. */
export async function getStoredSoloPack(categoryId: number, db: QuizhiveDb = getOfflineDb()): Promise<StoredSoloPack | null> {
  const pack = await db.packs.get(packIds.soloCategory(categoryId));
  return pack?.kind === 'solo' && isCurrentFormat(pack) ? pack : null;
}

/** Every stored solo pack under today's pack contract (a mode with no category asked picks among them). */
export async function listStoredSoloPacks(db: QuizhiveDb = getOfflineDb()): Promise<StoredSoloPack[]> {
  const packs = await db.packs.where('kind').equals('solo').toArray();
  return packs.filter((p): p is StoredSoloPack => p.kind === 'solo' && isCurrentFormat(p));
}

/** The past daily quizzes of a language stored under today's pack contract, or null. */
export async function getStoredDailyQuizPack(languageId: number, db: QuizhiveDb = getOfflineDb()): Promise<StoredDailyQuizPack | null> {
  const pack = await db.packs.get(packIds.dailyQuizLanguage(languageId));
  return pack?.kind === 'daily_quiz' && isCurrentFormat(pack) ? pack : null;
}

/** Every stored Quiz Zone pack stored under today's pack contract. */
export async function listStoredQuizZonePacks(db: QuizhiveDb = getOfflineDb()): Promise<StoredQuizZonePack[]> {
  const packs = await db.packs.where('kind').equals('quiz_zone').toArray();
  return packs.filter((p): p is StoredQuizZonePack => p.kind === 'quiz_zone' && isCurrentFormat(p));
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

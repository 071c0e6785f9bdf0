/**
 * The device's storage budget for downloads: how much is used and free (navigator.storage.estimate)
 * and whether the browser promised not to evict it (persist). Persistence is asked once, on the
 * first download, and the answer is remembered to show on the downloads screen.
 */
import { getOfflineDb, type QuizhiveDb } from '../db';

export type StorageApi = Pick<StorageManager, 'estimate'> & Partial<Pick<StorageManager, 'persist' | 'persisted'>>;

export function defaultStorageApi(): StorageApi | null {
  return typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.estimate === 'function' ? navigator.storage : null;
}

export interface StorageInfo {
  /** Null where the browser does not say. */
  readonly usage: number | null;
  readonly quota: number | null;
  readonly free: number | null;
  /** True when downloads will not be evicted under storage pressure; null when unknown. */
  readonly persisted: boolean | null;
  /** Whether this device already asked the browser to persist (it asks on the first download). */
  readonly persistAsked: boolean;
}

const PERSIST_KEY = 'packs.persistAnswer';

/** Not enough room for a download: both numbers in bytes, for a message that names them. */
export class NotEnoughSpaceError extends Error {
  override readonly name = 'NotEnoughSpaceError';
  constructor(
    readonly needed: number,
    readonly free: number,
  ) {
    super(`A download needs ${needed} bytes but only ${free} are free.`);
  }
}

export async function storageInfo(api: StorageApi | null = defaultStorageApi(), db: QuizhiveDb = getOfflineDb()): Promise<StorageInfo> {
  const estimate = api ? await api.estimate().catch(() => null) : null;
  const usage = estimate?.usage ?? null;
  const quota = estimate?.quota ?? null;
  const live = api?.persisted ? await api.persisted().catch(() => null) : null;
  const remembered = await rememberedPersistAnswer(db);
  return {
    usage,
    quota,
    free: usage !== null && quota !== null ? Math.max(0, quota - usage) : null,
    persisted: live ?? remembered,
    persistAsked: remembered !== null,
  };
}

/** Refuses a download that will not fit; lets it go ahead when the browser cannot say. */
export async function ensureSpaceFor(bytes: number, api: StorageApi | null = defaultStorageApi()): Promise<void> {
  const estimate = api ? await api.estimate().catch(() => null) : null;
  if (estimate?.quota === undefined || estimate.usage === undefined) return;
  const free = Math.max(0, estimate.quota - estimate.usage);
  if (bytes > free) throw new NotEnoughSpaceError(bytes, free);
}

export async function rememberedPersistAnswer(db: QuizhiveDb = getOfflineDb()): Promise<boolean | null> {
  const row = await db.meta.get(PERSIST_KEY);
  return typeof row?.value === 'boolean' ? row.value : null;
}

/**
 * Asks the browser to keep downloads through storage pressure, the first time only: browsers may
 * show a prompt, and asking again after a "no" only annoys. Returns the answer (remembered).
 */
export async function askPersistenceOnce(api: StorageApi | null = defaultStorageApi(), db: QuizhiveDb = getOfflineDb()): Promise<boolean | null> {
  const remembered = await rememberedPersistAnswer(db);
  if (remembered !== null || !api?.persist) return remembered;
  const answer = await api.persist().catch(() => false);
  await db.meta.put({ key: PERSIST_KEY, value: answer });
  return answer;
}

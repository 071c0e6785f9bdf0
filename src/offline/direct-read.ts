/**
 * Quick reads of the offline database with IndexedDB's own API, without Dexie: what a screen needs
 * for its first paint (the maths practice screen: its curriculum's download and the user's progress
 * in it). Dexie (about 100 KB of script) then loads after that screen is up, for the writes and the
 * live queries; on a cold start of a slow tablet its evaluation alone was tens of ms before the
 * question. The reads see exactly what Dexie stored: the same stores, keys and objects
 * (db.ts declares them; direct-read.test.ts writes with Dexie and reads here).
 *
 * Only reads, never an upgrade: the database is opened at whatever version it has, a device without
 * it gets null (its creation is Dexie's, with the schema), and the connection closes after the
 * reads, so it never holds up a version change. A failure rejects, as Dexie's read would have.
 */
import type { MathsProgressRow, MathsResetRow, StoredPack } from './db';

/** QuizhiveDb's name (db.ts; not imported from there, which would load Dexie). direct-read.test.ts holds the two together. */
export const OFFLINE_DB_NAME = 'quizhive';

/** Dexie's Dexie.minKey and Dexie.maxKey: below and above every number in a key. */
const MIN_KEY = -Infinity;
const MAX_KEY: unknown[] = [[]];

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The database as it is, or null when it does not exist yet (nothing is created). */
function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    let missing = false;
    const open = indexedDB.open(name);
    open.onupgradeneeded = () => {
      // Only a database that does not exist gets here (no version was asked): leave it uncreated.
      missing = true;
      open.transaction?.abort();
    };
    open.onsuccess = () => {
      // An upgrade asked for meanwhile (a newer app in another tab) is not kept waiting on these reads.
      open.result.onversionchange = () => open.result.close();
      resolve(open.result);
    };
    open.onerror = () => (missing ? resolve(null) : reject(open.error ?? new Error('IndexedDB open failed')));
    open.onblocked = () => undefined;
  });
}

/** Runs `read` in one read-only transaction over `stores`; null when the database or a store is missing. */
async function readStores<T>(stores: readonly string[], read: (tx: IDBTransaction) => Promise<T>, name: string): Promise<T | null> {
  const db = await openExisting(name);
  if (!db) return null;
  try {
    if (stores.some((store) => !db.objectStoreNames.contains(store))) return null;
    return await read(db.transaction([...stores], 'readonly'));
  } finally {
    db.close();
  }
}

/** One stored pack by id (packs of db.ts), or undefined. */
export async function readStoredPackDirect(packId: string, name: string = OFFLINE_DB_NAME): Promise<StoredPack | undefined> {
  const pack = await readStores(['packs'], (tx) => requestResult(tx.objectStore('packs').get(packId) as IDBRequest<StoredPack | undefined>), name);
  return pack ?? undefined;
}

/** Every stored pack, in key order ([] without the database). */
export async function readStoredPacksDirect(name: string = OFFLINE_DB_NAME): Promise<StoredPack[]> {
  const packs = await readStores(['packs'], (tx) => requestResult(tx.objectStore('packs').getAll() as IDBRequest<StoredPack[]>), name);
  return packs ?? [];
}

/** A user's stored maths rows and reset stamp of one curriculum, as maths-progress.ts reads them with Dexie. */
export interface StoredCurriculumProgress {
  readonly reset: MathsResetRow | undefined;
  readonly rows: MathsProgressRow[];
}

export async function readMathsProgressDirect(userId: string, curriculumId: number, name: string = OFFLINE_DB_NAME): Promise<StoredCurriculumProgress> {
  const curriculum = String(curriculumId);
  const stored = await readStores(
    ['mathsProgress', 'mathsResets'],
    async (tx) => {
      const range = IDBKeyRange.bound([userId, curriculum, MIN_KEY], [userId, curriculum, MAX_KEY]);
      const [reset, rows] = await Promise.all([
        requestResult(tx.objectStore('mathsResets').get([userId, curriculum]) as IDBRequest<MathsResetRow | undefined>),
        requestResult(tx.objectStore('mathsProgress').getAll(range) as IDBRequest<MathsProgressRow[]>),
      ]);
      return { reset, rows };
    },
    name,
  );
  return stored ?? { reset: undefined, rows: [] };
}

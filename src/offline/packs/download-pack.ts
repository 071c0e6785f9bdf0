/**
 * Downloads one pack: checks the space first, asks for persistent storage on the first download,
 * fetches the pack through the API and then each media file, reporting bytes as they arrive, and
 * stores it all at the end. Until then nothing is written, so a failure or a cancel midway leaves
 * the device as it was (an older copy of the pack stays usable until the new one is complete).
 */
import type { Pack, PackInfo } from '../../../contract/api/packs';
import { PACK_FORMAT } from '../../../contract/offline/pack-format';
import { currentLanguageParam } from '../../lib/language-param';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { callAction } from '../../lib/request/request';
import { getOfflineDb, type QuizhiveDb, type StoredPack } from '../db';
import { defaultMediaCaches, deleteMedia, putMedia, type MediaCacheStorage, type MediaFile } from './pack-media';
import { unsharedMedia } from './pack-store';
import { askPersistenceOnce, defaultStorageApi, ensureSpaceFor, type StorageApi } from './storage';

export interface DownloadProgress {
  readonly received: number;
  readonly total: number;
}

export interface DownloadOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: DownloadProgress) => void;
  readonly db?: QuizhiveDb;
  readonly caches?: MediaCacheStorage | null;
  readonly storage?: StorageApi | null;
}

/** Big packs take longer than the API's usual 20 s. */
const PACK_TIMEOUT_MS = 120_000;

const canceled = () => new ApiError('CANCELED', 0, 'canceled');

/**
 * The pack, checked against this app version's pack contract before anything is stored: a server
 * newer than the app may send a shape it cannot play. The schemas (and zod) load here, on the first
 * download, and never at start-up, where stored packs are trusted by their PACK_FORMAT.
 */
async function fetchPack(packId: string, signal: AbortSignal | undefined): Promise<Pack> {
  const [pack, { PackSchema }] = await Promise.all([
    callAction('get_offline_pack', { pack_id: packId, ...currentLanguageParam() }, { displayToast: false, signal, timeoutMs: PACK_TIMEOUT_MS }),
    import('../../../contract/api/packs'),
  ]);
  const checked = PackSchema.safeParse(pack);
  if (!checked.success || checked.data.id !== packId) throw new ApiError('BAD_RESPONSE', 200, 'The server sent a pack this version of the app cannot read. Update the app and try again.');
  return checked.data;
}

/** One media file, read chunk by chunk so the progress bar moves with the bytes. */
async function fetchMedia(media: Pack['media'][number], signal: AbortSignal | undefined, onBytes: (n: number) => void): Promise<MediaFile> {
  let response: Response;
  try {
    // 'no-cache' revalidates with the server: an updated pack never keeps an older picture.
    response = await fetch(media.url, { signal, cache: 'no-cache', credentials: 'same-origin' });
  } catch {
    throw signal?.aborted ? canceled() : new ApiError('NETWORK', 0, 'Network Error');
  }
  if (!response.ok) throw new ApiError('HTTP', response.status, `Request failed with status code ${response.status}`);
  const chunks: Uint8Array[] = [];
  const reader = response.body?.getReader();
  if (reader) {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        onBytes(value.byteLength);
      }
    } catch {
      throw signal?.aborted ? canceled() : new ApiError('NETWORK', 0, 'Network Error');
    }
  } else {
    const whole = new Uint8Array(await response.arrayBuffer());
    chunks.push(whole);
    onBytes(whole.byteLength);
  }
  // The chunks are ArrayBuffer-backed; TypeScript's DOM types cannot tell from the reader's type.
  return { url: media.url, type: media.type, body: new Blob(chunks as BlobPart[], { type: media.type }) };
}

export async function downloadPack(info: PackInfo, options: DownloadOptions = {}): Promise<StoredPack> {
  const db = options.db ?? getOfflineDb();
  const storage = options.storage === undefined ? defaultStorageApi() : options.storage;
  const mediaCaches = options.caches === undefined ? defaultMediaCaches() : options.caches;
  const { signal } = options;
  let received = 0;
  const report = (bytes: number) => {
    received += bytes;
    options.onProgress?.({ received, total: Math.max(info.bytes, received) });
  };

  await ensureSpaceFor(info.bytes, storage);
  await askPersistenceOnce(storage, db);
  options.onProgress?.({ received: 0, total: info.bytes });

  const pack = await fetchPack(info.id, signal);
  report(new TextEncoder().encode(JSON.stringify(pack)).byteLength);
  const files: MediaFile[] = [];
  for (const media of pack.media) {
    if (signal?.aborted) throw canceled();
    files.push(await fetchMedia(media, signal, report));
  }
  if (signal?.aborted) throw canceled();

  const { media: _media, ...body } = pack;
  const row: StoredPack = {
    ...body,
    format: PACK_FORMAT,
    group: info.group,
    bytes: received,
    downloadedAt: Date.now(),
    mediaUrls: files.map((f) => f.url),
  };
  const previous = await db.packs.get(pack.id);
  try {
    await putMedia(files, mediaCaches);
    await db.packs.put(row);
  } catch (error) {
    // Media that no stored pack uses (the new row was not stored) would be orphans: take them back out.
    await deleteMedia(await unsharedMedia(row.mediaUrls, '', db), mediaCaches).catch(() => undefined);
    throw error;
  }
  // Pictures the old version had and the new one dropped, unless another pack shows them.
  const dropped = (previous?.mediaUrls ?? []).filter((url) => !row.mediaUrls.includes(url));
  await deleteMedia(await unsharedMedia(dropped, pack.id, db), mediaCaches);
  return row;
}

/** Whether a download failure is the user's own cancel (nothing to report). */
export function isCanceled(error: unknown): boolean {
  return isApiError(error) && error.code === 'CANCELED';
}

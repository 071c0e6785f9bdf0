/**
 * Pictures and sounds of downloaded packs, kept in Cache Storage (PACK_MEDIA_CACHE) under their
 * site path, so the service worker can answer /content-media/ from it and screens can read it
 * directly. Cache Storage is not part of the Dexie transaction: the store writes media before the
 * pack row and deletes them after it, so a stored pack always has its media.
 */
import { PACK_MEDIA_CACHE } from '../../../contract/offline/cache-policy';

/** The part of Cache Storage the packs use (the browser's CacheStorage is one). */
export interface MediaCache {
  put(url: string, response: Response): Promise<void>;
  delete(url: string): Promise<boolean>;
  match(url: string): Promise<Response | undefined>;
}

export interface MediaCacheStorage {
  open(name: string): Promise<MediaCache>;
}

/** Cache Storage, or null where the browser has none (old browsers, insecure origins). */
export function defaultMediaCaches(): MediaCacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

export interface MediaFile {
  readonly url: string;
  readonly type: string;
  readonly body: Blob;
}

export async function putMedia(files: readonly MediaFile[], storage: MediaCacheStorage | null): Promise<void> {
  if (files.length === 0) return;
  if (!storage) throw new Error('This browser cannot keep pictures for offline use.');
  const cache = await storage.open(PACK_MEDIA_CACHE);
  for (const file of files) {
    await cache.put(file.url, new Response(file.body, { headers: { 'Content-Type': file.type, 'Content-Length': String(file.body.size) } }));
  }
}

export async function deleteMedia(urls: Iterable<string>, storage: MediaCacheStorage | null): Promise<void> {
  if (!storage) return;
  const cache = await storage.open(PACK_MEDIA_CACHE);
  for (const url of urls) await cache.delete(url);
}

/** The stored bytes of one media file, or null when it is not stored. */
export async function readMedia(url: string, storage: MediaCacheStorage | null = defaultMediaCaches()): Promise<Blob | null> {
  if (!storage) return null;
  const cache = await storage.open(PACK_MEDIA_CACHE);
  const hit = await cache.match(url);
  return hit ? hit.blob() : null;
}

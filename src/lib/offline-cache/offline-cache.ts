/**
 * The page's side of the service worker's runtime caches: clear them all (a QA or settings action)
 * or drop one user's authorized reads at sign-out. The precache and downloaded pack media are
 * never touched here: the first is the app itself, the second is content the user chose to keep.
 */
import { API_CACHE_PREFIX, userApiCacheName, userIdOfCacheName } from '../../../contract/offline/cache-policy';

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Deletes every runtime API cache (shared and per user); resolves with how many were deleted. */
export async function clearRuntimeCaches(): Promise<number> {
  const storage = cacheStorage();
  if (!storage) return 0;
  const names = (await storage.keys()).filter((name) => name.startsWith(API_CACHE_PREFIX));
  const deleted = await Promise.all(names.map((name) => storage.delete(name)));
  return deleted.filter(Boolean).length;
}

/** Deletes the cached reads of one user, so the next person on this device can never see them. */
export async function purgeUserCache(userId: string | number): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  await storage.delete(userApiCacheName(userId));
}

/**
 * Deletes the per-user caches of everyone but `userId` (everyone when null); resolves with how many
 * were deleted. Shared caches (settings, languages) stay.
 */
export async function keepOnlyUserCache(userId: string | number | null): Promise<number> {
  const storage = cacheStorage();
  if (!storage) return 0;
  const keep = userId === null ? null : String(userId);
  const names = (await storage.keys()).filter((name) => {
    const owner = userIdOfCacheName(name);
    return owner !== null && owner !== keep;
  });
  const deleted = await Promise.all(names.map((name) => storage.delete(name)));
  return deleted.filter(Boolean).length;
}

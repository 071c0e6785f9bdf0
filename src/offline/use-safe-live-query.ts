/**
 * useLiveQuery that never throws into render. dexie-react-hooks rethrows a failed query during
 * render, and the sync status sits in the header of every screen: a device whose IndexedDB fails
 * (a locked-down private mode, a full disk) must still get the page, with `fallback` in its place.
 */
import { useLiveQuery } from 'dexie-react-hooks';

export function useSafeLiveQuery<T, F>(query: () => Promise<T>, deps: readonly unknown[], fallback: F): T | F | undefined {
  return useLiveQuery(async () => {
    try {
      return await query();
    } catch (error) {
      console.warn('offline database read failed', error);
      return fallback;
    }
  }, [...deps]);
}

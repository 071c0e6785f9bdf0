/**
 * Downloads in progress, shared by every screen that shows a download button: a download keeps
 * going when the player leaves the screen that started it, and any screen can show its progress
 * or cancel it. Also holds the server's listing of packs, loaded once per session and on demand.
 */
import type { PackInfo } from '../../../contract/api/packs';
import { currentLanguageParam } from '../../lib/language-param';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { callAction } from '../../lib/request/request';
import { createStore } from '../../lib/store';
import { downloadPack, isCanceled, type DownloadOptions } from './download-pack';

export type DownloadEntry =
  | { readonly status: 'queued' }
  | { readonly status: 'downloading'; readonly received: number; readonly total: number }
  | { readonly status: 'failed'; readonly error: unknown };

export const downloadsStore = createStore<ReadonlyMap<string, DownloadEntry>>(new Map());
const controllers = new Map<string, AbortController>();

function setEntry(packId: string, entry: DownloadEntry | null): void {
  downloadsStore.set((current) => {
    const next = new Map(current);
    if (entry) next.set(packId, entry);
    else next.delete(packId);
    return next;
  });
}

/**
 * Starts (or joins) the download of a pack. Resolves true once stored, false when canceled; a
 * failure stays in the store for the screens to show, and is also returned as a rejection.
 */
export async function startDownload(info: PackInfo, options: Omit<DownloadOptions, 'signal' | 'onProgress'> = {}): Promise<boolean> {
  if (controllers.has(info.id)) return false;
  const controller = new AbortController();
  controllers.set(info.id, controller);
  setEntry(info.id, { status: 'downloading', received: 0, total: info.bytes });
  try {
    await downloadPack(info, {
      ...options,
      signal: controller.signal,
      onProgress: ({ received, total }) => {
        if (!controller.signal.aborted) setEntry(info.id, { status: 'downloading', received, total });
      },
    });
    setEntry(info.id, null);
    return true;
  } catch (error) {
    if (isCanceled(error) || controller.signal.aborted) {
      setEntry(info.id, null);
      return false;
    }
    setEntry(info.id, { status: 'failed', error });
    throw error;
  } finally {
    controllers.delete(info.id);
  }
}

const queue: PackInfo[] = [];
let pumping = false;

async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  try {
    for (let next = queue.shift(); next; next = queue.shift()) {
      // A failure is kept in the store for the screens; the queue moves on to the next pack.
      await startDownload(next).catch(() => undefined);
    }
  } finally {
    pumping = false;
  }
}

/**
 * Queues packs to download one after the other (a whole category at once, or a single pack): one
 * at a time keeps the progress honest and the connection free for play.
 */
export function queueDownloads(infos: readonly PackInfo[]): void {
  for (const info of infos) {
    const entry = downloadsStore.get().get(info.id);
    if (entry?.status === 'queued' || entry?.status === 'downloading') continue;
    queue.push(info);
    setEntry(info.id, { status: 'queued' });
  }
  void pump();
}

/** Cancels a pack's download, or takes it out of the queue. */
export function cancelDownload(packId: string): void {
  const queued = queue.findIndex((info) => info.id === packId);
  if (queued >= 0) {
    queue.splice(queued, 1);
    setEntry(packId, null);
  }
  controllers.get(packId)?.abort();
}

/** Forgets a failure once the player has seen it (or tries again). */
export function dismissFailure(packId: string): void {
  if (downloadsStore.get().get(packId)?.status === 'failed') setEntry(packId, null);
}

export type CatalogState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'ready'; readonly packs: readonly PackInfo[] }
  | { readonly status: 'error'; readonly error: ApiError };

export const packCatalogStore = createStore<CatalogState>({ status: 'idle' });
let catalogLoad: Promise<void> | null = null;

/** Loads the server's listing; `force` reloads a listing already loaded (the downloads screen does). */
export function loadPackCatalog(force = false): Promise<void> {
  const state = packCatalogStore.get();
  if (catalogLoad) return catalogLoad;
  if (!force && state.status === 'ready') return Promise.resolve();
  // Keep showing the listing already loaded while a fresh one comes.
  if (state.status !== 'ready') packCatalogStore.set({ status: 'loading' });
  catalogLoad = callAction('get_offline_packs', { ...currentLanguageParam() }, { displayToast: false })
    .then(
      (packs) => packCatalogStore.set({ status: 'ready', packs }),
      (error: unknown) => {
        const failure = isApiError(error) ? error : new ApiError('NETWORK', 0, error instanceof Error ? error.message : String(error));
        // A listing already shown stays: offline, the screen still knows what it knew.
        if (packCatalogStore.get().status !== 'ready') packCatalogStore.set({ status: 'error', error: failure });
      },
    )
    .finally(() => {
      catalogLoad = null;
    });
  return catalogLoad;
}

/** For tests and sign-out: forget the listing and every finished download state. */
export function resetDownloads(): void {
  queue.length = 0;
  for (const controller of controllers.values()) controller.abort();
  packCatalogStore.set({ status: 'idle' });
  downloadsStore.set(new Map());
}

/** Offline packs on the device: the public API for screens (downloads, Quiz Zone, the solo modes, maths). */
export { downloadPack, isCanceled, type DownloadOptions, type DownloadProgress } from './download-pack';
export {
  cancelDownload,
  dismissFailure,
  downloadsStore,
  loadPackCatalog,
  packCatalogStore,
  queueDownloads,
  resetDownloads,
  startDownload,
  type CatalogState,
  type DownloadEntry,
} from './downloads';
export { readMedia, type MediaCacheStorage } from './pack-media';
export { usePackMediaSrc } from './use-pack-media-src';
export {
  deleteStoredPack,
  getStoredPack,
  getStoredDailyQuizPack,
  getStoredQuizZonePack,
  getStoredSoloPack,
  isCurrentFormat,
  listStoredPacks,
  listStoredQuizZonePacks,
  listStoredSoloPacks,
  packState,
  type PackState,
  type StoredDailyQuizPack,
  type StoredQuizZonePack,
  type StoredSoloPack,
} from './pack-store';
export { packCategories, packSubcategories } from './quiz-zone-lists';
export { askPersistenceOnce, ensureSpaceFor, NotEnoughSpaceError, rememberedPersistAnswer, storageInfo, type StorageInfo } from './storage';

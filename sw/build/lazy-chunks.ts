/**
 * Build-time rules (used by vite.config.ts) that keep the admin and live screens out of the
 * precache: most players never open them, and live modes need the network anyway. Their chunks get
 * a folder of their own under assets/, and the injected precache manifest drops that folder. The
 * chunks still load on demand over the network.
 */

export type LazyGroup = 'admin' | 'live';

/** Folders under assets/ that never reach the precache. */
export const LAZY_CHUNK_DIRS: Readonly<Record<LazyGroup, string>> = { admin: 'assets/lazy-admin/', live: 'assets/lazy-live/' };

const GROUP_OF_PATH = /(?:^|\/)src\/features\/(admin|live)\//;

/**
 * Modules outside the group's folder that only its screens import: plain constants of the contract
 * (its schemas stay out of them) and the built-in English of the admin screens (build/english-strings.ts).
 */
const GROUP_CONTRACT_MODULES: ReadonlyArray<readonly [string, LazyGroup]> = [
  ['contract/api/admin-limits.ts', 'admin'],
  ['virtual:english-strings/en-admin', 'admin'],
];

/** The group of a source file, from its path (absolute or relative to the project root). */
export function lazyGroupOfModule(moduleId: string): LazyGroup | null {
  const path = moduleId.replace(/\\/g, '/');
  const match = GROUP_OF_PATH.exec(path);
  if (match) return match[1] as LazyGroup;
  // A path from the root, an absolute path, or a virtual module's id (\0 first).
  return GROUP_CONTRACT_MODULES.find(([module]) => path.replace(/^\0/, '') === module || path.endsWith(`/${module}`))?.[1] ?? null;
}

/** What the bundler tells about a chunk (a subset of Rolldown's PreRenderedChunk). */
export interface ChunkFacts {
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
}

/**
 * A lazily loaded screen of a group (a dynamic import whose module lives in the group's folder),
 * or a shared chunk made only of that group's modules. A feature's index file, which the app
 * imports eagerly to declare its lazy screens, stays in the app's chunks and so in the precache.
 */
export function lazyGroupOfChunk(chunk: ChunkFacts): LazyGroup | null {
  if (chunk.isEntry) return null;
  if (chunk.isDynamicEntry) return chunk.facadeModuleId ? lazyGroupOfModule(chunk.facadeModuleId) : null;
  const groups = new Set(chunk.moduleIds.map(lazyGroupOfModule));
  const [only] = groups;
  return groups.size === 1 && only ? only : null;
}

/** The output pattern of a JS chunk. */
export function chunkFileName(chunk: ChunkFacts): string {
  const group = lazyGroupOfChunk(chunk);
  return `${group ? LAZY_CHUNK_DIRS[group] : 'assets/'}[name]-[hash].js`;
}

/** The output pattern of an asset: CSS split from a lazy screen follows its chunk into the folder. */
export function assetFileName(asset: { readonly originalFileNames: readonly string[] }): string {
  const groups = new Set(asset.originalFileNames.map(lazyGroupOfModule));
  const [only] = groups;
  const group = groups.size === 1 && only ? only : null;
  return `${group ? LAZY_CHUNK_DIRS[group] : 'assets/'}[name]-[hash][extname]`;
}

/** Whether a precache manifest URL (relative to the build output) belongs to a lazy group. */
export function isLazyChunkUrl(url: string): boolean {
  const path = url.replace(/^\.?\//, '');
  return Object.values(LAZY_CHUNK_DIRS).some((dir) => path.startsWith(dir));
}

/** injectManifest's manifestTransforms step: the manifest without the lazy groups' files. */
export function withoutLazyChunks<T extends { readonly url: string }>(entries: readonly T[]): { manifest: T[]; warnings: string[] } {
  return { manifest: entries.filter((entry) => !isLazyChunkUrl(entry.url)), warnings: [] };
}

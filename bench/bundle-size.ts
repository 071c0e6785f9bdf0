/**
 * What the built PWA makes a browser download, from Vite's build manifest (dist/.vite/manifest.json)
 * rather than from file names: the entry chunk, the landing page's initial JS (index.html's entry
 * and every chunk it imports statically, which the page modulepreloads, plus the home screen's chunk
 * and its imports, which start-up preloads for the landing's first paint), and a cold visit to the
 * Quiz Zone play route (the entry's chunks, plus the play screen's chunk and the chunks it imports
 * statically, plus what its loader fetches beside it: PLAY_ROUTE_ALSO_LOADS).
 * Sizes are gzip at level 9 of each file, counted once however many imports reach it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { KB, LANDING_ROUTE_SCREEN, PLAY_ROUTE_ALSO_LOADS, PLAY_ROUTE_SCREEN, SIZE_BUDGETS, type SizeLimits } from './budgets';
import { isLazyChunkUrl } from '../sw/build/lazy-chunks';
import { once, type BenchTarget } from './verdicts';

/** One chunk of Vite's manifest (the fields used here). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface BundleResult {
  readonly entryFile: string;
  /**
   * The entry chunk and every chunk it imports statically: what runs before the first screen is
   * chosen. (Not the entry file alone: build/startup-chunk.ts moves start-up into one chunk the
   * entry imports, and a file boundary must not decide what a budget counts.)
   */
  readonly entryGzipBytes: number;
  /** The entry, the chunks index.html imports with it and the home screen's chunks (what the landing loads to paint). */
  readonly initialGzipBytes: number;
  readonly initialFiles: readonly string[];
  /** The initial JS plus what the play screen loads when a level's URL is opened directly. */
  readonly playRouteGzipBytes: number;
  readonly playRouteFiles: readonly string[];
  readonly firebaseInInitial: boolean;
  /** zod builds every schema it is given as it loads: start-up leaves it to lazy chunks (docs/ARCHITECTURE.md, Start-up). */
  readonly zodInInitial: boolean;
  /** Files outside the lazy folders (so precached for every player) that hold admin code, styles or words. */
  readonly adminInPrecache: readonly string[];
}

/** What only the admin area has: its actions' names, its style classes, its words' keys. */
const ADMIN_MARKERS = /get_admin_|\.admin-[a-z]|"admin\.[a-z]+\./;

/** Every JS and CSS file under dist/assets/ that the precache keeps (not in a lazy folder), relative to dist. */
async function precachedAssets(dist: string): Promise<string[]> {
  const entries = await readdir(path.join(dist, 'assets'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !isLazyChunkUrl(file));
}

async function adminFilesIn(dist: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await precachedAssets(dist)) if (ADMIN_MARKERS.test(await readFile(path.join(dist, file), 'utf8'))) found.push(file);
  return found;
}

export const MANIFEST_PATH = '.vite/manifest.json';

/** The files of a manifest key and of every chunk it imports statically, transitively, in load order. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string): void => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the build manifest has no chunk ${k}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

async function readManifest(dist: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(dist, MANIFEST_PATH), 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`no build manifest at ${path.join(dist, MANIFEST_PATH)}: run \`npm run build\` first`, { cause: error });
  }
}

export async function measureBundle(dist = 'dist'): Promise<BundleResult> {
  const manifest = await readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('the build manifest has no index.html entry');
  for (const [screen, route] of [[LANDING_ROUTE_SCREEN, 'landing'], [PLAY_ROUTE_SCREEN, 'play route']] as const) {
    if (!manifest[screen]?.isDynamicEntry) throw new Error(`the build manifest has no lazy chunk for ${screen} (bench/budgets.ts names the ${route}'s screen)`);
  }
  const entryFiles = staticClosure(manifest, entryKey);
  const initialFiles = [...new Set([...entryFiles, ...staticClosure(manifest, LANDING_ROUTE_SCREEN)])];
  const playRouteFiles = [...new Set([...entryFiles, ...[PLAY_ROUTE_SCREEN, ...PLAY_ROUTE_ALSO_LOADS].flatMap((key) => staticClosure(manifest, key))])];

  const gzipOf = new Map<string, number>();
  let firebase = false;
  let zod = false;
  for (const file of new Set([...initialFiles, ...playRouteFiles])) {
    const source = await readFile(path.join(dist, file));
    gzipOf.set(file, gzipSync(source, { level: 9 }).byteLength);
    if (!initialFiles.includes(file)) continue;
    const text = source.toString('utf8');
    if (/firebase|@firebase/i.test(text)) firebase = true;
    // zod 4 names each schema class '$Zod<Kind>' in strings that survive minifying.
    if (/\$Zod[A-Z]/.test(text)) zod = true;
  }
  const sum = (files: readonly string[]) => files.reduce((total, file) => total + (gzipOf.get(file) ?? 0), 0);
  const entryFile = initialFiles[0] ?? '';
  return {
    entryFile,
    entryGzipBytes: sum(entryFiles),
    initialGzipBytes: sum(initialFiles),
    initialFiles,
    playRouteGzipBytes: sum(playRouteFiles),
    playRouteFiles,
    firebaseInInitial: firebase,
    zodInInitial: zod,
    adminInPrecache: await adminFilesIn(dist),
  };
}

/**
 * The size rows of the bench (against the targets) and of the CI check (against its ceilings), all
 * read from one measurement of `dist`.
 */
export function sizeTargets(dist = 'dist', bundle: () => Promise<BundleResult> = once(() => measureBundle(dist)), limits: SizeLimits = SIZE_BUDGETS): BenchTarget[] {
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  return [
    { name: 'bundle.entry', unit: 'KB gzip', comparator: '<=', target: limits.entryGzipKB, measure: async () => kb((await bundle()).entryGzipBytes) },
    { name: 'bundle.landing-initial', unit: 'KB gzip', comparator: '<=', target: limits.landingInitialGzipKB, measure: async () => kb((await bundle()).initialGzipBytes) },
    { name: 'bundle.play-route', unit: 'KB gzip', comparator: '<=', target: limits.playRouteGzipKB, measure: async () => kb((await bundle()).playRouteGzipBytes) },
    // Booleans as counts: 1 when the library is in the initial JS.
    { name: 'bundle.firebase-in-initial', unit: 'found', comparator: '<=', target: 0, measure: async () => ((await bundle()).firebaseInInitial ? 1 : 0) },
    { name: 'bundle.zod-in-initial', unit: 'found', comparator: '<=', target: 0, measure: async () => ((await bundle()).zodInInitial ? 1 : 0) },
    // The admin area loads over the network for admins only (sw/build/lazy-chunks.ts): players never store it.
    { name: 'bundle.admin-in-precache', unit: 'files', comparator: '<=', target: 0, measure: async () => (await bundle()).adminInPrecache.length },
  ];
}

/** The entry JS of the built PWA, gzipped: the module script in dist/index.html plus its preloads. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleResult {
  readonly entryFile: string;
  readonly entryGzipBytes: number;
  /** The entry plus the chunks index.html preloads with it (what a first visit must load). */
  readonly initialGzipBytes: number;
  readonly initialFiles: readonly string[];
  readonly firebaseInInitial: boolean;
  /** zod builds every schema it is given as it loads: start-up leaves it to lazy chunks (docs/ARCHITECTURE.md, Start-up). */
  readonly zodInInitial: boolean;
}

export async function measureBundle(dist = 'dist'): Promise<BundleResult> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module script in dist/index.html: run `npm run build` first');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? '');
  const files = [entry, ...preloads.filter(Boolean)];
  let initial = 0;
  let entryBytes = 0;
  let firebase = false;
  let zod = false;
  for (const file of files) {
    const source = await readFile(path.join(dist, file.replace(/^\//, '')));
    const gz = gzipSync(source, { level: 9 }).byteLength;
    initial += gz;
    if (file === entry) entryBytes = gz;
    const text = source.toString('utf8');
    if (/firebase|@firebase/i.test(text)) firebase = true;
    // zod 4 names each schema class '$Zod<Kind>' in strings that survive minifying.
    if (/\$Zod[A-Z]/.test(text)) zod = true;
  }
  return { entryFile: entry, entryGzipBytes: entryBytes, initialGzipBytes: initial, initialFiles: files, firebaseInInitial: firebase, zodInInitial: zod };
}

/**
 * Brotli and gzip copies of the built PWA's text files, written beside them at build time
 * (`name.js.br`, `name.js.gz`), so the static plugin sends a compressed copy to every browser that
 * accepts one without compressing anything per request. A copy that would not be smaller is not
 * written, and a copy whose original is gone (an older build) is removed.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

/** Text formats worth compressing; pictures and fonts are compressed already, maps are for devtools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
const COPY = /\.(?:br|gz)$/;

/** Under this size the saving is smaller than the headers it costs. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressSummary {
  readonly files: number;
  readonly rawBytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const files = await filesUnder(dir);
  let count = 0;
  let rawBytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    if (COPY.test(file)) {
      if (!(await exists(file.replace(COPY, '')))) await rm(file);
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = await readFile(file);
    // Stale copies of an earlier build must not outlive a file that is now too small for one.
    if (raw.length < PRECOMPRESS_MIN_BYTES) {
      await rm(`${file}.br`, { force: true });
      await rm(`${file}.gz`, { force: true });
      continue;
    }
    const brotli = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    for (const [copy, ext] of [
      [brotli, '.br'],
      [gzip, '.gz'],
    ] as const) {
      if (copy.length < raw.length) await writeFile(`${file}${ext}`, copy);
      else await rm(`${file}${ext}`, { force: true });
    }
    count += 1;
    rawBytes += raw.length;
    brotliBytes += Math.min(brotli.length, raw.length);
    gzipBytes += Math.min(gzip.length, raw.length);
  }
  return { files: count, rawBytes, brotliBytes, gzipBytes };
}

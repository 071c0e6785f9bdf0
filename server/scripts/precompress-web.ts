/**
 * `tsx server/scripts/precompress-web.ts [dir]`, run by `npm run build` after `vite build`: writes
 * brotli and gzip copies of the built PWA (server/lib/precompress.ts) and says what they save.
 */
import path from 'node:path';
import { precompressDir } from '../lib/precompress';

const KB = 1024;
const dir = path.resolve(process.argv[2] ?? 'dist');
const summary = await precompressDir(dir);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
process.stdout.write(
  `precompressed ${summary.files} files in ${dir}: ${kb(summary.rawBytes)} raw, ${kb(summary.brotliBytes)} brotli, ${kb(summary.gzipBytes)} gzip\n`,
);

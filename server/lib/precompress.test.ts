import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
const present = (file: string) =>
  stat(path.join(dir, file)).then(
    () => true,
    () => false,
  );

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'qh-precompress-'));
  await mkdir(path.join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the original, for text files only', async () => {
    const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 37}`))};\n`;
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), js);
    await writeFile(path.join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(dir, 'tiny.css'), 'a{b:c}');
    const summary = await precompressDir(dir);
    expect(summary.files).toBe(1);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(await readFile(path.join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(js);
    expect(summary.brotliBytes).toBeLessThan(summary.rawBytes / 4);
    // Pictures are compressed already; tiny files gain less than their headers cost.
    expect(await present('icon.png.br')).toBe(false);
    expect(await present('tiny.css.br')).toBe(false);
  });

  it('removes copies a previous build left behind', async () => {
    await writeFile(path.join(dir, 'assets', 'old-123.js.br'), 'stale');
    await writeFile(path.join(dir, 'assets', 'old-123.js.gz'), 'stale');
    await writeFile(path.join(dir, 'small.js'), 'x');
    await writeFile(path.join(dir, 'small.js.br'), 'stale copy of a bigger file');
    await precompressDir(dir);
    expect(await present('assets/old-123.js.br')).toBe(false);
    expect(await present('assets/old-123.js.gz')).toBe(false);
    expect(await present('small.js.br')).toBe(false);
  });
});

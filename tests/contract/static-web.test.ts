/**
 * The built PWA as the server sends it: the precompressed copy a browser accepts (brotli, then
 * gzip, else the file itself), with the caching of the file it stands for.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../server/lib/precompress';
import { createTestApp, type TestApp } from '../fixtures/test-app';

describe('the built PWA, precompressed', () => {
  let web: string;
  let app: TestApp;
  const entry = `console.log(${JSON.stringify('Quizhive '.repeat(600))});\n`;
  const html = `<!doctype html><html><head><title>Quizhive</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
  const worker = `self.addEventListener('install', () => {});\n${'// precache entry\n'.repeat(200)}`;
  const manifest = JSON.stringify({ 'src/features/admin/AdminOutboxScreen.tsx': { file: 'assets/lazy-admin/AdminOutboxScreen-abc.js' } });

  beforeAll(async () => {
    web = await mkdtemp(path.join(tmpdir(), 'qh-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'assets', 'index-abc123.js'), entry);
    await writeFile(path.join(web, 'index.html'), html);
    await writeFile(path.join(web, 'sw.js'), worker);
    await mkdir(path.join(web, '.vite'));
    await writeFile(path.join(web, '.vite', 'manifest.json'), manifest);
    await precompressDir(web);
    app = await createTestApp('pglite', { WEB_DIST: web });
  });
  afterAll(async () => {
    await app.close();
    await rm(web, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, the file to others', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(entry);
    expect(brotli.rawPayload.length).toBeLessThan(entry.length / 5);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(entry);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entry);
  });

  it('keeps the shell and the worker uncached when it sends their compressed copies', async () => {
    for (const url of ['/', '/quiz-zone', '/sw.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect(brotliDecompressSync((await get('/quiz-zone', 'br')).rawPayload).toString()).toBe(html);
  });

  it("never sends the build manifest (dist/.vite), which names the app's source files", async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const res = await get('/.vite/manifest.json', encoding);
      expect(res.statusCode, encoding).toBe(404);
      expect(res.body, encoding).not.toContain('AdminOutboxScreen');
    }
  });
});

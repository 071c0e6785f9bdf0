import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { createTestApp, createVariant, envelope, type TestApp } from '../fixtures/test-app';

describe('overload (pglite)', () => {
  let app: TestApp;
  let pressed: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
    // A heap limit of one byte is always passed: the same database, served by an instance that is
    // "overloaded" from its first sample on.
    pressed = await createVariant(app, { OVERLOAD_MAX_HEAP_USED_BYTES: '1', OVERLOAD_SAMPLE_INTERVAL_MS: '10', OVERLOAD_RETRY_AFTER_SECONDS: '3' });
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  afterAll(async () => {
    await pressed.close();
    await app.close();
  });

  it('answers 503 SERVER_BUSY with Retry-After in the envelope at once when past a limit', async () => {
    const started = performance.now();
    const res = await pressed.call('get_system_configurations');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('3');
    expect(envelope(res)).toMatchObject({ error: true, code: 'SERVER_BUSY', message: 'The server is very busy. Please try again in a moment.' });
  });

  it('serves normally below its limits', async () => {
    const res = await app.call('get_system_configurations');
    expect(res.statusCode).toBe(200);
    expect(envelope(res).error).toBe(false);
  });

  it('sheds load while queries wait too long for the embedded database', async () => {
    const config = testConfig({
      DATA_DIR: app.ctx.config.DATA_DIR,
      WEB_DIST: app.ctx.config.WEB_DIST,
      SEED_DEMO: '0',
      OVERLOAD_MAX_DB_WAIT_MS: '1000',
      OVERLOAD_SAMPLE_INTERVAL_MS: '10',
    });
    // The same database, as if its oldest query had waited five seconds.
    const queued = await buildApp(config, { database: { ...app.database, waitMs: () => 5_000 } });
    try {
      const res = await queued.app.inject({ method: 'POST', url: '/api/get_system_configurations', payload: {} });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(envelope(res)).toMatchObject({ code: 'SERVER_BUSY' });
    } finally {
      await queued.app.close();
    }
  });

  it('keeps serving the app itself while it sheds actions: the page, its chunks and a deep link', async () => {
    const web = await mkdtemp(path.join(tmpdir(), 'qh-overload-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Quizhive</title>');
    await writeFile(path.join(web, 'assets', 'sync-service-abc123.js'), 'export const started = true;');
    const busy = await createVariant(app, { WEB_DIST: web, OVERLOAD_MAX_HEAP_USED_BYTES: '1', OVERLOAD_SAMPLE_INTERVAL_MS: '10' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const chunk = await busy.app.inject({ method: 'GET', url: '/assets/sync-service-abc123.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.body).toBe('export const started = true;');
      for (const url of ['/', '/quiz-zone/1']) {
        const page = await busy.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<title>Quizhive</title>');
      }
      const action = await busy.call('get_system_configurations');
      expect(action.statusCode).toBe(503);
      expect(envelope(action)).toMatchObject({ code: 'SERVER_BUSY' });
    } finally {
      await busy.close();
      await rm(web, { recursive: true, force: true });
    }
  });
});

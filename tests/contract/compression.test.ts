import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_COMPRESS_THRESHOLD_BYTES } from '../../server/plugins/actions';
import { createTestApp, lanes, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('API compression (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  const call = (action: string, body: unknown, acceptEncoding?: string) =>
    app.app.inject({ method: 'POST', url: `/api/${action}`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, payload: body as Record<string, unknown> });

  it('sends a large answer compressed when the client accepts it, and plain when it does not', async () => {
    const plain = await call('get_system_language_json', { from: 'web', language: 'fr' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESS_THRESHOLD_BYTES * 4);
    const expected = plain.json<{ error: boolean; data: { strings: Record<string, string> } }>();
    expect(expected.error).toBe(false);

    const br = await call('get_system_language_json', { from: 'web', language: 'fr' }, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await call('get_system_language_json', { from: 'web', language: 'fr' }, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('sends a small answer as it is', async () => {
    const small = await call('get_system_language_list', { from: 'web' }, 'gzip, deflate, br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(API_COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json<{ error: boolean }>().error).toBe(false);
  });
});

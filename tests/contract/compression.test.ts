import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageBundles, languages } from '../../server/db/schema';
import { API_COMPRESS_THRESHOLD_BYTES } from '../../server/plugins/actions';
import { createTestApp, demo, envelope, lanes, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('API compression (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  const call = (action: string, body: unknown, acceptEncoding?: string, token?: string) =>
    app.app.inject({
      method: 'POST',
      url: `/api/${action}`,
      headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as Record<string, unknown>,
    });

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

  // Shared answers (the same for every caller until the content changes) are encoded once and
  // sent as bytes: plugins/encoded-answers.ts.
  describe('shared answers', () => {
    const bundleOf = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
      const raw = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      return JSON.parse(raw.toString('utf8')) as { error: boolean; data: { version: string; strings: Record<string, string> } };
    };

    it('answers each client in the coding it accepts, with Vary, the same JSON as before', async () => {
      const plain = await call('get_system_language_json', { from: 'web', language: 'ar' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(/^application\/json/);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
      const expected = bundleOf(plain);
      expect(expected.error).toBe(false);
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
        ['deflate', undefined],
      ] as const) {
        const res = await call('get_system_language_json', { from: 'web', language: 'ar' }, accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(bundleOf(res)).toEqual(expected);
      }
    });

    it('sends the same bytes again while the content is unchanged', async () => {
      const token = envelope<{ token: string }>(await app.call('user_login', demo.subscriber)).data.token;
      const list = await call('get_offline_packs', {}, 'gzip', token);
      expect(list.headers['content-encoding']).toBe('gzip');
      const packs = (JSON.parse(gunzipSync(list.rawPayload).toString('utf8')) as { data: { id: string }[] }).data;
      expect((await call('get_offline_packs', {}, 'gzip', token)).rawPayload.equals(list.rawPayload)).toBe(true);
      const packId = packs[0]?.id;
      if (!packId) throw new Error('no packs');
      const first = await call('get_offline_pack', { pack_id: packId }, 'br', token);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8'))).toMatchObject({ error: false, data: { id: packId } });
      const again = await call('get_offline_pack', { pack_id: packId }, 'br', token);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('sends the new content once it changes', async () => {
      const before = bundleOf(await call('get_system_language_json', { from: 'web', language: 'fr' }, 'br'));
      const [french] = await app.ctx.db.select().from(languages).where(eq(languages.code, 'fr'));
      if (!french) throw new Error('no French');
      const someKey = Object.keys(before.data.strings)[0] ?? 'app.name';
      await app.ctx.db.insert(languageBundles).values({ languageId: french.id, source: 'web', strings: { [someKey]: 'Texte modifié' } });
      app.settings.invalidate();
      for (const accept of ['br', 'gzip', undefined]) {
        const after = bundleOf(await call('get_system_language_json', { from: 'web', language: 'fr' }, accept));
        expect(after.data.strings[someKey]).toBe('Texte modifié');
        expect(after.data.version).not.toBe(before.data.version);
      }
      await app.ctx.db.delete(languageBundles).where(eq(languageBundles.languageId, french.id));
      app.settings.invalidate();
    });

    it('keeps a small shared answer plain, without Vary', async () => {
      // The language list: three short rows (the system configuration outgrew the threshold with the economy's rules).
      const list = await call('get_system_language_list', { from: 'web' }, 'gzip, deflate, br');
      expect(list.statusCode).toBe(200);
      expect(list.rawPayload.length).toBeLessThan(API_COMPRESS_THRESHOLD_BYTES);
      expect(list.headers['content-encoding']).toBeUndefined();
      expect(list.headers.vary).toBeUndefined();
      expect(list.json<{ error: boolean }>().error).toBe(false);
    });
  });
});

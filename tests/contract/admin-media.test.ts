/**
 * The admin's pictures and sounds for questions (issue 12) on PGlite and PostgreSQL: the type read
 * from the bytes, the size limits, the stored file served under /uploads/content/, one audit entry
 * per new file, and a question with both reaching a player's round and offline pack.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import { CONTENT_PICTURE_MAX_BYTES, type AdminCategory, type AdminSubcategory } from '../../contract/api/admin-content';
import type { Pack } from '../../contract/api/packs';
import { languages } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, type TestApp } from '../fixtures/test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const picture = (size = 64) => Buffer.concat([PNG_SIGNATURE, randomBytes(size)]);
const sound = (size = 64) => Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000', 'latin1'), randomBytes(size)]);

/** A multipart/form-data body with one file in the field `name`. */
function multipart(name: string, data: Buffer, filename = 'upload.bin'): { contentType: string; payload: Buffer } {
  const boundary = `----quizhive${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

describe.each(lanes)('the admin content media on %s', (lane) => {
  let app: TestApp;
  let admin: string;

  const upload = (data: Buffer, token = admin, field = 'file') => {
    const { contentType, payload } = multipart(field, data);
    return app.app.inject({ method: 'POST', url: '/api/upload_admin_content_media', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  };
  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const auditTotal = async () => (await ok<{ total: number }>('get_admin_audit_log', { action: 'upload_admin_content_media' })).total;

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
  });
  afterAll(() => app?.close());

  it('stores a picture by its bytes, serves it, audits it once and answers the same path for the same file', async () => {
    const bytes = picture();
    const before = await auditTotal();
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(200);
    const stored = envelope<{ url: string; kind: string; content_type: string; bytes: number }>(res).data;
    expect(stored).toEqual({ url: expect.stringMatching(/^\/uploads\/content\/[0-9a-f]{32}\.png$/), kind: 'picture', content_type: 'image/png', bytes: bytes.length });
    const served = await app.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const entries = (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { action: 'upload_admin_content_media' })).data;
    expect(entries[0]).toMatchObject({ subject: `media:${stored.url.split('/').pop() ?? ''}`, before: null, after: stored });

    const again = envelope<{ url: string }>(await upload(bytes)).data;
    expect(again.url).toBe(stored.url);
    expect(await auditTotal()).toBe(before + 1);
  });

  it('refuses a file that is no picture or sound, whatever its name, a picture over 1 MB, any file over 2 MB and a missing file', async () => {
    const before = await auditTotal();
    const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(text.statusCode).toBe(400);
    expect(envelope(text)).toMatchObject({ code: 'VALIDATION', field: 'file' });
    const big = await upload(picture(CONTENT_PICTURE_MAX_BYTES));
    expect(big.statusCode).toBe(413);
    expect(envelope(big)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'file', message: 'file is over 1 MB, the most a picture may be' });
    expect((await upload(sound(CONTENT_PICTURE_MAX_BYTES))).statusCode).toBe(200);
    expect((await upload(sound(2 * CONTENT_PICTURE_MAX_BYTES))).statusCode).toBe(413);
    const missing = await upload(picture(), admin, 'other');
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({ code: 'VALIDATION', field: 'file' });
    const player = (await newSubscriber(app)).token;
    expect((await upload(picture(), player)).statusCode).toBe(403);
    expect(await auditTotal()).toBe(before + 1);
  });

  it('puts an uploaded picture on a category and a picture and sound on a question, which a player is served and can take offline', async () => {
    const english = (await app.ctx.db.select().from(languages)).find((l) => l.code === 'en')?.id;
    const image = envelope<{ url: string }>(await upload(picture())).data.url;
    const audio = envelope<{ url: string }>(await upload(sound())).data.url;
    const tag = randomBytes(4).toString('hex');
    const categoryBody = { slug: `media-${tag}`, name: 'Sounds', language_id: english };
    const wrong = await app.call('set_admin_category', { ...categoryBody, image_url: audio }, admin);
    expect(envelope(wrong)).toMatchObject({ code: 'VALIDATION', field: 'image_url', message: 'image_url must be a picture' });
    const { category } = await ok<{ category: AdminCategory }>('set_admin_category', { ...categoryBody, image_url: image });
    expect(category.image_url).toBe(image);
    const { subcategory } = await ok<{ subcategory: AdminSubcategory }>('set_admin_subcategory', { category_id: category.id, slug: `media-sub-${tag}`, name: 'Birds' });
    const body = { subcategory_id: subcategory.id, level: 1, question: 'Which bird sings this?', options: ['Robin', 'Crow', 'Owl', 'Wren'], answer: 0 };
    // A picture path in audio_url, a sound in image_url and a path with no file are refused.
    for (const [extra, field] of [
      [{ audio_url: image }, 'audio_url'],
      [{ image_url: audio, image_alt: 'x' }, 'image_url'],
      [{ image_url: '/uploads/content/0000.png', image_alt: 'x' }, 'image_url'],
    ] as const) {
      const res = await app.call('set_admin_question', { ...body, ...extra }, admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(envelope(res)).toMatchObject({ field });
    }
    // A sound needs its transcript (players who cannot hear it).
    const untold = await app.call('set_admin_question', { ...body, audio_url: audio }, admin);
    expect(envelope(untold)).toMatchObject({ code: 'VALIDATION', field: 'transcript' });
    const { question } = await ok<{ question: { id: number } }>('set_admin_question', {
      ...body,
      image_url: image,
      image_alt: 'A robin on a branch',
      audio_url: audio,
      transcript: 'A robin sings.',
    });

    const player = (await newSubscriber(app)).token;
    const listed = await ok<{ id: number; image_url?: string }[]>('get_categories', { language_id: english }, player);
    expect(listed.find((c) => c.id === category.id)?.image_url).toBe(image);
    const served = await ok<{ questions: unknown[] }>('get_questions_by_level', { category: category.id, subcategory: subcategory.id, level: 1 }, player);
    expect(served.questions).toEqual([{ id: question.id, question: body.question, options: body.options, image_url: image, image_alt: 'A robin on a branch', audio_url: audio }]);
    const pack = await ok<Pack>('get_offline_pack', { pack_id: `quiz_zone:subcategory:${subcategory.id}` }, player);
    expect(pack.media.map((m) => m.url).sort()).toEqual([audio, image].sort());
    expect(pack.media.find((m) => m.url === audio)?.type).toBe('audio/mpeg');
  });
});

/**
 * Offline packs through the real server: the listing, downloads whose sizes are the bytes actually
 * sent, the subscription gate, bad and unknown ids, versions that follow the content, and a sheet
 * played from a pack's key that the server scores like any other.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pack, PackInfo } from '../../contract/api/packs';
import { categories, questions, subcategories } from '../../server/db/schema';
import { writeScope } from '../../server/features/settings/settings.repo';
import { seedIfEmpty } from '../../server/seed/seed';
import { createTestApp, createVariant, demo, envelope, lanes, login, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { shippedCategory, shippedContent, shippedQuestionItems } from '../fixtures/seeded-content';

const GEOMETRY = 'geometry-and-shapes';

/** The questions of a shipped Quiz Zone subcategory by level, as its file holds them. */
function shippedLevels(categorySlug: string, subcategorySlug: string) {
  const file = shippedCategory(categorySlug);
  if (file.type !== 'quiz_zone') throw new Error(`${categorySlug} is not Quiz Zone`);
  const sub = file.data.subcategories[file.subcategorySlugs.indexOf(subcategorySlug)];
  if (!sub) throw new Error(`no ${subcategorySlug} in ${categorySlug}`);
  return { name: file.data.name, levels: sub.levels, pictures: new Set(sub.levels.flat().flatMap((q) => (q.image ? [q.image] : []))) };
}

describe.each(lanes)('offline packs (%s)', (lane) => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp(lane);
    token = (await newSubscriber(app)).token;
  });
  afterAll(() => app.close());

  async function list(on: TestApp = app): Promise<PackInfo[]> {
    const res = await on.call('get_offline_packs', {}, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<PackInfo[]>(res).data;
  }

  async function subcategoryId(slug: string): Promise<number> {
    const [row] = await app.ctx.db.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.slug, slug));
    if (!row) throw new Error(`no subcategory ${slug}`);
    return row.id;
  }

  it('lists a Quiz Zone pack per subcategory grouped by category, and a maths pack per curriculum', async () => {
    const packs = await list();
    const quiz = packs.filter((p) => p.kind === 'quiz_zone');
    const maths = packs.filter((p) => p.kind === 'maths');
    const geometry = await subcategoryId(GEOMETRY);
    // Every Quiz Zone topic of the default language (no language_id asked: English), less the
    // premium category's (Arts & Literature), which this subscriber has not unlocked:
    // tests/contract/premium.test.ts lists them after an unlock.
    const quizFiles = shippedContent.categories.filter((c) => c.type === 'quiz_zone' && c.language === 'en');
    const free = quizFiles.filter((c) => c.data.premium_coins === undefined);
    expect(free.length).toBeLessThan(quizFiles.length);
    expect(quiz).toHaveLength(free.reduce((n, c) => n + c.data.subcategories.length, 0));
    expect(quiz.some((p) => quizFiles.some((c) => c.data.premium_coins !== undefined && c.data.name === p.group))).toBe(false);
    expect(maths.length).toBeGreaterThanOrEqual(3);
    expect(new Set(packs.map((p) => p.id)).size).toBe(packs.length);
    const shapes = shippedLevels('mathematics', GEOMETRY);
    expect(quiz.find((p) => p.id === `quiz_zone:subcategory:${geometry}`)).toMatchObject({
      title: 'Geometry & Shapes',
      group: shapes.name,
      item_count: shapes.levels.flat().length,
      media_count: shapes.pictures.size,
    });
    const everyday = await subcategoryId('everyday-facts');
    expect(quiz.find((p) => p.id === `quiz_zone:subcategory:${everyday}`)).toMatchObject({ group: 'General Knowledge', media_count: shippedLevels('general-knowledge', 'everyday-facts').pictures.size });
    expect(maths.every((p) => ['maths', 'nvr'].includes(p.group) && p.item_count > 0 && p.media_count === 0)).toBe(true);
    for (const pack of packs) {
      expect(pack.version).toMatch(/^[0-9a-f]{20}$/);
      expect(pack.bytes).toBeGreaterThan(0);
    }
  });

  it('sends each pack with sizes that are the bytes actually sent, media included', async () => {
    for (const info of await list()) {
      const res = await app.call('get_offline_pack', { pack_id: info.id }, token);
      expect(res.statusCode, info.id).toBe(200);
      const pack = envelope<Pack>(res).data;
      // The body is the envelope around the pack's JSON, byte for byte.
      const json = JSON.stringify(pack);
      expect(res.body).toBe(`{"error":false,"data":${json}}`);
      let mediaBytes = 0;
      for (const media of pack.media) {
        const file = await app.app.inject({ method: 'GET', url: media.url });
        expect(file.statusCode, media.url).toBe(200);
        expect(file.rawPayload.byteLength).toBe(media.bytes);
        expect(file.headers['content-type']).toBe(media.type);
        mediaBytes += file.rawPayload.byteLength;
      }
      expect(Buffer.byteLength(json) + mediaBytes, info.id).toBe(info.bytes);
      expect(pack).toMatchObject({ id: info.id, kind: info.kind, title: info.title, version: info.version });
    }
  });

  it('carries every level of a subcategory with its answer key, notes and pictures', async () => {
    const sub = await subcategoryId(GEOMETRY);
    const pack = envelope<Pack>(await app.call('get_offline_pack', { pack_id: `quiz_zone:subcategory:${sub}` }, token)).data;
    if (pack.kind !== 'quiz_zone') throw new Error('expected a Quiz Zone pack');
    const shapes = shippedLevels('mathematics', GEOMETRY);
    expect(pack.content.levels.map((l) => [l.level, l.questions.length])).toEqual(shapes.levels.map((l, i) => [i + 1, l.length]));
    expect(pack.content).toMatchObject({ seconds_per_question: 30, category: { name: 'Mathematics' }, subcategory: { id: sub, max_level: shapes.levels.length } });
    const rows = await app.ctx.db.select().from(questions).where(eq(questions.subcategoryId, sub));
    const keyById = new Map(rows.map((r) => [r.id, r]));
    for (const q of pack.content.levels.flatMap((l) => l.questions)) {
      expect(q.answer).toBe(keyById.get(q.id)?.answer);
      expect(q.note).toBe(keyById.get(q.id)?.note);
    }
    const pictured = pack.content.levels.flatMap((l) => l.questions).filter((q) => q.image_url);
    expect(pictured).toHaveLength(shapes.levels.flat().filter((q) => q.image).length);
    expect(pictured.every((q) => q.image_alt && q.image_alt.length > 10)).toBe(true);
    expect(new Set(pack.media.map((m) => m.url))).toEqual(new Set(pictured.map((q) => q.image_url)));
  });

  it('serves content media as images with caching headers and a policy that allows them', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/content-media/quiz/hexagon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBeTruthy();
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src 'self'/);
    const revalidated = await app.app.inject({ method: 'GET', url: '/content-media/quiz/hexagon.svg', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    for (const url of ['/content-media/quiz/missing.svg', '/content-media/../seed.ts', '/content-media/quiz/../../seed.ts', '/content-media/quiz/images.ts']) {
      expect((await app.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('refuses both actions to a signed-in user without a subscription', async () => {
    const { token: player } = await newVerifiedUser(app);
    for (const [action, body] of [
      ['get_offline_packs', {}],
      ['get_offline_pack', { pack_id: 'quiz_zone:subcategory:1' }],
    ] as const) {
      const res = await app.call(action, body, player);
      expect(res.statusCode, action).toBe(403);
      expect(envelope(res)).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
      expect((await app.call(action, body)).statusCode, `${action} without a token`).toBe(401);
    }
    expect((await app.call('get_offline_packs', {}, await login(app, demo.player))).statusCode).toBe(403);
    expect((await app.call('get_offline_packs', {}, await login(app, demo.subscriber))).statusCode).toBe(200);
  });

  it('answers a malformed pack id with 400 naming pack_id', async () => {
    for (const pack_id of [undefined, '', 'nope', 'quiz_zone:subcategory:abc', 'quiz_zone:subcategory:0', 'quiz_zone:curriculum:1', 'maths:subcategory:1', 'quiz_zone:subcategory:1 ', 42]) {
      const res = await app.call('get_offline_pack', pack_id === undefined ? {} : { pack_id }, token);
      expect(res.statusCode, String(pack_id)).toBe(400);
      expect(envelope(res)).toMatchObject({ code: 'VALIDATION', field: 'pack_id' });
      expect(envelope(res).message).toMatch(/^pack_id: /);
    }
  });

  it('answers an unknown pack with 404 naming pack_id', async () => {
    for (const pack_id of ['quiz_zone:subcategory:999999', 'maths:curriculum:999999', 'quiz_zone:subcategory:9999999999']) {
      const res = await app.call('get_offline_pack', { pack_id }, token);
      expect(res.statusCode, pack_id).toBe(404);
      expect(envelope(res)).toMatchObject({ code: 'NOT_FOUND', field: 'pack_id' });
    }
  });

  it('changes the version of exactly the pack whose content changed', async () => {
    const sub = await subcategoryId('everyday-facts');
    const before = await list();
    const [row] = await app.ctx.db.select().from(questions).where(and(eq(questions.subcategoryId, sub), eq(questions.level, 1))).limit(1);
    if (!row) throw new Error('no question');
    await app.ctx.db.update(questions).set({ note: `${row.note} (${randomBytes(3).toString('hex')})` }).where(eq(questions.id, row.id));
    try {
      // A fresh instance on the same database: no cached packs, as after the cache's minute.
      const variant = await createVariant(app, {});
      try {
        const after = await list(variant);
        const changed = after.filter((p) => before.find((b) => b.id === p.id)?.version !== p.version).map((p) => p.id);
        expect(changed).toEqual([`quiz_zone:subcategory:${sub}`]);
        expect(await list()).toEqual(before);
      } finally {
        await variant.close();
      }
    } finally {
      await app.ctx.db.update(questions).set({ note: row.note }).where(eq(questions.id, row.id));
    }
  });

  it('offers no Quiz Zone packs while Quiz Zone is switched off', async () => {
    await writeScope(app.ctx.db, 'system', { quiz_zone_mode: '0' });
    app.settings.invalidate();
    try {
      const packs = await list();
      expect(packs.some((p) => p.kind === 'quiz_zone')).toBe(false);
      expect(packs.some((p) => p.kind === 'maths')).toBe(true);
      const res = await app.call('get_offline_pack', { pack_id: 'quiz_zone:subcategory:1' }, token);
      expect(envelope(res)).toMatchObject({ code: 'QUIZ_DISABLED' });
    } finally {
      await writeScope(app.ctx.db, 'system', { quiz_zone_mode: '1' });
      app.settings.invalidate();
    }
  });

  it('scores a sheet played from a pack through the outbox like one played online', async () => {
    const { token: player } = await newSubscriber(app);
    const sub = await subcategoryId(GEOMETRY);
    const pack = envelope<Pack>(await app.call('get_offline_pack', { pack_id: `quiz_zone:subcategory:${sub}` }, player)).data;
    if (pack.kind !== 'quiz_zone') throw new Error('expected a Quiz Zone pack');
    const level = pack.content.levels[0];
    if (!level) throw new Error('no level');
    const answers = level.questions.map((q) => ({ question_id: q.id, answer: q.answer, time_ms: 2_000 }));
    const op = {
      op_id: randomBytes(12).toString('base64url'),
      device_id: 'tablet-0001',
      seq: 1,
      kind: 'quiz_zone_sheet',
      payload: { category: pack.content.category.id, subcategory: sub, level: 1, answers },
      created_at: new Date().toISOString(),
    };
    const res = await app.call('sync_ops', { ops: [op] }, player);
    const [result] = envelope<{ results: { status: string; result?: { correct: number; percentage: number; next_level: number | null } }[] }>(res).data.results;
    expect(result).toMatchObject({ status: 'applied', result: { correct: level.questions.length, percentage: 100, next_level: 2 } });
  });

  it('seeds pictures once: a second start changes nothing, a database from before pictures gets them', async () => {
    const pictured = () =>
      app.ctx.db
        .select({ id: questions.id, url: questions.imageUrl, type: categories.type })
        .from(questions)
        .innerJoin(categories, eq(categories.id, questions.categoryId))
        .where(isNotNull(questions.imageUrl));
    const seeded = await pictured();
    // Every question picture of every file (Fun & Learn's are its passages', not its questions').
    const inFiles = shippedContent.categories.flatMap((c) => shippedQuestionItems(c));
    expect(seeded).toHaveLength(inFiles.filter((q) => q.image !== undefined).length);
    const options = { passwordCost: 4, demoAccounts: false, now: new Date() };
    expect(await seedIfEmpty(app.ctx.db, options, app.app.log)).toBeNull();
    expect(await pictured()).toEqual(seeded);
    // A database from before pictures had Quiz Zone questions only: the catch-up gives them theirs
    // (the other modes' questions are stored with their pictures when their files are seeded).
    await app.ctx.db.update(questions).set({ imageUrl: null, imageAlt: null });
    await seedIfEmpty(app.ctx.db, options, app.app.log);
    const quizZone = (rows: { id: number; url: string | null; type: string }[]) => new Set(rows.filter((q) => q.type === 'quiz_zone').map((q) => `${q.id} ${q.url}`));
    expect(quizZone(seeded).size).toBeGreaterThan(0);
    expect(quizZone(await pictured())).toEqual(quizZone(seeded));
  });
});

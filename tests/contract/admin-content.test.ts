/**
 * The admin's Quiz Zone content (issue 12) on PGlite and PostgreSQL: categories, subcategories and
 * questions created, edited, listed and ordered; the refusals (unknown ids, taken slugs, a picture
 * without alt text, a gap in the levels); one audit entry per write that changes something and none
 * otherwise; and a player seeing an admin's category and question in two languages at once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import type { AdminCategory, AdminQuestion, AdminSubcategory } from '../../contract/api/admin-content';
import { languages } from '../../server/db/schema';
import { createTestApp, createVariant, demo, envelope, lanes, login, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('the admin content on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let english: number;
  let french: number;

  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: Record<string, unknown>, status: number, field: string) => {
    const res = await app.call(action, body, admin);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(status);
    const failure = JSON.parse(res.body) as { field?: string; message: string };
    expect(failure.field).toBe(field);
    return failure.message;
  };
  const auditOf = async (subject: string) => (await ok<{ total: number; data: AuditEntry[] }>('get_admin_audit_log', { subject, limit: 100 })).data;
  const auditTotal = async () => (await ok<{ total: number }>('get_admin_audit_log', {})).total;
  const tag = () => randomBytes(4).toString('hex');

  const newCategory = async (extra: Record<string, unknown> = {}) =>
    (await ok<{ category: AdminCategory }>('set_admin_category', { slug: `cat-${tag()}`, name: 'Planets', language_id: english, ...extra })).category;
  const newSubcategory = async (categoryId: number) =>
    (await ok<{ subcategory: AdminSubcategory }>('set_admin_subcategory', { category_id: categoryId, slug: `sub-${tag()}`, name: 'Inner planets' })).subcategory;
  const question = (subcategoryId: number, extra: Record<string, unknown> = {}) => ({
    subcategory_id: subcategoryId,
    level: 1,
    question: 'Which planet is closest to the Sun?',
    options: ['Mercury', 'Venus', 'Earth', 'Mars'],
    answer: 0,
    ...extra,
  });
  const newQuestion = async (subcategoryId: number, extra: Record<string, unknown> = {}) =>
    (await ok<{ question: AdminQuestion }>('set_admin_question', question(subcategoryId, extra))).question;

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    const rows = await app.ctx.db.select().from(languages);
    english = rows.find((l) => l.code === 'en')?.id ?? 0;
    french = rows.find((l) => l.code === 'fr')?.id ?? 0;
  });
  afterAll(() => app?.close());

  it('creates and edits a category, auditing the fields it changed and nothing for a write that changes nothing', async () => {
    const slug = `planets-${tag()}`;
    const { category, changed } = await ok<{ category: AdminCategory; changed: boolean }>('set_admin_category', {
      slug,
      name: ' Planets ',
      icon: '🪐',
      language_id: english,
      is_premium: true,
      coins: 30,
      unknown_field: 'dropped',
    });
    expect(changed).toBe(true);
    expect(category).toEqual({
      id: expect.any(Number),
      slug,
      name: 'Planets',
      icon: '🪐',
      image_url: null,
      description: '',
      language_id: english,
      type: 'quiz_zone',
      is_premium: true,
      coins: 30,
      sort: 0,
      active: true,
      subcategories: 0,
      questions: 0,
    });
    const [created] = await auditOf(`category:${category.id}`);
    expect(created).toMatchObject({ action: 'set_admin_category', before: null, after: { slug, name: 'Planets', coins: 30 } });

    const edit = { id: category.id, slug, name: 'The planets', icon: '🪐', language_id: english, is_premium: true, coins: 30 };
    expect((await ok<{ category: AdminCategory }>('set_admin_category', edit)).category.name).toBe('The planets');
    const [edited] = await auditOf(`category:${category.id}`);
    expect(edited).toMatchObject({ before: { name: 'Planets' }, after: { name: 'The planets' } });

    const total = await auditTotal();
    expect((await ok<{ changed: boolean }>('set_admin_category', edit)).changed).toBe(false);
    expect(await auditTotal()).toBe(total);
  });

  it('refuses unknown ids, a taken slug, an unknown language and bad fields, writing nothing', async () => {
    const taken = await newCategory();
    const total = await auditTotal();
    expect(await refused('set_admin_category', { id: 999_999, slug: `x-${tag()}`, name: 'X', language_id: english }, 404, 'id')).toBe('No category with id 999999');
    expect(await refused('set_admin_category', { slug: taken.slug, name: 'X', language_id: english }, 400, 'slug')).toBe(`slug is already used by category ${taken.id}`);
    expect(await refused('set_admin_category', { slug: `x-${tag()}`, name: 'X', language_id: 999_999 }, 400, 'language_id')).toBe('No language with id 999999');
    await refused('set_admin_category', { slug: 'Not A Slug!', name: 'X', language_id: english }, 400, 'slug');
    await refused('set_admin_category', { slug: `x-${tag()}`, name: '  ', language_id: english }, 400, 'name');
    await refused('set_admin_subcategory', { category_id: 999_999, slug: `x-${tag()}`, name: 'X' }, 404, 'category_id');
    await refused('set_admin_question', question(999_999), 404, 'subcategory_id');
    const sub = await newSubcategory(taken.id);
    const after = await auditTotal();
    await refused('set_admin_question', question(sub.id, { options: ['a', 'b', 'c'] }), 400, 'options');
    await refused('set_admin_question', question(sub.id, { answer: 4 }), 400, 'answer');
    await refused('set_admin_question', question(sub.id, { image_url: '/uploads/content/a.png' }), 400, 'image_alt');
    await refused('set_admin_question', question(sub.id, { image_url: '/etc/passwd', image_alt: 'x' }), 400, 'image_url');
    await refused('set_admin_question', question(sub.id, { id: 999_999 }), 404, 'id');
    expect(await auditTotal()).toBe(after);
    expect(after).toBe(total + 1);
  });

  it('keeps levels contiguous: a first question on level 1, at most one past the last, never an emptied level before the last', async () => {
    const sub = await newSubcategory((await newCategory()).id);
    expect(await refused('set_admin_question', question(sub.id, { level: 2 }), 400, 'level')).toBe('level must be 1: the subcategory has no questions yet');
    const first = await newQuestion(sub.id);
    expect(await refused('set_admin_question', question(sub.id, { level: 3 }), 400, 'level')).toBe('level must be from 1 to 2 (the levels so far and one more)');
    const second = await newQuestion(sub.id, { level: 2 });
    await newQuestion(sub.id, { level: 3 });
    const message = await refused('set_admin_question', question(sub.id, { id: second.id, level: 3 }), 400, 'level');
    expect(message).toMatch(/^level 2 would be left empty/);
    // Moving the only question of level 1 to level 2 would leave level 1 empty as well.
    await refused('set_admin_question', question(sub.id, { id: first.id, level: 2 }), 400, 'level');
    // Disabling it would hide level 2 from players while level 3 is still there.
    expect(await refused('set_admin_question', question(sub.id, { id: second.id, level: 2, active: false }), 400, 'active')).toMatch(/^level 2 would be left empty/);
    const list = await ok<{ total: number; data: AdminQuestion[] }>('get_admin_questions', { subcategory_id: sub.id });
    expect(list.data.map((q) => q.level)).toEqual([1, 2, 3]);
  });

  it('orders a level and moves questions between levels, last in the level they join', async () => {
    const sub = await newSubcategory((await newCategory()).id);
    const [a, b, c] = [await newQuestion(sub.id, { question: 'A?' }), await newQuestion(sub.id, { question: 'B?' }), await newQuestion(sub.id, { question: 'C?' })];
    if (!a || !b || !c) throw new Error('no questions');
    const order = async (level: number) => (await ok<{ data: AdminQuestion[] }>('get_admin_questions', { subcategory_id: sub.id, level })).data.map((q) => q.id);
    expect(await order(1)).toEqual([a.id, b.id, c.id]);

    expect(await ok('set_admin_question_order', { subcategory_id: sub.id, level: 1, question_ids: [c.id, a.id, b.id] })).toEqual({ question_ids: [c.id, a.id, b.id], changed: true });
    expect(await order(1)).toEqual([c.id, a.id, b.id]);
    const [entry] = await auditOf(`subcategory:${sub.id}`);
    expect(entry).toMatchObject({ action: 'set_admin_question_order', before: { level: 1, question_ids: [a.id, b.id, c.id] }, after: { level: 1, question_ids: [c.id, a.id, b.id] } });
    expect((await ok<{ changed: boolean }>('set_admin_question_order', { subcategory_id: sub.id, level: 1, question_ids: [c.id, a.id, b.id] })).changed).toBe(false);
    await refused('set_admin_question_order', { subcategory_id: sub.id, level: 1, question_ids: [c.id, a.id] }, 400, 'question_ids');
    await refused('set_admin_question_order', { subcategory_id: sub.id, level: 1, question_ids: [c.id, a.id, a.id] }, 400, 'question_ids');

    const moved = (await ok<{ question: AdminQuestion }>('set_admin_question', question(sub.id, { id: a.id, question: 'A?', level: 2 }))).question;
    expect(moved.level).toBe(2);
    expect(await order(1)).toEqual([c.id, b.id]);
    expect(await order(2)).toEqual([a.id]);
    const [edit] = await auditOf(`question:${a.id}`);
    expect(edit).toMatchObject({ action: 'set_admin_question', before: { level: 1 }, after: { level: 2 } });
  });

  it('lists categories, subcategories and questions by page with filters, search and the total', async () => {
    const word = `zq${tag()}`;
    const one = await newCategory({ name: `${word} one`, sort: 2 });
    const two = await newCategory({ name: `${word} two`, sort: 1, language_id: french, active: false });
    const byName = await ok<{ total: number; data: AdminCategory[] }>('get_admin_categories', { search: word.toUpperCase(), order_by: 'name' });
    expect(byName.total).toBe(2);
    expect(byName.data.map((c) => c.id)).toEqual([one.id, two.id]);
    expect((await ok<{ data: AdminCategory[] }>('get_admin_categories', { search: word })).data.map((c) => c.id)).toEqual([two.id, one.id]);
    expect((await ok<{ total: number }>('get_admin_categories', { search: word, language_id: french })).total).toBe(1);
    expect((await ok<{ data: AdminCategory[] }>('get_admin_categories', { search: word, active: false })).data.map((c) => c.id)).toEqual([two.id]);
    const paged = await ok<{ total: number; data: AdminCategory[] }>('get_admin_categories', { search: word, offset: 1, limit: 1 });
    expect(paged).toEqual({ total: 2, data: [expect.objectContaining({ id: one.id })] });
    expect((await ok<{ total: number }>('get_admin_categories', { search: '%' })).total).toBe(0);

    const sub = await newSubcategory(one.id);
    await newQuestion(sub.id, { question: `${word} question` });
    const subs = await ok<{ total: number; data: AdminSubcategory[] }>('get_admin_subcategories', { category_id: one.id });
    expect(subs).toEqual({ total: 1, data: [{ ...sub, questions: 1, max_level: 1 }] });
    const found = await ok<{ total: number; data: AdminQuestion[] }>('get_admin_questions', { search: word, language_id: english });
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ category_id: one.id, subcategory_id: sub.id, language_id: english, audio_url: null });
  });

  it('reads one category, subcategory or question by its id (an edit screen), and nothing for an unknown id', async () => {
    const category = await newCategory();
    const sub = await newSubcategory(category.id);
    const made = await newQuestion(sub.id);
    await newQuestion(sub.id, { question: 'Another one' });
    expect(await ok('get_admin_categories', { id: category.id })).toEqual({ total: 1, data: [{ ...category, subcategories: 1, questions: 2 }] });
    expect(await ok('get_admin_subcategories', { id: sub.id })).toEqual({ total: 1, data: [{ ...sub, questions: 2, max_level: 1 }] });
    expect(await ok('get_admin_questions', { id: made.id })).toEqual({ total: 1, data: [made] });
    expect(await ok('get_admin_questions', { id: made.id, subcategory_id: sub.id + 1_000_000 })).toEqual({ total: 0, data: [] });
    expect(await ok('get_admin_categories', { id: 2_000_000_000 })).toEqual({ total: 0, data: [] });
  });

  it('refuses a write to an admin demoted since another instance cached their session, writing nothing', async () => {
    const helper = await newVerifiedUser(app, 'content helper');
    const helperId = envelope<{ id: number }>(await app.call('get_user_by_id', {}, helper.token)).data.id;
    await ok('set_admin_user_role', { user_id: helperId, role: 'admin' });
    const other = await createVariant(app, {});
    try {
      expect((await other.call('get_admin_categories', {}, helper.token)).statusCode).toBe(200);
      await ok('set_admin_user_role', { user_id: helperId, role: 'player' });
      const before = await auditTotal();
      const body = { slug: `stale-${tag()}`, name: 'Stale', language_id: english };
      const res = await other.call('set_admin_category', body, helper.token);
      expect([res.statusCode, envelope(res).code]).toEqual([403, 'FORBIDDEN']);
      const imported = await other.call('import_admin_questions', { format: 'json', content: '[]', dry_run: false }, helper.token);
      expect([imported.statusCode, envelope(imported).code]).toEqual([403, 'FORBIDDEN']);
      expect(await auditTotal()).toBe(before);
      expect((await ok<{ total: number }>('get_admin_categories', { search: body.slug })).total).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('shows a player an admin’s category and question in two languages, and hides a disabled one at once', async () => {
    const player = (await newSubscriber(app)).token;
    const made: Record<string, { category: AdminCategory; subcategory: AdminSubcategory; question: AdminQuestion }> = {};
    for (const [code, languageId, name, text] of [
      ['en', english, 'Oceans', 'Which ocean is the largest?'],
      ['fr', french, 'Océans', 'Quel océan est le plus grand ?'],
    ] as const) {
      // The player's lists were read (and cached) before the admin's write: the write drops the cache.
      await ok('get_categories', { language_id: languageId }, player);
      const category = await newCategory({ name, language_id: languageId });
      const subcategory = await newSubcategory(category.id);
      const q = await newQuestion(subcategory.id, { question: text, options: ['1', '2', '3', '4'], answer: 2, image_url: '/content-media/quiz/cube.svg', image_alt: `${code} alt` });
      made[code] = { category, subcategory, question: q };
    }
    for (const [code, languageId] of [['en', english], ['fr', french]] as const) {
      const entry = made[code];
      if (!entry) throw new Error(`nothing made in ${code}`);
      const { category, subcategory, question: q } = entry;
      const listed = await ok<{ id: number; name: string }[]>('get_categories', { language_id: languageId }, player);
      expect(listed.find((c) => c.id === category.id)?.name).toBe(category.name);
      const served = await ok<{ questions: { id: number; question: string; image_url: string | null; image_alt: string | null }[] }>(
        'get_questions_by_level',
        { category: category.id, subcategory: subcategory.id, level: 1, language_id: languageId },
        player,
      );
      expect(served.questions).toEqual([{ id: q.id, question: q.question, options: ['1', '2', '3', '4'], image_url: '/content-media/quiz/cube.svg', image_alt: `${code} alt` }]);
    }
    const french_ = made.fr?.category;
    if (!french_) throw new Error('no French category');
    await ok('set_admin_category', { id: french_.id, slug: french_.slug, name: french_.name, language_id: french, active: false });
    const after = await ok<{ id: number }[]>('get_categories', { language_id: french }, player);
    expect(after.some((c) => c.id === french_.id)).toBe(false);
  });
});

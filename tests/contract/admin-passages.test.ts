/**
 * The admin's Fun & Learn passages and the type-specific fields of questions (issue 14) on PGlite
 * and PostgreSQL: a passage created, edited and listed with one audit entry per change; the
 * refusals naming their field; a Guess The Word question's word and hint, an audio question's
 * transcript, a Math Mania formula and a Fun & Learn question's passage, each checked by the type
 * of its category; players see an admin's passage.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import type { AdminCategory, AdminQuestion, AdminSubcategory } from '../../contract/api/admin-content';
import type { AdminPassage } from '../../contract/api/admin-passages';
import type { CategoryType } from '../../contract/quiz/solo-modes';
import { categories, languages } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('the admin passages and typed questions on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let english: number;

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
  const auditOf = async (subject: string) => (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { subject, limit: 100 })).data;
  const auditTotal = async () => (await ok<{ total: number }>('get_admin_audit_log', {})).total;
  const tag = () => randomBytes(4).toString('hex');

  /** A subcategory of a new category of this type (the seed decides types; the admin's form does not). */
  const subcategoryOf = async (type: CategoryType) => {
    const { category } = await ok<{ category: AdminCategory }>('set_admin_category', { slug: `cat-${tag()}`, name: 'Oceans', language_id: english });
    await app.ctx.db.update(categories).set({ type }).where(eq(categories.id, category.id));
    return (await ok<{ subcategory: AdminSubcategory }>('set_admin_subcategory', { category_id: category.id, slug: `sub-${tag()}`, name: 'Deep sea' })).subcategory;
  };
  const passage = (subcategoryId: number, extra: Record<string, unknown> = {}) => ({
    subcategory_id: subcategoryId,
    title: 'The deep sea',
    detail: 'Light fades fast under water.\n\nBelow 1,000 metres it is dark.',
    ...extra,
  });

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    english = (await app.ctx.db.select().from(languages)).find((l) => l.code === 'en')?.id ?? 0;
  });
  afterAll(() => app?.close());

  it('creates, edits and lists a passage, auditing what changed and nothing for a write that changes nothing', async () => {
    const sub = await subcategoryOf('fun_n_learn');
    const { passage: created, changed } = await ok<{ passage: AdminPassage; changed: boolean }>('set_admin_passage', passage(sub.id, { title: ' The deep sea ' }));
    expect(changed).toBe(true);
    expect(created).toEqual({
      id: expect.any(Number),
      category_id: sub.category_id,
      subcategory_id: sub.id,
      language_id: english,
      title: 'The deep sea',
      detail: 'Light fades fast under water.\n\nBelow 1,000 metres it is dark.',
      image_url: null,
      image_alt: null,
      audio_url: null,
      video_url: null,
      transcript: null,
      sort: 0,
      active: true,
      questions: 0,
    });
    expect((await auditOf(`passage:${created.id}`))[0]).toMatchObject({ action: 'set_admin_passage', before: null, after: { title: 'The deep sea' } });

    const edit = passage(sub.id, { id: created.id, title: 'Into the deep', video_url: '/content-media/video/deep.mp4', transcript: 'A diver goes down.' });
    const edited = (await ok<{ passage: AdminPassage }>('set_admin_passage', edit)).passage;
    expect(edited).toMatchObject({ title: 'Into the deep', video_url: '/content-media/video/deep.mp4', transcript: 'A diver goes down.', sort: 0 });
    expect((await auditOf(`passage:${created.id}`))[0]).toMatchObject({ before: { title: 'The deep sea', video_url: null }, after: { title: 'Into the deep' } });
    const total = await auditTotal();
    expect((await ok<{ changed: boolean }>('set_admin_passage', edit)).changed).toBe(false);
    expect(await auditTotal()).toBe(total);

    const second = (await ok<{ passage: AdminPassage }>('set_admin_passage', passage(sub.id, { title: 'Whales' }))).passage;
    expect(second.sort).toBe(1);
    const listed = await ok<{ total: number; data: AdminPassage[] }>('get_admin_passages', { subcategory_id: sub.id });
    expect(listed.total).toBe(2);
    expect(listed.data.map((p) => p.title)).toEqual(['Into the deep', 'Whales']);
    expect((await ok<{ data: AdminPassage[] }>('get_admin_passages', { subcategory_id: sub.id, search: 'whal' })).data.map((p) => p.id)).toEqual([second.id]);
  });

  it('refuses a passage outside Fun & Learn, unknown ids and media without their descriptions, writing nothing', async () => {
    const sub = await subcategoryOf('fun_n_learn');
    const quizZone = await subcategoryOf('quiz_zone');
    const total = await auditTotal();
    expect(await refused('set_admin_passage', passage(quizZone.id), 400, 'subcategory_id')).toBe(`subcategory ${quizZone.id} is in a quiz_zone category, not a Fun & Learn one`);
    expect(await refused('set_admin_passage', passage(999_999), 404, 'subcategory_id')).toBe('No subcategory with id 999999');
    expect(await refused('set_admin_passage', passage(sub.id, { id: 999_999 }), 404, 'id')).toBe('No passage with id 999999');
    await refused('set_admin_passage', passage(sub.id, { title: ' ' }), 400, 'title');
    await refused('set_admin_passage', passage(sub.id, { detail: '' }), 400, 'detail');
    await refused('set_admin_passage', passage(sub.id, { image_url: '/uploads/content/a.png' }), 400, 'image_alt');
    await refused('set_admin_passage', passage(sub.id, { audio_url: '/uploads/content/a.mp3' }), 400, 'transcript');
    await refused('set_admin_passage', passage(sub.id, { video_url: '/content-media/video/a.gif', transcript: 'x' }), 400, 'video_url');
    await refused('set_admin_passage', passage(sub.id, { audio_url: '/uploads/content/missing.mp3', transcript: 'x' }), 400, 'audio_url');
    expect(await auditTotal()).toBe(total);
  });

  it('refuses a player, and players read an admin passage with its question', async () => {
    const player = await newVerifiedUser(app);
    const res = await app.call('get_admin_passages', {}, player.token);
    expect(res.statusCode).toBe(403);
    const sub = await subcategoryOf('fun_n_learn');
    const { passage: created } = await ok<{ passage: AdminPassage }>('set_admin_passage', passage(sub.id));
    await ok('set_admin_question', { subcategory_id: sub.id, level: 1, question: 'Is it dark below 1,000 m?', options: ['Yes', 'No', 'Partly', 'Never'], answer: 0, passage_id: created.id });
    expect((await ok<{ data: AdminPassage[] }>('get_admin_passages', { id: created.id })).data[0]?.questions).toBe(1);
    const subscriber = await newSubscriber(app);
    const served = await ok<unknown>('get_fun_n_learn_questions', { fun_n_learn_id: created.id }, subscriber.token);
    expect(JSON.stringify(served)).toContain('Is it dark below 1,000 m?');
  });

  it("edits a Guess The Word question's word and hint, storing no options and answer -1", async () => {
    const sub = await subcategoryOf('guess_the_word');
    const body = { subcategory_id: sub.id, level: 1, question: 'The largest ocean', answer_text: ' pacific ', hint: 'It means calm' };
    const { question } = await ok<{ question: AdminQuestion }>('set_admin_question', body);
    expect(question).toMatchObject({ type: 'guess_the_word', options: [], answer: -1, answer_text: 'PACIFIC', hint: 'It means calm', math: false });
    const edited = (await ok<{ question: AdminQuestion }>('set_admin_question', { ...body, id: question.id, hint: 'Magellan named it' })).question;
    expect(edited.hint).toBe('Magellan named it');
    expect((await auditOf(`question:${question.id}`))[0]).toMatchObject({ before: { hint: 'It means calm' }, after: { hint: 'Magellan named it' } });
    expect((await ok<{ changed: boolean }>('set_admin_question', { ...body, id: question.id, hint: 'Magellan named it' })).changed).toBe(false);
    expect(await refused('set_admin_question', { ...body, answer_text: null }, 400, 'answer_text')).toBe('answer_text (the word to guess) is required in a Guess The Word category');
    await refused('set_admin_question', { ...body, answer_text: 'two  spaces' }, 400, 'answer_text');
    await refused('set_admin_question', { ...body, answer_text: 'R2D2' }, 400, 'answer_text');
    await refused('set_admin_question', { ...body, options: ['a', 'b', 'c', 'd'] }, 400, 'options');
  });

  it('checks audio, Math Mania, True & False and Fun & Learn questions by their category type', async () => {
    const four = { level: 1, question: 'Which?', options: ['A', 'B', 'C', 'D'], answer: 1 };
    const audio = await subcategoryOf('audio_questions');
    expect(await refused('set_admin_question', { ...four, subcategory_id: audio.id }, 400, 'audio_url')).toBe('audio_url is required in an Audio Questions category');
    expect(await refused('set_admin_question', { ...four, subcategory_id: audio.id, audio_url: '/content-media/audio/en/listen-science-01.ogg' }, 400, 'transcript')).toBe(
      'transcript (what the sound says) is required with audio_url',
    );
    const maths = await subcategoryOf('math_mania');
    expect(await refused('set_admin_question', { ...four, subcategory_id: maths.id, question: 'What is $x^2 when x = 3?' }, 400, 'question')).toBe(
      'question has a formula opened with $ and not closed',
    );
    const formula = (await ok<{ question: AdminQuestion }>('set_admin_question', { ...four, subcategory_id: maths.id, question: 'What is $x^2$ when $x = 3$?', options: ['$9$', '$6$', '$3$', '$1$'] })).question;
    expect(formula).toMatchObject({ type: 'math_mania', math: true, question: 'What is $x^2$ when $x = 3$?' });
    const trueFalse = await subcategoryOf('true_false');
    expect(await refused('set_admin_question', { ...four, subcategory_id: trueFalse.id }, 400, 'options')).toBe('options must be exactly 2 answers');
    const quizZone = await subcategoryOf('quiz_zone');
    expect(await refused('set_admin_question', { ...four, subcategory_id: quizZone.id, hint: 'no' }, 400, 'hint')).toBe('hint is only for Guess The Word questions, not quiz_zone');
    const fun = await subcategoryOf('fun_n_learn');
    expect(await refused('set_admin_question', { ...four, subcategory_id: fun.id }, 400, 'passage_id')).toBe('passage_id is required in a Fun & Learn category');
    const other = await subcategoryOf('fun_n_learn');
    const elsewhere = (await ok<{ passage: AdminPassage }>('set_admin_passage', passage(other.id))).passage;
    expect(await refused('set_admin_question', { ...four, subcategory_id: fun.id, passage_id: elsewhere.id }, 400, 'passage_id')).toBe(`No passage with id ${elsewhere.id} in subcategory ${fun.id}`);
  });
});

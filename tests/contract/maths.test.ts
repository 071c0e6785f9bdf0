/** Maths practice and non-verbal reasoning through the real server: content, questions, checking, locks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum, MathsProgressRow } from '../../contract/api/maths';
import { generateLevel } from '../../contract/maths/generate';
import { languages, mathsCurricula } from '../../server/db/schema';
import { createTestApp, createVariant, demo, envelope, lanes, login, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { answer, curricula, unitLevels, wrong, type UnitWithLevels } from '../fixtures/maths';

interface Questions {
  curriculum_id: number;
  unit_id: number;
  level: number;
  level_key: string;
  questions: { id: string; prompt: string; answer: string }[];
}

describe.each(lanes)('maths practice (%s)', (lane) => {
  let app: TestApp;
  let year3: Curriculum;
  let nvr: Curriculum;
  let units: UnitWithLevels[];

  beforeAll(async () => {
    app = await createTestApp(lane);
    const { token } = await newSubscriber(app);
    const all = await curricula(app, token);
    year3 = all.find((c) => c.slug === 'year-3-maths') as Curriculum;
    nvr = all.find((c) => c.subject === 'nvr') as Curriculum;
    units = (await unitLevels(app, token, year3.id)).units;
  });
  afterAll(() => app.close());

  const unit = () => units[0] as UnitWithLevels;
  async function questions(token: string, level: number, u = unit(), curriculumId = year3.id) {
    const res = await app.call('get_maths_questions', { type: 'unit', type_id: u.id, level, curriculum_id: curriculumId }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<Questions>(res).data;
  }
  /** Answers the first `right` questions of a level correctly and `wrongs` more incorrectly. */
  async function play(token: string, level: number, right: number, wrongs = 0) {
    const { level_key, questions: qs } = await questions(token, level);
    for (const [i, q] of qs.slice(0, right + wrongs).entries()) {
      await answer(app, token, { curriculum_id: year3.id, level_key, question_id: q.id, answer: i < right ? q.answer : wrong(q.answer) });
    }
  }

  it('refuses maths to a visitor and to a signed-in user without a subscription', async () => {
    expect((await app.call('get_maths_curricula', {})).statusCode).toBe(401);
    const { token } = await newVerifiedUser(app);
    for (const action of ['get_maths_curricula', 'get_unit_levels_by_category', 'get_maths_questions', 'set_maths_progress', 'get_non_verbal_reasoning_progress']) {
      const res = await app.call(action, {}, token);
      expect(res.statusCode, action).toBe(403);
      expect(envelope(res).code).toBe('SUBSCRIPTION_REQUIRED');
    }
    const subscriber = await login(app, demo.subscriber);
    expect((await app.call('get_maths_curricula', {}, subscriber)).statusCode).toBe(200);
  });

  it('lists two maths curricula of 6 units x 5 levels x 30 questions, and a non-verbal reasoning one', async () => {
    const { token } = await newSubscriber(app);
    const maths = await curricula(app, token, 'maths');
    expect(maths.length).toBeGreaterThanOrEqual(2);
    for (const c of maths) {
      const data = await unitLevels(app, token, c.id);
      expect(data.units, c.slug).toHaveLength(6);
      expect(c).toMatchObject({ subject: 'maths', no_of_units: 6, no_of_levels: 30 });
      for (const u of data.units) {
        expect(u.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
        expect(u.levels.every((l) => l.question_count === 30 && l.progress.status === 'not_started')).toBe(true);
        expect(u.levels.map((l) => l.unlocked)).toEqual([true, false, false, false, false]);
      }
    }
    expect(await curricula(app, token, 'nvr')).toEqual([nvr]);
    const reasoning = await unitLevels(app, token, nvr.id, 'nvr');
    expect(reasoning.units.length).toBeGreaterThanOrEqual(2);
    expect(reasoning.units.every((u) => u.levels.length === 5)).toBe(true);
    const one = await app.call('get_unit_levels_by_category', { category: year3.id, subcategory: unit().id }, token);
    expect(envelope<{ units: unknown[] }>(one).data.units).toHaveLength(1);
    const blank = await app.call('get_unit_levels_by_category', { category: year3.id, subcategory: '' }, token);
    expect(envelope<{ units: unknown[] }>(blank).data.units).toHaveLength(6);
  });

  it('sends the same questions every time, equal to the shared generators run here', async () => {
    const { token } = await newSubscriber(app);
    const first = await questions(token, 1);
    expect(await questions(token, 1)).toEqual(first);
    const level = unit().levels[0];
    expect(first.level_key).toBe(level?.level_key);
    expect(first.questions.map((q) => q.id)).toEqual(Array.from({ length: 30 }, (_, i) => `${first.level_key}:${i + 1}`));
    expect(first.questions).toEqual(generateLevel(first.level_key, level?.generator ?? { kind: 'addition', a: [0, 0], b: [0, 0] }, 30));
    const reasoning = (await unitLevels(app, token, nvr.id, 'nvr')).units[0] as UnitWithLevels;
    const patterns = await questions(token, 1, reasoning, nvr.id);
    expect(patterns.questions[0]?.prompt).toMatch(/^What comes next: /);
  });

  it('checks every answer on the server and never takes the client\'s word for it', async () => {
    const { token } = await newSubscriber(app);
    const { level_key, questions: qs } = await questions(token, 1);
    const [q1, q2, q3] = qs;
    if (!q1 || !q2 || !q3) throw new Error('no questions');
    const right = await answer(app, token, { curriculum_id: year3.id, level_key, question_id: q1.id, answer: ` 0${q1.answer} ` });
    expect(right).toMatchObject({ question_id: q1.id, is_correct: true, progress: { is_attempted: true, is_correct: true } });
    const claimed = await answer(app, token, { curriculum_id: year3.id, level_key, question_id: q2.id, answer: wrong(q2.answer), is_correct: true, is_attempted: false });
    expect(claimed).toMatchObject({ is_correct: false, progress: { is_attempted: true, is_correct: false } });
    const junk = await answer(app, token, { curriculum_id: year3.id, level_key, question_id: q3.id, answer: 'seven' });
    expect(junk.is_correct).toBe(false);
    expect(junk.level).toMatchObject({ level_key, level: 1, attempted: 3, correct: 1, total: 30, status: 'in_progress', unlocked: true });
    expect(junk.next_level).toEqual({ level: 2, level_key: unit().levels[1]?.level_key, unlocked: false });
  });

  it('keeps level 2 locked until level 1 has 80% right (24 of 30)', async () => {
    const { token } = await newSubscriber(app);
    const locked = await app.call('get_maths_questions', { type: 'unit', type_id: unit().id, level: 2, curriculum_id: year3.id }, token);
    expect(locked.statusCode).toBe(403);
    expect(envelope(locked)).toMatchObject({ code: 'LEVEL_LOCKED', field: 'level', message: 'This Level is Locked. Play previous levels to unlock' });
    await play(token, 1, 23, 7);
    let levels = (await unitLevels(app, token, year3.id)).units[0]?.levels ?? [];
    expect(levels[0]?.progress).toEqual({ attempted: 30, correct: 23, total: 30, status: 'completed' });
    expect(levels.map((l) => l.unlocked)).toEqual([true, false, false, false, false]);

    // Answering a missed question again, right this time, reaches 24 of 30.
    const { level_key, questions: qs } = await questions(token, 1);
    const last = qs[29];
    if (!last) throw new Error('no question 30');
    const result = await answer(app, token, { curriculum_id: year3.id, level_key, question_id: last.id, answer: last.answer });
    expect(result.level).toMatchObject({ attempted: 30, correct: 24 });
    expect(result.next_level?.unlocked).toBe(true);
    levels = (await unitLevels(app, token, year3.id)).units[0]?.levels ?? [];
    expect(levels.map((l) => l.unlocked)).toEqual([true, true, false, false, false]);
    expect((await questions(token, 2)).level).toBe(2);
  });

  it('reads progress rows back, by curriculum, level or question, for the caller only', async () => {
    const { token } = await newSubscriber(app);
    await play(token, 1, 2, 1);
    const all = envelope<MathsProgressRow[]>(await app.call('get_maths_progress', { curriculum_id: year3.id }, token)).data;
    expect(all.map((r) => [r.question_id, r.is_attempted, r.is_correct])).toEqual([
      [`${unit().levels[0]?.level_key}:1`, true, true],
      [`${unit().levels[0]?.level_key}:2`, true, true],
      [`${unit().levels[0]?.level_key}:3`, true, false],
    ]);
    expect(all[0]).toMatchObject({ curriculum_id: year3.id, unit_id: unit().id, level: 1, last_device_id: 'server', last_seq: 1 });
    const byLevel = await app.call('get_maths_progress', { curriculum_id: year3.id, level_key: unit().levels[0]?.level_key }, token);
    expect(envelope<unknown[]>(byLevel).data).toHaveLength(3);
    const byQuestion = await app.call('get_maths_progress', { curriculum_id: year3.id, question_id: all[2]?.question_id }, token);
    expect(envelope<MathsProgressRow[]>(byQuestion).data.map((r) => r.is_correct)).toEqual([false]);
    const other = await newSubscriber(app);
    expect(envelope<unknown[]>(await app.call('get_maths_progress', { curriculum_id: year3.id }, other.token)).data).toEqual([]);
  });

  it('keeps a newer stamped answer over an older one, whatever the arrival order', async () => {
    const { token } = await newSubscriber(app);
    const { level_key, questions: qs } = await questions(token, 1);
    const q = qs[0];
    if (!q) throw new Error('no question');
    const base = { curriculum_id: year3.id, level_key, question_id: q.id };
    await answer(app, token, { ...base, answer: wrong(q.answer), device_id: 'tablet-0001', seq: 9 });
    const stale = await answer(app, token, { ...base, answer: q.answer, device_id: 'tablet-0001', seq: 4 });
    expect(stale.is_correct).toBe(true);
    expect(stale.progress).toMatchObject({ is_attempted: true, is_correct: false, last_seq: 9, last_device_id: 'tablet-0001' });
    // An unstamped answer is the newest the server knows of.
    const online = await answer(app, token, { ...base, answer: q.answer });
    expect(online.progress).toMatchObject({ is_correct: true, last_seq: 10, last_device_id: 'server' });
    const half = await app.call('set_maths_progress', { ...base, answer: q.answer, device_id: 'tablet-0001' }, token);
    expect(envelope(half)).toMatchObject({ code: 'VALIDATION', field: 'seq' });
  });

  it('answers the _post variants exactly like the plain calls', async () => {
    const { token } = await newSubscriber(app);
    const { level_key, questions: qs } = await questions(token, 1);
    const q = qs[4];
    if (!q) throw new Error('no question');
    const viaPost = await answer(app, token, { curriculum_id: year3.id, level_key, question_id: q.id, answer: q.answer }, 'set_maths_progress_post');
    expect(viaPost).toMatchObject({ is_correct: true, level: { attempted: 1, correct: 1 } });
    const plain = await app.call('get_maths_progress', { curriculum_id: year3.id, level_key }, token);
    const post = await app.call('get_maths_progress_post', { curriculum_id: year3.id, level_key }, token);
    expect(envelope(post).data).toEqual(envelope(plain).data);
    expect(envelope<unknown[]>(post).data).toHaveLength(1);
  });

  it('keeps non-verbal reasoning progress to its own calls', async () => {
    const { token } = await newSubscriber(app);
    const reasoning = (await unitLevels(app, token, nvr.id, 'nvr')).units[0] as UnitWithLevels;
    const { level_key, questions: qs } = await questions(token, 1, reasoning, nvr.id);
    const q = qs[0];
    if (!q) throw new Error('no question');
    const body = { curriculum_id: nvr.id, level_key, question_id: q.id, answer: q.answer };
    expect(await answer(app, token, body, 'set_non_verbal_reasoning_progress')).toMatchObject({ is_correct: true, level: { correct: 1 } });
    const rows = envelope<MathsProgressRow[]>(await app.call('get_non_verbal_reasoning_progress', { curriculum_id: nvr.id }, token)).data;
    expect(rows.map((r) => r.question_id)).toEqual([q.id]);
    // The maths calls do not reach the nvr curriculum, and the other way round.
    expect(envelope(await app.call('set_maths_progress', body, token))).toMatchObject({ code: 'NOT_FOUND', field: 'curriculum_id' });
    expect(envelope(await app.call('get_non_verbal_reasoning_progress', { curriculum_id: year3.id }, token))).toMatchObject({ code: 'NOT_FOUND', field: 'curriculum_id' });
  });

  it('gives a database seeded before maths existed its curricula on the next start', async () => {
    // A database of its own: emptying the content under this suite's app would leave its cache stale.
    const old = await createTestApp(lane);
    try {
      const snapshot = await old.ctx.db.select().from(mathsCurricula);
      await old.ctx.db.delete(mathsCurricula);
      const restarted = await createVariant(old, { SEED_DEMO: '1' });
      await restarted.close();
      expect((await old.ctx.db.select().from(mathsCurricula)).map((c) => c.slug)).toEqual(snapshot.map((c) => c.slug));
    } finally {
      await old.close();
    }
  });

  it('answers 404 naming the field for content that does not exist or does not belong', async () => {
    const { token } = await newSubscriber(app);
    const other = units[1] as UnitWithLevels;
    const level1 = unit().levels[0]?.level_key ?? '';
    const cases: [string, Record<string, unknown>, string][] = [
      ['get_unit_levels_by_category', { category: 999_999 }, 'category'],
      ['get_unit_levels_by_category', { category: nvr.id }, 'category'],
      ['get_unit_levels_by_category', { category: year3.id, subcategory: 999_999 }, 'subcategory'],
      ['get_maths_questions', { type_id: unit().id, level: 1, curriculum_id: 999_999 }, 'curriculum_id'],
      ['get_maths_questions', { type_id: 999_999, level: 1, curriculum_id: year3.id }, 'type_id'],
      ['get_maths_questions', { type_id: unit().id, level: 6, curriculum_id: year3.id }, 'level'],
      ['set_maths_progress', { curriculum_id: year3.id, level_key: 'y9-none-1', question_id: 'y9-none-1:1', answer: '1' }, 'level_key'],
      ['set_maths_progress', { curriculum_id: year3.id, level_key: level1, question_id: `${other.levels[0]?.level_key}:1`, answer: '1' }, 'question_id'],
      ['set_maths_progress', { curriculum_id: year3.id, level_key: level1, question_id: `${level1}:31`, answer: '1' }, 'question_id'],
      ['get_maths_progress', { curriculum_id: year3.id, level_key: level1, question_id: `${other.levels[0]?.level_key}:1` }, 'question_id'],
    ];
    for (const [action, body, field] of cases) {
      const res = await app.call(action, body, token);
      expect(res.statusCode, `${action} ${field}`).toBe(404);
      expect(envelope(res), `${action} ${field}`).toMatchObject({ code: 'NOT_FOUND', field });
    }
    const malformed = await app.call('set_maths_progress', { curriculum_id: year3.id, level_key: level1, question_id: 'not an id', answer: '1' }, token);
    expect(envelope(malformed)).toMatchObject({ code: 'VALIDATION', field: 'question_id' });
  });

  it('names curricula and units in the language sent, else the default one, English where a name is missing', async () => {
    const { token } = await newSubscriber(app);
    const ids = new Map((await app.ctx.db.select({ id: languages.id, code: languages.code }).from(languages)).map((l) => [l.code, l.id]));
    const named = async (body: Record<string, unknown>) => {
      const res = await app.call('get_maths_curricula', body, token);
      expect(res.statusCode, res.body).toBe(200);
      return envelope<Curriculum[]>(res).data.find((c) => c.id === year3.id)?.name;
    };
    expect(await named({})).toBe('Year 3 Maths');
    expect(await named({ language_id: ids.get('fr') })).toBe('Maths de CE2 (Year 3)');
    expect(await named({ language_id: ids.get('ar') })).toBe('رياضيات السنة الثالثة');
    const unitsIn = async (language: string) => {
      const res = await app.call('get_unit_levels_by_category', { category: year3.id, language_id: ids.get(language) }, token);
      expect(res.statusCode, res.body).toBe(200);
      return envelope<{ curriculum: Curriculum; units: UnitWithLevels[] }>(res).data;
    };
    const arabic = await unitsIn('ar');
    expect(arabic.curriculum.name).toBe('رياضيات السنة الثالثة');
    expect(arabic.units.map((u) => u.name).slice(0, 2)).toEqual(['الجمع', 'الطرح']);
    expect((await unitsIn('fr')).units[1]?.name).toBe('Soustraction');

    // A language id the database lacks: the default language's names (a missing name's English
    // fallback is held by server/features/maths/maths.catalogue.test.ts).
    expect(await named({ language_id: 999_999 })).toBe('Year 3 Maths');
  });
});

/**
 * Question reports (issue 12) on PGlite and PostgreSQL: a player's report (unknown question,
 * message limits, one open report per question, the daily cap), the admin's list with its filters,
 * one report with the full question, and closing with one audit entry (closing twice records nothing).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import { REPORTS_PER_DAY, type QuestionReportRow } from '../../contract/api/reports';
import { categories, questionReports, questions, subcategories } from '../../server/db/schema';
import { insertSoloFixture } from '../fixtures/solo-content';
import { createTestApp, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('question reports on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let adminId: number;
  let questionIds: number[];

  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: unknown, token = admin) => {
    const res = await app.call(action, body, token);
    const { code, field, message } = envelope(res);
    return { status: res.statusCode, code, field, message };
  };
  const report = (token: string, questionId: number, message: string) => ok<{ report_id: number; created: boolean }>('report_question', { question_id: questionId, message }, token);
  const list = (body: Record<string, unknown>) => ok<{ total: number; data: QuestionReportRow[] }>('get_admin_question_reports', body);
  const audit = async (reportId: number) =>
    (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { subject: `question_report:${reportId}`, limit: 100 })).data;
  const question = (index: number) => {
    const id = questionIds[index];
    if (id === undefined) throw new Error(`the demo content has no question ${index}`);
    return id;
  };

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    adminId = envelope<{ id: number }>(await app.call('get_user_by_id', {}, admin)).data.id;
    questionIds = (await app.ctx.db.select({ id: questions.id }).from(questions).where(eq(questions.active, true)).orderBy(asc(questions.id)).limit(30)).map((q) => q.id);
  });
  afterAll(() => app?.close());

  it('a player reports a question; a repeat while it is open answers the same report', async () => {
    const player = await newVerifiedUser(app, 'reporter one');
    const first = await report(player.token, question(0), '  The answer marked correct is wrong  ');
    expect(first).toEqual({ report_id: expect.any(Number), created: true });
    expect(await report(player.token, question(0), 'Still wrong')).toEqual({ report_id: first.report_id, created: false });
    const [stored, ...more] = await app.ctx.db.select().from(questionReports).where(eq(questionReports.id, first.report_id));
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ questionId: question(0), message: 'The answer marked correct is wrong', status: 'open' });

    // Sent together (a double tap, two tabs): one report, the others answer it.
    const together = await Promise.all(Array.from({ length: 5 }, () => report(player.token, question(5), 'Sent five times at once')));
    expect(together.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(together.map((r) => r.report_id)).size).toBe(1);
  });

  it('refuses an unknown or inactive question, a bad message and a caller without a session', async () => {
    const player = await newVerifiedUser(app, 'reporter two');
    expect(await refused('report_question', { question_id: 999_999, message: 'Wrong answer' }, player.token)).toMatchObject({ status: 404, code: 'NOT_FOUND', field: 'question_id' });
    await app.ctx.db.update(questions).set({ active: false }).where(eq(questions.id, question(29)));
    expect(await refused('report_question', { question_id: question(29), message: 'Wrong answer' }, player.token)).toMatchObject({ status: 404, field: 'question_id' });
    for (const message of ['', 'no', ' a ', 'x'.repeat(501), 'nul\u0000']) {
      expect(await refused('report_question', { question_id: question(1), message }, player.token)).toMatchObject({ status: 400, code: 'VALIDATION', field: 'message' });
    }
    expect(await refused('report_question', { message: 'Wrong answer' }, player.token)).toMatchObject({ status: 400, field: 'question_id' });
    expect(await refused('report_question', { question_id: question(1), message: 'Wrong answer' }, '')).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
    expect(await app.ctx.db.select().from(questionReports).where(eq(questionReports.questionId, question(1)))).toEqual([]);
  });

  it(`caps a player at ${REPORTS_PER_DAY} new reports in 24 hours`, async () => {
    const player = await newVerifiedUser(app, 'busy reporter');
    for (let i = 0; i < REPORTS_PER_DAY; i += 1) await report(player.token, question(i), `Report number ${i}`);
    expect(await refused('report_question', { question_id: question(REPORTS_PER_DAY), message: 'One too many' }, player.token)).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      field: 'question_id',
    });
    // A repeat of an open report is no new report, so it is still answered.
    expect((await report(player.token, question(0), 'Again')).created).toBe(false);
    app.advance(86_400_000 + 60_000);
    expect((await report(player.token, question(REPORTS_PER_DAY), 'A new day')).created).toBe(true);
  });

  it('lists reports newest first with the question, its category and subcategory, filtered by status and search', async () => {
    const player = await newVerifiedUser(app, 'lister');
    const { report_id } = await report(player.token, question(2), 'Spelling mistake zebracorn in option B');
    const all = await list({ limit: 100 });
    expect(all.data.map((r) => r.id)).toEqual([...all.data.map((r) => r.id)].sort((a, b) => b - a));
    const [q] = await app.ctx.db
      .select({ text: questions.question, categoryId: questions.categoryId, subcategoryId: questions.subcategoryId, level: questions.level, category: categories.name, subcategory: subcategories.name, type: categories.type })
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .innerJoin(subcategories, eq(subcategories.id, questions.subcategoryId))
      .where(eq(questions.id, question(2)));
    const found = await list({ search: 'ZEBRACORN' });
    expect(found).toEqual({
      total: 1,
      data: [
        {
          id: report_id,
          question_id: question(2),
          question: q?.text,
          category_id: q?.categoryId,
          category_name: q?.category,
          subcategory_id: q?.subcategoryId,
          subcategory_name: q?.subcategory,
          type: q?.type,
          level: q?.level,
          user_id: expect.any(Number),
          user_name: 'Lister',
          message: 'Spelling mistake zebracorn in option B',
          status: 'open',
          admin_note: null,
          closed_at: null,
          created_at: expect.any(String),
        },
      ],
    });
    // The id equal to it, or a message or question text containing its digits.
    const byId = (await list({ search: String(question(2)), limit: 100 })).data;
    expect(byId.map((r) => r.id)).toContain(report_id);
    expect(byId.every((r) => r.question_id === question(2) || `${r.message} ${r.question}`.includes(String(question(2))))).toBe(true);
    expect((await list({ search: '100%_' })).total).toBe(0);
    const open = await list({ status: 'open', limit: 100 });
    expect(open.data.every((r) => r.status === 'open')).toBe(true);
    expect(open.total).toBe((await list({})).total - (await list({ status: 'closed' })).total);
    const page = await list({ offset: 1, limit: 2 });
    expect(page.data.map((r) => r.id)).toEqual(all.data.slice(1, 3).map((r) => r.id));
  });

  it('gives one report with the full question and its correct answer, to admins only', async () => {
    const player = await newVerifiedUser(app, 'detail reporter');
    const { report_id } = await report(player.token, question(3), 'The picture does not match');
    const detail = await ok<{ full_question: Record<string, unknown>; open_reports_of_question: number; question_id: number }>('get_admin_question_report', { report_id });
    const [stored] = await app.ctx.db.select().from(questions).where(eq(questions.id, question(3)));
    expect(detail.question_id).toBe(question(3));
    expect(detail.full_question).toEqual({
      id: question(3),
      language_id: stored?.languageId,
      question: stored?.question,
      options: stored?.options,
      answer: stored?.answer,
      answer_text: stored?.answerText,
      note: stored?.note,
      image_url: stored?.imageUrl,
      active: true,
    });
    expect(detail.open_reports_of_question).toBeGreaterThanOrEqual(1);
    expect(await refused('get_admin_question_report', { report_id }, player.token)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await refused('get_admin_question_report', { report_id: 999_999 })).toMatchObject({ status: 404, code: 'NOT_FOUND', field: 'report_id' });
  });

  it('takes reports of questions of every mode, and lists each with its mode type', async () => {
    const fx = await insertSoloFixture(app.ctx.db);
    const player = await newVerifiedUser(app, 'mode reporter');
    const types = ['quiz_zone', 'true_false', 'fun_n_learn', 'guess_the_word', 'audio_questions', 'math_mania', 'nonverbal'] as const;
    const reported = new Map<number, string>();
    for (const type of types) {
      const [id] = fx.questions[type];
      if (id === undefined) throw new Error(`the fixture has no ${type} question`);
      const { report_id, created } = await report(player.token, id, `Odd ${type} question`);
      expect(created).toBe(true);
      reported.set(report_id, type);
    }
    const rows = (await list({ search: 'Odd ', limit: 100 })).data.filter((r) => reported.has(r.id));
    expect(rows.map((r) => [r.id, r.type]).sort()).toEqual([...reported].sort());
    // A word's report shows the word: its answer index says nothing.
    const [wordReport] = [...reported].find(([, type]) => type === 'guess_the_word') ?? [];
    const detail = await ok<{ type: string; full_question: { answer: number; answer_text: string | null; options: string[] } }>('get_admin_question_report', { report_id: wordReport });
    expect(detail).toMatchObject({ type: 'guess_the_word', full_question: { answer: -1, answer_text: 'PARIS', options: [] } });
  });

  it('closes a report with a note and one audit entry; closing again changes and records nothing', async () => {
    const player = await newVerifiedUser(app, 'closer');
    const { report_id } = await report(player.token, question(4), 'Two options are the same');
    const bad = await refused('close_admin_question_report', { report_id, note: 'x'.repeat(501) });
    expect(bad).toMatchObject({ status: 400, field: 'note' });
    expect(await audit(report_id)).toEqual([]);

    expect(await ok('close_admin_question_report', { report_id, note: ' Fixed option C ', extra: 'ignored' })).toEqual({ report_id, status: 'closed', changed: true });
    expect(await ok('close_admin_question_report', { report_id, note: 'Again' })).toEqual({ report_id, status: 'closed', changed: false });
    const [row] = (await list({ status: 'closed', search: 'Two options are the same' })).data;
    expect(row).toMatchObject({ id: report_id, status: 'closed', admin_note: 'Fixed option C', closed_at: expect.any(String) });
    const entries = await audit(report_id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      admin_id: adminId,
      action: 'close_admin_question_report',
      before: { status: 'open' },
      after: { status: 'closed', note: 'Fixed option C', question_id: question(4) },
    });
    // Closed, the player may report the question again: a new report.
    expect((await report(player.token, question(4), 'Still two the same')).created).toBe(true);
    expect(await refused('close_admin_question_report', { report_id: 999_999 })).toMatchObject({ status: 404, field: 'report_id' });
  });
});

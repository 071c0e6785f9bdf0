/**
 * The admin's questions files (issue 12) on PGlite and PostgreSQL: export as CSV and JSON, an
 * import whose dry run lists every bad row by line and field and writes nothing, a file with any
 * bad row written not at all, and a good file written at once with one audit entry.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import type { AdminCategory, AdminQuestion, AdminSubcategory, ImportProblem } from '../../contract/api/admin-content';
import { languages } from '../../server/db/schema';
import { toCsv } from '../../server/lib/csv';
import { createTestApp, demo, envelope, lanes, login, type TestApp } from '../fixtures/test-app';

interface ImportResult {
  dry_run: boolean;
  written: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
}

const HEADER = ['id', 'category_slug', 'subcategory_slug', 'level', 'question', 'option_1', 'option_2', 'option_3', 'option_4', 'answer', 'note'];

describe.each(lanes)('the admin questions files on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let cat: AdminCategory;
  let sub: AdminSubcategory;

  const ok = async <T>(action: string, body: Record<string, unknown>): Promise<T> => {
    const res = await app.call(action, body, admin);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const importFile = (format: 'csv' | 'json', content: string, dryRun: boolean) => ok<ImportResult>('import_admin_questions', { format, content, dry_run: dryRun });
  const questionsOf = async (subcategoryId = sub.id) => (await ok<{ data: AdminQuestion[] }>('get_admin_questions', { subcategory_id: subcategoryId, limit: 100 })).data;
  const auditTotal = async () => (await ok<{ total: number }>('get_admin_audit_log', {})).total;
  const row = (level: number | string, question: string, extra: Partial<Record<string, string>> = {}) =>
    HEADER.map((column) => ({ id: '', category_slug: cat.slug, subcategory_slug: sub.slug, level: String(level), question, option_1: 'One', option_2: 'Two', option_3: 'Three', option_4: 'Four', answer: '2', note: '', ...extra })[column] ?? '');

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    const english = (await app.ctx.db.select().from(languages)).find((l) => l.code === 'en')?.id;
    const tag = randomBytes(4).toString('hex');
    cat = (await ok<{ category: AdminCategory }>('set_admin_category', { slug: `import-${tag}`, name: 'Imported', language_id: english })).category;
    sub = (await ok<{ subcategory: AdminSubcategory }>('set_admin_subcategory', { category_id: cat.id, slug: `import-sub-${tag}`, name: 'Imported topic' })).subcategory;
  });
  afterAll(() => app?.close());

  it('lists every bad row by line and field in a dry run, and writes nothing of a file with a bad row', async () => {
    const csv = toCsv([
      HEADER,
      row(1, 'Good, with a comma'),
      row(1, 'Unknown topic', { subcategory_slug: 'no-such-topic' }),
      row(1, '', { answer: '5' }),
      row(1, 'A question\non two lines', { note: 'say "two"' }),
      row(3, 'Past the next level'),
      row(1, 'Unknown id', { id: '999999' }),
      row('x', 'Bad level', { category_slug: 'wrong-category' }),
    ]);
    const before = { questions: (await questionsOf()).length, audit: await auditTotal() };
    for (const dryRun of [true, false]) {
      const result = await importFile('csv', csv, dryRun);
      expect(result).toEqual({
        dry_run: dryRun,
        written: false,
        rows: 7,
        created: 2,
        updated: 0,
        unchanged: 0,
        problems: [
          { line: 3, field: 'subcategory_slug', message: 'No subcategory with slug no-such-topic' },
          { line: 4, field: 'question', message: 'question is required' },
          { line: 4, field: 'answer', message: 'answer: answer must be the correct option number, 1 to 4' },
          { line: 7, field: 'level', message: 'level must be from 1 to 2 (the levels so far and one more)' },
          { line: 8, field: 'id', message: 'No question with id 999999' },
          { line: 9, field: 'level', message: expect.stringMatching(/^level: /) },
        ],
      });
      expect({ questions: (await questionsOf()).length, audit: await auditTotal() }).toEqual(before);
    }
  });

  it('reports a file it cannot read, and JSON rows by their index + 1', async () => {
    expect((await importFile('json', '{"not": "an array"}', true)).problems).toEqual([{ line: 1, field: 'content', message: 'content must be a JSON array of questions' }]);
    expect((await importFile('csv', 'id,colour\n1,red\n', true)).problems[0]).toMatchObject({ line: 1, field: 'content' });
    expect((await importFile('csv', `${HEADER.join(',')}\n1,"never closed\n`, true)).problems).toEqual([{ line: 2, field: 'content', message: 'a quoted field opened on line 2 is never closed' }]);
    const json = JSON.stringify([
      { category_slug: cat.slug, subcategory_slug: sub.slug, level: 1, question: 'Fine', option_1: 'a', option_2: 'b', option_3: 'c', option_4: 'd', answer: 1 },
      { category_slug: cat.slug, subcategory_slug: sub.slug, level: 1, question: 'No options', answer: 1, image_url: '/content-media/quiz/cube.svg' },
    ]);
    const result = await importFile('json', json, true);
    expect(result.problems.map((p) => [p.line, p.field])).toEqual([
      [2, 'option_1'],
      [2, 'option_2'],
      [2, 'option_3'],
      [2, 'option_4'],
    ]);
    expect(result.written).toBe(false);
  });

  it('writes a good file in one go with one audit entry, and exports it back as CSV and JSON', async () => {
    const first = (await ok<{ question: AdminQuestion }>('set_admin_question', { subcategory_id: sub.id, level: 1, question: 'Already here', options: ['a', 'b', 'c', 'd'], answer: 0 })).question;
    const csv = toCsv([
      HEADER,
      row(1, 'New on level 1'),
      row(2, 'New on level 2, "quoted"', { note: 'a note,\nwith a line break' }),
      row(1, 'Already here, edited', { id: String(first.id), answer: '4' }),
    ]);
    const dry = await importFile('csv', csv, true);
    expect(dry).toEqual({ dry_run: true, written: false, rows: 3, created: 2, updated: 1, unchanged: 0, problems: [] });
    expect((await questionsOf()).map((q) => q.question)).toEqual(['Already here']);

    const audit = await auditTotal();
    expect(await importFile('csv', csv, false)).toEqual({ ...dry, dry_run: false, written: true });
    const now = await questionsOf();
    expect(now.map((q) => [q.level, q.question, q.answer])).toEqual([
      [1, 'Already here, edited', 3],
      [1, 'New on level 1', 1],
      [2, 'New on level 2, "quoted"', 1],
    ]);
    expect(now[2]?.note).toBe('a note,\nwith a line break');
    const [entry] = (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { action: 'import_admin_questions' })).data;
    expect(entry).toMatchObject({ subject: 'questions:import', before: null, after: { format: 'csv', rows: 3, created: 2, updated: 1, unchanged: 0 } });
    expect(await auditTotal()).toBe(audit + 1);

    const exported = await ok<{ content: string; rows: number; truncated: boolean }>('export_admin_questions', { format: 'csv', subcategory_id: sub.id });
    expect(exported.rows).toBe(3);
    expect(exported.content.split('\r\n')[0]).toBe('id,category_slug,subcategory_slug,level,question,option_1,option_2,option_3,option_4,answer,note,image_url,image_alt,audio_url,active');
    // The export imports back as no change at all, and records nothing.
    expect(await importFile('csv', exported.content, false)).toEqual({ dry_run: false, written: false, rows: 3, created: 0, updated: 0, unchanged: 3, problems: [] });
    const json = await ok<{ content: string }>('export_admin_questions', { format: 'json', subcategory_id: sub.id });
    expect(JSON.parse(json.content)).toEqual(
      now.map((q) => expect.objectContaining({ id: q.id, category_slug: cat.slug, subcategory_slug: sub.slug, level: q.level, answer: q.answer + 1, active: true, audio_url: null })),
    );
    expect((await importFile('json', json.content, false)).unchanged).toBe(3);
    expect(await auditTotal()).toBe(audit + 1);
  });
});

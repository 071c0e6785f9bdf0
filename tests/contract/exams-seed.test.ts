/**
 * The exam module's demo content on a real database: an exam open today whose key the banner
 * prints and the demo subscriber can start with, a past exam the demo subscriber took (its result
 * and review show), and a new open exam once the last one ended.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamModule, ExamResult } from '../../contract/api/exams';
import { exams } from '../../server/db/schema';
import { DEMO_EXAM_KEY, openDemoExam, seedDemoExams } from '../../server/seed/seed-exams';
import { createTestApp, demo, envelope, lanes, login, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('demo exams (%s)', (lane) => {
  let app: TestApp;
  let subscriber: string;

  beforeAll(async () => {
    app = await createTestApp(lane);
    subscriber = await login(app, demo.subscriber);
  });
  afterAll(() => app.close());

  const list = async (type: 'today' | 'past') => envelope<{ data: ExamModule[] }>(await app.call('get_exam_module', { type }, subscriber)).data.data;

  it('opens a demo exam today, with the key the banner prints, which the demo subscriber can start', async () => {
    const open = await openDemoExam(app.ctx.db, app.ctx.now());
    expect(open).toMatchObject({ title: 'General Science', key: DEMO_EXAM_KEY });
    const [today] = await list('today');
    expect(today).toMatchObject({ title: 'General Science', status: 'open', no_of_questions: 10, attempt: null });
    expect(today?.date).toBe(app.ctx.now().toISOString().slice(0, 10));
    const res = await app.call('get_exam_module_questions', { exam_module_id: today?.id, exam_key: DEMO_EXAM_KEY.toLowerCase(), rules_agreed: true }, subscriber);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<{ questions: unknown[] }>(res).data.questions).toHaveLength(10);
  });

  it('seeds the demo exams in Arabic and French too', async () => {
    const titles = (await app.ctx.db.select({ title: exams.title }).from(exams).where(eq(exams.isDemo, true))).map((row) => row.title).sort();
    expect(titles).toEqual(['Géographie du monde', 'General Science', 'Sciences générales', 'World Geography', 'العلوم العامة', 'جغرافيا العالم'].sort());
  });

  it('shows the past demo exam the demo subscriber took, with its result and review', async () => {
    const [past] = await list('past');
    expect(past).toMatchObject({ title: 'World Geography', status: 'ended', review_available: true, attempt: { state: 'completed' } });
    const res = await app.call('get_exam_module_result', { exam_module_id: past?.id }, subscriber);
    expect(res.statusCode, res.body).toBe(200);
    const { result, review } = envelope<{ result: ExamResult; review: { correct: boolean; choice: number | null }[] }>(res).data;
    expect(result).toMatchObject({ total_questions: 9, correct_answers: 6, incorrect_answers: 1, unanswered: 2, time_taken_seconds: 420 });
    expect(review.filter((r) => r.correct)).toHaveLength(6);
    expect(review.filter((r) => r.choice === null)).toHaveLength(2);
  });

  it('opens a new demo exam once the last one ended, and nothing more while one is open', async () => {
    const later = new Date(app.ctx.now().getTime() + 8 * 86_400_000);
    expect(await openDemoExam(app.ctx.db, later)).toBeUndefined();
    // One in each language of the demo content.
    expect(await app.ctx.db.transaction((tx) => seedDemoExams(tx, later))).toBe(3);
    expect(await openDemoExam(app.ctx.db, later)).toMatchObject({ key: DEMO_EXAM_KEY });
    expect(await app.ctx.db.transaction((tx) => seedDemoExams(tx, later))).toBe(0);
    expect(await app.ctx.db.select().from(exams).where(eq(exams.isDemo, true))).toHaveLength(9);
  });
});

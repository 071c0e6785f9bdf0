/**
 * Assessments by year and subject through the real server on both lanes (issue 17): the
 * configuration without a token; a start draws a paper spread over the units and serves it without
 * answers or steps, and resumes it; responses saved and resumed; the score, the time and the late
 * rule are the server's; a second submit returns the stored result; the deadline job closes an
 * overdue attempt with what was saved; a review only of one's own closed attempt; results filtered,
 * paged, newest first; refusals naming their field. The fixture content is not the only content:
 * expectations about the pool are read from the database.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssessmentPaperSchema, type AssessmentPaper, type AssessmentResult } from '../../contract/api/tutor';
import { parseQuestionId } from '../../contract/maths/generate';
import { generatedItem } from '../../contract/tutor/items';
import { assessmentAttempts, languages, mathsLevels, tutorChapters, tutorSubjects, tutorUnits } from '../../server/db/schema';
import { ASSESSMENT_LATE_ALLOWANCE_MS, ASSESSMENT_RULES } from '../../server/features/tutor/assessment-config';
import { findItem } from '../../server/features/tutor/items';
import { createTestApp, envelope, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { addTutorFixture } from '../fixtures/tutor-content';

type Review = { result: AssessmentResult; questions: { item_id: string; curriculum_id: number; kind: string; prompt: string; options?: string[]; answer: string; given: string | null; correct: boolean; steps: { text: string }[] }[] };
type Config = { years: { year: number; name: string; subjects: { subject: string; name: string; question_count: number; time_limit_seconds: number }[] }[] };

const SERVED_KEYS = ['item_id', 'curriculum_id', 'kind', 'prompt', 'options'];

describe.each(lanes)('tutor assessments (%s)', (lane) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(lane);
    await addTutorFixture(app.database.db);
  });
  afterAll(() => app.close());

  async function ok<T>(action: string, body: Record<string, unknown>, token?: string): Promise<T> {
    const res = await app.call(action, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<T>(res).data;
  }
  const start = (token: string, year: number, subject: string) => ok<AssessmentPaper>('get_assessment_questions_by_year_subject', { year, subject }, token);
  const submit = (token: string, body: Record<string, unknown>) => ok<AssessmentResult | null>('submit_assessment_results', { time_taken: 0, ...body }, token);

  /** The key of a served question, looked up as the server does. */
  async function keyOf(q: { item_id: string; curriculum_id: number }) {
    const item = await findItem(app.database.db, q.curriculum_id, q.item_id);
    if (!item) throw new Error(`no item ${q.item_id}`);
    return item;
  }
  async function rightAnswer(q: { item_id: string; curriculum_id: number }): Promise<string> {
    return (await keyOf(q)).answer;
  }
  async function wrongAnswer(q: { item_id: string; curriculum_id: number }): Promise<string> {
    const item = await keyOf(q);
    return item.kind === 'choice' ? String((Number(item.answer) + 1) % (item.options?.length ?? 2)) : String(Number(item.answer) + 1);
  }
  /** Tutor unit ids of every subject of the year and subject. */
  async function unitIdsOf(year: number, subject: 'maths' | 'english'): Promise<number[]> {
    const rows = await app.database.db
      .select({ id: tutorUnits.id })
      .from(tutorUnits)
      .innerJoin(tutorChapters, eq(tutorChapters.id, tutorUnits.chapterId))
      .innerJoin(tutorSubjects, eq(tutorSubjects.id, tutorChapters.subjectId))
      .where(and(eq(tutorSubjects.year, year), eq(tutorSubjects.subject, subject)));
    return rows.map((row) => row.id);
  }
  const attemptRow = async (id: number) => (await app.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id)))[0];

  it('serves the configuration without a token: only years and subjects with content, named in the caller’s language', async () => {
    const config = await ok<Config>('get_assessment_configuration', {});
    const year3 = config.years.find((y) => y.year === 3);
    expect(year3?.name).toBe('Year 3');
    const maths = year3?.subjects.find((s) => s.subject === 'maths');
    expect(maths).toEqual({ subject: 'maths', name: 'Maths', question_count: 20, time_limit_seconds: 20 * 60 });
    const english = year3?.subjects.find((s) => s.subject === 'english');
    expect(english?.time_limit_seconds).toBe(15 * 60);
    // The fixture's 12 written items, or the rule's 15 once the shipped content is there too.
    expect(english?.question_count).toBeGreaterThanOrEqual(12);
    expect(english?.question_count).toBeLessThanOrEqual(ASSESSMENT_RULES.english.questionCount);
    const withContent = await app.database.db.selectDistinct({ year: tutorSubjects.year, subject: tutorSubjects.subject }).from(tutorSubjects).innerJoin(tutorChapters, eq(tutorChapters.subjectId, tutorSubjects.id)).innerJoin(tutorUnits, eq(tutorUnits.chapterId, tutorChapters.id));
    for (const year of config.years) {
      for (const subject of year.subjects) expect(withContent).toContainEqual({ year: year.year, subject: subject.subject });
    }

    const [fr] = await app.database.db.select({ id: languages.id }).from(languages).where(eq(languages.code, 'fr'));
    const french = await ok<Config>('get_assessment_configuration', { language_id: fr?.id });
    const frYear3 = french.years.find((y) => y.year === 3);
    expect(frYear3?.name).toBe('CE2 (Year 3)');
    expect(frYear3?.subjects.find((s) => s.subject === 'maths')?.name).toBe('Mathématiques');
  });

  it('starts a paper spread over the units with a server deadline, serves no answer or step, and resumes the same one', async () => {
    const { token } = await newSubscriber(app);
    const res = await app.call('get_assessment_questions_by_year_subject', { year: 3, subject: 'maths' }, token);
    expect(res.statusCode, res.body).toBe(200);
    const raw = envelope<{ questions: Record<string, unknown>[] }>(res).data;
    for (const q of raw.questions) for (const key of Object.keys(q)) expect(SERVED_KEYS).toContain(key);
    expect(res.body).not.toMatch(/"(answer|steps|right_answer|correct)"/);
    const paper = AssessmentPaperSchema.parse(raw);
    expect(paper.questions).toHaveLength(20);
    expect(new Set(paper.questions.map((q) => q.item_id)).size).toBe(20);
    expect(new Date(paper.deadline_at).getTime() - new Date(paper.started_at).getTime()).toBe(20 * 60_000);
    expect(paper.time_limit_seconds).toBe(1200);
    expect(Math.abs(new Date(paper.server_now).getTime() - app.ctx.now().getTime())).toBeLessThan(5_000);
    expect(paper.started_at).toBe(paper.server_now);
    expect(paper.responses).toEqual([]);
    const units = await unitIdsOf(3, 'maths');
    for (const q of paper.questions) {
      expect(units).toContain(q.curriculum_id);
      expect(q.kind).toBe('number');
      expect((await keyOf(q)).prompt).toBe(q.prompt);
    }
    // Spread: one from each unit in turn, so every unit is on a paper longer than the unit list.
    expect(new Set(paper.questions.map((q) => q.curriculum_id)).size).toBe(Math.min(units.length, 20));

    app.advance(60_000);
    const resumed = await start(token, 3, 'maths');
    expect(resumed.attempt_id).toBe(paper.attempt_id);
    expect(resumed.questions).toEqual(paper.questions);
    expect(resumed.deadline_at).toBe(paper.deadline_at);
  });

  it('makes one attempt of two starts at once', async () => {
    const { token } = await newSubscriber(app);
    const [a, b] = await Promise.all([start(token, 3, 'english'), start(token, 3, 'english')]);
    expect(a.attempt_id).toBe(b.attempt_id);
    expect(a.questions).toEqual(b.questions);
  });

  it('saves responses so far and serves them on resume; an empty answer clears one', async () => {
    const { token } = await newSubscriber(app);
    const paper = await start(token, 3, 'english');
    const [q1, q2, q3] = paper.questions;
    if (!q1 || !q2 || !q3) throw new Error('short paper');
    const saved = [
      { item_id: q1.item_id, answer: await rightAnswer(q1) },
      { item_id: q2.item_id, answer: await wrongAnswer(q2) },
      { item_id: q3.item_id, answer: '0' },
    ];
    expect(await submit(token, { year: 3, subject: 'english', attempt_id: paper.attempt_id, responses: saved, save_only: true })).toBeNull();
    const other = await start(token, 3, 'english');
    expect(other.attempt_id).toBe(paper.attempt_id);
    expect(other.responses).toEqual(expect.arrayContaining(saved));
    expect(other.responses).toHaveLength(3);
    expect(await submit(token, { year: 3, subject: 'english', responses: [{ item_id: q3.item_id, answer: ' ' }], save_only: true })).toBeNull();
    expect((await start(token, 3, 'english')).responses).toEqual(expect.arrayContaining(saved.slice(0, 2)));
    expect((await start(token, 3, 'english')).responses).toHaveLength(2);
    expect((await attemptRow(paper.attempt_id))?.state).toBe('open');
  });

  it('scores on the server from the saved and sent responses, with the server’s time, once (a second submit returns the stored result)', async () => {
    const { token } = await newSubscriber(app);
    const paper = await start(token, 3, 'english');
    const n = paper.questions.length;
    // Two saved right, then the rest sent at submission: right up to half, wrong after, the last two unanswered.
    const [first, second, ...rest] = paper.questions;
    if (!first || !second) throw new Error('short paper');
    await submit(token, { year: 3, subject: 'english', responses: [{ item_id: first.item_id, answer: await rightAnswer(first) }, { item_id: second.item_id, answer: await rightAnswer(second) }], save_only: true });
    const sent = [];
    let expected = 2;
    for (const [i, q] of rest.slice(0, rest.length - 2).entries()) {
      const right = i < rest.length / 2;
      if (right) expected++;
      sent.push({ item_id: q.item_id, answer: right ? await rightAnswer(q) : await wrongAnswer(q) });
    }
    app.advance(95_000);
    const result = await submit(token, { year: 3, subject: 'english', attempt_id: paper.attempt_id, responses: sent, time_taken: 5 });
    expect(result).toMatchObject({ attempt_id: paper.attempt_id, year: 3, subject: 'english', score: expected, total: n, percent: Math.round((expected / n) * 1000) / 10, time_taken: 95 });
    expect(result?.by_unit.reduce((sum, u) => sum + u.total, 0)).toBe(n);
    expect(result?.by_unit.reduce((sum, u) => sum + u.correct, 0)).toBe(expected);
    for (const unit of result?.by_unit ?? []) expect(unit.name).not.toBe('');
    const row = await attemptRow(paper.attempt_id);
    expect(row).toMatchObject({ state: 'submitted', score: expected, timeTaken: 95, clientTimeTaken: 5 });

    // Again, with other answers, named or not: the stored result, unchanged.
    const everyRight = await Promise.all(paper.questions.map(async (q) => ({ item_id: q.item_id, answer: await rightAnswer(q) })));
    expect(await submit(token, { year: 3, subject: 'english', attempt_id: paper.attempt_id, responses: everyRight, time_taken: 1 })).toEqual(result);
    expect(await submit(token, { year: 3, subject: 'english', responses: [], time_taken: 1 })).toEqual(result);
    expect(await submit(token, { year: 3, subject: 'english', attempt_id: paper.attempt_id, responses: everyRight, save_only: true })).toEqual(result);
    // The next start is a new paper.
    expect((await start(token, 3, 'english')).attempt_id).not.toBe(paper.attempt_id);
  });

  it('counts a submission’s answers within the allowance after the deadline, and only saved ones after it', async () => {
    const rule = ASSESSMENT_RULES.english;
    const a = await newSubscriber(app);
    const inTime = await start(a.token, 3, 'english');
    app.advance(rule.timeLimitSeconds * 1000 + ASSESSMENT_LATE_ALLOWANCE_MS - 5_000);
    const allRight = await Promise.all(inTime.questions.map(async (q) => ({ item_id: q.item_id, answer: await rightAnswer(q) })));
    const counted = await submit(a.token, { year: 3, subject: 'english', attempt_id: inTime.attempt_id, responses: allRight });
    expect(counted).toMatchObject({ score: inTime.questions.length, time_taken: rule.timeLimitSeconds });

    const b = await newSubscriber(app);
    const late = await start(b.token, 3, 'english');
    const [q1, q2] = late.questions;
    if (!q1 || !q2) throw new Error('short paper');
    await submit(b.token, { year: 3, subject: 'english', responses: [{ item_id: q1.item_id, answer: await rightAnswer(q1) }, { item_id: q2.item_id, answer: await rightAnswer(q2) }], save_only: true });
    app.advance(rule.timeLimitSeconds * 1000 + ASSESSMENT_LATE_ALLOWANCE_MS + 1_000);
    const lateRight = await Promise.all(late.questions.map(async (q) => ({ item_id: q.item_id, answer: await rightAnswer(q) })));
    const result = await submit(b.token, { year: 3, subject: 'english', attempt_id: late.attempt_id, responses: lateRight });
    expect(result).toMatchObject({ score: 2, total: late.questions.length, time_taken: rule.timeLimitSeconds, submitted_at: late.deadline_at });
    expect((await attemptRow(late.attempt_id))?.state).toBe('expired');
  });

  it('closes an overdue attempt by its job with what was saved, and a start after it is a new paper', async () => {
    const { token } = await newSubscriber(app);
    const paper = await start(token, 3, 'maths');
    const [q1, q2] = paper.questions;
    if (!q1 || !q2) throw new Error('short paper');
    await submit(token, { year: 3, subject: 'maths', responses: [{ item_id: q1.item_id, answer: await rightAnswer(q1) }, { item_id: q2.item_id, answer: await wrongAnswer(q2) }], save_only: true });
    app.advance(paper.time_limit_seconds * 1000 + ASSESSMENT_LATE_ALLOWANCE_MS - 1_000);
    await app.jobs.runDue();
    expect((await attemptRow(paper.attempt_id))?.state).toBe('open');
    app.advance(2_000);
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await attemptRow(paper.attempt_id)).toMatchObject({ state: 'expired', score: 1, timeTaken: paper.time_limit_seconds, closedAt: new Date(paper.deadline_at) });
    const history = await ok<{ total: number; data: AssessmentResult[] }>('get_user_assessment_results', {}, token);
    expect(history.data[0]).toMatchObject({ attempt_id: paper.attempt_id, score: 1, total: 20 });
    expect((await start(token, 3, 'maths')).attempt_id).not.toBe(paper.attempt_id);
  });

  it('reviews only the caller’s own closed attempt, question by question with the right answer and the worked steps', async () => {
    const { token } = await newSubscriber(app);
    const paper = await start(token, 3, 'english');
    expect(envelope(await app.call('get_assessment_review_details', { attempt_id: paper.attempt_id }, token))).toMatchObject({ code: 'NOT_FOUND', field: 'attempt_id' });
    const [q1, q2] = paper.questions;
    if (!q1 || !q2) throw new Error('short paper');
    const given = await wrongAnswer(q2);
    const result = await submit(token, { year: 3, subject: 'english', responses: [{ item_id: q1.item_id, answer: await rightAnswer(q1) }, { item_id: q2.item_id, answer: given }] });
    const review = await ok<Review>('get_assessment_review_details', { attempt_id: paper.attempt_id }, token);
    expect(review.result).toEqual(result);
    expect(review.questions.map((q) => q.item_id)).toEqual(paper.questions.map((q) => q.item_id));
    expect(review.questions[0]).toMatchObject({ item_id: q1.item_id, given: await rightAnswer(q1), answer: await rightAnswer(q1), correct: true });
    expect(review.questions[1]).toMatchObject({ item_id: q2.item_id, given, answer: await rightAnswer(q2), correct: false });
    expect(review.questions[2]).toMatchObject({ given: null, correct: false });
    for (const q of review.questions) expect(q.steps.length).toBeGreaterThan(0);

    // A maths paper's review: each generated item's steps, made again from its level's spec and id.
    const maths = await start(token, 3, 'maths');
    await submit(token, { year: 3, subject: 'maths', responses: [] });
    const mathsReview = await ok<Review>('get_assessment_review_details', { attempt_id: maths.attempt_id }, token);
    for (const q of mathsReview.questions) {
      const id = parseQuestionId(q.item_id);
      const [level] = await app.database.db.select().from(mathsLevels).where(eq(mathsLevels.levelKey, id?.levelKey ?? ''));
      if (!id || !level) throw new Error(`no level for ${q.item_id}`);
      const item = generatedItem(level.levelKey, level.generator, id.index);
      expect(q).toMatchObject({ answer: item.answer, given: null, correct: false, steps: item.steps });
      expect(q.steps.length).toBeGreaterThan(0);
    }

    const other = await newSubscriber(app);
    const refused = await app.call('get_assessment_review_details', { attempt_id: paper.attempt_id }, other.token);
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused)).toMatchObject({ code: 'NOT_FOUND', field: 'attempt_id' });
    expect(refused.body).not.toContain(q1.prompt);
  });

  it('lists the caller’s results newest first, filtered by year and subject, paged, with the total', async () => {
    const { token } = await newSubscriber(app);
    const done: number[] = [];
    for (const subject of ['maths', 'english', 'english'] as const) {
      const paper = await start(token, 3, subject);
      app.advance(30_000);
      await submit(token, { year: 3, subject, responses: [] });
      done.push(paper.attempt_id);
    }
    // An open attempt is not a result; one past its deadline and allowance is, before its job runs.
    const open = await start(token, 3, 'maths');
    const all = await ok<{ total: number; data: AssessmentResult[] }>('get_user_assessment_results', {}, token);
    expect(all.total).toBe(3);
    expect(all.data.map((r) => r.attempt_id)).toEqual([...done].reverse());
    const english = await ok<{ total: number; data: AssessmentResult[] }>('get_user_assessment_results', { subject: 'english', year: 3 }, token);
    expect(english.total).toBe(2);
    expect(english.data.every((r) => r.subject === 'english')).toBe(true);
    const page = await ok<{ total: number; data: AssessmentResult[] }>('get_user_assessment_results', { offset: 1, limit: 1 }, token);
    expect(page).toMatchObject({ total: 3, data: [{ attempt_id: done[1] }] });
    expect(await ok('get_user_assessment_results', { year: 4 }, token)).toEqual({ total: 0, data: [] });
    app.advance(open.time_limit_seconds * 1000 + ASSESSMENT_LATE_ALLOWANCE_MS);
    const later = await ok<{ total: number; data: AssessmentResult[] }>('get_user_assessment_results', {}, token);
    expect(later.total).toBe(4);
    expect(later.data[0]).toMatchObject({ attempt_id: open.attempt_id, score: 0, submitted_at: open.deadline_at });
    // Another student's history is their own.
    const other = await newSubscriber(app);
    expect(await ok('get_user_assessment_results', {}, other.token)).toEqual({ total: 0, data: [] });
  });

  it('refuses what is not the caller’s paper, naming the field', async () => {
    const { token } = await newSubscriber(app);
    const expectRefused = async (action: string, body: Record<string, unknown>, who: string, status: number, code: string, field: string) => {
      const res = await app.call(action, body, who);
      expect(res.statusCode, res.body).toBe(status);
      expect(envelope(res)).toMatchObject({ error: true, code, field });
    };
    await expectRefused('get_assessment_questions_by_year_subject', { year: 7, subject: 'maths' }, token, 400, 'VALIDATION', 'year');
    await expectRefused('get_assessment_questions_by_year_subject', { year: 3, subject: 'science' }, token, 400, 'VALIDATION', 'subject');
    await expectRefused('submit_assessment_results', { year: 3, subject: 'maths', responses: [], time_taken: 0 }, token, 404, 'NOT_FOUND', 'attempt_id');
    const paper = await start(token, 3, 'english');
    const q = paper.questions[0];
    if (!q) throw new Error('empty paper');
    await expectRefused('submit_assessment_results', { year: 3, subject: 'english', responses: [{ item_id: 'fixture-verbs:99', answer: '1' }], time_taken: 0 }, token, 400, 'VALIDATION', 'responses');
    await expectRefused('submit_assessment_results', { year: 3, subject: 'english', responses: [q, q].map((x) => ({ item_id: x.item_id, answer: '1' })), time_taken: 0 }, token, 400, 'VALIDATION', 'responses');
    await expectRefused('submit_assessment_results', { year: 3, subject: 'maths', attempt_id: paper.attempt_id, responses: [], time_taken: 0 }, token, 404, 'NOT_FOUND', 'attempt_id');
    await expectRefused('submit_assessment_results', { year: 3, subject: 'english', responses: [], time_taken: -1 }, token, 400, 'VALIDATION', 'time_taken');
    const other = await newSubscriber(app);
    await expectRefused('submit_assessment_results', { year: 3, subject: 'english', attempt_id: paper.attempt_id, responses: [], time_taken: 0 }, other.token, 404, 'NOT_FOUND', 'attempt_id');
    // Nothing of the refused requests was saved, and the paper is still open.
    expect((await start(token, 3, 'english')).responses).toEqual([]);
    expect((await attemptRow(paper.attempt_id))?.state).toBe('open');

    const free = await newVerifiedUser(app);
    const unsubscribed = await app.call('get_assessment_questions_by_year_subject', { year: 3, subject: 'maths' }, free.token);
    expect(unsubscribed.statusCode).toBe(403);
    expect(envelope(unsubscribed)).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    expect((await app.call('get_assessment_questions_by_year_subject', { year: 3, subject: 'maths' })).statusCode).toBe(401);
  });

});

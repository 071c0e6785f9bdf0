/**
 * The exam module through the real server on both lanes (issue 15): a wrong key reveals nothing and
 * is limited per player and exam; no answer or key reaches a player before the end; one attempt
 * per player (two starts at once make one); the deadline, answers and marks are the server's; the
 * deadline and hidden jobs close an attempt, and coming back in time cancels the hidden one; the
 * review opens at the end; the admin's edits keep what players started fixed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_HIDDEN_LIMIT_MS, EXAM_KEY_LOCK_MS, EXAM_KEY_MAX_FAILURES, type ExamModule, type ExamQuestion, type ExamResult } from '../../contract/api/exams';
import { examAttempts } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, type TestApp } from '../fixtures/test-app';

const KEY = 'Exam-Key-7391';

/** Marks 1, 2, 2 and 1; the right options are 0, 2, 1 and 3. */
const QUESTIONS = [
  { question: 'What is 2 + 2?', options: ['4', '3', '5', '22'], answer: 0, marks: 1 },
  { question: 'Which planet is the largest?', options: ['Mars', 'Venus', 'Jupiter', 'Mercury'], answer: 2, marks: 2 },
  { question: 'What is the chemical symbol of sodium?', options: ['S', 'Na', 'So', 'N'], answer: 1, marks: 2 },
  { question: 'How many sides has a hexagon?', options: ['4', '5', '8', '6'], answer: 3, marks: 1 },
];

type Questions = { attempt: { deadline_at: string; remaining_seconds: number; state: string; started_at: string }; questions: ExamQuestion[]; answers: { question_id: number; choice: number }[]; started: boolean };
type AdminResults = { total: number; data: { user_id: number; state: string; obtained_marks: number | null; rules_violated: boolean; violated_at: string | null; client_obtained_marks: number | null }[] };

describe.each(lanes)('exams (%s)', (lane) => {
  let app: TestApp;
  let admin: string;
  /** Every player response of the file, scanned at the end for keys and answers. */
  const seen: { action: string; body: string }[] = [];

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
  });
  afterAll(() => app.close());

  const at = (msFromNow: number) => new Date(app.ctx.now().getTime() + msFromNow).toISOString();

  async function createExam(overrides: Record<string, unknown> = {}): Promise<number> {
    const res = await app.call(
      'set_admin_exam',
      { language_id: 1, title: 'Science check', instructions: 'No notes.', exam_key: KEY, starts_at: at(-3_600_000), ends_at: at(2 * 3_600_000), duration: 10, questions: QUESTIONS, ...overrides },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ id: number }>(res).data.id;
  }

  /** A player action; its response is kept for the scan. */
  async function play(action: string, body: Record<string, unknown>, token: string) {
    const res = await app.call(action, body, token);
    seen.push({ action, body: res.body });
    return res;
  }
  async function playOk<T>(action: string, body: Record<string, unknown>, token: string): Promise<T> {
    const res = await play(action, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<T>(res).data;
  }
  const start = (token: string, exam: number, key: string | undefined = KEY) => play('get_exam_module_questions', { exam_module_id: exam, exam_key: key, rules_agreed: true }, token);
  const started = (token: string, exam: number, key: string | undefined = KEY) => playOk<Questions>('get_exam_module_questions', { exam_module_id: exam, exam_key: key, rules_agreed: true }, token);
  const answer = (token: string, exam: number, question: number, choice: number | null) => play('set_exam_module_answer', { exam_module_id: exam, question_id: question, choice }, token);
  const submit = (token: string, exam: number, extra: Record<string, unknown> = {}) => playOk<ExamResult>('set_exam_module_result', { exam_module_id: exam, ...extra }, token);
  const results = async (exam: number, violationsOnly = false) =>
    envelope<AdminResults>(await app.call('get_admin_exam_results', { exam_module_id: exam, violations_only: violationsOnly }, admin)).data;
  const attemptRow = async (exam: number) => (await app.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, exam)))[0];

  it('answers a wrong key and a key for an exam that does not exist alike, with nothing of the exam', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const wrong = await start(token, exam, 'NOT-THE-KEY');
    const unknown = await start(token, 987_654, KEY);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(403);
      expect(envelope(res)).toEqual({ error: true, code: 'EXAM_KEY_INVALID', message: 'Invalid exam key', field: 'exam_key' });
      expect(res.body).not.toContain(QUESTIONS[0]?.question);
      expect(res.body.toUpperCase()).not.toContain(KEY.toUpperCase());
    }
    expect(await attemptRow(exam)).toBeUndefined();
  });

  it('asks for the key, then the rules, and refuses an exam outside its window, in that order', async () => {
    const { token } = await newSubscriber(app);
    const upcoming = await createExam({ starts_at: at(3_600_000), ends_at: at(7_200_000) });
    expect(envelope(await play('get_exam_module_questions', { exam_module_id: upcoming, rules_agreed: true }, token))).toMatchObject({ code: 'EXAM_KEY_REQUIRED', message: 'Please enter the Exam Key' });
    expect(envelope(await play('get_exam_module_questions', { exam_module_id: upcoming, exam_key: '   ', rules_agreed: true }, token))).toMatchObject({ code: 'EXAM_KEY_REQUIRED' });
    expect(envelope(await play('get_exam_module_questions', { exam_module_id: upcoming, exam_key: KEY }, token))).toMatchObject({ code: 'EXAM_RULES_NOT_AGREED', message: 'Please agree to the exam rules' });
    expect(envelope(await start(token, upcoming))).toMatchObject({ code: 'EXAM_NOT_OPEN' });
    const ended = await createExam({ starts_at: at(-7_200_000), ends_at: at(-3_600_000) });
    expect(envelope(await start(token, ended))).toMatchObject({ code: 'EXAM_NOT_OPEN' });
  });

  it('locks key entry for the player and exam after too many wrong keys, even for the right key, until the lock ends', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < EXAM_KEY_MAX_FAILURES; i++) codes.push(envelope(await start(token, exam, `WRONG-${i}`)).code);
    expect(codes).toEqual([...Array<string>(EXAM_KEY_MAX_FAILURES - 1).fill('EXAM_KEY_INVALID'), 'EXAM_KEY_LOCKED']);
    const locked = await start(token, exam, KEY.toLowerCase());
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked)).toMatchObject({ code: 'EXAM_KEY_LOCKED' });
    expect(locked.body).not.toContain(QUESTIONS[0]?.question);
    // Another player is not locked out by this one's guesses.
    const other = await newSubscriber(app);
    expect((await started(other.token, exam)).started).toBe(true);

    app.advance(EXAM_KEY_LOCK_MS + 1_000);
    const later = await started(token, exam, ` ${KEY.toLowerCase()} `);
    expect(later.started).toBe(true);
  });

  it('starts one attempt with the server deadline, saves answers and resumes the same attempt without the key', async () => {
    const exam = await createExam({ duration: 10 });
    const { token } = await newSubscriber(app);
    const first = await started(token, exam);
    expect(first.started).toBe(true);
    expect(first.attempt.state).toBe('in_progress');
    expect(new Date(first.attempt.deadline_at).getTime() - new Date(first.attempt.started_at).getTime()).toBe(10 * 60_000);
    expect(first.attempt.remaining_seconds).toBe(600);
    expect(first.questions.map((q) => q.question)).toEqual(QUESTIONS.map((q) => q.question));
    expect(first.questions.map((q) => q.marks)).toEqual([1, 2, 2, 1]);
    const [q1, q2] = first.questions;
    if (!q1 || !q2) throw new Error('no questions');
    expect(await playOk('set_exam_module_answer', { exam_module_id: exam, question_id: q1.id, choice: 0 }, token)).toMatchObject({ answered: 1 });
    expect(await playOk('set_exam_module_answer', { exam_module_id: exam, question_id: q2.id, choice: 1 }, token)).toMatchObject({ answered: 2 });
    // Changed, then cleared.
    await playOk('set_exam_module_answer', { exam_module_id: exam, question_id: q2.id, choice: 3 }, token);
    expect(await playOk('set_exam_module_answer', { exam_module_id: exam, question_id: q2.id, choice: null }, token)).toMatchObject({ answered: 1 });
    expect(envelope(await answer(token, exam, 999_999, 0))).toMatchObject({ code: 'NOT_FOUND', field: 'question_id' });

    app.advance(90_000);
    const resumed = await playOk<Questions>('get_exam_module_questions', { exam_module_id: exam }, token);
    expect(resumed.started).toBe(false);
    expect(resumed.attempt.deadline_at).toBe(first.attempt.deadline_at);
    // 600 s less the 90 s that passed (and the moments the requests took).
    expect(resumed.attempt.remaining_seconds).toBeGreaterThanOrEqual(508);
    expect(resumed.attempt.remaining_seconds).toBeLessThanOrEqual(510);
    expect(resumed.questions).toEqual(first.questions);
    expect(resumed.answers).toEqual([{ question_id: q1.id, choice: 0 }]);

    const list = await playOk<{ data: ExamModule[] }>('get_exam_module', { type: 1 }, token);
    expect(list.data.find((e) => e.id === exam)).toMatchObject({ status: 'open', total_marks: 6, no_of_questions: 4, attempt: { state: 'in_progress', obtained_marks: null }, review_available: false });
  });

  it('makes one attempt of two starts at once', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const both = await Promise.all([start(token, exam), start(token, exam)]);
    for (const res of both) expect(res.statusCode, res.body).toBe(200);
    const data = both.map((res) => envelope<Questions>(res).data);
    expect(data.map((d) => d.started).sort()).toEqual([false, true]);
    expect(data[0]?.attempt.deadline_at).toBe(data[1]?.attempt.deadline_at);
    expect(await app.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, exam))).toHaveLength(1);
  });

  it('scores from the saved answers, ignores the marks the device claims and keeps them for the examiner', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const { questions } = await started(token, exam);
    const [q1, q2, q3] = questions;
    if (!q1 || !q2 || !q3) throw new Error('no questions');
    await answer(token, exam, q1.id, 0); // right, 1 mark
    await answer(token, exam, q2.id, 2); // right, 2 marks
    await answer(token, exam, q3.id, 0); // wrong
    app.advance(65_000);
    const result = await submit(token, exam, { obtained_marks: 999, total_duration: 3, statistics: '[{"mark":1,"correct_answer":9}]', captured_question_ids: `${q1.id},${q2.id}` });
    expect(result).toMatchObject({
      state: 'completed',
      obtained_marks: 3,
      total_marks: 6,
      total_questions: 4,
      correct_answers: 2,
      incorrect_answers: 1,
      unanswered: 1,
      time_taken_seconds: 65,
      rules_violated: false,
      violated_at: null,
      review_available: false,
      statistics: [
        { mark: 1, correct_answer: 1, incorrect: 0 },
        { mark: 2, correct_answer: 1, incorrect: 1 },
      ],
    });
    const row = await results(exam);
    expect(row.data).toEqual([expect.objectContaining({ state: 'completed', obtained_marks: 3, client_obtained_marks: 999, rules_violated: false })]);
    expect((await attemptRow(exam))?.clientTotalDuration).toBe(3);

    // Once over: a second attempt is refused, answers are refused, and sending it again changes nothing.
    expect(envelope(await start(token, exam))).toMatchObject({ code: 'ALREADY_PLAYED', message: 'You have Already Played' });
    expect(envelope(await answer(token, exam, q3.id, 1))).toMatchObject({ code: 'EXAM_ATTEMPT_CLOSED' });
    expect(await submit(token, exam, { obtained_marks: 6 })).toEqual(result);
  });

  it('scores concurrent submissions of one attempt once', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const { questions } = await started(token, exam);
    for (const q of questions) await answer(token, exam, q.id, 0);
    const all = await Promise.all([1, 2, 3].map((n) => submit(token, exam, { obtained_marks: n })));
    expect(all[1]).toEqual(all[0]);
    expect(all[2]).toEqual(all[0]);
    expect(all[0]).toMatchObject({ obtained_marks: 1, correct_answers: 1, incorrect_answers: 3 });
    expect((await results(exam)).data).toHaveLength(1);
  });

  it('refuses an answer after the deadline and the deadline job closes the attempt with what was saved', async () => {
    const exam = await createExam({ duration: 1 });
    const { token } = await newSubscriber(app);
    const { questions } = await started(token, exam);
    const [q1, q2] = questions;
    if (!q1 || !q2) throw new Error('no questions');
    await answer(token, exam, q1.id, 0);
    app.advance(61_000);
    expect(await app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const row = await attemptRow(exam);
    expect(row).toMatchObject({ state: 'expired', obtainedMarks: 1, correctAnswers: 1 });
    expect(row?.finishedAt?.toISOString()).toBe(row?.deadlineAt.toISOString());
    const late = await answer(token, exam, q2.id, 2);
    expect(late.statusCode).toBe(409);
    expect(envelope(late)).toMatchObject({ code: 'EXAM_ATTEMPT_CLOSED' });
    expect(envelope(await play('get_exam_module_questions', { exam_module_id: exam }, token))).toMatchObject({ code: 'EXAM_KEY_REQUIRED' });
    expect(envelope(await start(token, exam))).toMatchObject({ code: 'ALREADY_PLAYED' });
  });

  it('refuses a late answer by the server clock even before the job runs', async () => {
    const exam = await createExam({ duration: 1 });
    const { token } = await newSubscriber(app);
    const { questions } = await started(token, exam);
    app.advance(60_500);
    expect(envelope(await answer(token, exam, questions[0]?.id ?? 0, 0))).toMatchObject({ code: 'EXAM_ATTEMPT_CLOSED' });
    expect((await attemptRow(exam))?.state).toBe('expired');
  });

  it('ends an attempt hidden past the limit as a violation the examiner sees, with when', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const { questions } = await started(token, exam);
    await answer(token, exam, questions[0]?.id ?? 0, 0);
    expect(await playOk('set_exam_module_visibility', { exam_module_id: exam, hidden: true }, token)).toMatchObject({ state: 'in_progress' });
    const hiddenAt = app.ctx.now().getTime();
    app.advance(EXAM_HIDDEN_LIMIT_MS + 1_000);
    await app.jobs.runDue();
    const row = await attemptRow(exam);
    expect(row).toMatchObject({ state: 'violated', rulesViolated: true, obtainedMarks: 1 });
    expect(Math.abs((row?.violatedAt?.getTime() ?? 0) - (hiddenAt + EXAM_HIDDEN_LIMIT_MS))).toBeLessThan(1_000);
    const violations = await results(exam, true);
    expect(violations.data).toEqual([expect.objectContaining({ state: 'violated', rules_violated: true, violated_at: row?.violatedAt?.toISOString() })]);
    const result = await submit(token, exam);
    expect(result).toMatchObject({ state: 'violated', rules_violated: true, obtained_marks: 1 });
  });

  it('keeps the attempt going when the app comes back in time', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const { questions } = await started(token, exam);
    await playOk('set_exam_module_visibility', { exam_module_id: exam, hidden: '1' }, token);
    app.advance(2_000);
    await playOk('set_exam_module_visibility', { exam_module_id: exam, hidden: false }, token);
    app.advance(EXAM_HIDDEN_LIMIT_MS + 1_000);
    await app.jobs.runDue();
    expect((await attemptRow(exam))?.state).toBe('in_progress');
    expect(await playOk('set_exam_module_answer', { exam_module_id: exam, question_id: questions[0]?.id, choice: 0 }, token)).toMatchObject({ answered: 1 });
    // Hidden a second time, and too long: the job scheduled again ends it.
    await playOk('set_exam_module_visibility', { exam_module_id: exam, hidden: true }, token);
    app.advance(EXAM_HIDDEN_LIMIT_MS + 1_000);
    await app.jobs.runDue();
    expect((await attemptRow(exam))?.state).toBe('violated');
  });

  it('keeps an attempt going when a reload resumes it in time (the old page reported it hidden as it unloaded)', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const { questions } = await started(token, exam);
    await playOk('set_exam_module_visibility', { exam_module_id: exam, hidden: true }, token);
    app.advance(1_000);
    const resumed = await playOk<Questions>('get_exam_module_questions', { exam_module_id: exam }, token);
    expect(resumed).toMatchObject({ started: false, attempt: { state: 'in_progress' } });
    expect((await attemptRow(exam))?.hiddenAt).toBeNull();
    app.advance(EXAM_HIDDEN_LIMIT_MS + 1_000);
    await app.jobs.runDue();
    expect((await attemptRow(exam))?.state).toBe('in_progress');
    await answer(token, exam, questions[0]?.id ?? 0, 0);
    expect(await submit(token, exam)).toMatchObject({ state: 'completed', rules_violated: false, obtained_marks: 1 });
  });

  it('ends an attempt whose page comes back too late, even through a resume', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    await started(token, exam);
    await playOk('set_exam_module_visibility', { exam_module_id: exam, hidden: true }, token);
    app.advance(EXAM_HIDDEN_LIMIT_MS + 1_000);
    const late = await play('get_exam_module_questions', { exam_module_id: exam }, token);
    expect(late.body).not.toContain(QUESTIONS[0]?.question);
    expect((await attemptRow(exam))?.state).toBe('violated');
  });

  it('records a violation the device reports', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    await started(token, exam);
    const result = await submit(token, exam, { rules_violated: 1 });
    expect(result).toMatchObject({ state: 'violated', rules_violated: true });
    expect(result.violated_at).toBe(result.finished_at);
  });

  it('opens the review for everyone at the exam end, not before', async () => {
    const exam = await createExam({ ends_at: at(20 * 60_000), duration: 5 });
    const { token } = await newSubscriber(app);
    const { questions } = await started(token, exam);
    await answer(token, exam, questions[1]?.id ?? 0, 2);
    await submit(token, exam);
    const before = await playOk<{ result: ExamResult; review: unknown }>('get_exam_module_result', { exam_module_id: exam }, token);
    expect(before.review).toBeNull();
    expect(before.result.review_available).toBe(false);
    app.advance(21 * 60_000);
    const after = await playOk<{ result: ExamResult; review: { id: number; answer: number; choice: number | null; correct: boolean }[] }>('get_exam_module_result', { exam_module_id: exam }, token);
    expect(after.result.review_available).toBe(true);
    expect(after.review?.map((r) => [r.answer, r.choice, r.correct])).toEqual([
      [0, null, false],
      [2, 2, true],
      [1, null, false],
      [3, null, false],
    ]);
    const past = await playOk<{ data: ExamModule[] }>('get_exam_module', { type: 'past' }, token);
    expect(past.data.find((e) => e.id === exam)).toMatchObject({ status: 'ended', review_available: true, attempt: { state: 'completed', obtained_marks: 2 } });
    // A player who never started it has no result.
    const other = await newSubscriber(app);
    expect(envelope(await play('get_exam_module_result', { exam_module_id: exam }, other.token))).toMatchObject({ code: 'EXAM_NOT_STARTED' });
  });

  it('keeps questions, marks and key fixed once a player started, and lets dates and title change', async () => {
    const exam = await createExam();
    const { token } = await newSubscriber(app);
    const base = { id: exam, language_id: 1, title: 'Science check', exam_key: KEY, starts_at: at(-3_600_000), ends_at: at(2 * 3_600_000), duration: 10, questions: QUESTIONS };
    // Before any attempt, everything may change.
    expect((await app.call('set_admin_exam', { ...base, questions: [...QUESTIONS].reverse() }, admin)).statusCode).toBe(200);
    expect((await app.call('set_admin_exam', base, admin)).statusCode).toBe(200);
    await started(token, exam);
    const changedMarks = await app.call('set_admin_exam', { ...base, questions: QUESTIONS.map((q) => ({ ...q, marks: 5 })) }, admin);
    expect(changedMarks.statusCode).toBe(409);
    expect(envelope(changedMarks)).toMatchObject({ code: 'EXAM_IN_USE', field: 'questions' });
    expect(envelope(await app.call('set_admin_exam', { ...base, exam_key: 'OTHER-KEY' }, admin))).toMatchObject({ code: 'EXAM_IN_USE', field: 'exam_key' });
    const retitled = await app.call('set_admin_exam', { ...base, title: 'Science check (spring)', ends_at: at(60_000) }, admin);
    expect(retitled.statusCode, retitled.body).toBe(200);
    // The earlier end pulled in the attempt's deadline.
    expect((await attemptRow(exam))?.deadlineAt.getTime()).toBeLessThanOrEqual(app.ctx.now().getTime() + 60_000);
    const detail = envelope<{ exam: { title: string; exam_key: string; attempts: number }; questions: { answer: number }[] }>(await app.call('get_admin_exam', { id: exam }, admin)).data;
    expect(detail.exam).toMatchObject({ title: 'Science check (spring)', exam_key: KEY, attempts: 1 });
    expect(detail.questions.map((q) => q.answer)).toEqual([0, 2, 1, 3]);
    // Players cannot read the admin's actions.
    expect((await app.call('get_admin_exam', { id: exam }, token)).statusCode).toBe(403);
  });

  it('names the field of a bad exam', async () => {
    const bad = async (overrides: Record<string, unknown>) =>
      envelope(
        await app.call(
          'set_admin_exam',
          { language_id: 1, title: 'x', exam_key: KEY, starts_at: at(0), ends_at: at(60_000), duration: 10, questions: QUESTIONS, ...overrides },
          admin,
        ),
      );
    expect(await bad({ ends_at: at(-60_000) })).toMatchObject({ code: 'VALIDATION', field: 'ends_at' });
    expect(await bad({ questions: [{ question: 'Two options', options: ['a', 'b'], answer: 3, marks: 1 }] })).toMatchObject({ code: 'VALIDATION', field: 'questions.0.answer' });
    expect(await bad({ questions: [{ question: 'A picture', options: ['a', 'b'], answer: 0, marks: 1, image_url: 'https://evil.example/x.png' }] })).toMatchObject({
      code: 'VALIDATION',
      field: 'questions.0.image_url',
    });
    expect(await bad({ exam_key: 'no spaces allowed' })).toMatchObject({ code: 'VALIDATION', field: 'exam_key' });
    expect(await bad({ language_id: 9_999 })).toMatchObject({ code: 'VALIDATION', field: 'language_id' });
    expect(await bad({ questions: [] })).toMatchObject({ code: 'VALIDATION', field: 'questions' });
  });

  it('never sent a player a key or an answer before the end', () => {
    expect(seen.length).toBeGreaterThan(40);
    const reviews = new Set(['get_exam_module_result']);
    for (const { action, body } of seen) {
      expect(body.toUpperCase(), action).not.toContain(KEY.toUpperCase());
      expect(body, action).not.toMatch(/"exam_key"\s*:/);
      // Only the review (after the end) carries "answer" fields; it is checked on its own above.
      if (!reviews.has(action) || !body.includes('"review":[')) expect(body, action).not.toMatch(/"answer"\s*:/);
    }
  });
});

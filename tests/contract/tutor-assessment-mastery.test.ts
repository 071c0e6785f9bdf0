/**
 * A closed assessment as mastery evidence, through the real server on both lanes (issue 17,
 * docs/TUTOR.md "Mastery"): each answered question is one 'assessment' attempt of its unit's skill,
 * stored by the close that scored it, so the skills' level and review date move (a Proficient skill
 * answered right on a mixed paper is Mastered); an unanswered question is no evidence; a second
 * submit, the deadline job after a submit, or a submit racing the job never count a paper twice; an
 * expired paper counts what was saved, once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentPaper, AssessmentResult, SkillMastery, TutorTurn } from '../../contract/api/tutor';
import { assessmentAttempts, tutorAttempts } from '../../server/db/schema';
import { ASSESSMENT_LATE_ALLOWANCE_MS } from '../../server/features/tutor/assessment-config';
import { findItem } from '../../server/features/tutor/items';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { addTutorFixture, type TutorFixture } from '../fixtures/tutor-content';

type Question = AssessmentPaper['questions'][number];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let ids = 0;
const uid = (prefix: string) => `${prefix}-${String((ids += 1)).padStart(8, '0')}`;

describe.each(lanes)('tutor assessments as mastery evidence (%s)', (lane) => {
  let app: TestApp;
  let fx: TutorFixture;

  beforeAll(async () => {
    app = await createTestApp(lane);
    fx = await addTutorFixture(app.database.db);
  });
  afterAll(() => app.close());

  async function ok<T>(action: string, body: Record<string, unknown>, token: string): Promise<T> {
    const res = await app.call(action, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<T>(res).data;
  }
  const start = (token: string) => ok<AssessmentPaper>('get_assessment_questions_by_year_subject', { year: 3, subject: 'english' }, token);
  const submit = (token: string, body: Record<string, unknown>) => ok<AssessmentResult | null>('submit_assessment_results', { year: 3, subject: 'english', time_taken: 0, ...body }, token);
  const skillsOf = async (token: string) => (await ok<{ skills: SkillMastery[] }>('get_tutor_mastery', {}, token)).skills;
  const skill = (skills: readonly SkillMastery[], id: number) => skills.find((s) => s.curriculum_id === id);

  async function answerOf(q: Question, right: boolean): Promise<string> {
    const item = await findItem(app.database.db, q.curriculum_id, q.item_id);
    if (!item) throw new Error(`no item ${q.item_id}`);
    return right ? item.answer : String((Number(item.answer) + 1) % (item.options?.length ?? 4));
  }
  const userIdOf = async (token: string) => envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  const assessmentRows = async (userId: number) =>
    (
      await app.database.db
        .select()
        .from(tutorAttempts)
        .where(and(eq(tutorAttempts.userId, userId), eq(tutorAttempts.source, 'assessment')))
    ).sort((x, y) => x.sourceId.localeCompare(y.sourceId));

  /** Five right noun answers in independent practice, an hour ago: the nouns skill is Proficient. */
  async function practiseNouns(token: string): Promise<void> {
    const when = app.ctx.now().getTime() - HOUR;
    const nouns = fx.englishItems.filter((x) => x.unitId === fx.nounsUnitId).slice(0, 5);
    const turns: TutorTurn[] = nouns.map((item, i) => ({
      turn_id: uid('turn'),
      role: 'student',
      stage: 'independent_practice',
      text: 'my answer',
      item_id: item.itemId,
      answer: item.answer,
      at: new Date(when + i * 1000).toISOString(),
    }));
    await ok('update_tutor_session_progress', { curriculum_id: fx.nounsUnitId, current_stage: 'check', conversation_history: turns }, token);
  }

  it('counts each answered question once as an assessment attempt of its skill: a right answer on a mixed paper takes Proficient to Mastered, a miss moves a skill', async () => {
    const { token } = await newSubscriber(app);
    const userId = await userIdOf(token);
    await practiseNouns(token);
    const before = await skillsOf(token);
    expect(skill(before, fx.nounsUnitId)).toMatchObject({ level: 'proficient', recent: 5, recent_correct: 5, attempts: 5 });
    const nounsDueBefore = skill(before, fx.nounsUnitId)?.review_due_at;

    // The next day: the paper is a new sitting of every skill on it.
    app.advance(DAY);
    const paper = await start(token);
    const units = new Set(paper.questions.map((q) => q.curriculum_id));
    expect(units.has(fx.nounsUnitId)).toBe(true);
    expect(units.size).toBeGreaterThanOrEqual(2);
    // Nouns all right; every other unit wrong, except its first question left unanswered.
    const skipped = paper.questions.find((q) => q.curriculum_id !== fx.nounsUnitId);
    if (!skipped) throw new Error('a paper of nouns only');
    const responses = [];
    for (const q of paper.questions) {
      if (q === skipped) continue;
      responses.push({ item_id: q.item_id, answer: await answerOf(q, q.curriculum_id === fx.nounsUnitId) });
    }
    app.advance(60_000);
    const result = await submit(token, { attempt_id: paper.attempt_id, responses });
    expect(result?.total).toBe(paper.questions.length);
    const [closed] = await app.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, paper.attempt_id));
    const closedAt = closed?.closedAt?.toISOString();
    expect(closed?.state).toBe('submitted');

    // One attempt per answered question, by '<attempt>:<position>', made when the paper was handed in.
    const rows = await assessmentRows(userId);
    expect(rows).toHaveLength(paper.questions.length - 1);
    for (const row of rows) {
      const position = Number(row.sourceId.split(':')[1]);
      const q = paper.questions[position];
      expect(row.sourceId).toBe(`${paper.attempt_id}:${String(position).padStart(4, '0')}`);
      expect(row).toMatchObject({ curriculumId: q?.curriculum_id, itemId: q?.item_id, mode: 'assessment', correct: q?.curriculum_id === fx.nounsUnitId });
      expect(row.at.toISOString()).toBe(closedAt);
    }
    expect(rows.some((row) => row.itemId === skipped.item_id)).toBe(false);

    const after = await skillsOf(token);
    const nounsOnPaper = paper.questions.filter((q) => q.curriculum_id === fx.nounsUnitId).length;
    // Mixed evidence: the practice window is unchanged, the level moves, the review date is the new sitting's.
    const nouns = skill(after, fx.nounsUnitId);
    expect(nouns).toMatchObject({ level: 'mastered', recent: 5, recent_correct: 5, attempts: 5 + nounsOnPaper });
    expect(nouns?.review_due_at).not.toBe(nounsDueBefore);
    expect(Date.parse(nouns?.review_due_at ?? '')).toBeGreaterThan(Date.parse(closedAt ?? ''));
    for (const id of units) {
      if (id === fx.nounsUnitId) continue;
      const answered = paper.questions.filter((q) => q.curriculum_id === id && q !== skipped).length;
      const s = skill(after, id);
      if (answered === 0) {
        // Its only question was the unanswered one: no evidence, still not started.
        expect(s).toBeUndefined();
        continue;
      }
      // Wrong answers on a skill never practised: Attempted, with no practice window, review due.
      expect(s).toMatchObject({ level: 'attempted', recent: 0, recent_correct: 0, attempts: answered });
      expect(s?.review_due_at).not.toBeNull();
    }
    // A session's mastery says the same as get_tutor_mastery.
    const session = await ok<{ mastery: SkillMastery }>('get_tutor_session_progress', { curriculum_id: fx.nounsUnitId }, token);
    expect(session.mastery).toEqual(nouns);
  });

  it('never counts a paper twice: a second submit, a racing submit, and the deadline job after the submit', async () => {
    const { token } = await newSubscriber(app);
    const userId = await userIdOf(token);
    const paper = await start(token);
    const responses = await Promise.all(paper.questions.map(async (q, i) => ({ item_id: q.item_id, answer: await answerOf(q, i % 2 === 0) })));
    const everyRight = await Promise.all(paper.questions.map(async (q) => ({ item_id: q.item_id, answer: await answerOf(q, true) })));
    app.advance(30_000);
    // Two devices hand the paper in at once, with different answers: one close, one count.
    const [a, b] = await Promise.all([submit(token, { attempt_id: paper.attempt_id, responses }), submit(token, { attempt_id: paper.attempt_id, responses: everyRight })]);
    expect(a).toEqual(b);
    const rows = await assessmentRows(userId);
    expect(rows).toHaveLength(paper.questions.length);
    expect(rows.filter((row) => row.correct)).toHaveLength(a?.score ?? -1);
    const skills = await skillsOf(token);

    expect(await submit(token, { attempt_id: paper.attempt_id, responses: everyRight })).toEqual(a);
    expect(await submit(token, { responses: [] })).toEqual(a);
    app.advance(paper.time_limit_seconds * 1000 + ASSESSMENT_LATE_ALLOWANCE_MS + 1_000);
    await app.jobs.runDue();
    expect(await assessmentRows(userId)).toEqual(rows);
    expect(await skillsOf(token)).toEqual(skills);
  });

  it('counts the saved answers of an expired paper once, at its deadline, whoever closes it', async () => {
    const { token } = await newSubscriber(app);
    const userId = await userIdOf(token);
    const paper = await start(token);
    const [q1, q2, q3] = paper.questions;
    if (!q1 || !q2 || !q3) throw new Error('short paper');
    await submit(token, { responses: [{ item_id: q1.item_id, answer: await answerOf(q1, true) }, { item_id: q2.item_id, answer: await answerOf(q2, false) }], save_only: true });
    app.advance(paper.time_limit_seconds * 1000 + ASSESSMENT_LATE_ALLOWANCE_MS + 1_000);
    // The job and a late submit (whose answers no longer count) race to close it.
    const late = [{ item_id: q3.item_id, answer: await answerOf(q3, true) }];
    const [result] = await Promise.all([submit(token, { attempt_id: paper.attempt_id, responses: late }), app.jobs.runDue()]);
    expect(result).toMatchObject({ score: 1, submitted_at: paper.deadline_at });
    const [attempt] = await app.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, paper.attempt_id));
    expect(attempt?.state).toBe('expired');

    const rows = await assessmentRows(userId);
    expect(rows.map((row) => ({ item: row.itemId, correct: row.correct, at: row.at.toISOString() })).sort((x, y) => x.item.localeCompare(y.item))).toEqual(
      [
        { item: q1.item_id, correct: true, at: paper.deadline_at },
        { item: q2.item_id, correct: false, at: paper.deadline_at },
      ].sort((x, y) => x.item.localeCompare(y.item)),
    );
    const skills = await skillsOf(token);
    for (const q of [q1, q2]) expect(skill(skills, q.curriculum_id)?.attempts).toBe(q1.curriculum_id === q2.curriculum_id ? 2 : 1);

    // Read again and closed again: nothing more.
    await ok('get_user_assessment_results', {}, token);
    await ok('get_assessment_review_details', { attempt_id: paper.attempt_id }, token);
    expect(await submit(token, { attempt_id: paper.attempt_id, responses: late })).toEqual(result);
    await app.jobs.runDue();
    expect(await assessmentRows(userId)).toEqual(rows);
  });
});

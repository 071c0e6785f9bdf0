/**
 * Guided tutor sessions, mixed reviews and mastery (docs/TUTOR.md): every answer is checked by the
 * server (a client's `correct` and proficiency_level are ignored), stored once, and a session played
 * offline and synced out of order and twice ends in the state of the same session played online.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillMastery, TutorSession, TutorTurn } from '../../contract/api/tutor';
import { generateQuestion } from '../../contract/maths/generate';
import type { TutorStage } from '../../contract/tutor/mastery-rules';
import { createTestApp, envelope, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { op, seededMaths } from '../fixtures/maths';
import { syncOps } from '../fixtures/sync';
import { addTutorFixture, type TutorFixture } from '../fixtures/tutor-content';

type ReviewResult = { checked: { answer_id: string; correct: boolean }[]; mastery: SkillMastery[] };
const DAY = 86_400_000;
let ids = 0;
const uid = (prefix: string) => `${prefix}-${String((ids += 1)).padStart(8, '0')}`;

describe.each(lanes)('tutor sessions (%s)', (lane) => {
  let app: TestApp;
  let fx: TutorFixture;
  let levelKey: string;
  let generator: Parameters<typeof generateQuestion>[0];

  beforeAll(async () => {
    app = await createTestApp(lane);
    fx = await addTutorFixture(app.database.db);
    const level = (await seededMaths(app)).unit.levels[0];
    if (!level) throw new Error('no seeded maths level');
    levelKey = level.level_key;
    generator = level.generator;
  });
  afterAll(() => app.close());

  const noun = (i: number) => {
    const item = fx.englishItems.filter((x) => x.unitId === fx.nounsUnitId)[i];
    if (!item) throw new Error(`no noun item ${i}`);
    return item;
  };
  const verb = (i: number) => {
    const item = fx.englishItems.filter((x) => x.unitId === fx.verbsUnitId)[i];
    if (!item) throw new Error(`no verb item ${i}`);
    return item;
  };
  const wrongOf = (answer: string) => String((Number(answer) + 1) % 4);
  const at = (ms: number) => new Date(ms).toISOString();

  const tutorTurn = (stage: TutorStage, text: string, when: number): TutorTurn => ({ turn_id: uid('turn'), role: 'tutor', stage, text, at: at(when) });
  /** A student's answer to a noun item: right or wrong, with a client's verdict that says the opposite. */
  const nounAnswer = (stage: TutorStage, i: number, right: boolean, when: number): TutorTurn => ({
    turn_id: uid('turn'),
    role: 'student',
    stage,
    text: 'my answer',
    item_id: noun(i).itemId,
    answer: right ? noun(i).answer : wrongOf(noun(i).answer),
    correct: !right,
    at: at(when),
  });

  async function call<T>(action: string, body: unknown, token: string): Promise<T> {
    const res = await app.call(action, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<T>(res).data;
  }
  const progress = (token: string, curriculumId: number) => call<TutorSession | null>('get_tutor_session_progress', { curriculum_id: curriculumId }, token);
  const comparable = (s: TutorSession | null) => {
    if (!s) return null;
    const { user_id: _u, updated_at: _t, ...rest } = s;
    return rest;
  };

  it('stores a session with the server’s verdicts and level, whatever the client says', async () => {
    const { token } = await newSubscriber(app);
    const me = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data;
    const t0 = Date.UTC(2026, 10, 1, 9);
    const turns = [tutorTurn('explain', 'A noun names a thing.', t0), nounAnswer('guided_practice', 0, true, t0 + 1000), nounAnswer('guided_practice', 1, false, t0 + 2000)];
    const session = await call<TutorSession>(
      'update_tutor_session_progress',
      { user_id: me.id, curriculum_id: fx.nounsUnitId, current_stage: 'guided_practice', proficiency_level: 'mastered', conversation_history: turns },
      token,
    );
    expect(session).toMatchObject({ user_id: me.id, curriculum_id: fx.nounsUnitId, current_stage: 'guided_practice', proficiency_level: 'attempted' });
    expect(session.conversation_history.map((t) => [t.turn_id, t.correct])).toEqual([
      [turns[0]?.turn_id, undefined],
      [turns[1]?.turn_id, true],
      [turns[2]?.turn_id, false],
    ]);
    expect(session.mastery).toMatchObject({ curriculum_id: fx.nounsUnitId, level: 'attempted', recent: 2, recent_correct: 1, attempts: 2 });
    expect(session.mastery.review_due_at).not.toBeNull();
    expect(comparable(await progress(token, fx.nounsUnitId))).toEqual(comparable(session));
    expect(await progress(token, fx.verbsUnitId)).toBeNull();

    // Resending the same turns stores nothing twice; a maths answer is checked against its generated question.
    const q = generateQuestion(generator, `${levelKey}:2`);
    const again = await call<TutorSession>(
      'update_tutor_session_progress',
      { curriculum_id: fx.nounsUnitId, current_stage: 'independent_practice', conversation_history: [...turns, nounAnswer('independent_practice', 2, true, t0 + 3000)] },
      token,
    );
    expect(again.conversation_history).toHaveLength(4);
    expect(again.mastery).toMatchObject({ attempts: 3, recent: 3, recent_correct: 2, level: 'attempted' });
    const mathsTurn: TutorTurn = { turn_id: uid('turn'), role: 'student', stage: 'check', text: q.answer, item_id: q.id, answer: ` ${q.answer} `, at: at(t0) };
    const maths = await call<TutorSession>('update_tutor_session_progress', { curriculum_id: fx.additionUnitId, current_stage: 'check', conversation_history: [mathsTurn] }, token);
    expect(maths.conversation_history[0]?.correct).toBe(true);
    expect(maths.proficiency_level).toBe('familiar');
  });

  it('ends a session played offline, synced out of order and twice, as the same session played online', async () => {
    const t0 = Date.UTC(2026, 10, 2, 9);
    const writes: { stage: TutorStage; turns: TutorTurn[] }[] = [
      { stage: 'explain', turns: [tutorTurn('explain', 'A noun names a person, place or thing.', t0)] },
      { stage: 'worked_example', turns: [tutorTurn('worked_example', '"table" is a thing: a noun.', t0 + 1000)] },
      { stage: 'guided_practice', turns: [nounAnswer('guided_practice', 0, false, t0 + 2000), tutorTurn('guided_practice', 'Which word names a thing?', t0 + 3000), nounAnswer('guided_practice', 0, true, t0 + 4000)] },
      { stage: 'independent_practice', turns: [nounAnswer('independent_practice', 1, true, t0 + 5000), nounAnswer('independent_practice', 2, true, t0 + 6000)] },
      { stage: 'check', turns: [nounAnswer('check', 3, true, t0 + 7000), nounAnswer('check', 4, true, t0 + 8000)] },
    ];
    const device = 'tablet-0042';
    const body = (w: (typeof writes)[number]) => ({ curriculum_id: fx.nounsUnitId, current_stage: w.stage, conversation_history: w.turns });

    const online = await newSubscriber(app);
    for (const [i, w] of writes.entries()) await call('update_tutor_session_progress', { ...body(w), device_id: device, seq: i + 1 }, online.token);

    const offline = await newSubscriber(app);
    const ops = writes.map((w, i) => op('tutor_session', body(w), i + 1, device));
    const [o1, o2, o3, o4, o5] = ops;
    if (!o1 || !o2 || !o3 || !o4 || !o5) throw new Error('ops missing');
    const first = await syncOps<TutorSession>(app, offline.token, [o4, o2, o4, o5]);
    expect(first.map((r) => r.status)).toEqual(['applied', 'applied', 'duplicate', 'applied']);
    const second = await syncOps<TutorSession>(app, offline.token, [o3, o1, o2, o5]);
    expect(second.map((r) => r.status)).toEqual(['applied', 'applied', 'duplicate', 'duplicate']);

    const a = await progress(online.token, fx.nounsUnitId);
    const b = await progress(offline.token, fx.nounsUnitId);
    expect(comparable(b)).toEqual(comparable(a));
    expect(a).toMatchObject({ current_stage: 'check', last_seq: 5, last_device_id: device, proficiency_level: 'proficient' });
    expect(a?.conversation_history.map((t) => t.turn_id)).toEqual(writes.flatMap((w) => w.turns.map((t) => t.turn_id)));
    expect(a?.mastery).toMatchObject({ attempts: 6, recent: 5, recent_correct: 5 });

    // A late, older write changes neither the stage nor the order of the turns.
    const late = await syncOps<TutorSession>(app, offline.token, [op('tutor_session', { ...body(writes[0] as (typeof writes)[number]), current_stage: 'explain' }, 1, 'phone-00001')]);
    expect(late[0]?.status).toBe('applied');
    expect(comparable(await progress(offline.token, fx.nounsUnitId))).toEqual(comparable(b));
  });

  it('moves a proficient skill to mastered by a correct mixed review, and one level down by a miss', async () => {
    const { token } = await newSubscriber(app);
    // Practised 200 days before the server's now: every skill is due by the end.
    const t0 = app.ctx.now().getTime() - 200 * DAY;
    const five = [0, 1, 2, 3, 4].map((i) => nounAnswer('independent_practice', i, true, t0 + i * 1000));
    const practised = await call<TutorSession>('update_tutor_session_progress', { curriculum_id: fx.nounsUnitId, current_stage: 'check', conversation_history: five }, token);
    expect(practised.proficiency_level).toBe('proficient');

    const answer = (unit: 'noun' | 'verb', i: number, right: boolean, when: number) => {
      const item = unit === 'noun' ? noun(i) : verb(i);
      return { answer_id: uid('answer'), curriculum_id: item.unitId, item_id: item.itemId, answer: right ? item.answer : wrongOf(item.answer), mode: 'review' as const, at: at(when) };
    };
    // A review of one skill is practice of it: no mastery from it.
    const single = await call<ReviewResult>('set_tutor_review_answers', { answers: [answer('noun', 5, true, t0 + DAY)] }, token);
    expect(single.mastery).toEqual([expect.objectContaining({ curriculum_id: fx.nounsUnitId, level: 'proficient' })]);

    const mixed = [answer('noun', 0, true, t0 + 2 * DAY), answer('verb', 0, false, t0 + 2 * DAY + 1000)];
    const reviewed = await call<ReviewResult>('set_tutor_review_answers', { answers: mixed }, token);
    expect(reviewed.checked).toEqual([
      { answer_id: mixed[0]?.answer_id, correct: true },
      { answer_id: mixed[1]?.answer_id, correct: false },
    ]);
    const nouns = () => call<{ skills: SkillMastery[]; due: number[] }>('get_tutor_mastery', { category: fx.englishSubjectId }, token);
    expect((await nouns()).skills.map((s) => [s.curriculum_id, s.level])).toEqual([
      [fx.nounsUnitId, 'mastered'],
      [fx.verbsUnitId, 'attempted'],
    ]);
    expect((await progress(token, fx.nounsUnitId))?.proficiency_level).toBe('mastered');

    // The same answers again (a retry) count once; a miss through the outbox moves Mastered down one level.
    await call<ReviewResult>('set_tutor_review_answers', { answers: mixed }, token);
    const miss = [answer('noun', 1, false, t0 + 3 * DAY), answer('verb', 1, true, t0 + 3 * DAY + 1000)];
    const [applied] = await syncOps<ReviewResult>(app, token, [op('tutor_review', { answers: miss }, 1, 'tablet-0007')]);
    expect(applied).toMatchObject({ status: 'applied', result: { checked: [{ correct: false }, { correct: true }] } });
    const after = await nouns();
    expect(after.skills.find((s) => s.curriculum_id === fx.nounsUnitId)).toMatchObject({ level: 'proficient', attempts: 8 });
    // Both skills are due now, the one due earliest first.
    const later = await nouns();
    expect([...later.due].sort((x, y) => x - y)).toEqual([fx.nounsUnitId, fx.verbsUnitId].sort((x, y) => x - y));
    const dueAt = (id: number) => Date.parse(later.skills.find((s) => s.curriculum_id === id)?.review_due_at ?? '');
    expect(dueAt(later.due[0] as number)).toBeLessThanOrEqual(dueAt(later.due[1] as number));
    const everything = await call<{ skills: SkillMastery[] }>('get_tutor_mastery', {}, token);
    expect(everything.skills.map((s) => s.curriculum_id)).toEqual([fx.nounsUnitId, fx.verbsUnitId].sort((x, y) => x - y));
  });

  it('reads several sessions with curriculum_ids as a JSON list or a list', async () => {
    const { token } = await newSubscriber(app);
    for (const unit of [fx.nounsUnitId, fx.verbsUnitId]) {
      await call('update_tutor_session_progress', { curriculum_id: unit, current_stage: 'worked_example', conversation_history: [tutorTurn('explain', 'Hello.', Date.UTC(2026, 10, 4))] }, token);
    }
    const asJson = await call<TutorSession[]>('get_bulk_tutor_session_progress', { curriculum_ids: JSON.stringify([fx.verbsUnitId, fx.nounsUnitId, fx.additionUnitId]) }, token);
    expect(asJson.map((s) => s.curriculum_id)).toEqual([fx.nounsUnitId, fx.verbsUnitId].sort((x, y) => x - y));
    const asList = await call<TutorSession[]>('get_bulk_tutor_session_progress', { curriculum_ids: [fx.nounsUnitId] }, token);
    expect(asList.map((s) => s.curriculum_id)).toEqual([fx.nounsUnitId]);
    const bad = await app.call('get_bulk_tutor_session_progress', { curriculum_ids: 'not a list' }, token);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).field).toBe('curriculum_ids');
  });

  it('refuses guests, players without a subscription, another user’s user_id, unknown units and items', async () => {
    const turn = nounAnswer('guided_practice', 0, true, Date.UTC(2026, 10, 5));
    const update = { curriculum_id: fx.nounsUnitId, current_stage: 'guided_practice', conversation_history: [turn] };
    expect((await app.call('update_tutor_session_progress', update)).statusCode).toBe(401);
    expect((await app.call('get_tutor_mastery', {})).statusCode).toBe(401);

    const free = await newVerifiedUser(app);
    const refused = await app.call('update_tutor_session_progress', update, free.token);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe('SUBSCRIPTION_REQUIRED');
    const [op1] = await syncOps(app, free.token, [op('tutor_session', update, 1)]);
    expect(op1).toMatchObject({ status: 'rejected', error: { code: 'SUBSCRIPTION_REQUIRED' } });

    const { token } = await newSubscriber(app);
    const other = envelope<{ id: number }>(await app.call('get_user_by_id', {}, free.token)).data;
    const foreign = await app.call('update_tutor_session_progress', { ...update, user_id: other.id }, token);
    expect(foreign.statusCode).toBe(403);
    expect(envelope(foreign).field).toBe('user_id');

    const unknownUnit = await app.call('update_tutor_session_progress', { ...update, curriculum_id: 987654 }, token);
    expect(unknownUnit.statusCode).toBe(404);
    expect(envelope(unknownUnit).field).toBe('curriculum_id');
    expect(envelope(await app.call('get_tutor_session_progress', { curriculum_id: 987654 }, token)).field).toBe('curriculum_id');

    // An item of another unit is unknown here; nothing of the refused write is stored.
    const stray = { ...turn, turn_id: uid('turn'), item_id: verb(0).itemId };
    const unknownItem = await app.call('update_tutor_session_progress', { ...update, conversation_history: [turn, stray] }, token);
    expect(unknownItem.statusCode).toBe(404);
    expect(envelope(unknownItem).field).toBe('conversation_history.1.item_id');
    expect(await progress(token, fx.nounsUnitId)).toBeNull();
    const [op2] = await syncOps(app, token, [op('tutor_session', { ...update, conversation_history: [stray] }, 1)]);
    expect(op2).toMatchObject({ status: 'rejected', error: { code: 'NOT_FOUND', field: 'payload.conversation_history.0.item_id' } });

    const badAt = await app.call('update_tutor_session_progress', { ...update, conversation_history: [{ ...turn, at: 'yesterday' }] }, token);
    expect(envelope(badAt).field).toBe('conversation_history.0.at');
    const review = { answer_id: uid('answer'), curriculum_id: fx.verbsUnitId, item_id: noun(0).itemId, answer: '1', mode: 'review', at: at(Date.UTC(2026, 10, 5)) };
    const badReview = await app.call('set_tutor_review_answers', { answers: [review] }, token);
    expect(badReview.statusCode).toBe(404);
    expect(envelope(badReview).field).toBe('answers.0.item_id');
    expect(envelope(await app.call('set_tutor_review_answers', { answers: [{ ...review, curriculum_id: 987654 }] }, token)).field).toBe('answers.0.curriculum_id');
    expect(envelope(await app.call('get_tutor_mastery', { category: 987654 }, token)).field).toBe('category');
  });
});

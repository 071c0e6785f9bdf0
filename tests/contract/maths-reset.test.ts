/**
 * Resetting a curriculum's maths progress (spec section 3, "can be reset entirely") through the
 * outbox: the reset is stamped like an answer, every answer at or below the stamp is forgotten,
 * wherever and whenever it arrives, and devices learn the stamps from get_maths_sync_state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum, MathsProgressRow, SetMathsProgressResult } from '../../contract/api/maths';
import { createTestApp, envelope, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { syncOps } from '../fixtures/sync';
import { answer, answerPayload, op, seededMaths, syncState, unitLevels, type UnitWithLevels } from '../fixtures/maths';

describe.each(lanes)('maths progress reset (%s)', (lane) => {
  let app: TestApp;
  let year3: Curriculum;
  let nvr: Curriculum;
  let unit: UnitWithLevels;
  let pattern: UnitWithLevels;

  beforeAll(async () => {
    app = await createTestApp(lane);
    ({ year3, nvr, unit, pattern } = await seededMaths(app));
  });
  afterAll(() => app.close());

  const payload = (n: number, right: boolean, from: UnitWithLevels = unit, curriculumId = year3.id) => answerPayload(from, curriculumId, n, right);
  const questionId = (n: number) => payload(n, true).question_id;

  const sync = (token: string, ops: unknown[]) => syncOps(app, token, ops);

  async function rows(token: string) {
    return envelope<MathsProgressRow[]>(await app.call('get_maths_progress', { curriculum_id: year3.id }, token)).data;
  }

  const reset = (seq: number, device = 'tablet-0001', curriculumId = year3.id) => op('maths_reset', { curriculum_id: curriculumId }, seq, device);

  it('forgets the answers at or below its stamp from every device, and keeps the newer ones', async () => {
    const { token } = await newSubscriber(app);
    await sync(token, [
      op('maths_answer', payload(1, true), 1, 'tablet-0001'),
      op('maths_answer', payload(2, true), 4, 'phone-00001'),
      op('maths_answer', payload(3, false), 5, 'phone-00001'),
      op('maths_answer', payload(4, true), 9, 'phone-00001'),
    ]);
    // Stamp (5, 'tablet-0001') is above (5, 'phone-00001'): the tie goes to the device id.
    const [result] = await sync(token, [reset(5)]);
    expect(result).toEqual({ op_id: expect.any(String), status: 'applied', result: { curriculum_id: year3.id, seq: 5, device_id: 'tablet-0001' } });
    expect((await rows(token)).map((r) => [r.question_id, r.last_seq])).toEqual([[questionId(4), 9]]);
    const level = (await unitLevels(app, token, year3.id)).units[0]?.levels[0];
    expect(level?.progress).toEqual({ attempted: 1, correct: 1, total: 30, status: 'in_progress' });
  });

  it('ignores an answer stamped below the reset that arrives after it, and stores a later one', async () => {
    const { token } = await newSubscriber(app);
    await sync(token, [reset(6, 'tablet-0001')]);
    const [late, fresh] = await sync(token, [op('maths_answer', payload(1, true), 3, 'phone-00001'), op('maths_answer', payload(2, false), 7, 'phone-00001')]);
    // The op is answered with the server's verdict, but the record shows nothing was kept.
    expect(late?.result).toMatchObject({ is_correct: true, progress: { question_id: questionId(1), is_attempted: false, last_seq: 0 }, level: { attempted: 0, correct: 0 } });
    expect(fresh?.result).toMatchObject({ is_correct: false, progress: { is_attempted: true, last_seq: 7 } });
    expect((await rows(token)).map((r) => r.question_id)).toEqual([questionId(2)]);
  });

  it('keeps the greatest reset: an older one arriving late changes nothing, a repeat is a duplicate', async () => {
    const { token } = await newSubscriber(app);
    const newer = reset(8, 'phone-00001');
    await sync(token, [newer, op('maths_answer', payload(1, true), 9, 'phone-00001')]);
    const [older] = await sync(token, [reset(3, 'tablet-0001')]);
    expect(older?.result).toEqual({ curriculum_id: year3.id, seq: 8, device_id: 'phone-00001' });
    const [again] = await sync(token, [newer]);
    expect(again).toMatchObject({ status: 'duplicate', result: { seq: 8, device_id: 'phone-00001' } });
    expect((await syncState(app, token, year3.id)).resets).toEqual([{ curriculum_id: year3.id, seq: 8, device_id: 'phone-00001' }]);
    expect((await rows(token)).map((r) => r.question_id)).toEqual([questionId(1)]);
  });

  it('locks the levels again: progress after a reset starts from nothing', async () => {
    const { token } = await newSubscriber(app);
    const level1 = unit.levels[0];
    if (!level1) throw new Error('no level');
    const answers = Array.from({ length: 24 }, (_, i) => op('maths_answer', payload(i + 1, true), i + 1));
    await sync(token, answers);
    const level2 = { type: 'unit', type_id: unit.id, level: 2, curriculum_id: year3.id };
    expect((await app.call('get_maths_questions', level2, token)).statusCode).toBe(200);
    await sync(token, [reset(25)]);
    const locked = await app.call('get_maths_questions', level2, token);
    expect(envelope(locked)).toMatchObject({ code: 'LEVEL_LOCKED', field: 'level' });
    const levels = (await unitLevels(app, token, year3.id)).units[0]?.levels ?? [];
    expect(levels.map((l) => [l.progress.status, l.unlocked])).toEqual([
      ['not_started', true],
      ['not_started', false],
      ['not_started', false],
      ['not_started', false],
      ['not_started', false],
    ]);
  });

  it('stamps an online answer past the reset, so it counts whatever the stored seqs', async () => {
    const { token } = await newSubscriber(app);
    await sync(token, [reset(40, 'tablet-0001')]);
    const online = await answer(app, token, payload(1, true));
    expect(online.progress).toMatchObject({ is_attempted: true, is_correct: true, last_seq: 41, last_device_id: 'server' });
    const stamped: SetMathsProgressResult = await answer(app, token, { ...payload(2, true), device_id: 'tablet-0001', seq: 12 });
    expect(stamped.progress).toMatchObject({ is_attempted: false, last_seq: 0 });
    expect((await rows(token)).map((r) => r.question_id)).toEqual([questionId(1)]);
  });

  it('resets one curriculum only, non-verbal reasoning through the same op', async () => {
    const { token } = await newSubscriber(app);
    await sync(token, [op('maths_answer', payload(1, true), 1), op('nvr_answer', payload(1, true, pattern, nvr.id), 2)]);
    await sync(token, [reset(3, 'tablet-0001', nvr.id)]);
    expect((await rows(token)).map((r) => r.question_id)).toEqual([questionId(1)]);
    const reasoning = envelope<MathsProgressRow[]>(await app.call('get_non_verbal_reasoning_progress', { curriculum_id: nvr.id }, token)).data;
    expect(reasoning).toEqual([]);
  });

  it('tells a device the reset stamps and the live records, of one curriculum or of all', async () => {
    const { token } = await newSubscriber(app);
    await sync(token, [
      op('maths_answer', payload(1, true), 1),
      reset(2, 'tablet-0001', nvr.id),
      op('nvr_answer', payload(2, false, pattern, nvr.id), 3),
      op('maths_answer', payload(5, false), 4),
    ]);
    const all = await syncState(app, token);
    expect(all.resets).toEqual([{ curriculum_id: nvr.id, seq: 2, device_id: 'tablet-0001' }]);
    expect(all.progress.map((r) => [r.curriculum_id, r.question_id, r.is_correct, r.last_seq, r.question_count])).toEqual(
      expect.arrayContaining([
        [year3.id, questionId(1), true, 1, 30],
        [year3.id, questionId(5), false, 4, 30],
        [nvr.id, payload(2, true, pattern, nvr.id).question_id, false, 3, pattern.levels[0]?.question_count],
      ]),
    );
    expect(all.progress).toHaveLength(3);
    const one = await syncState(app, token, year3.id);
    expect(one).toEqual({ resets: [], progress: all.progress.filter((r) => r.curriculum_id === year3.id) });
    expect(one.progress[0]).toMatchObject({ unit_id: unit.id, level_id: unit.levels[0]?.id, level: 1, level_key: unit.levels[0]?.level_key });
    const missing = await app.call('get_maths_sync_state', { curriculum_id: 999_999 }, token);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toMatchObject({ code: 'NOT_FOUND', field: 'curriculum_id' });
    const other = await newSubscriber(app);
    expect(await syncState(app, other.token)).toEqual({ resets: [], progress: [] });
  });

  it('holds a reset to the subscription gate and names a curriculum that does not exist', async () => {
    const plain = await newVerifiedUser(app);
    const [gated] = await sync(plain.token, [reset(1)]);
    expect(gated).toMatchObject({ status: 'rejected', error: { code: 'SUBSCRIPTION_REQUIRED' } });
    expect((await app.call('get_maths_sync_state', {}, plain.token)).statusCode).toBe(403);
    const { token } = await newSubscriber(app);
    const [unknown, malformed] = await sync(token, [reset(1, 'tablet-0001', 999_999), op('maths_reset', { curriculum_id: 'all' }, 2)]);
    expect(unknown).toMatchObject({ status: 'rejected', error: { code: 'NOT_FOUND', field: 'payload.curriculum_id', message_code: 'CURRICULUM_NOT_FOUND' } });
    expect(malformed).toMatchObject({ status: 'rejected', error: { code: 'VALIDATION', field: 'payload.curriculum_id' } });
  });
});

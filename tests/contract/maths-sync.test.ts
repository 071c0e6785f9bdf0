/**
 * Maths answers through the outbox (sync_ops): exactly once, merged by (seq, device_id) so two
 * devices agree whatever order their answers arrive in, and one bad op never stops the rest.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum, MathsProgressRow } from '../../contract/api/maths';
import { mathsProgress } from '../../server/db/schema';
import { createTestApp, envelope, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { syncOps } from '../fixtures/sync';
import { answerPayload, op, seededMaths, type UnitWithLevels } from '../fixtures/maths';

type AnswerResult = { is_correct: boolean; progress: MathsProgressRow; level: { attempted: number; correct: number } };
describe.each(lanes)('maths ops through sync_ops (%s)', (lane) => {
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

  const sync = (token: string, ops: unknown[]) => syncOps<AnswerResult>(app, token, ops);

  async function rows(token: string) {
    const res = await app.call('get_maths_progress', { curriculum_id: year3.id }, token);
    return envelope<MathsProgressRow[]>(res).data;
  }

  it('applies answers and replies with the server\'s verdict; a duplicate is applied once', async () => {
    const { token } = await newSubscriber(app);
    const batch = [op('maths_answer', payload(1, true), 1), op('maths_answer', { ...payload(2, false), is_correct: true }, 2)];
    const first = await sync(token, batch);
    expect(first.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(first.map((r) => r.result?.is_correct)).toEqual([true, false]);
    expect(first[1]?.result?.level).toMatchObject({ attempted: 2, correct: 1 });
    const before = await rows(token);
    const again = await sync(token, batch);
    expect(again.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(again.map((r) => r.result)).toEqual(first.map((r) => r.result));
    expect(await rows(token)).toEqual(before);
  });

  it('ends with the answer of the greatest (seq, device_id) whichever device arrives first', async () => {
    const tabletWrong = op('maths_answer', payload(3, false), 7, 'tablet-0001');
    const phoneRight = op('maths_answer', payload(3, true), 5, 'phone-00001');
    // Same seq on two devices: 'tablet-0002' > 'tablet-0001', so its answer wins the tie.
    const tieLow = op('maths_answer', payload(4, true), 2, 'tablet-0001');
    const tieHigh = op('maths_answer', payload(4, false), 2, 'tablet-0002');
    const finals = [];
    for (const order of [[tabletWrong, phoneRight, tieLow, tieHigh], [phoneRight, tabletWrong, tieHigh, tieLow]]) {
      const { token } = await newSubscriber(app);
      for (const one of order) await sync(token, [one]);
      finals.push((await rows(token)).map((r) => ({ question_id: r.question_id, is_correct: r.is_correct, last_seq: r.last_seq, last_device_id: r.last_device_id })));
    }
    expect(finals[0]).toEqual(finals[1]);
    expect(finals[0]).toEqual([
      { question_id: payload(3, true).question_id, is_correct: false, last_seq: 7, last_device_id: 'tablet-0001' },
      { question_id: payload(4, true).question_id, is_correct: false, last_seq: 2, last_device_id: 'tablet-0002' },
    ]);
  });

  it('never forgets an attempt: an older answer arriving late changes nothing', async () => {
    const { token } = await newSubscriber(app);
    await sync(token, [op('maths_answer', payload(5, true), 10, 'tablet-0001')]);
    const late = await sync(token, [op('maths_answer', payload(5, false), 3, 'phone-00001')]);
    expect(late[0]).toMatchObject({ status: 'applied', result: { is_correct: false, progress: { is_attempted: true, is_correct: true, last_seq: 10 } } });
    const [row] = await rows(token);
    expect(row).toMatchObject({ is_attempted: true, is_correct: true, last_seq: 10, last_device_id: 'tablet-0001' });
    const { id } = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data;
    expect(await app.ctx.db.select().from(mathsProgress).where(eq(mathsProgress.userId, id))).toHaveLength(1);
  });

  it('lands the good ops of a batch beside bad ones, and names what is wrong with each bad one', async () => {
    const { token } = await newSubscriber(app);
    const { answer: _dropped, ...noAnswer } = payload(6, true);
    const results = await sync(token, [
      op('maths_answer', payload(6, true), 1),
      op('maths_answer', noAnswer, 2),
      op('maths_answer', { ...payload(7, true), question_id: `${unit.levels[0]?.level_key}:99` }, 3),
      op('nvr_answer', payload(8, true), 4),
      op('nvr_answer', payload(1, true, pattern, nvr.id), 5),
      op('maths_answer', payload(9, false), 6),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected', 'rejected', 'applied', 'applied']);
    expect(results[1]?.error).toMatchObject({ code: 'VALIDATION', field: 'payload.answer' });
    expect(results[2]?.error).toMatchObject({ code: 'NOT_FOUND', field: 'payload.question_id' });
    expect(results[3]?.error).toMatchObject({ code: 'NOT_FOUND', field: 'payload.curriculum_id' });
    expect((await rows(token)).map((r) => r.question_id)).toEqual([payload(6, true).question_id, payload(9, true).question_id]);
    const reasoning = envelope<MathsProgressRow[]>(await app.call('get_non_verbal_reasoning_progress', { curriculum_id: nvr.id }, token)).data;
    expect(reasoning).toHaveLength(1);
  });

  it('holds an op to the same gate as the action: no subscription, no maths op', async () => {
    const { token } = await newVerifiedUser(app);
    const [result] = await sync(token, [op('maths_answer', payload(1, true), 1)]);
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'SUBSCRIPTION_REQUIRED' } });
  });
});

/** get_dev_applied_ops: what a tester (and the end-to-end tests) read to see each op landed once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestion } from '../../contract/maths/generate';
import { createTestApp, createVariant, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { curricula, op, unitLevels } from '../fixtures/maths';

interface AppliedOp {
  op_id: string;
  kind: string;
  device_id: string;
  seq: number;
}

describe.each(lanes)('get_dev_applied_ops (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  async function answerOps(token: string, count: number) {
    const [year3] = await curricula(app, token, 'maths');
    if (!year3) throw new Error('no curriculum');
    const level = (await unitLevels(app, token, year3.id)).units[0]?.levels[0];
    if (!level) throw new Error('no level');
    return Array.from({ length: count }, (_, i) => {
      const q = generateQuestion(level.generator, `${level.level_key}:${i + 1}`);
      return op('maths_answer', { curriculum_id: year3.id, level_key: level.level_key, question_id: q.id, answer: q.answer }, i + 1);
    });
  }

  it("lists the caller's applied ops once each, however often they were delivered, and nobody else's", async () => {
    const alice = await newSubscriber(app);
    const bob = await newSubscriber(app);
    const ops = await answerOps(alice.token, 3);
    for (let delivery = 0; delivery < 2; delivery++) expect((await app.call('sync_ops', { ops }, alice.token)).statusCode).toBe(200);
    await app.call('sync_ops', { ops: await answerOps(bob.token, 1) }, bob.token);

    const listed = envelope<AppliedOp[]>(await app.call('get_dev_applied_ops', {}, alice.token)).data;
    expect(listed.map((o) => o.op_id).sort()).toEqual(ops.map((o) => o.op_id).sort());
    expect(listed.every((o) => o.kind === 'maths_answer' && o.device_id === 'tablet-0001')).toBe(true);
  });

  it('needs a session and is not served in production', async () => {
    expect((await app.call('get_dev_applied_ops', {})).statusCode).toBe(401);
    const production = await createVariant(app, { NODE_ENV: 'production', PUBLIC_URL: 'https://quizhive.example' });
    try {
      const { token } = await newSubscriber(app);
      const res = await production.call('get_dev_applied_ops', {}, token);
      expect(res.statusCode).toBe(404);
      expect(envelope(res).code).toBe('UNKNOWN_ACTION');
    } finally {
      await production.close();
    }
  });
});

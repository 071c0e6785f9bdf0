/** get_dev_applied_ops: what a tester (and the end-to-end tests) read to see each op landed once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestion } from '../../contract/maths/generate';
import { createTestApp, createVariant, demo, envelope, lanes, login, newSubscriber, type TestApp } from '../fixtures/test-app';
import { curricula, op, unitLevels } from '../fixtures/maths';

interface AppliedOp {
  op_id: string;
  kind: string;
  device_id: string;
  seq: number;
}

describe.each(lanes)('get_dev_applied_ops (%s)', (lane) => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
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

  it("lists a named user's applied ops once each, however often they were delivered, and nobody else's", async () => {
    const alice = await newSubscriber(app);
    const bob = await newSubscriber(app);
    const ops = await answerOps(alice.token, 3);
    for (let delivery = 0; delivery < 2; delivery++) expect((await app.call('sync_ops', { ops }, alice.token)).statusCode).toBe(200);
    await app.call('sync_ops', { ops: await answerOps(bob.token, 1) }, bob.token);

    const byEmail = envelope<AppliedOp[]>(await app.call('get_dev_applied_ops', { email: alice.email }, admin)).data;
    expect(byEmail.map((o) => o.op_id).sort()).toEqual(ops.map((o) => o.op_id).sort());
    expect(byEmail.every((o) => o.kind === 'maths_answer' && o.device_id === 'tablet-0001')).toBe(true);

    const { id } = envelope<{ id: number }>(await app.call('get_user_by_id', {}, alice.token)).data;
    const byId = envelope<AppliedOp[]>(await app.call('get_dev_applied_ops', { user_id: id }, admin)).data;
    expect(byId.map((o) => o.op_id).sort()).toEqual(byEmail.map((o) => o.op_id).sort());
    // Without a name, the admin's own: none here.
    expect(envelope<AppliedOp[]>(await app.call('get_dev_applied_ops', {}, admin)).data).toEqual([]);
  });

  it('refuses a body that names the user twice', async () => {
    const res = await app.call('get_dev_applied_ops', { user_id: 1, email: demo.player.email }, admin);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION', field: 'email' });
  });

  it('is for admins only and is not served in production', async () => {
    expect((await app.call('get_dev_applied_ops', {})).statusCode).toBe(401);
    const subscriber = await newSubscriber(app);
    expect((await app.call('get_dev_applied_ops', { email: subscriber.email }, subscriber.token)).statusCode).toBe(403);
    const production = await createVariant(app, { NODE_ENV: 'production', PUBLIC_URL: 'https://quizhive.example' });
    try {
      const res = await production.call('get_dev_applied_ops', { email: subscriber.email }, subscriber.token);
      expect(res.statusCode).toBe(404);
      expect(envelope(res).code).toBe('UNKNOWN_ACTION');
    } finally {
      await production.close();
    }
  });
});

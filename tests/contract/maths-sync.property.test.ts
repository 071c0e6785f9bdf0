/**
 * Property: whatever order, duplication and interleaving the network delivers maths answers in,
 * the server ends in the state of one clean delivery, which is also the state the shared merge
 * rule gives when folded over the same answers on a device.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum, MathsProgressRow } from '../../contract/api/maths';
import { generateQuestion } from '../../contract/maths/generate';
import { answerWrite, EMPTY_PROGRESS, mergeProgress, type MathsProgressState } from '../../contract/sync/maths-merge';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { curricula, op, unitLevels, wrong, type UnitWithLevels } from '../fixtures/maths';

interface Answer {
  /** 0-2: maths questions 1-3 of Year 3 addition level 1; 3: question 1 of the first nvr level. */
  readonly question: number;
  readonly right: boolean;
}

const deviceAnswers = fc.array(fc.record({ question: fc.integer({ min: 0, max: 3 }), right: fc.boolean() }), { minLength: 1, maxLength: 5 });

/** Deliveries: some batches of random ops, repeated and shuffled, then the client's final retry. */
const schedule = (count: number) =>
  fc.array(fc.array(fc.integer({ min: 0, max: count - 1 }), { minLength: 1, maxLength: count + 2 }), { minLength: 1, maxLength: 4 });

describe.each(lanes)('maths sync delivery property (%s)', (lane) => {
  let app: TestApp;
  let year3: Curriculum;
  let nvr: Curriculum;
  let units: { maths: UnitWithLevels; nvr: UnitWithLevels };

  beforeAll(async () => {
    app = await createTestApp(lane);
    const { token } = await newSubscriber(app);
    const all = await curricula(app, token);
    year3 = all.find((c) => c.slug === 'year-3-maths') as Curriculum;
    nvr = all.find((c) => c.subject === 'nvr') as Curriculum;
    units = {
      maths: (await unitLevels(app, token, year3.id)).units[0] as UnitWithLevels,
      nvr: (await unitLevels(app, token, nvr.id, 'nvr')).units[0] as UnitWithLevels,
    };
  });
  afterAll(() => app.close());

  function payloadOf({ question, right }: Answer) {
    const isNvr = question === 3;
    const level = (isNvr ? units.nvr : units.maths).levels[0];
    if (!level) throw new Error('no level');
    const q = generateQuestion(level.generator, `${level.level_key}:${isNvr ? 1 : question + 1}`);
    return {
      kind: isNvr ? 'nvr_answer' : 'maths_answer',
      payload: { curriculum_id: isNvr ? nvr.id : year3.id, level_key: level.level_key, question_id: q.id, answer: right ? q.answer : wrong(q.answer) },
    };
  }

  function opsFor(devices: Answer[][]) {
    return devices.flatMap((answers, d) =>
      answers.map((a, i) => {
        const { kind, payload } = payloadOf(a);
        return { ...op(kind, payload, i + 1, `device-000${d}`), answer: a };
      }),
    );
  }

  /** What a device folding the same answers with the shared rule would hold. */
  function modelOf(ops: ReturnType<typeof opsFor>) {
    const byQuestion = new Map<string, MathsProgressState>();
    for (const o of ops) {
      const write = answerWrite(o.answer.right, { seq: o.seq, device_id: o.device_id });
      byQuestion.set(o.payload.question_id, mergeProgress(byQuestion.get(o.payload.question_id) ?? EMPTY_PROGRESS, write));
    }
    return [...byQuestion].map(([question_id, s]) => ({ question_id, ...s })).sort((a, b) => a.question_id.localeCompare(b.question_id));
  }

  async function stateOf(token: string) {
    const read = async (action: string, curriculumId: number) => envelope<MathsProgressRow[]>(await app.call(action, { curriculum_id: curriculumId }, token)).data;
    const all = [...(await read('get_maths_progress', year3.id)), ...(await read('get_non_verbal_reasoning_progress', nvr.id))];
    return all
      .map((r) => ({ question_id: r.question_id, is_attempted: r.is_attempted, is_correct: r.is_correct, last_seq: r.last_seq, last_device_id: r.last_device_id }))
      .sort((a, b) => a.question_id.localeCompare(b.question_id));
  }

  async function deliver(token: string, ops: unknown[]) {
    const res = await app.call('sync_ops', { ops }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ results: { op_id: string; status: string }[] }>(res).data.results;
  }

  it('ends in the clean-delivery state, equal to the shared merge, for any order and duplication', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(deviceAnswers, { minLength: 1, maxLength: 3 }).chain((devices) => {
          const count = devices.reduce((n, d) => n + d.length, 0);
          return fc.tuple(fc.constant(devices), schedule(count));
        }),
        async ([devices, batches]) => {
          const ops = opsFor(devices);
          const wire = ops.map(({ answer: _answer, ...o }) => o);
          const clean = await newSubscriber(app);
          for (const o of wire) await deliver(clean.token, [o]);

          const messy = await newSubscriber(app);
          for (const batch of batches) await deliver(messy.token, batch.map((i) => wire[i]));
          // The client's final retry of everything: an op acknowledged before comes back as a duplicate.
          const results = await deliver(messy.token, wire);
          expect(results.every((r) => r.status !== 'rejected')).toBe(true);

          const state = await stateOf(messy.token);
          expect(state).toEqual(await stateOf(clean.token));
          expect(state).toEqual(modelOf(ops));
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});

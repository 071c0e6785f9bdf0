/**
 * Property: whatever order, duplication and interleaving the network delivers maths answers and
 * resets in, the server ends in the state of one clean delivery, which is also the state the shared
 * merge rule gives when folded over the same writes on a device.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum, MathsProgressRow } from '../../contract/api/maths';
import { generateQuestion } from '../../contract/maths/generate';
import {
  curriculumAnswerWrite,
  EMPTY_CURRICULUM_PROGRESS,
  mergeCurriculumProgress,
  resetWrite,
  type CurriculumProgress,
} from '../../contract/sync/maths-merge';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { curricula, op, syncState, unitLevels, wrong, type UnitWithLevels } from '../fixtures/maths';

/** One write a device makes: an answer, or a reset of one of the two curricula. */
type Write =
  | {
      readonly kind: 'answer';
      /** 0-2: maths questions 1-3 of Year 3 addition level 1; 3: question 1 of the first nvr level. */
      readonly question: number;
      readonly right: boolean;
    }
  | { readonly kind: 'reset'; readonly nvr: boolean };

const write: fc.Arbitrary<Write> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('answer' as const), question: fc.integer({ min: 0, max: 3 }), right: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset' as const), nvr: fc.boolean() }) },
);
const deviceAnswers = fc.array(write, { minLength: 1, maxLength: 6 });

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

  function payloadOf(w: Write) {
    if (w.kind === 'reset') return { kind: 'maths_reset', payload: { curriculum_id: w.nvr ? nvr.id : year3.id } };
    const isNvr = w.question === 3;
    const level = (isNvr ? units.nvr : units.maths).levels[0];
    if (!level) throw new Error('no level');
    const q = generateQuestion(level.generator, `${level.level_key}:${isNvr ? 1 : w.question + 1}`);
    return {
      kind: isNvr ? 'nvr_answer' : 'maths_answer',
      payload: { curriculum_id: isNvr ? nvr.id : year3.id, level_key: level.level_key, question_id: q.id, answer: w.right ? q.answer : wrong(q.answer) },
    };
  }

  function opsFor(devices: Write[][]) {
    return devices.flatMap((writes, d) =>
      writes.map((w, i) => {
        const { kind, payload } = payloadOf(w);
        return { ...op(kind, payload, i + 1, `device-000${d}`), write: w };
      }),
    );
  }

  /** What a device folding the same writes with the shared rule would hold, per curriculum. */
  function modelOf(ops: ReturnType<typeof opsFor>) {
    const byCurriculum = new Map<number, CurriculumProgress>();
    for (const o of ops) {
      const stamp = { seq: o.seq, device_id: o.device_id };
      const w = o.write.kind === 'reset' ? resetWrite(stamp) : curriculumAnswerWrite((o.payload as { question_id: string }).question_id, o.write.right, stamp);
      const id = o.payload.curriculum_id;
      byCurriculum.set(id, mergeCurriculumProgress(byCurriculum.get(id) ?? EMPTY_CURRICULUM_PROGRESS, w));
    }
    const sorted = [...byCurriculum].sort(([a], [b]) => a - b);
    return {
      resets: sorted.flatMap(([id, s]) => (s.reset.seq > 0 ? [{ curriculum_id: id, ...s.reset }] : [])),
      progress: sorted
        .flatMap(([, s]) => Object.entries(s.questions).map(([question_id, r]) => ({ question_id, ...r })))
        .sort((a, b) => a.question_id.localeCompare(b.question_id)),
    };
  }

  async function stateOf(token: string) {
    const read = async (action: string, curriculumId: number) => envelope<MathsProgressRow[]>(await app.call(action, { curriculum_id: curriculumId }, token)).data;
    const all = [...(await read('get_maths_progress', year3.id)), ...(await read('get_non_verbal_reasoning_progress', nvr.id))];
    const progress = all
      .map((r) => ({ question_id: r.question_id, is_attempted: r.is_attempted, is_correct: r.is_correct, last_seq: r.last_seq, last_device_id: r.last_device_id }))
      .sort((a, b) => a.question_id.localeCompare(b.question_id));
    const state = await syncState(app, token);
    // The device's view holds the same live records as the per-subject reads.
    expect(state.progress.map((r) => r.question_id).sort()).toEqual(progress.map((r) => r.question_id));
    return { resets: state.resets, progress };
  }

  async function deliver(token: string, ops: unknown[]) {
    const res = await app.call('sync_ops', { ops }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ results: { op_id: string; status: string }[] }>(res).data.results;
  }

  it('ends in the clean-delivery state, equal to the shared merge, for any order and duplication of answers and resets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(deviceAnswers, { minLength: 1, maxLength: 3 }).chain((devices) => {
          const count = devices.reduce((n, d) => n + d.length, 0);
          return fc.tuple(fc.constant(devices), schedule(count));
        }),
        async ([devices, batches]) => {
          const ops = opsFor(devices);
          const wire = ops.map(({ write: _write, ...o }) => o);
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

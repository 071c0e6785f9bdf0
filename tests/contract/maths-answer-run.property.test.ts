/**
 * Property: a batch of maths and non-verbal reasoning ops applied together (runs of answers merged
 * in memory by applyMany, server/features/maths/maths.answer-run.ts) answers every op exactly as
 * the same ops sent one per request (each through the per-op path, MathsService.answerIn) and ends
 * in the same stored state: records, resets, level counts and locks. Sequences mix devices, stamps
 * older than what is stored, resets in the middle of runs, repeats and level unlocks.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Curriculum, MathsLevel } from '../../contract/api/maths';
import { generateQuestion } from '../../contract/maths/generate';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { op, seededMaths, syncState, unitLevels, wrong, type UnitWithLevels } from '../fixtures/maths';

/** Year 3 level 1 starts one right answer short of opening level 2 (24 of 30), so answers flip it. */
const WARM_UP_RIGHT = 23;
const DEVICES = ['device-0a', 'device-1b', 'device-2c'] as const;

/**
 * One step of a device's replay. Targets 0-2: Year 3 level 1 questions 1-3; 3-4: level 2 questions
 * 1-2; 5: the first non-verbal reasoning question. A repeat sends an earlier op of the sequence again.
 */
type Step =
  | { readonly kind: 'answer'; readonly target: number; readonly right: boolean; readonly device: number; readonly seq: number }
  | { readonly kind: 'reset'; readonly nvr: boolean; readonly device: number; readonly seq: number }
  | { readonly kind: 'repeat'; readonly of: number };

const device = fc.integer({ min: 0, max: DEVICES.length - 1 });
const seq = fc.integer({ min: 1, max: 60 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('answer' as const), target: fc.integer({ min: 0, max: 5 }), right: fc.boolean(), device, seq }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset' as const), nvr: fc.boolean(), device, seq }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), of: fc.nat() }) },
);

type Wire = ReturnType<typeof op>;

/** What a comparison may not see: when a record was written (the two deliveries run at different times). */
function withoutTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k === 'updated_at' ? [] : [[k, withoutTimes(v)]])));
}

/** The server's own order for a batch: a device's ops by seq (a stable sort, as the service's). */
const inDeviceOrder = (ops: readonly Wire[]): Wire[] =>
  [...ops].sort((a, b) => (a.device_id === b.device_id ? a.seq - b.seq : a.device_id < b.device_id ? -1 : 1));

describe.each(lanes)('maths answers applied as a run vs one per request (%s)', (lane) => {
  let app: TestApp;
  let year3: Curriculum;
  let nvr: Curriculum;
  let maths: UnitWithLevels;
  let pattern: UnitWithLevels;

  beforeAll(async () => {
    app = await createTestApp(lane);
    ({ year3, nvr, unit: maths, pattern } = await seededMaths(app));
  });
  afterAll(() => app.close());

  function answerPayload(level: MathsLevel, n: number, right: boolean, curriculumId: number) {
    const q = generateQuestion(level.generator, `${level.level_key}:${n}`);
    return { curriculum_id: curriculumId, level_key: level.level_key, question_id: q.id, answer: right ? q.answer : wrong(q.answer) };
  }

  const levelOf = (unit: UnitWithLevels, i: number): MathsLevel => {
    const level = unit.levels[i];
    if (!level) throw new Error(`no level ${i + 1} in ${unit.slug}`);
    return level;
  };

  function wireOf(steps: readonly Step[]): Wire[] {
    const ops: Wire[] = [];
    const taken = new Set<string>();
    for (const s of steps) {
      if (s.kind === 'repeat') {
        const earlier = ops[s.of % Math.max(ops.length, 1)];
        if (earlier) ops.push(earlier);
        continue;
      }
      const deviceId = DEVICES[s.device] as string;
      // A device never makes two ops with one seq: a taken seq moves to the next free one.
      let n = s.seq;
      while (taken.has(`${deviceId}:${n}`)) n += 1;
      taken.add(`${deviceId}:${n}`);
      if (s.kind === 'reset') {
        ops.push(op('maths_reset', { curriculum_id: s.nvr ? nvr.id : year3.id }, n, deviceId));
      } else if (s.target === 5) {
        ops.push(op('nvr_answer', answerPayload(levelOf(pattern, 0), 1, s.right, nvr.id), n, deviceId));
      } else {
        const [level, question] = s.target < 3 ? [levelOf(maths, 0), s.target + 1] : [levelOf(maths, 1), s.target - 2];
        ops.push(op('maths_answer', answerPayload(level, question, s.right, year3.id), n, deviceId));
      }
    }
    return ops;
  }

  async function deliver(token: string, ops: readonly Wire[]) {
    const res = await app.call('sync_ops', { ops }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ results: { op_id: string; status: string; result?: unknown }[] }>(res).data.results;
  }

  /** A fresh subscriber whose level 1 has WARM_UP_RIGHT right answers (questions 4 onwards). */
  async function warmedUp() {
    const { token } = await newSubscriber(app);
    const level = levelOf(maths, 0);
    const ops = Array.from({ length: WARM_UP_RIGHT }, (_, i) => op('maths_answer', answerPayload(level, i + 4, true, year3.id), i + 1, 'warmup-00'));
    expect((await deliver(token, ops)).every((r) => r.status === 'applied')).toBe(true);
    return token;
  }

  async function storedState(token: string) {
    const levels = async (curriculumId: number, type: 'maths' | 'nvr') =>
      (await unitLevels(app, token, curriculumId, type)).units.flatMap((u) => u.levels.map((l) => ({ id: l.id, progress: l.progress, unlocked: l.unlocked })));
    return withoutTimes({ sync: await syncState(app, token), maths: await levels(year3.id, 'maths'), nvr: await levels(nvr.id, 'nvr') });
  }

  it('answers every op and ends in the same state as one op per request', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 70 }), async (steps) => {
        const ops = wireOf(steps);
        if (ops.length === 0) return;

        const single = await warmedUp();
        const one = new Map<string, unknown>();
        // One request per op, in the order the server applies a batch, so both see the same sequence.
        for (const o of inDeviceOrder(ops)) {
          const [answer] = await deliver(single, [o]);
          if (!one.has(o.op_id)) one.set(o.op_id, answer);
        }

        const batched = await warmedUp();
        const info = vi.spyOn(app.ctx.log, 'info');
        const started = Date.now();
        let together: Awaited<ReturnType<typeof deliver>>;
        try {
          together = await deliver(batched, ops);
          // The batch really took the run path: nothing failed and sent it back op by op.
          expect(info.mock.calls.filter(([, message]) => message === 'sync batch redone op by op')).toEqual([]);
        } finally {
          info.mockRestore();
        }
        const finished = Date.now();

        expect(together.every((r) => r.status !== 'rejected')).toBe(true);
        // Times cannot be compared across the two deliveries, but each answer's is its own request's.
        for (const r of together) {
          const written = (r.result as { progress?: { updated_at: string } }).progress?.updated_at;
          if (written) expect(Date.parse(written)).toSatisfy((t: number) => t >= started && t <= finished);
        }
        // A copy of an op inside one request is answered as a duplicate of the first, like a later request.
        const firstAt = new Map<string, number>();
        ops.forEach((o, i) => firstAt.set(o.op_id, firstAt.get(o.op_id) ?? i));
        const expected = ops.map((o, i) => {
          const answer = one.get(o.op_id) as { status: string };
          return firstAt.get(o.op_id) === i ? answer : { ...answer, status: 'duplicate' };
        });
        expect(withoutTimes(together)).toEqual(withoutTimes(expected));
        expect(await storedState(batched)).toEqual(await storedState(single));
      }),
      { numRuns: 15 },
    );
  }, 300_000);

  it('opens level 2 at the answer that makes 24 of 30 right, and honours a reset in the middle of a run', async () => {
    const token = await warmedUp();
    const level1 = levelOf(maths, 0);
    const level2 = levelOf(maths, 1);
    const question = (level: MathsLevel, n: number, right: boolean) => answerPayload(level, n, right, year3.id);
    // Applied in this order: a device's ops by seq, device-0a before device-0b.
    const ops = [
      op('maths_answer', question(level1, 1, false), 30, 'device-0a'),
      op('maths_answer', question(level1, 2, true), 31, 'device-0a'),
      op('maths_answer', question(level2, 1, true), 32, 'device-0a'),
      // Forgets everything stamped up to here, the warm-up included.
      op('maths_reset', { curriculum_id: year3.id }, 33, 'device-0a'),
      op('maths_answer', question(level1, 3, true), 34, 'device-0a'),
      // Made on another device before the reset reached it: forgotten as it lands.
      op('maths_answer', question(level1, 1, true), 32, 'device-0b'),
    ];
    type Answer = { level: { correct: number; unlocked: boolean }; next_level: { unlocked: boolean } | null; progress: { is_attempted: boolean } };
    const results = await deliver(token, ops);
    expect(results.map((r) => r.status)).toEqual(ops.map(() => 'applied'));
    const answers = [0, 1, 2, 4, 5].map((i) => results[i]?.result as Answer);
    expect(answers.map((r) => r.level.correct)).toEqual([23, 24, 1, 1, 1]);
    expect(answers.map((r) => r.next_level?.unlocked)).toEqual([false, true, false, false, false]);
    // Level 2's own summary reads its lock from level 1's counts after the answer before it.
    expect(answers[2]?.level.unlocked).toBe(true);
    expect(answers[4]?.progress.is_attempted).toBe(false);
    const state = await syncState(app, token, year3.id);
    expect(state.resets).toEqual([{ curriculum_id: year3.id, seq: 33, device_id: 'device-0a' }]);
    expect(state.progress.map((r) => r.question_id)).toEqual([generateQuestion(level1.generator, `${level1.level_key}:3`).id]);
  });
});

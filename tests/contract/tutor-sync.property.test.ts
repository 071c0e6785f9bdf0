/**
 * Property: whatever order, duplication and batching the network delivers tutor_session ops from
 * several devices in, the server ends in the state of one clean delivery, which is also what the
 * shared merge (contract/tutor/session-merge.ts) and mastery fold (contract/tutor/mastery.ts) give
 * on a device folding the same writes.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorSession, TutorTurn } from '../../contract/api/tutor';
import { foldMastery } from '../../contract/tutor/mastery';
import { TUTOR_STAGES, type TutorStage } from '../../contract/tutor/mastery-rules';
import { EMPTY_SESSION, mergeSessions, sessionWrite, transcriptOf } from '../../contract/tutor/session-merge';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { op } from '../fixtures/maths';
import { addTutorFixture, type TutorFixture } from '../fixtures/tutor-content';

/**
 * A turn of a small pool, by number (so devices resend and share turns): even ones a tutor's line,
 * odd ones an answer to a noun item, right when the number is a multiple of 3.
 */
const turnPick = fc.integer({ min: 0, max: 7 });
const isRightTurn = (n: number) => n % 3 === 0;
const writePick = fc.record({ stage: fc.constantFrom(...TUTOR_STAGES), turns: fc.array(turnPick, { maxLength: 3 }) });
const deviceWrites = fc.array(writePick, { minLength: 1, maxLength: 4 });
/** Deliveries: some batches of random ops, repeated and shuffled, then the client's final retry. */
const schedule = (count: number) =>
  fc.array(fc.array(fc.integer({ min: 0, max: count - 1 }), { minLength: 1, maxLength: count + 2 }), { minLength: 1, maxLength: 3 });

describe.each(lanes)('tutor session sync delivery property (%s)', (lane) => {
  let app: TestApp;
  let fx: TutorFixture;
  let run = 0;

  beforeAll(async () => {
    app = await createTestApp(lane);
    fx = await addTutorFixture(app.database.db);
  });
  afterAll(() => app.close());

  /** The turn a pick stands for in this run; a turn id's content is fixed by the id, as a device's would be. */
  function turnOf(n: number): TutorTurn {
    const turn_id = `run-${String(run).padStart(4, '0')}-turn-${n}`;
    // Two turns share each minute: the fold then orders them by their writes' stamps.
    const at = new Date(Date.UTC(2026, 10, 1, 9, Math.floor(n / 2))).toISOString();
    if (n % 2 === 0) return { turn_id, role: 'tutor', stage: 'explain', text: `Line ${n}.`, at };
    const item = fx.englishItems.filter((x) => x.unitId === fx.nounsUnitId)[n % 6];
    if (!item) throw new Error('no noun item');
    const answer = isRightTurn(n) ? item.answer : String((Number(item.answer) + 1) % 4);
    return { turn_id, role: 'student', stage: 'guided_practice', text: answer, item_id: item.itemId, answer, at };
  }

  function opsFor(devices: { stage: TutorStage; turns: number[] }[][]) {
    return devices.flatMap((writes, d) =>
      writes.map((w, i) => ({
        ...op('tutor_session', { curriculum_id: fx.nounsUnitId, current_stage: w.stage, conversation_history: w.turns.map(turnOf) }, i + 1, `device-000${d}`),
        stage: w.stage,
      })),
    );
  }

  async function deliver(token: string, ops: unknown[]) {
    const res = await app.call('sync_ops', { ops }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ results: { op_id: string; status: string }[] }>(res).data.results;
  }

  async function stateOf(token: string) {
    const res = await app.call('get_tutor_session_progress', { curriculum_id: fx.nounsUnitId }, token);
    const session = envelope<TutorSession | null>(res).data;
    if (!session) return null;
    const { user_id: _u, updated_at: _t, ...rest } = session;
    return rest;
  }

  it('ends in the clean-delivery state, equal to the shared merge and fold, for any order and duplication', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(deviceWrites, { minLength: 1, maxLength: 3 }).chain((devices) => fc.tuple(fc.constant(devices), schedule(devices.reduce((n, d) => n + d.length, 0)))),
        async ([devices, batches]) => {
          run += 1;
          const ops = opsFor(devices);
          const wire = ops.map(({ stage: _stage, ...o }) => o);
          const clean = await newSubscriber(app);
          for (const o of wire) await deliver(clean.token, [o]);
          const messy = await newSubscriber(app);
          for (const batch of batches) await deliver(messy.token, batch.map((i) => wire[i]));
          const results = await deliver(messy.token, wire);
          expect(results.every((r) => r.status !== 'rejected')).toBe(true);

          const state = await stateOf(messy.token);
          expect(state).toEqual(await stateOf(clean.token));

          // The device's view: the shared merge of the same writes, and the fold of their answers.
          const merged = ops
            .map((o) => sessionWrite(o.stage, o.payload.conversation_history, { seq: o.seq, device_id: o.device_id }))
            .reduce(mergeSessions, EMPTY_SESSION);
          const transcript = transcriptOf(merged);
          expect(state).toMatchObject({ current_stage: merged.current_stage, last_seq: merged.last_seq, last_device_id: merged.last_device_id });
          expect(state?.conversation_history.map((t) => t.turn_id)).toEqual(transcript.map((t) => t.turn_id));
          const placed = Object.values(merged.turns).filter((p) => p.turn.role === 'student');
          const fold = foldMastery(
            placed.map((p) => ({
              id: `turn:${p.turn.turn_id}`,
              correct: isRightTurn(Number(p.turn.turn_id.split('-').pop())),
              mode: 'guided' as const,
              at: p.turn.at,
              stamp: { seq: p.seq, device_id: p.device_id },
            })),
          );
          expect(state?.mastery).toMatchObject(fold);
        },
      ),
      { numRuns: 10 },
    );
  });
});

/**
 * The device's own outbox (src/offline: the flusher over Dexie on fake-indexeddb) replaying a long
 * queue to the real server: only due ops leave, oldest seq first, in batches the server applies
 * whole, however many dead or backing-off ops sit in front of them.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum } from '../../contract/api/maths';
import { generateQuestion } from '../../contract/maths/generate';
import type { OpEnvelope, OpResult } from '../../contract/sync/ops';
import { MAX_OPS_PER_BATCH } from '../../contract/sync/op-kinds';
import type { QuizhiveDb } from '../../src/offline/db';
import { flushOutbox } from '../../src/offline/flusher';
import { enqueueWith } from '../../src/offline/outbox';
import { freshDb, noLocal } from '../../src/offline/test-helpers';
import { curricula, unitLevels, type UnitWithLevels } from '../fixtures/maths';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

// Ahead of the real clock, so ops enqueued during the test are due.
const NOW = Date.now() + 3_600_000;

describe.each(lanes)('outbox replay against the server (%s)', (lane) => {
  let app: TestApp;
  let year3: Curriculum;
  let unit: UnitWithLevels;
  let db: QuizhiveDb;

  beforeAll(async () => {
    app = await createTestApp(lane);
    const { token } = await newSubscriber(app);
    year3 = (await curricula(app, token)).find((c) => c.slug === 'year-3-maths') as Curriculum;
    unit = (await unitLevels(app, token, year3.id)).units[0] as UnitWithLevels;
  });
  afterEach(async () => {
    await db.delete();
  });
  afterAll(() => app.close());

  /** `count` right answers to level 1, queued as the maths screen queues them. */
  async function queueAnswers(userId: string, count: number) {
    const level = unit.levels[0];
    if (!level) throw new Error('no level 1');
    const ops = [];
    for (let i = 0; i < count; i++) {
      const q = generateQuestion(level.generator, `${level.level_key}:${(i % level.question_count) + 1}`);
      const payload = { curriculum_id: year3.id, level_key: level.level_key, question_id: q.id, answer: q.answer };
      ops.push(await enqueueWith(userId, 'maths_answer', payload, noLocal, db));
    }
    return ops;
  }

  /** The server's answers, and every batch as it was sent. */
  function sender(token: string) {
    const batches: OpEnvelope[][] = [];
    const send = async (ops: OpEnvelope[]): Promise<OpResult[]> => {
      batches.push(ops);
      const res = await app.call('sync_ops', { ops }, token);
      expect(res.statusCode, res.body).toBe(200);
      return envelope<{ results: OpResult[] }>(res).data.results;
    };
    return { batches, send };
  }

  it('sends only the due ops, oldest seq first, past two pages of dead and backing-off ones', async () => {
    db = freshDb();
    const { token } = await newSubscriber(app);
    const ops = await queueAnswers('u1', 520);
    // The oldest 400 cannot go now: every other one is dead, the rest wait out a backoff.
    await db.outbox.bulkUpdate(
      ops.slice(0, 400).map((op, i) => ({ key: op.op_id, changes: i % 2 === 0 ? { status: 'dead' as const } : { attempts: 3, nextAttemptAt: NOW + 60_000 } })),
    );
    const { batches, send } = sender(token);
    const outcome = await flushOutbox({ userId: 'u1', send, db, now: () => NOW });

    expect(outcome).toEqual({ done: 120, rejected: 0 });
    expect(batches.map((b) => b.length)).toEqual([MAX_OPS_PER_BATCH, 20]);
    expect(batches.flat().map((op) => op.seq)).toEqual(ops.slice(400).map((op) => op.deviceSeq));
    // The ops that could not go are left as they were.
    const left = await db.outbox.toArray();
    expect(left.map((op) => op.op_id).sort()).toEqual(ops.slice(0, 400).map((op) => op.op_id).sort());
    expect(left.filter((op) => op.status === 'dead')).toHaveLength(200);
    expect(left.filter((op) => op.status === 'pending' && op.attempts === 3 && op.nextAttemptAt === NOW + 60_000)).toHaveLength(200);
  });

  it('finds due ops behind more than a page of dead ones sharing a seq', async () => {
    db = freshDb();
    const { token } = await newSubscriber(app);
    await queueAnswers('u1', 250);
    // device.ts never reuses a seq; the claim must still not stall if a queue ever holds such ops.
    await db.outbox.toCollection().modify({ deviceSeq: 5 });
    // Ops sharing a seq come in primary-key order: the first 220 of them, two pages' worth, are dead.
    const keys = (await db.outbox.toCollection().primaryKeys()).sort();
    await db.outbox.bulkUpdate(keys.slice(0, 220).map((key) => ({ key, changes: { status: 'dead' as const } })));
    const { batches, send } = sender(token);
    const outcome = await flushOutbox({ userId: 'u1', send, db, now: () => NOW });

    expect(outcome).toEqual({ done: 30, rejected: 0 });
    expect(batches.flat().map((op) => op.op_id).sort()).toEqual(keys.slice(220));
    expect(await db.outbox.count()).toBe(220);
  });
});

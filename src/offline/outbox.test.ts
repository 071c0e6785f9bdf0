import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpIdSchema, DeviceIdSchema } from '../../contract/sync/ops';
import { QuizhiveDb } from './db';
import { discardDead, enqueueWith, onEnqueue, retryDead, toEnvelope } from './outbox';
import { freshDb, noLocal } from './test-helpers';

let db: QuizhiveDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

const progressKey: [string, string, number] = ['u1', 'c1', 1];
const writeProgress = async () => {
  await db.mathsProgress.put({ userId: 'u1', curriculumId: 'c1', level: 1, questions: {}, status: 'open' });
};

describe('enqueueWith', () => {
  it('commits the op and the local change together', async () => {
    const op = await enqueueWith('u1', 'maths_answer', { answer: 3 }, writeProgress, db);
    expect(await db.outbox.get(op.op_id)).toMatchObject({ userId: 'u1', status: 'pending', attempts: 0, deviceSeq: 1 });
    expect(await db.mathsProgress.get(progressKey)).toMatchObject({ status: 'open' });
  });

  it('leaves neither the op nor the local change when applyLocal throws, and spends no seq', async () => {
    const failing = async () => {
      await writeProgress();
      throw new Error('boom');
    };
    await expect(enqueueWith('u1', 'maths_answer', {}, failing, db)).rejects.toThrow('boom');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.mathsProgress.get(progressKey)).toBeUndefined();
    const next = await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    expect(next.deviceSeq).toBe(1);
  });

  it('makes op ids and a device id the contract accepts', async () => {
    const a = await enqueueWith('u1', 'nvr_answer', {}, noLocal, db);
    const b = await enqueueWith('u1', 'nvr_answer', {}, noLocal, db);
    expect(a.op_id).not.toBe(b.op_id);
    expect(OpIdSchema.safeParse(a.op_id).success).toBe(true);
    expect(DeviceIdSchema.safeParse(a.deviceId).success).toBe(true);
    expect(a.deviceId.length).toBeGreaterThanOrEqual(16);
    expect(b.deviceId).toBe(a.deviceId);
    expect(toEnvelope(a)).toMatchObject({ op_id: a.op_id, device_id: a.deviceId, seq: 1, kind: 'nvr_answer' });
  });

  it('keeps the device id and a strictly rising seq across a reopen', async () => {
    const first = await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    const second = await enqueueWith('u2', 'maths_answer', {}, noLocal, db);
    db.close();
    const reopened = new QuizhiveDb(db.name);
    const third = await enqueueWith('u1', 'maths_answer', {}, noLocal, reopened);
    expect([first.deviceSeq, second.deviceSeq, third.deviceSeq]).toEqual([1, 2, 3]);
    expect(third.deviceId).toBe(first.deviceId);
    reopened.close();
  });

  it('gives distinct seqs to concurrent enqueues', async () => {
    const ops = await Promise.all(Array.from({ length: 20 }, () => enqueueWith('u1', 'maths_answer', {}, noLocal, db)));
    const seqs = ops.map((op) => op.deviceSeq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('tells listeners after a commit, never after a rollback', async () => {
    const listener = vi.fn();
    const stop = onEnqueue(listener);
    await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    await expect(enqueueWith('u1', 'maths_answer', {}, () => Promise.reject(new Error('x')), db)).rejects.toThrow();
    stop();
    await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('dead ops', () => {
  it('retryDead puts a dead op back to pending with attempts 0', async () => {
    const op = await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    await db.outbox.update(op.op_id, { status: 'dead', attempts: 4, nextAttemptAt: Date.now() + 60_000, lastError: { code: 'X', message: 'x' } });
    expect(await retryDead(op.op_id, db)).toBe(true);
    const row = await db.outbox.get(op.op_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row?.nextAttemptAt).toBeLessThanOrEqual(Date.now());
  });

  it('discardDead removes only dead ops', async () => {
    const pending = await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    const dead = await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    await db.outbox.update(dead.op_id, { status: 'dead' });
    expect(await discardDead(pending.op_id, db)).toBe(false);
    expect(await retryDead(pending.op_id, db)).toBe(false);
    expect(await discardDead(dead.op_id, db)).toBe(true);
    expect((await db.outbox.toArray()).map((op) => op.op_id)).toEqual([pending.op_id]);
  });
});

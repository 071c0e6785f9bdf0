import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpResult } from '../../contract/sync/ops';
import { ApiError } from '../lib/request/api-error';
import type { QuizhiveDb } from './db';
import { flushOutbox } from './flusher';
import { enqueueWith } from './outbox';
import { countDeviceOps, countOtherUsersOps, listUserOps, summarizeUserOutbox } from './outbox-queries';
import { freshDb, noLocal } from './test-helpers';

let db: QuizhiveDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

const enqueue = (userId: string) => enqueueWith(userId, 'maths_answer', { answer: 1 }, noLocal, db);

describe('outbox queries', () => {
  it("lists one user's ops in device seq order and none of another user's", async () => {
    const a1 = await enqueue('u1');
    await enqueue('u2');
    const a2 = await enqueue('u1');
    expect((await listUserOps('u1', db)).map((op) => op.op_id)).toEqual([a1.op_id, a2.op_id]);
    expect(await listUserOps('u3', db)).toEqual([]);
  });

  it('counts every unsent op on the device and those of other users', async () => {
    expect(await countDeviceOps(db)).toBe(0);
    await enqueue('u1');
    await enqueue('u2');
    await enqueue('u2');
    expect(await countDeviceOps(db)).toBe(3);
    expect(await countOtherUsersOps('u1', db)).toBe(2);
    expect(await countOtherUsersOps('u2', db)).toBe(1);
  });

  it('summarises pending and dead ops and a 401 pause', async () => {
    await enqueue('u1');
    const rejected = await enqueue('u1');
    const rejectSecond = async (): Promise<OpResult[]> => [
      { op_id: rejected.op_id, status: 'rejected', error: { code: 'VALIDATION', message: 'Bad answer' } },
    ];
    const answeredAt = Date.now() + 1_000;
    await flushOutbox({ userId: 'u1', send: rejectSecond, db, now: () => answeredAt });
    expect(await summarizeUserOutbox('u1', db)).toEqual({ pending: 1, dead: 1, authPaused: false, lastSyncAt: new Date(answeredAt) });

    // The unanswered op backed off; ten minutes later it is due again and meets a 401.
    const later = () => answeredAt + 10 * 60_000;
    const unauthorised = () => Promise.reject(new ApiError('SESSION_EXPIRED', 401, 'Signed out'));
    await flushOutbox({ userId: 'u1', send: unauthorised, db, now: later });
    // A 401 is no answer: the last sync stays the one before.
    expect(await summarizeUserOutbox('u1', db)).toEqual({ pending: 1, dead: 1, authPaused: true, lastSyncAt: new Date(answeredAt) });
    expect(await summarizeUserOutbox('u2', db)).toEqual({ pending: 0, dead: 0, authPaused: false, lastSyncAt: null });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpEnvelope, OpResult } from '../../contract/sync/ops';
import { MAX_OPS_PER_BATCH } from '../../contract/sync/op-kinds';
import { ApiError } from '../lib/request/api-error';
import type { QuizhiveDb } from './db';
import { MAX_BACKOFF_MS, STALE_IN_FLIGHT_MS, backoffDelay, flushOutbox, resumeAfterSignIn } from './flusher';
import { enqueueWith } from './outbox';
import { getOutboxStatus, resetOutboxStatus } from './status';
import { freshDb, noLocal } from './test-helpers';

let db: QuizhiveDb;
beforeEach(() => {
  db = freshDb();
  resetOutboxStatus();
});
afterEach(async () => {
  await db.delete();
});

const enqueue = (userId: string, payload: unknown = {}) => enqueueWith(userId, 'maths_answer', payload, noLocal, db);
const answerAll = (status: OpResult['status']) => vi.fn(async (ops: OpEnvelope[]) => ops.map((op) => ({ op_id: op.op_id, status })));
// Ahead of the real clock, so ops enqueued during the test are already due.
const NOW = Date.now() + 3_600_000;
const fixed = { now: () => NOW, random: () => 0.5 };

describe('flushOutbox results', () => {
  it('deletes applied and duplicate ops and keeps rejected ones dead with the reason', async () => {
    const applied = await enqueue('u1');
    const duplicate = await enqueue('u1');
    const rejected = await enqueue('u1');
    const send = vi.fn(async (): Promise<OpResult[]> => [
      { op_id: applied.op_id, status: 'applied' },
      { op_id: duplicate.op_id, status: 'duplicate', result: { coins: 1 } },
      { op_id: rejected.op_id, status: 'rejected', error: { code: 'VALIDATION', message: 'bad answer', field: 'payload.answer' } },
    ]);
    const outcome = await flushOutbox({ userId: 'u1', send, db });
    expect(outcome).toEqual({ done: 2, rejected: 1 });
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ op_id: rejected.op_id, status: 'dead', lastError: { code: 'VALIDATION', message: 'bad answer', field: 'payload.answer' } });
    expect(getOutboxStatus()).toMatchObject({ pending: 0, dead: 1, state: 'idle' });
    expect(getOutboxStatus().lastSyncAt).toBeInstanceOf(Date);
  });

  it('sends oldest seq first in batches of MAX_OPS_PER_BATCH', async () => {
    for (let i = 0; i < MAX_OPS_PER_BATCH + 5; i += 1) await enqueue('u1', { i });
    const send = answerAll('applied');
    await flushOutbox({ userId: 'u1', send, db });
    expect(send.mock.calls.map(([ops]) => ops.length)).toEqual([MAX_OPS_PER_BATCH, 5]);
    const seqs = send.mock.calls.flatMap(([ops]) => ops.map((op) => op.seq));
    expect(seqs).toEqual(Array.from({ length: MAX_OPS_PER_BATCH + 5 }, (_, i) => i + 1));
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps an op the server did not answer, with backoff', async () => {
    const answered = await enqueue('u1');
    const skipped = await enqueue('u1');
    const send = vi.fn(async (): Promise<OpResult[]> => [{ op_id: answered.op_id, status: 'applied' }]);
    await flushOutbox({ userId: 'u1', send, db, ...fixed });
    expect(await db.outbox.get(skipped.op_id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: NOW + 1000 });
  });
});

describe('flushOutbox failures', () => {
  it.each([
    ['network', new ApiError('NETWORK', 0, 'Network Error'), 'offline'],
    ['timeout', new ApiError('TIMEOUT', 0, 'Timed out'), 'offline'],
    ['a plain throw', new TypeError('Failed to fetch'), 'offline'],
    ['HTTP 503', new ApiError('HTTP', 503, 'Unavailable'), 'server'],
  ] as const)('keeps ops pending with backoff on %s', async (_, error, failed) => {
    const op = await enqueue('u1');
    const send = vi.fn(async (): Promise<OpResult[]> => Promise.reject(error));
    expect(await flushOutbox({ userId: 'u1', send, db, ...fixed })).toEqual({ done: 0, rejected: 0, failed });
    expect(await db.outbox.get(op.op_id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: NOW + 1000 });
    expect(getOutboxStatus()).toMatchObject({ pending: 1, state: failed === 'offline' ? 'offline' : 'error' });
    // Within the backoff nothing is sent again.
    await flushOutbox({ userId: 'u1', send, db, now: () => NOW + 999 });
    expect(send).toHaveBeenCalledTimes(1);
    await flushOutbox({ userId: 'u1', send: answerAll('applied'), db, now: () => NOW + 1000 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('waits at least the Retry-After of an overloaded server before sending again', async () => {
    const op = await enqueue('u1');
    const busy = vi.fn(async (): Promise<OpResult[]> => Promise.reject(new ApiError('SERVER_BUSY', 503, 'Busy', undefined, { retryAfterMs: 30_000 })));
    expect(await flushOutbox({ userId: 'u1', send: busy, db, ...fixed })).toEqual({ done: 0, rejected: 0, failed: 'server' });
    expect(await db.outbox.get(op.op_id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: NOW + 30_000 });
  });

  it('sends nothing and counts no attempt while the device is offline', async () => {
    const op = await enqueue('u1');
    const send = answerAll('applied');
    for (let i = 0; i < 3; i += 1) {
      expect(await flushOutbox({ userId: 'u1', send, db, ...fixed, isOnline: () => false })).toEqual({ done: 0, rejected: 0, skipped: 'offline' });
    }
    expect(send).not.toHaveBeenCalled();
    expect(await db.outbox.get(op.op_id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: op.nextAttemptAt });
    expect(getOutboxStatus()).toMatchObject({ pending: 1, state: 'offline' });
    // Back online, it goes at once: no backoff was earned offline.
    expect(await flushOutbox({ userId: 'u1', send, db, ...fixed, isOnline: () => true })).toEqual({ done: 1, rejected: 0 });
  });

  it('counts no attempt for a send that failed because the device went offline meanwhile', async () => {
    const op = await enqueue('u1');
    let online = true;
    const send = vi.fn(async (): Promise<OpResult[]> => {
      online = false;
      return Promise.reject(new ApiError('NETWORK', 0, 'Network Error'));
    });
    expect(await flushOutbox({ userId: 'u1', send, db, ...fixed, isOnline: () => online })).toEqual({ done: 0, rejected: 0, failed: 'offline' });
    expect(await db.outbox.get(op.op_id)).toMatchObject({ status: 'pending', attempts: 0, inFlightAt: null, nextAttemptAt: op.nextAttemptAt });
  });

  it('backs off exponentially with 0.5..1.5 jitter, capped at 5 minutes', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(30, () => 0.999)).toBeLessThanOrEqual(MAX_BACKOFF_MS * 1.5);
    expect(backoffDelay(30, () => 0)).toBe(MAX_BACKOFF_MS * 0.5);
  });

  it('keeps a deactivated account\'s ops waiting (paused, not dead) for when it is reactivated', async () => {
    const mine = await enqueue('u1');
    const deactivated = vi.fn(async (): Promise<OpResult[]> => Promise.reject(new ApiError('ACCOUNT_DEACTIVATED', 403, 'Your account has been deactivated! Please contact admin.')));
    expect(await flushOutbox({ userId: 'u1', send: deactivated, db })).toMatchObject({ paused: 'auth' });
    expect(await db.outbox.get(mine.op_id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(getOutboxStatus().state).toBe('paused-auth');
  });

  it('pauses on 401, never sends another user\'s ops, and resumes when the same user signs in', async () => {
    const mine = await enqueue('u1');
    const theirs = await enqueue('u2');
    const unauthorised = vi.fn(async (): Promise<OpResult[]> => Promise.reject(new ApiError('SESSION_EXPIRED', 401, 'Signed out')));
    expect(await flushOutbox({ userId: 'u1', send: unauthorised, db })).toMatchObject({ paused: 'auth' });
    expect(await db.outbox.get(mine.op_id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(getOutboxStatus().state).toBe('paused-auth');

    const send = answerAll('applied');
    expect(await flushOutbox({ userId: 'u1', send, db })).toMatchObject({ paused: 'auth' });
    expect(send).not.toHaveBeenCalled();

    await flushOutbox({ userId: 'u2', send, db });
    expect(send.mock.calls.flat(2).map((op) => op.op_id)).toEqual([theirs.op_id]);

    await resumeAfterSignIn('u1', db);
    await flushOutbox({ userId: 'u1', send, db });
    expect(send.mock.calls[1]?.[0].map((op) => op.op_id)).toEqual([mine.op_id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends ops waiting out a backoff at once when told the network is back', async () => {
    const waiting = await enqueue('u1');
    await db.outbox.update(waiting.op_id, { attempts: 3, nextAttemptAt: NOW + 60_000 });
    const send = answerAll('applied');
    await flushOutbox({ userId: 'u1', send, db, ...fixed });
    expect(send).not.toHaveBeenCalled();
    await flushOutbox({ userId: 'u1', send, db, ...fixed, ignoreBackoff: true });
    expect(send.mock.calls.flat(2).map((op) => op.op_id)).toEqual([waiting.op_id]);
  });

  it('sends ops left in-flight by a dead tab again after a minute, not before', async () => {
    const stale = await enqueue('u1');
    const fresh = await enqueue('u1');
    await db.outbox.update(stale.op_id, { status: 'in-flight', inFlightAt: NOW - STALE_IN_FLIGHT_MS - 1 });
    await db.outbox.update(fresh.op_id, { status: 'in-flight', inFlightAt: NOW - 10_000 });
    const send = answerAll('applied');
    await flushOutbox({ userId: 'u1', send, db, ...fixed });
    expect(send.mock.calls.flat(2).map((op) => op.op_id)).toEqual([stale.op_id]);
    expect(await db.outbox.get(fresh.op_id)).toMatchObject({ status: 'in-flight' });
  });
});

/** A Web Locks stand-in: `grantAlways` models a broken lock, to test the in-flight claim alone. */
function fakeLocks(grantAlways = false) {
  const held = new Set<string>();
  return {
    async query() {
      return { held: [...held].map((name) => ({ name })) };
    },
    async request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T> {
      if (held.has(name) && options.ifAvailable && !grantAlways) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('one flusher at a time', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  const concurrentFlushes = async () => {
    for (let i = 0; i < 5; i += 1) await enqueue('u1');
    const sent: string[] = [];
    const send = vi.fn(async (ops: OpEnvelope[]) => {
      sent.push(...ops.map((op) => op.op_id));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return ops.map((op) => ({ op_id: op.op_id, status: 'applied' as const }));
    });
    const outcomes = await Promise.all([1, 2, 3].map(() => flushOutbox({ userId: 'u1', send, db })));
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toHaveLength(5);
    expect(await db.outbox.count()).toBe(0);
    return outcomes;
  };

  it('uses an in-tab mutex when Web Locks are missing', async () => {
    expect('locks' in navigator).toBe(false);
    const outcomes = await concurrentFlushes();
    expect(outcomes.filter((outcome) => outcome.skipped === 'busy')).toHaveLength(2);
  });

  it('uses navigator.locks with ifAvailable when present', async () => {
    const locks = fakeLocks();
    const request = vi.spyOn(locks, 'request');
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const outcomes = await concurrentFlushes();
    expect(request).toHaveBeenCalledWith('quizhive-outbox', { ifAvailable: true }, expect.any(Function));
    expect(outcomes.filter((outcome) => outcome.skipped === 'busy')).toHaveLength(2);
  });

  it('sends at once an op left in flight by a tab that closed, never one a live tab is sending', async () => {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    // Another tab, alive: it holds its claimer lock while its request is on the wire.
    void locks.request('quizhive-claimer-live-tab', { ifAvailable: false }, () => new Promise<never>(() => {}));
    const orphan = await enqueue('u1');
    const busy = await enqueue('u1');
    await db.outbox.update(orphan.op_id, { status: 'in-flight', inFlightAt: Date.now(), claimedBy: 'closed-tab' });
    await db.outbox.update(busy.op_id, { status: 'in-flight', inFlightAt: Date.now(), claimedBy: 'live-tab' });
    const send = answerAll('applied');
    await flushOutbox({ userId: 'u1', send, db });
    expect(send.mock.calls.flat(2).map((op) => op.op_id)).toEqual([orphan.op_id]);
    expect(await db.outbox.get(busy.op_id)).toMatchObject({ status: 'in-flight', claimedBy: 'live-tab' });
  });

  it('sends each op once even if two flushers both get past the lock', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(true), configurable: true });
    const outcomes = await concurrentFlushes();
    expect(outcomes.every((outcome) => !outcome.skipped)).toBe(true);
  });
});

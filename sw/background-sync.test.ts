import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizhiveDb } from '../src/offline/db';
import { flushOutbox } from '../src/offline/flusher';
import { enqueueWith } from '../src/offline/outbox';
import { resetOutboxStatus } from '../src/offline/status';
import { freshDb, noLocal } from '../src/offline/test-helpers';
import { flushFromWorker, type WorkerFlushDeps } from './background-sync';
import type { StoredSession } from './stored-session';

let db: QuizhiveDb;
const fetchMock = vi.fn<typeof fetch>();

function deps(session: StoredSession | null): WorkerFlushDeps {
  return { readSession: async () => session, flush: (options) => flushOutbox({ ...options, db }) };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ada: StoredSession = { token: 'tok-ada', userId: '7' };

beforeEach(() => {
  db = freshDb();
  resetOutboxStatus();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('Background Sync in the worker', () => {
  it("sends the stored user's ops under their token and removes the answered ones", async () => {
    const op = await enqueueWith('7', 'maths_answer', { n: 1 }, noLocal, db);
    await enqueueWith('8', 'maths_answer', { n: 2 }, noLocal, db);
    fetchMock.mockImplementation(async () => json({ error: false, data: { results: [{ op_id: op.op_id, status: 'applied' }], server_time: '2026-03-01T10:00:00.000Z' } }));
    await expect(flushFromWorker(deps(ada))).resolves.toMatchObject({ done: 1, rejected: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/sync_ops');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-ada');
    expect(JSON.parse(String(init?.body))).toMatchObject({ ops: [{ op_id: op.op_id, kind: 'maths_answer', payload: { n: 1 } }] });
    // Another user's op is never sent under Ada's token.
    expect((await db.outbox.toArray()).map((row) => row.userId)).toEqual(['8']);
  });

  it('does nothing when nobody is signed in', async () => {
    await enqueueWith('7', 'maths_answer', {}, noLocal, db);
    await expect(flushFromWorker(deps(null))).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects on a server error or no network, so the browser retries later, keeping the ops', async () => {
    await enqueueWith('7', 'maths_answer', {}, noLocal, db);
    fetchMock.mockResolvedValueOnce(json({ error: true, code: 'INTERNAL', message: 'Something went wrong' }, 500));
    await expect(flushFromWorker(deps(ada))).rejects.toThrow(/server/);
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(flushFromWorker(deps(ada))).rejects.toThrow(/offline/);
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 2 }]);
  });

  it("pauses on 401 like the page does, without asking the browser to retry", async () => {
    await enqueueWith('7', 'maths_answer', {}, noLocal, db);
    fetchMock.mockResolvedValueOnce(json({ error: true, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' }, 401));
    await expect(flushFromWorker(deps(ada))).resolves.toMatchObject({ paused: 'auth' });
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('treats an answer of the wrong shape as a server failure', async () => {
    await enqueueWith('7', 'maths_answer', {}, noLocal, db);
    fetchMock.mockResolvedValueOnce(json({ error: false, data: { results: 'nope' } }));
    await expect(flushFromWorker(deps(ada))).rejects.toThrow(/server/);
  });
});

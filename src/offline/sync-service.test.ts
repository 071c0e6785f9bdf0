/**
 * The app's sync service on the app's real Dexie (fake-indexeddb) with the request layer's real
 * transport; only fetch is replaced, at the network boundary. It must send the signed-in user's
 * ops under their own token and never anyone else's, and a 401 pause must hold until that user
 * signs in again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpEnvelope } from '../../contract/sync/ops';
import { resetRequestHooks, setRequestHooks } from '../lib/request/request-hooks';
import { resetSession, sessionStore, signIn } from '../lib/session/session-store';
import { getOfflineDb } from './db';
import { isAuthPaused } from './flusher';
import { enqueueWith } from './outbox';
import { flushNow, startSync, stopSync, syncingUserId } from './sync-service';
import { noLocal } from './test-helpers';
import { testUser } from '../lib/session/test-user';

/** vi.waitFor gives up after 1 s by default; a busy CI machine can take longer. */
const WAIT = { timeout: 5_000 };

interface Sent {
  readonly authorization: string | null;
  readonly ops: OpEnvelope[];
}

let sent: Sent[] = [];
let answer401 = false;
let token = 'token-a';

function stubServer(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/sync_ops');
      const headers = new Headers(init.headers);
      const { ops } = JSON.parse(String(init.body)) as { ops: OpEnvelope[] };
      sent.push({ authorization: headers.get('Authorization'), ops });
      if (answer401) {
        return new Response(JSON.stringify({ error: true, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' }), {
          status: 401,
        });
      }
      const results = ops.map((op) => ({ op_id: op.op_id, status: 'applied' }));
      return new Response(JSON.stringify({ error: false, data: { results, server_time: new Date().toISOString() } }), { status: 200 });
    }),
  );
}

const db = () => getOfflineDb();
const enqueue = (userId: string) => enqueueWith(userId, 'quiz_zone_sheet', { of: userId }, noLocal);
const sentPayloads = () => sent.flatMap((s) => s.ops.map((op) => op.payload));

beforeEach(async () => {
  sent = [];
  answer401 = false;
  token = 'token-a';
  setRequestHooks({ getToken: () => token });
  stubServer();
  await db().transaction('rw', db().outbox, db().meta, async () => {
    await db().outbox.clear();
    await db().meta.clear();
  });
});

afterEach(() => {
  stopSync();
  resetRequestHooks();
  vi.unstubAllGlobals();
});

describe('the sync service', () => {
  it("sends only the signed-in user's ops, under that user's token", async () => {
    await enqueue('a');
    await enqueue('b');
    // Starting flushes at once (the start trigger).
    await startSync('a', true);
    await vi.waitFor(() => expect(sentPayloads()).toEqual([{ of: 'a' }]), WAIT);
    expect(sent.every((s) => s.authorization === 'Bearer token-a')).toBe(true);
    expect(await db().outbox.where('userId').equals('b').count()).toBe(1);

    stopSync();
    token = 'token-b';
    await startSync('b', true);
    await vi.waitFor(async () => expect(await db().outbox.count()).toBe(0), WAIT);
    expect(sent.filter((s) => s.authorization === 'Bearer token-b').flatMap((s) => s.ops.map((op) => op.payload))).toEqual([{ of: 'b' }]);
  });

  it('sends nothing once signed out, and keeps the ops for the next sign-in', async () => {
    await startSync('a', true);
    stopSync();
    await enqueue('a');
    expect(syncingUserId()).toBeNull();
    expect(await flushNow()).toBeNull();
    expect(sent).toEqual([]);
    expect(await db().outbox.count()).toBe(1);
  });

  it('holds a 401 pause across a restored session and lifts it on a fresh sign-in of the same user', async () => {
    await enqueue('a');
    answer401 = true;
    await startSync('a', true);
    await vi.waitFor(async () => expect(await isAuthPaused('a')).toBe(true), WAIT);
    expect(await db().outbox.count()).toBe(1);

    // The app restarts with the stored (expired) session: nothing is sent.
    stopSync();
    sent = [];
    await startSync('a', false);
    // The start trigger may hold the flush lock for a moment ('busy'); a flush of its own then pauses.
    await vi.waitFor(async () => expect(await flushNow()).toMatchObject({ paused: 'auth' }), WAIT);
    expect(sent).toEqual([]);

    // The same user signs in again: the op goes, once.
    answer401 = false;
    token = 'token-a2';
    stopSync();
    await startSync('a', true);
    await vi.waitFor(async () => expect(await db().outbox.count()).toBe(0), WAIT);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer token-a2']);
  });
});

describe("the sync service and the session's coins and score", () => {
  const noor = testUser({ id: 5, uid: 'u5', name: 'Noor', email: 'noor@q.test', friends_code: 'N5', coins: 100, all_time_score: 40 });

  afterEach(() => resetSession());

  it("shows a scored round's wallet at once, then reads the user record again: never a sum made on the device", async () => {
    signIn({ token: 'token-a', expires_at: '2027-01-01T00:00:00Z', user: noor });
    setRequestHooks({ getToken: () => 'token-a', getUserId: () => 5 });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        asked.push(url);
        if (url === '/api/get_user_by_id') {
          // Meanwhile a badge paid 5 more: the record is the server's newest word.
          return new Response(JSON.stringify({ error: false, data: { ...noor, coins: 135, all_time_score: 60 } }), { status: 200 });
        }
        const { ops } = JSON.parse(String(init.body)) as { ops: OpEnvelope[] };
        const results = ops.map((op) => ({ op_id: op.op_id, status: 'applied', result: { coins: 130, all_time_score: 60 } }));
        return new Response(JSON.stringify({ error: false, data: { results, server_time: new Date().toISOString() } }), { status: 200 });
      }),
    );
    const seen: number[] = [];
    const unsubscribe = sessionStore.subscribe(() => seen.push(sessionStore.get().user?.coins ?? -1));
    await enqueue('5');
    await startSync('5', false);
    // The round's wallet first, then the record. On a busy machine the record can be read before
    // the wallet is published: the record is then read once more, so it still has the last word.
    await vi.waitFor(() => expect(seen.at(-1)).toBe(135), WAIT);
    unsubscribe();
    expect(sessionStore.get().user).toMatchObject({ coins: 135, all_time_score: 60 });
    expect(seen).toContain(130);
    expect(seen.every((coins) => coins === 130 || coins === 135)).toBe(true);
    expect(asked[0]).toBe('/api/sync_ops');
    expect(asked.slice(1).every((url) => url === '/api/get_user_by_id') && asked.length >= 2).toBe(true);
  });
});

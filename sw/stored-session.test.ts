import { del, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../contract/api/common';
import { PERSIST_KEY } from '../src/lib/session/persist';
import { initialSessionState, loginTransition, snapshotSessionState } from '../src/lib/session/session-state';
import { readStoredSession, SESSION_KEY, sessionOfSnapshot } from './stored-session';

const user: User = {
  id: 7,
  uid: 'u-7',
  name: 'ada',
  email: 'ada@quizhive.test',
  mobile: null,
  profile: null,
  type: 'email',
  role: 'player',
  email_verified: true,
  friends_code: 'ADA7',
  coins: 12,
  all_time_score: 40,
  has_subscription: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

afterEach(async () => {
  await del(SESSION_KEY);
});

describe('the session the worker reads', () => {
  it("is the page's persisted snapshot, under the page's key", async () => {
    expect(SESSION_KEY).toBe(PERSIST_KEY);
    await set(PERSIST_KEY, snapshotSessionState(loginTransition({ token: 'tok-1', expires_at: '2027-01-01T00:00:00.000Z', user })));
    await expect(readStoredSession()).resolves.toEqual({ token: 'tok-1', userId: '7' });
  });

  it('is nobody when signed out, never stored, or of an unknown shape', async () => {
    await expect(readStoredSession()).resolves.toBeNull();
    expect(sessionOfSnapshot(snapshotSessionState(initialSessionState))).toBeNull();
    expect(sessionOfSnapshot({ version: 2, session: { isLogin: true, token: 't', user: { id: 1 } } })).toBeNull();
    expect(sessionOfSnapshot({ version: 1, session: { isLogin: true, token: '', user: { id: 1 } } })).toBeNull();
    expect(sessionOfSnapshot({ version: 1, session: { isLogin: true, token: 't', user: {} } })).toBeNull();
  });
});

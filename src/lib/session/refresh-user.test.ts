import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/api/common';
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER } from '../../../contract/offline/cache-policy';
import { connectivityStore } from '../connectivity/connectivity';
import { setRequestHooks, resetRequestHooks } from '../request/request-hooks';
import { refreshSessionUser } from './refresh-user';
import { resetSession, sessionStore, setCoinsAndScore, signIn } from './session-store';
import { testUser } from './test-user';

const ada = testUser({ id: 1, uid: 'u', name: 'Ada', email: 'a@q.test', friends_code: 'A', coins: 100, all_time_score: 40 });

function signInAda(): void {
  signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: ada });
  setRequestHooks({ getToken: () => 't', getUserId: () => 1 });
}

/** The server (or, with `storedAt`, the worker's stored copy) answers get_user_by_id with `user`. */
function answer(user: User, storedAt?: string) {
  const headers: Record<string, string> = storedAt ? { [CACHE_STATUS_HEADER]: 'hit', [CACHED_AT_HEADER]: storedAt } : {};
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data: user }), { status: 200, headers })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  resetSession();
  resetRequestHooks();
  connectivityStore.set({ browserOnline: true, forcedOffline: false });
  vi.unstubAllGlobals();
});

describe('refreshSessionUser', () => {
  it("puts the server's record in the session", async () => {
    signInAda();
    const fetchMock = answer({ ...ada, coins: 130, all_time_score: 70 });
    await refreshSessionUser();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_user_by_id');
    expect(sessionStore.get().user).toMatchObject({ coins: 130, all_time_score: 70 });
  });

  it("never puts back the worker's stored copy, which can be older than what the session has", async () => {
    signInAda();
    // A level result after the copy was stored.
    setCoinsAndScore({ coins: 120, all_time_score: 40 });
    answer({ ...ada, coins: 100 }, '2026-03-01T10:00:00.000Z');
    await refreshSessionUser();
    expect(sessionStore.get().user?.coins).toBe(120);
  });

  it('leaves a session that another player opened meanwhile alone', async () => {
    signInAda();
    answer({ ...ada, id: 2, name: 'Bea', coins: 999 });
    await refreshSessionUser();
    expect(sessionStore.get().user).toMatchObject({ id: 1, coins: 100 });
  });

  it('asks nothing offline or signed out', async () => {
    const fetchMock = answer(ada);
    await refreshSessionUser();
    signInAda();
    connectivityStore.set({ browserOnline: false, forcedOffline: false });
    await refreshSessionUser();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

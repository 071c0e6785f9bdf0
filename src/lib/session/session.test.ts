import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { del, get } from 'idb-keyval';
import type { Session } from '../../../contract/api/common';
import { createStore } from '../store';
import { setRequestHooks, resetRequestHooks } from '../request/request-hooks';
import { PERSIST_KEY, REHYDRATE_TIMEOUT_MS, rehydrateSession, type KeyValueStorage } from './persist';
import { initialSessionState, restoreSessionState, type SessionState } from './session-state';
import { resetSession, sessionStore, setCoinsAndScore, setStatistics, signIn } from './session-store';
import { signOut } from './sign-out';
import { testUser } from './test-user';

const user = testUser({ id: 7, uid: 'u-7', name: 'ada', email: 'ada@quizhive.test', friends_code: 'ADA7', coins: 12, all_time_score: 40, created_at: '2026-01-01T00:00:00.000Z' });
const session: Session = { token: 'tok-1', expires_at: '2027-01-01T00:00:00.000Z', user };

beforeEach(async () => {
  resetSession();
  await del(PERSIST_KEY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetRequestHooks();
});

describe('session transitions', () => {
  it('login sets user, token, isLogin, subscription and clears statistics', () => {
    setStatistics({ answered: 9 });
    signIn(session);
    const state = sessionStore.get();
    expect(state).toMatchObject({ token: 'tok-1', isLogin: true, hasSubscription: true, statistics: null });
    expect(state.user?.name).toBe('Ada');
  });

  it('takes hasSubscription from the user record', () => {
    signIn({ ...session, user: { ...user, has_subscription: false } });
    expect(sessionStore.get().hasSubscription).toBe(false);
  });

  it('updates coins and score from the server totals', () => {
    signIn(session);
    setCoinsAndScore({ coins: 30, all_time_score: 90 });
    expect(sessionStore.get().user).toMatchObject({ coins: 30, all_time_score: 90 });
  });

  it('sign-out calls logout with the token and resets to the initial state', async () => {
    signIn(session);
    setRequestHooks({ getToken: () => sessionStore.get().token });
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data: { ok: true } }))));
    vi.stubGlobal('fetch', fetchMock);
    await signOut();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/logout');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(sessionStore.get()).toEqual(initialSessionState);
  });

  it('sign-out forgets the session before it asks the server to revoke it', async () => {
    signIn(session);
    setRequestHooks({ getToken: () => sessionStore.get().token });
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => {
        seen.push(sessionStore.get().token);
        return Promise.resolve(new Response(JSON.stringify({ error: false, data: { ok: true } })));
      }),
    );
    await signOut();
    expect(seen).toEqual([null]);
  });

  it('sign-out still resets when the server cannot be reached', async () => {
    signIn(session);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))));
    await signOut();
    expect(sessionStore.get()).toEqual(initialSessionState);
  });

  it('rejects persisted snapshots of another shape', () => {
    expect(restoreSessionState(undefined)).toBeNull();
    expect(restoreSessionState({ version: 2, session: {} })).toBeNull();
    expect(restoreSessionState({ version: 1, session: { isLogin: true, token: 5 } })).toBeNull();
  });
});

describe('session persistence', () => {
  it("restores a saved session from IndexedDB key 'root'", async () => {
    const saved = createStore<SessionState>(initialSessionState);
    await rehydrateSession(saved);
    saved.set({ ...initialSessionState, user, token: 'tok-9', isLogin: true, hasSubscription: true });
    await vi.waitFor(async () => expect(await get(PERSIST_KEY)).toMatchObject({ version: 1, session: { token: 'tok-9' } }));

    const fresh = createStore<SessionState>(initialSessionState);
    await expect(rehydrateSession(fresh)).resolves.toBe('restored');
    expect(fresh.get()).toMatchObject({ token: 'tok-9', isLogin: true, user: { id: 7 } });
  });

  it('starts signed out after 5000 ms when IndexedDB never answers', async () => {
    vi.useFakeTimers();
    const hanging: KeyValueStorage = { get: () => new Promise(() => undefined), set: vi.fn(() => Promise.resolve()) };
    const store = createStore<SessionState>(initialSessionState);
    let outcome: string | undefined;
    void rehydrateSession(store, hanging).then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(REHYDRATE_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
    expect(store.get()).toEqual(initialSessionState);
  });

  it('does not write the initial state over the snapshot before the read finished', async () => {
    let release: (value: unknown) => void = () => undefined;
    const storage: KeyValueStorage = { get: () => new Promise((resolve) => (release = resolve)), set: vi.fn(() => Promise.resolve()) };
    const store = createStore<SessionState>(initialSessionState);
    const done = rehydrateSession(store, storage);
    store.set({ ...initialSessionState });
    expect(storage.set).not.toHaveBeenCalled();
    release({ version: 1, session: { ...initialSessionState, user, token: 't', isLogin: true } });
    await expect(done).resolves.toBe('restored');
  });
});

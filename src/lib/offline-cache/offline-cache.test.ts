import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../contract/api/common';
import { PACK_MEDIA_CACHE, SHARED_API_CACHE, userApiCacheName } from '../../../contract/offline/cache-policy';
import { MemoryCacheStorage } from '../../../sw/test-support/memory-caches';
import { resetRequestHooks, setRequestHooks } from '../request/request-hooks';
import { resetSession, sessionStore, signIn } from '../session/session-store';
import { signOut } from '../session/sign-out';
import { clearRuntimeCaches, keepOnlyUserCache, purgeUserCache } from './offline-cache';
import { guardUserCaches } from './user-cache-guard';
import { testUser } from '../session/test-user';

const PRECACHE = 'workbox-precache-v2-https://quizhive.test/';

let caches: MemoryCacheStorage;

async function fill(...names: string[]): Promise<void> {
  for (const name of names) await (await caches.open(name)).put('/x', new Response('{}'));
}

function session(id: number): Session {
  const user = testUser({ id, uid: `u-${id}`, name: `student ${id}`, email: `s${id}@quizhive.test`, friends_code: `S${id}`, coins: 0, all_time_score: 0, created_at: '2026-01-01T00:00:00.000Z' });
  return { token: `tok-${id}`, expires_at: '2027-01-01T00:00:00.000Z', user };
}

beforeEach(() => {
  caches = new MemoryCacheStorage();
  vi.stubGlobal('caches', caches);
  resetSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestHooks();
  resetSession();
});

describe('clearing runtime caches', () => {
  it('deletes every API cache and keeps the precache and downloaded pack media', async () => {
    await fill(PRECACHE, PACK_MEDIA_CACHE, SHARED_API_CACHE, userApiCacheName(7), userApiCacheName(8));
    await expect(clearRuntimeCaches()).resolves.toBe(3);
    expect((await caches.keys()).sort()).toEqual([PACK_MEDIA_CACHE, PRECACHE].sort());
  });

  it("purges one user's cache only", async () => {
    await fill(SHARED_API_CACHE, userApiCacheName(7), userApiCacheName(8));
    await purgeUserCache(7);
    expect((await caches.keys()).sort()).toEqual([SHARED_API_CACHE, userApiCacheName(8)].sort());
  });

  it("keeps only the current user's cache, or none", async () => {
    await fill(PACK_MEDIA_CACHE, SHARED_API_CACHE, userApiCacheName(7), userApiCacheName(8));
    await expect(keepOnlyUserCache('8')).resolves.toBe(1);
    expect(await caches.has(userApiCacheName(8))).toBe(true);
    await expect(keepOnlyUserCache(null)).resolves.toBe(1);
    expect((await caches.keys()).sort()).toEqual([PACK_MEDIA_CACHE, SHARED_API_CACHE].sort());
  });
});

describe('one tablet, many students', () => {
  it("deletes the signed-out student's cached reads before sign-out finishes", async () => {
    signIn(session(7));
    setRequestHooks({ getToken: () => sessionStore.get().token });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: false, data: { ok: true } })))));
    await fill(SHARED_API_CACHE, userApiCacheName(7));
    await signOut();
    expect(await caches.keys()).toEqual([SHARED_API_CACHE]);
  });

  it('still deletes them when the server cannot be reached', async () => {
    signIn(session(7));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))));
    await fill(userApiCacheName(7));
    await signOut();
    expect(await caches.keys()).toEqual([]);
  });

  it("clears the previous student's reads whenever the signed-in user changes, whatever the path", async () => {
    signIn(session(7));
    const stop = guardUserCaches(sessionStore);
    await fill(userApiCacheName(7));
    // A deleted account or an expired session resets the session without sign-out.ts.
    resetSession();
    await vi.waitFor(async () => expect(await caches.has(userApiCacheName(7))).toBe(false));
    // A late answer stored for 7 after the purge is swept when the next student signs in.
    await fill(userApiCacheName(7));
    signIn(session(8));
    await vi.waitFor(async () => expect(await caches.has(userApiCacheName(7))).toBe(false));
    await fill(userApiCacheName(8));
    signIn(session(8));
    expect(await caches.has(userApiCacheName(8))).toBe(true);
    stop();
  });

  it("keeps the restored student's cache when the session comes back at start", async () => {
    await fill(userApiCacheName(7));
    const stop = guardUserCaches(sessionStore);
    await fill(userApiCacheName(3));
    signIn(session(7));
    // The sweep of user 3's leftover shows the guard ran; the restored user's cache survived it.
    await vi.waitFor(async () => expect(await caches.keys()).toEqual([userApiCacheName(7)]));
    stop();
  });
});

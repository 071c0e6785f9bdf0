import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiCacheKey,
  CACHE_STATUS_HEADER,
  CACHED_AT_HEADER,
  cachedReadOf,
  OFFLINE_HEADER,
  SHARED_API_CACHE,
  USER_ID_HEADER,
  userApiCacheName,
  type CachedRead,
} from '../contract/offline/cache-policy';
import { answerApiRead, cacheNameFor, type ApiReadContext } from './api-read';
import { MemoryCacheStorage } from './test-support/memory-caches';

const ORIGIN = 'https://quizhive.test';
const NOW = Date.parse('2026-03-01T10:00:00.000Z');

function envelope(data: unknown, status = 200, error = false): Response {
  return new Response(JSON.stringify({ error, data, ...(error ? { message: 'Nope', code: 'INTERNAL' } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function post(action: string, body: unknown, headers: Record<string, string> = {}, search = ''): Request {
  return new Request(`${ORIGIN}/api/${action}${search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function policy(action: string): CachedRead {
  const read = cachedReadOf(action);
  if (!read) throw new Error(`${action} is not cacheable`);
  return read;
}

let caches: MemoryCacheStorage;
let background: Promise<unknown>[];
const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

function context(): ApiReadContext {
  return { caches, fetch: fetchMock, waitUntil: (promise) => background.push(promise), now: () => NOW };
}

async function answer(request: Request, action: string): Promise<Response> {
  const response = await answerApiRead(request, action, policy(action), context());
  await Promise.all(background);
  return response;
}

const keyOf = (action: string, body: unknown) => new URL(apiCacheKey(action, body), ORIGIN).href;

beforeEach(() => {
  caches = new MemoryCacheStorage();
  background = [];
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('network first', () => {
  it('answers from the network and stores a success under the canonical key, stamped', async () => {
    fetchMock.mockResolvedValue(envelope({ version: 3 }));
    const response = await answer(post('get_system_configurations', { b: 1, a: 2 }), 'get_system_configurations');
    expect(await response.json()).toEqual({ error: false, data: { version: 3 } });
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    const stored = await caches.match(keyOf('get_system_configurations', { a: 2, b: 1 }), { cacheName: SHARED_API_CACHE });
    expect(stored?.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect(stored?.headers.get(CACHED_AT_HEADER)).toBe('2026-03-01T10:00:00.000Z');
  });

  it('falls back to the stored copy when the network fails, and says so', async () => {
    fetchMock.mockResolvedValueOnce(envelope(['en', 'ar']));
    await answer(post('get_system_language_list', { from: 'web' }), 'get_system_language_list');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const response = await answer(post('get_system_language_list', { from: 'web' }), 'get_system_language_list');
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect(await response.json()).toEqual({ error: false, data: ['en', 'ar'] });
  });

  it('fails like the network when it fails and nothing is stored', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const response = await answer(post('get_web_settings', {}), 'get_web_settings');
    expect(response.type).toBe('error');
  });

  it('never stores an error envelope or a failed status', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 200, true));
    await answer(post('get_settings', { type: 'faq' }), 'get_settings');
    fetchMock.mockResolvedValueOnce(envelope(null, 500, true));
    await answer(post('get_settings', { type: 'faq' }), 'get_settings');
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await answer(post('get_settings', { type: 'faq' }), 'get_settings');
    expect(await caches.match(keyOf('get_settings', { type: 'faq' }), { cacheName: SHARED_API_CACHE })).toBeUndefined();
  });

  it('uses the stored copy once the network is slower than the timeout, and still stores the late answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(envelope({ n: 1 }));
    await answer(post('get_web_settings', {}), 'get_web_settings');
    let arrive: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const pending = answerApiRead(post('get_web_settings', {}), 'get_web_settings', policy('get_web_settings'), context());
    await vi.advanceTimersByTimeAsync(2_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect(await response.json()).toMatchObject({ data: { n: 1 } });
    arrive(envelope({ n: 2 }));
    await Promise.all(background);
    const stored = await caches.match(keyOf('get_web_settings', {}), { cacheName: SHARED_API_CACHE });
    expect(await stored?.json()).toMatchObject({ data: { n: 2 } });
  });

  it('keeps waiting for a slow network when nothing is stored', async () => {
    vi.useFakeTimers();
    let arrive: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    let result: Response | undefined;
    void answerApiRead(post('get_languages', { language_id: 1 }), 'get_languages', policy('get_languages'), context()).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(result).toBeUndefined();
    arrive(envelope([{ id: 1 }]));
    await vi.waitFor(() => expect(result).toBeDefined());
    expect(await result?.json()).toMatchObject({ data: [{ id: 1 }] });
  });

  it('neither stores nor serves a read that carries query parameters', async () => {
    fetchMock.mockResolvedValue(envelope({ v: 1 }));
    await answer(post('get_web_settings', {}, {}, '?v=2'), 'get_web_settings');
    expect(await caches.keys()).toEqual([]);
  });
});

describe('forced offline', () => {
  it('answers a stored read from the cache without touching the network', async () => {
    fetchMock.mockResolvedValueOnce(envelope([{ id: 4 }]));
    const user = { [USER_ID_HEADER]: '7' };
    await answer(post('get_categories', { type: 'quiz_zone' }, user), 'get_categories');
    fetchMock.mockClear();
    const response = await answer(post('get_categories', { type: 'quiz_zone' }, { ...user, [OFFLINE_HEADER]: '1' }), 'get_categories');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect(await response.json()).toMatchObject({ data: [{ id: 4 }] });
  });

  it('fails a miss like a dead network, without touching the network', async () => {
    const response = await answer(post('get_categories', { type: 'other' }, { [USER_ID_HEADER]: '7', [OFFLINE_HEADER]: '1' }), 'get_categories');
    expect(response.type).toBe('error');
    const noUser = await answer(post('get_categories', {}, { [OFFLINE_HEADER]: '1' }), 'get_categories');
    expect(noUser.type).toBe('error');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('one tablet, many students', () => {
  it("keeps each user's reads in that user's cache and never serves them to another user", async () => {
    fetchMock.mockResolvedValueOnce(envelope({ name: 'Ada', coins: 40 }));
    await answer(post('get_user_by_id', {}, { [USER_ID_HEADER]: '7' }), 'get_user_by_id');
    expect(await caches.keys()).toEqual([userApiCacheName(7)]);

    // Another student on the same device, offline: the same read finds nothing of Ada's.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const other = await answer(post('get_user_by_id', {}, { [USER_ID_HEADER]: '8' }), 'get_user_by_id');
    expect(other.type).toBe('error');
    const forced = await answer(post('get_user_by_id', {}, { [USER_ID_HEADER]: '8', [OFFLINE_HEADER]: '1' }), 'get_user_by_id');
    expect(forced.type).toBe('error');
  });

  it('does not cache an authorized read that names no user', async () => {
    fetchMock.mockResolvedValue(envelope([{ id: 1 }]));
    const response = await answer(post('get_categories', { type: 'quiz_zone' }), 'get_categories');
    expect(await response.json()).toMatchObject({ data: [{ id: 1 }] });
    expect(await caches.keys()).toEqual([]);
  });

  it('refuses a user header that could not be an id', () => {
    expect(cacheNameFor(policy('get_categories'), new Headers({ [USER_ID_HEADER]: '../x' }))).toBeNull();
    expect(cacheNameFor(policy('get_categories'), new Headers({ [USER_ID_HEADER]: '12' }))).toBe(userApiCacheName(12));
    expect(cacheNameFor(policy('get_settings'), new Headers({ [USER_ID_HEADER]: '12' }))).toBe(SHARED_API_CACHE);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_STATUS_HEADER, CACHED_AT_HEADER, OFFLINE_HEADER, USER_ID_HEADER } from '../../../contract/offline/cache-policy';
import { setForcedOffline } from '../connectivity/connectivity';
import { notify } from '../toast/notify';
import { ApiError } from './api-error';
import { callAction, request } from './request';
import { resetRequestHooks, setRequestHooks } from './request-hooks';

vi.mock('../toast/notify', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastInit(): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call?.[1]) throw new Error('fetch was not called');
  return call[1];
}

function lastHeaders(): Headers {
  return new Headers(lastInit().headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  setRequestHooks({ getToken: () => 'tok-123' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetRequestHooks();
});

describe('request: an overloaded server', () => {
  const busy = () => new Response(JSON.stringify({ error: true, code: 'SERVER_BUSY', message: 'Busy' }), { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '2' } });

  it('tries a read again after Retry-After (with jitter) and resolves without a toast', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(() => Promise.resolve(busy())).mockImplementation(() => Promise.resolve(json({ error: false, data: [] })));
    const pending = callAction('get_categories', { type: 'quiz_zone' });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_001);
    await expect(pending).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('gives up on a read after its retries, and never retries a write', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    const read = callAction('get_categories', { type: 'quiz_zone' });
    const readFailed = expect(read).rejects.toMatchObject({ code: 'SERVER_BUSY', status: 503, retryAfterMs: 2_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await readFailed;
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockClear();
    await expect(callAction('sync_ops', { ops: [] })).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller cancels', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    const controller = new AbortController();
    const read = callAction('get_categories', { type: 'quiz_zone' }, { signal: controller.signal, displayToast: false });
    const canceled = expect(read).rejects.toMatchObject({ code: 'CANCELED' });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await canceled;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('request: envelope and status', () => {
  it('posts JSON to /api/<action> and resolves with the data', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: [{ id: 1 }] })));
    const data = await callAction('get_categories', { type: 'quiz_zone' });
    expect(data).toEqual([{ id: 1 }]);
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/get_categories');
    expect(lastInit().method).toBe('POST');
    expect(lastInit().body).toBe(JSON.stringify({ type: 'quiz_zone' }));
    expect(lastHeaders().get('Content-Type')).toBe('application/json');
  });

  it('treats a truthy error flag as a failure even with status 200', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: true, message: 'You have Already Played', code: 'ALREADY_PLAYED' })));
    const failure = callAction('get_user_by_id');
    await expect(failure).rejects.toMatchObject({ message: 'You have Already Played', code: 'ALREADY_PLAYED', status: 200 });
    expect(notify.error).toHaveBeenCalledWith('You have Already Played');
  });

  it('treats a non-2xx status as a failure and keeps code, status and field', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: true, message: 'email: Please enter a valid e-mail address', code: 'VALIDATION', field: 'email' }, 400)));
    const error = await callAction('forgot_password', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, field: 'email' });
  });

  it('fails a non-2xx answer that has no envelope', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(callAction('get_web_settings')).rejects.toMatchObject({ code: 'HTTP', status: 502, message: 'Request failed with status code 502' });
  });

  it('fails a 2xx answer with an error flag even without a code', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: 1, message: 'Nope' })));
    await expect(callAction('get_web_settings')).rejects.toMatchObject({ message: 'Nope', code: 'HTTP' });
  });
});

describe('request: transport failures', () => {
  it("reports 'Network Error' when fetch rejects", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callAction('get_web_settings')).rejects.toMatchObject({ code: 'NETWORK', status: 0, message: 'Network Error' });
    expect(notify.error).toHaveBeenCalledWith('Network Error');
  });

  it('reports a timeout after the configured time', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation((_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
    );
    const pending = callAction('get_web_settings', {}, { timeoutMs: 20000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT', message: 'timeout of 20000 ms exceeded' });
    expect(notify.error).toHaveBeenCalledWith('timeout of 20000 ms exceeded');
  });

  it('does not toast a request the caller cancelled', async () => {
    fetchMock.mockImplementation((_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
    );
    const controller = new AbortController();
    const pending = callAction('get_web_settings', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ code: 'CANCELED' });
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('request: authorization header', () => {
  it('sends the bearer token for actions that need a user', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: [] })));
    await callAction('get_categories', {});
    expect(lastHeaders().get('Authorization')).toBe('Bearer tok-123');
  });

  it("never sends it for actions the contract marks auth 'none', even when asked", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: {} })));
    await request({ url: 'get_system_configurations', data: {}, headers: { Authorization: 'Bearer leaked' } });
    expect(lastHeaders().has('Authorization')).toBe(false);
    await callAction('user_login', { email: 'a@b.co', password: 'x' }, { displayToast: false });
    expect(lastHeaders().has('Authorization')).toBe(false);
  });

  it('leaves it out when authorizationHeader is false or nobody is signed in', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: [] })));
    await request({ url: 'get_categories', data: {}, authorizationHeader: false });
    expect(lastHeaders().has('Authorization')).toBe(false);
    setRequestHooks({ getToken: () => null });
    await callAction('get_categories', {});
    expect(lastHeaders().has('Authorization')).toBe(false);
  });
});

describe('request: toasts and callbacks', () => {
  it('shows no toast when displayToast is false', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: true, message: 'Document does not exist!', code: 'NOT_FOUND' }, 404)));
    await expect(callAction('get_settings', { type: 'faq' }, { displayToast: false })).rejects.toBeInstanceOf(ApiError);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows a success toast when a success carries a message, and not otherwise', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: false, message: 'Profile updated', data: {} }));
    await callAction('get_user_by_id');
    expect(notify.success).toHaveBeenCalledWith('Profile updated');
    fetchMock.mockResolvedValueOnce(json({ error: false, message: 'Saved quietly', data: {} }));
    await callAction('get_user_by_id', {}, { displayToast: false });
    fetchMock.mockResolvedValueOnce(json({ error: false, data: {} }));
    await callAction('get_user_by_id');
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it('calls began, then success with the data', async () => {
    const events: string[] = [];
    fetchMock.mockImplementation(() => {
      events.push('fetch');
      return Promise.resolve(json({ error: false, data: { ok: true } }));
    });
    await request({
      url: 'logout',
      data: {},
      onStart: () => events.push('began'),
      onSuccess: (data) => events.push(`success:${JSON.stringify(data)}`),
      onError: () => events.push('error'),
    });
    expect(events).toEqual(['began', 'fetch', 'success:{"ok":true}']);
  });

  it('calls the error callback with the message', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const onError = vi.fn();
    await request({ url: 'logout', data: {}, displayToast: false, onError }).catch(() => undefined);
    expect(onError).toHaveBeenCalledWith('Network Error', expect.any(ApiError));
  });

  it('hands SESSION_EXPIRED to the session hook instead of a plain toast', async () => {
    const onSessionExpired = vi.fn();
    setRequestHooks({ onSessionExpired });
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: true, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' }, 401)));
    await expect(callAction('get_user_by_id')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(onSessionExpired).toHaveBeenCalledWith('Your session has expired. Please log in again.');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('signs out on ACCOUNT_DEACTIVATED to a signed-in request, but leaves a refused sign-in to its form', async () => {
    const onSessionExpired = vi.fn();
    const deactivated = 'Your account has been deactivated! Please contact admin.';
    let token: string | null = 'player-token';
    setRequestHooks({ onSessionExpired, getToken: () => token, getUserId: () => 7 });
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: true, code: 'ACCOUNT_DEACTIVATED', message: deactivated }, 403)));
    await expect(callAction('get_user_by_id')).rejects.toMatchObject({ status: 403, code: 'ACCOUNT_DEACTIVATED' });
    expect(onSessionExpired).toHaveBeenCalledWith(deactivated);
    expect(notify.error).not.toHaveBeenCalled();

    token = null;
    onSessionExpired.mockClear();
    await expect(callAction('user_login', { email: 'a@b.co', password: 'secret-pass' }, { displayToast: false })).rejects.toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ignores SESSION_EXPIRED for a session the device has already left', async () => {
    const onSessionExpired = vi.fn();
    let current: string | null = 'old-token';
    setRequestHooks({ onSessionExpired, getToken: () => current, getUserId: () => 1 });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = callAction('get_user_by_id');
    current = 'new-token';
    answer(json({ error: true, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' }, 401));
    await expect(pending).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('sends as the session it is given instead of the current one', async () => {
    setRequestHooks({ getToken: () => null, getUserId: () => null });
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: { ok: true } })));
    await callAction('logout', {}, { as: { token: 'kept', userId: 9 } });
    expect(lastHeaders().get('Authorization')).toBe('Bearer kept');
  });

  it('sends FormData for uploads without forcing a JSON content type', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: {} })));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await callAction('upload_profile_image', form);
    expect(lastInit().body).toBe(form);
    expect(lastHeaders().has('Content-Type')).toBe(false);
  });

  it('adds params to the query string', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: {} })));
    await request({ url: 'get_web_settings', data: {}, params: { v: 2, skip: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_web_settings?v=2');
  });
});

describe('request: subscription lapsed', () => {
  it('tells the session hook when the server asks for a subscription', async () => {
    const onSubscriptionRequired = vi.fn();
    setRequestHooks({ onSubscriptionRequired });
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ error: true, code: 'SUBSCRIPTION_REQUIRED', message: 'Please subscribe to access this content' }, 403)),
    );
    await expect(callAction('get_categories', {}, { displayToast: false })).rejects.toMatchObject({ status: 403 });
    expect(onSubscriptionRequired).toHaveBeenCalledTimes(1);
  });
});

describe('request: user id for the worker cache', () => {
  it('names the signed-in user on authorized requests only', async () => {
    setRequestHooks({ getUserId: () => 7 });
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: [] })));
    await callAction('get_categories', {});
    expect(lastHeaders().get(USER_ID_HEADER)).toBe('7');
    await callAction('get_web_settings');
    expect(lastHeaders().has(USER_ID_HEADER)).toBe(false);
  });

  it('names nobody when no token is sent', async () => {
    setRequestHooks({ getUserId: () => 7, getToken: () => null });
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: [] })));
    await callAction('get_categories', {});
    expect(lastHeaders().has(USER_ID_HEADER)).toBe(false);
  });
});

describe('request: forced offline', () => {
  function controlledByWorker(): void {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
  }

  beforeEach(() => {
    setForcedOffline(true);
  });

  afterEach(() => {
    setForcedOffline(false);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('fails a write at once with the network error, without calling fetch', async () => {
    controlledByWorker();
    const error = await callAction('logout').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, message: 'Network Error' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith('Network Error');
  });

  it('fails a cacheable read without calling fetch when no worker controls the page', async () => {
    await expect(callAction('get_categories', {})).rejects.toMatchObject({ code: 'NETWORK', status: 0, message: 'Network Error' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a cacheable read to the worker's cache only", async () => {
    controlledByWorker();
    setRequestHooks({ getUserId: () => 7 });
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: [{ id: 1 }] })));
    await expect(callAction('get_categories', {})).resolves.toEqual([{ id: 1 }]);
    expect(lastHeaders().get(OFFLINE_HEADER)).toBe('1');
    expect(lastHeaders().get(USER_ID_HEADER)).toBe('7');
  });

  it('reports a cache miss (the worker answers like a dead network) as the network error', async () => {
    controlledByWorker();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callAction('get_web_settings')).rejects.toMatchObject({ code: 'NETWORK', message: 'Network Error' });
  });

  it('refuses a cacheable read sent as GET, which the worker does not answer', async () => {
    controlledByWorker();
    await expect(request({ url: 'get_web_settings', method: 'GET' })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves requests alone once the switch is off', async () => {
    setForcedOffline(false);
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: false, data: {} })));
    await callAction('get_web_settings');
    expect(lastHeaders().has(OFFLINE_HEADER)).toBe(false);
  });
});

describe("request: a copy from the device's cache", () => {
  const stored = '2026-03-04T05:06:07.000Z';
  function cachedJson(body: unknown, headers: Record<string, string>): Response {
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  }

  it('tells the caller when the answer came from the cache and when it was stored, before onSuccess', async () => {
    const order: string[] = [];
    let storedAt: Date | undefined;
    fetchMock.mockResolvedValue(cachedJson({ error: false, data: { total: 0, data: [] } }, { [CACHE_STATUS_HEADER]: 'hit', [CACHED_AT_HEADER]: stored }));
    const data = await callAction('get_tracker_data', { offset: 0, limit: 20 }, {
      onCachedCopy: (at) => {
        storedAt = at;
        order.push('cached');
      },
      onSuccess: () => order.push('success'),
    });
    expect(data).toEqual({ total: 0, data: [] });
    expect(storedAt?.toISOString()).toBe(stored);
    expect(order).toEqual(['cached', 'success']);
  });

  it('says nothing about a fresh answer from the network', async () => {
    const onCachedCopy = vi.fn();
    fetchMock.mockResolvedValue(json({ error: false, data: { total: 0, data: [] } }));
    await callAction('get_tracker_data', {}, { onCachedCopy });
    expect(onCachedCopy).not.toHaveBeenCalled();
  });

  it('counts a cached copy with an unreadable stamp as old, never as fresh', async () => {
    const onCachedCopy = vi.fn();
    fetchMock.mockResolvedValue(cachedJson({ error: false, data: {} }, { [CACHE_STATUS_HEADER]: 'hit', [CACHED_AT_HEADER]: 'yesterday-ish' }));
    await callAction('get_web_settings', {}, { onCachedCopy });
    expect(onCachedCopy).toHaveBeenCalledWith(new Date(0));
  });
});

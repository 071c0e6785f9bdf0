/**
 * Test stand-ins for the browser platform the packs use and jsdom or Node lack: Cache Storage and
 * navigator.storage, plus a fetch that carries requests to the real server of tests/fixtures
 * (app.inject), so the packs code runs end to end with only the network boundary replaced.
 */
import type { MediaCache, MediaCacheStorage } from './pack-media';
import type { StorageApi } from './storage';

export class MemoryMediaCaches implements MediaCacheStorage {
  readonly caches = new Map<string, Map<string, { body: ArrayBuffer; type: string }>>();

  async open(name: string): Promise<MediaCache> {
    let entries = this.caches.get(name);
    if (!entries) {
      entries = new Map();
      this.caches.set(name, entries);
    }
    const store = entries;
    return {
      async put(url, response) {
        store.set(url, { body: await response.arrayBuffer(), type: response.headers.get('Content-Type') ?? '' });
      },
      delete: async (url) => store.delete(url),
      async match(url) {
        const hit = store.get(url);
        return hit ? new Response(hit.body.slice(0), { headers: { 'Content-Type': hit.type } }) : undefined;
      },
    };
  }

  /** Every URL stored in one cache, sorted. */
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.keys() ?? [])].sort();
  }
}

export function fakeStorageApi(state: { quota: number; usage: number; grant?: boolean }): StorageApi & { persistCalls: number } {
  let persisted = false;
  const api = {
    persistCalls: 0,
    estimate: async () => ({ quota: state.quota, usage: state.usage }),
    persist: async () => {
      api.persistCalls += 1;
      persisted = state.grant ?? true;
      return persisted;
    },
    persisted: async () => persisted,
  };
  return api;
}

/** The slice of the test app's inject() that a fetch needs. */
export interface Injectable {
  inject(options: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: string }): Promise<{
    statusCode: number;
    headers: Record<string, string | string[] | number | undefined>;
    rawPayload: Uint8Array;
  }>;
}

export type FetchHook = (url: string, init: RequestInit | undefined) => void | Promise<void>;

/** A fetch that answers from the real server; `before` may throw to simulate a failure at one request. */
export function injectFetch(app: Injectable, before?: FetchHook): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    await before?.(url, init);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const method = init?.method === 'POST' ? 'POST' : 'GET';
    const reply = await app.inject({ method, url, headers, ...(typeof init?.body === 'string' ? { payload: init.body } : {}) });
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) if (value !== undefined) responseHeaders.set(name, String(value));
    const body = reply.statusCode === 304 ? null : new Uint8Array(reply.rawPayload);
    return new Response(body, { status: reply.statusCode, headers: responseHeaders });
  };
}

/**
 * sessionStorage and localStorage for tests that run in Node (app modules read them on import and
 * the web setup clears them after each test). Import test-node-globals.ts first to install them.
 */
export function installMemoryStorages(): void {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    if (name in globalThis) continue;
    const data = new Map<string, string>();
    const storage: Storage = {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (index) => [...data.keys()][index] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, String(value)),
    };
    Object.defineProperty(globalThis, name, { value: storage, configurable: true });
  }
}

/** A failure a fake action answers with: the server's envelope, or no answer at all ('network'). */
export type FakeFailure = { readonly status: number; readonly code: string; readonly message: string } | 'network';

export type FakeAction = (body: Record<string, unknown>) => unknown;

/**
 * A fetch for component tests that answers API actions with canned envelopes and media paths with
 * canned bytes. A handler returns the action's data, or throws a FakeFailure.
 */
export function fakeApiFetch(actions: Record<string, FakeAction>, media: Record<string, { body: string; type: string }> = {}): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    calls.push(url);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const action = /^\/api\/([a-z_]+)/.exec(url)?.[1];
    if (action) {
      const handler = actions[action];
      if (!handler) return Response.json({ error: true, code: 'UNKNOWN_ACTION', message: 'Unknown action.' }, { status: 404 });
      try {
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
        return Response.json({ error: false, data: await handler(body) });
      } catch (failure) {
        if (failure === 'network') throw new TypeError('Failed to fetch');
        const { status, code, message } = failure as Exclude<FakeFailure, 'network'>;
        return Response.json({ error: true, code, message }, { status });
      }
    }
    const file = media[url];
    return file ? new Response(file.body, { headers: { 'Content-Type': file.type } }) : new Response('missing', { status: 404 });
  };
  return Object.assign(fetchFn, { calls });
}

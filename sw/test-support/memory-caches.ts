/**
 * An in-memory Cache Storage for unit tests (jsdom has none): caches by name, entries by URL, as
 * the Cache API matches a GET. The worker and page code under test run unchanged against it; the
 * browser's real one is exercised by tests/e2e/sw-cache.spec.ts.
 */
export class MemoryCacheStorage {
  readonly stores = new Map<string, Map<string, Response>>();

  private static url(key: RequestInfo | URL): string {
    if (key instanceof Request) return key.url;
    return new URL(String(key), 'https://quizhive.test/').href;
  }

  open(name: string): Promise<{ put: (key: RequestInfo | URL, response: Response) => Promise<void>; match: (key: RequestInfo | URL) => Promise<Response | undefined> }> {
    let store = this.stores.get(name);
    if (!store) {
      store = new Map();
      this.stores.set(name, store);
    }
    const entries = store;
    return Promise.resolve({
      put: async (key, response) => {
        entries.set(MemoryCacheStorage.url(key), response.clone());
      },
      match: async (key) => entries.get(MemoryCacheStorage.url(key))?.clone(),
    });
  }

  async match(key: RequestInfo | URL, options?: { cacheName?: string }): Promise<Response | undefined> {
    const names = options?.cacheName !== undefined ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const hit = this.stores.get(name)?.get(MemoryCacheStorage.url(key));
      if (hit) return hit.clone();
    }
    return undefined;
  }

  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }

  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
}

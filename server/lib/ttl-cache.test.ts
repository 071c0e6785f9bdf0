import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets entries after their time to live', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(100, 10, () => now);
    cache.set('a', 1);
    now = 99;
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<string, number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('loads once and serves the stored value after', async () => {
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('deletes entries matching a predicate', () => {
    const cache = new TtlCache<string, { user: number }>(1000);
    cache.set('t1', { user: 1 });
    cache.set('t2', { user: 2 });
    cache.deleteWhere((v) => v.user === 1);
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')).toEqual({ user: 2 });
  });

  it('shares one load between callers that miss the same key at once', async () => {
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    let finish: (n: number) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('does not store a load that was under way when the cache was cleared', async () => {
    const cache = new TtlCache<string, number>(1000);
    let finish: (n: number) => void = () => undefined;
    const stale = cache.getOrLoad('k', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(1);
    expect(await stale).toBe(1);
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrLoad('k', async () => 2)).toBe(2);
  });

  it('forgets a failed load so the next caller tries again', async () => {
    const cache = new TtlCache<string, number>(1000);
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 3)).toBe(3);
  });

  describe('refreshing ahead', () => {
    const deferred = () => {
      let resolve: (n: number) => void = () => undefined;
      let reject: (e: Error) => void = () => undefined;
      const promise = new Promise<number>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    };

    it('answers from the cache while one reload runs near the end, then with the new value', async () => {
      let now = 0;
      const cache = new TtlCache<string, number>(100, 10, () => now, 40);
      expect(await cache.getOrLoad('k', async () => 1)).toBe(1);
      now = 59;
      let loads = 0;
      const next = deferred();
      const load = () => {
        loads += 1;
        return next.promise;
      };
      // Not yet close to the end: no reload.
      expect(await cache.getOrLoad('k', load)).toBe(1);
      expect(loads).toBe(0);
      now = 61;
      expect(await cache.getOrLoad('k', load)).toBe(1);
      expect(await cache.getOrLoad('k', load)).toBe(1);
      expect(loads).toBe(1);
      next.resolve(2);
      await next.promise;
      await Promise.resolve();
      expect(await cache.getOrLoad('k', load)).toBe(2);
      // The new value lives its own full time.
      now = 61 + 99;
      expect(cache.get('k')).toBe(2);
    });

    it('never serves a value past its time to live, and keeps it when a reload fails', async () => {
      let now = 0;
      const cache = new TtlCache<string, number>(100, 10, () => now, 40);
      await cache.getOrLoad('k', async () => 1);
      now = 80;
      const failing = deferred();
      expect(await cache.getOrLoad('k', () => failing.promise)).toBe(1);
      failing.reject(new Error('database busy'));
      await failing.promise.catch(() => undefined);
      await Promise.resolve();
      expect(cache.get('k')).toBe(1);
      // Expired while a reload is under way: the caller waits for it rather than getting the old value.
      now = 100;
      const late = deferred();
      const waiting = cache.getOrLoad('k', () => late.promise);
      late.resolve(3);
      expect(await waiting).toBe(3);
    });

    it('does not keep a reload that was under way when the cache was cleared', async () => {
      let now = 0;
      const cache = new TtlCache<string, number>(100, 10, () => now, 40);
      await cache.getOrLoad('k', async () => 1);
      now = 70;
      const stale = deferred();
      expect(await cache.getOrLoad('k', () => stale.promise)).toBe(1);
      cache.clear();
      stale.resolve(9);
      await stale.promise;
      await Promise.resolve();
      expect(await cache.getOrLoad('k', async () => 4)).toBe(4);
    });
  });
});

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
});

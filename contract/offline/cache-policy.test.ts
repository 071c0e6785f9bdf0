import { describe, expect, it } from 'vitest';
import { actions, type ActionName } from '../api/actions';
import {
  API_CACHE_PREFIX,
  apiActionOf,
  apiCacheKey,
  cachedReadOf,
  cachedReads,
  canonicalJson,
  isNetworkOnlyPath,
  isPackMediaPath,
  PACK_MEDIA_CACHE,
  SHARED_API_CACHE,
  userApiCacheName,
  userIdOfCacheName,
} from './cache-policy';

describe('canonicalJson', () => {
  it('gives one text for objects that differ only in key order, at every depth', () => {
    const a = { type: 'quiz_zone', filter: { b: 2, a: [{ y: 1, x: 0 }] } };
    const b = { filter: { a: [{ x: 0, y: 1 }], b: 2 }, type: 'quiz_zone' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"filter":{"a":[{"x":0,"y":1}],"b":2},"type":"quiz_zone"}');
  });

  it('keeps array order, which is meaningful', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('drops undefined members and follows JSON for odd values', () => {
    expect(canonicalJson({ a: undefined, b: null, c: Number.NaN, d: [undefined] })).toBe('{"b":null,"c":null,"d":[null]}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson(new Date('2026-01-02T03:04:05.000Z'))).toBe('"2026-01-02T03:04:05.000Z"');
  });
});

describe('apiCacheKey', () => {
  it('is a GET URL under /api/<action> that does not depend on key order', () => {
    const key = apiCacheKey('get_subcategory_by_maincategory', { category_id: 3, language_id: 1 });
    expect(key).toBe(apiCacheKey('get_subcategory_by_maincategory', { language_id: 1, category_id: 3 }));
    expect(key.startsWith('/api/get_subcategory_by_maincategory?')).toBe(true);
    expect(new URL(key, 'https://q.test').searchParams.get('qh-cache-key')).toBe('{"category_id":3,"language_id":1}');
  });

  it('tells different bodies and actions apart, and treats a missing body as {}', () => {
    expect(apiCacheKey('get_categories', { type: 'a' })).not.toBe(apiCacheKey('get_categories', { type: 'b' }));
    expect(apiCacheKey('get_settings', {})).not.toBe(apiCacheKey('get_web_settings', {}));
    expect(apiCacheKey('get_settings', undefined)).toBe(apiCacheKey('get_settings', {}));
  });
});

describe('the cacheable reads', () => {
  it('are all actions of the contract', () => {
    for (const action of Object.keys(cachedReads)) expect(Object.keys(actions)).toContain(action);
  });

  it("are shared exactly when the contract's auth is 'none', per user otherwise", () => {
    for (const [action, read] of Object.entries(cachedReads)) {
      const auth = actions[action as ActionName].auth;
      expect({ action, partition: read.partition }).toEqual({ action, partition: auth === 'none' ? 'shared' : 'user' });
    }
  });

  it('leave out every write, sync, auth call, upload and offline pack', () => {
    for (const action of ['sync_ops', 'set_level_data', 'unlock_premium_category', 'set_user_coin_score', 'set_maths_progress', 'update_profile', 'upload_profile_image', 'user_login', 'logout', 'delete_user_account', 'get_offline_packs', 'get_offline_pack', 'get_dev_outbox']) {
      expect(cachedReadOf(action), action).toBeNull();
    }
    for (const action of Object.keys(cachedReads)) expect(action.startsWith('get_'), action).toBe(true);
    expect(cachedReadOf('toString')).toBeNull();
    expect(cachedReadOf('__proto__')).toBeNull();
  });

  it("keep the coin history in the player's own cache, one entry per page and filter", () => {
    expect(cachedReadOf('get_tracker_data')?.partition).toBe('user');
    const first = apiCacheKey('get_tracker_data', { offset: 0, limit: 20 });
    expect(apiCacheKey('get_tracker_data', { offset: 20, limit: 20 })).not.toBe(first);
    expect(apiCacheKey('get_tracker_data', { offset: 0, limit: 20, types: ['refund'] })).not.toBe(first);
    expect(apiCacheKey('get_tracker_data', { types: ['welcome_bonus', 'referral'], limit: 20, offset: 0 })).toBe(apiCacheKey('get_tracker_data', { offset: 0, limit: 20, types: ['welcome_bonus', 'referral'] }));
  });

  it('wait about three seconds for the network before using the stored copy', () => {
    for (const read of Object.values(cachedReads)) expect(read.networkTimeoutMs).toBe(3_000);
  });
});

describe('cache names', () => {
  it('give each user a cache of their own under the runtime prefix', () => {
    expect(userApiCacheName(7)).toBe(userApiCacheName('7'));
    expect(userApiCacheName(7)).not.toBe(userApiCacheName(8));
    expect(userIdOfCacheName(userApiCacheName(42))).toBe('42');
    expect(userIdOfCacheName(SHARED_API_CACHE)).toBeNull();
    for (const name of [SHARED_API_CACHE, userApiCacheName(1)]) expect(name.startsWith(API_CACHE_PREFIX)).toBe(true);
  });

  it('keep pack media out of the runtime prefix, so clearing runtime caches never drops downloads', () => {
    expect(PACK_MEDIA_CACHE.startsWith(API_CACHE_PREFIX)).toBe(false);
  });
});

describe('paths', () => {
  it('reads the action of /api/<action> only', () => {
    expect(apiActionOf('/api/get_categories')).toBe('get_categories');
    expect(apiActionOf('/api/get_categories/x')).toBeNull();
    expect(apiActionOf('/uploads/a.png')).toBeNull();
  });

  it('never intercepts live endpoints', () => {
    for (const path of ['/live', '/live/battle/3', '/socket.io/', '/socket.io/?EIO=4']) expect(isNetworkOnlyPath(path), path).toBe(true);
    for (const path of ['/lively', '/api/get_settings', '/']) expect(isNetworkOnlyPath(path), path).toBe(false);
  });

  it('recognises pack media', () => {
    expect(isPackMediaPath('/content-media/q/1.png')).toBe(true);
    expect(isPackMediaPath('/uploads/profile/2.jpg')).toBe(true);
    expect(isPackMediaPath('/api/get_offline_pack')).toBe(false);
  });
});

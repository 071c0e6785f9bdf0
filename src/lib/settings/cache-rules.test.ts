import { describe, expect, it } from 'vitest';
import {
  beginPageLoad,
  FIRST_LOAD_KEY,
  HOME_CACHE_MS,
  languageIdParam,
  MANUAL_REFRESH_KEY,
  markManualRefresh,
  readFlags,
  recordFetch,
  shouldFetchHome,
  shouldFetchSettings,
  watchPageUnload,
} from './cache-rules';

describe('session flags', () => {
  it('treats the first load of a browser session as a manual refresh', () => {
    expect(beginPageLoad()).toBe(true);
    expect(readFlags()).toEqual({ firstLoad: null, manualRefresh: 'true' });
  });

  it('uses the cached copy on a later load of the same session without an unload', () => {
    beginPageLoad();
    recordFetch();
    expect(readFlags()).toEqual({ firstLoad: 'done', manualRefresh: 'false' });
    expect(beginPageLoad()).toBe(false);
  });

  it('fetches again after a page unload (reload)', () => {
    beginPageLoad();
    recordFetch();
    const stop = watchPageUnload();
    window.dispatchEvent(new Event('beforeunload'));
    expect(sessionStorage.getItem(MANUAL_REFRESH_KEY)).toBe('true');
    expect(beginPageLoad()).toBe(true);
    stop();
  });

  it('marks a manual refresh on pagehide too', () => {
    recordFetch();
    const stop = watchPageUnload();
    window.dispatchEvent(new Event('pagehide'));
    expect(readFlags().manualRefresh).toBe('true');
    stop();
  });

  it('marks a manual refresh when a load finds no recorded fetch even if the flag said false', () => {
    sessionStorage.setItem(MANUAL_REFRESH_KEY, 'false');
    expect(sessionStorage.getItem(FIRST_LOAD_KEY)).toBeNull();
    expect(beginPageLoad()).toBe(true);
  });

  it('markManualRefresh sets the flag', () => {
    markManualRefresh();
    expect(readFlags().manualRefresh).toBe('true');
  });
});

describe('shouldFetchSettings', () => {
  it('fetches on a fresh load or without a copy, else uses the copy', () => {
    expect(shouldFetchSettings({ freshLoad: true, hasCache: true })).toBe(true);
    expect(shouldFetchSettings({ freshLoad: false, hasCache: false })).toBe(true);
    expect(shouldFetchSettings({ freshLoad: false, hasCache: true })).toBe(false);
  });
});

describe('shouldFetchHome', () => {
  const base = { cached: { lastFetch: 1_000_000, languageCode: 'en' }, languageCode: 'en', now: 1_000_000 + 60_000, freshLoad: false, fetchedThisLoad: true };

  it('uses the copy within 10 minutes for the same language', () => {
    expect(shouldFetchHome(base)).toBe(false);
    expect(shouldFetchHome({ ...base, now: 1_000_000 + HOME_CACHE_MS })).toBe(false);
  });

  it('re-fetches after more than 10 minutes', () => {
    expect(HOME_CACHE_MS).toBe(600_000);
    expect(shouldFetchHome({ ...base, now: 1_000_000 + HOME_CACHE_MS + 1 })).toBe(true);
  });

  it('re-fetches when the language changed', () => {
    expect(shouldFetchHome({ ...base, languageCode: 'ar' })).toBe(true);
  });

  it('re-fetches once on a first load or manual refresh', () => {
    expect(shouldFetchHome({ ...base, freshLoad: true, fetchedThisLoad: false })).toBe(true);
    expect(shouldFetchHome({ ...base, freshLoad: true, fetchedThisLoad: true })).toBe(false);
  });

  it('fetches without a copy', () => {
    expect(shouldFetchHome({ ...base, cached: null })).toBe(true);
  });
});

describe('languageIdParam', () => {
  it("sends language_id only when language_mode is '1'", () => {
    expect(languageIdParam({ language_mode: '1' }, 3)).toEqual({ language_id: 3 });
    expect(languageIdParam({ language_mode: '0' }, 3)).toEqual({});
    expect(languageIdParam(null, 3)).toEqual({});
    expect(languageIdParam({ language_mode: '1' }, null)).toEqual({});
  });
});

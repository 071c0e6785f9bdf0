import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizhiveDb } from './db';
import { enqueueWith } from './outbox';
import { freshDb, noLocal } from './test-helpers';
import { BACKGROUND_SYNC_TAG, startSyncTriggers } from './triggers';

let db: QuizhiveDb;
let visibility: DocumentVisibilityState;
let stop: (() => void) | undefined;

beforeEach(() => {
  db = freshDb();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  // Only timers are faked: fake-indexeddb schedules its work with setImmediate, which stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(async () => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(window, 'SyncManager');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  await db.delete();
});

const start = () => {
  const flush = vi.fn(async () => undefined);
  stop = startSyncTriggers({ flush });
  return flush;
};

describe('startSyncTriggers', () => {
  it('flushes on start, on online and when the tab becomes visible, without SyncManager', () => {
    expect('SyncManager' in window).toBe(false);
    const flush = start();
    expect(flush).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(2);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(3);
  });

  it('flushes once, about a second after a burst of enqueues', async () => {
    const flush = start();
    flush.mockClear();
    await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    vi.advanceTimersByTime(999);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('flushes on an interval only while visible', () => {
    const flush = start();
    flush.mockClear();
    vi.advanceTimersByTime(30_000);
    expect(flush).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    vi.advanceTimersByTime(90_000);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('stops every trigger', async () => {
    const flush = start();
    stop?.();
    stop = undefined;
    flush.mockClear();
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    vi.advanceTimersByTime(120_000);
    expect(flush).not.toHaveBeenCalled();
  });

  it('keeps going when a flush rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flush = vi.fn(async () => Promise.reject(new Error('down')));
    stop = startSyncTriggers({ flush });
    window.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    warn.mockRestore();
  });

  it('registers Background Sync only where SyncManager exists', async () => {
    const register = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ sync: { register } }) } });
    start();
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    stop?.();
    Object.defineProperty(window, 'SyncManager', { configurable: true, value: class {} });
    start();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(BACKGROUND_SYNC_TAG));
  });
});

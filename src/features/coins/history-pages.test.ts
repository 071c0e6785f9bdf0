import { describe, expect, it } from 'vitest';
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import { ApiError } from '../../lib/request/api-error';
import { historyReducer, initialHistory, mergeEntries, type HistoryState } from './history-pages';

function entry(id: number, type = 'quiz_zone'): CoinHistoryEntry {
  return { id, coins: 10, score: 0, type, title: type, status: 'completed', source: 'sheet', date: '2026-03-01T10:00:00.000Z' };
}

const ids = (state: HistoryState) => state.entries.map((e) => e.id);

describe('the coin history pages', () => {
  it('merges a page that repeats entries of the one before by id, newest first, and starts the next page after what arrived', () => {
    let state = historyReducer(initialHistory, { type: 'request', offset: 0 });
    expect(state.pending).toBe(0);
    state = historyReducer(state, { type: 'loaded', offset: 0, page: { total: 5, data: [entry(9), entry(8)] }, cachedAt: null });
    expect(state).toMatchObject({ pending: null, nextOffset: 2, total: 5, complete: false });
    // Two entries were booked meanwhile: the page at offset 2 now starts with entry 8 again.
    state = historyReducer(state, { type: 'loaded', offset: 2, page: { total: 7, data: [entry(8), entry(7)] }, cachedAt: null });
    expect(ids(state)).toEqual([9, 8, 7]);
    expect(state).toMatchObject({ nextOffset: 4, total: 7, complete: false });
  });

  it('keeps the newer copy of an entry that arrives twice (a refund marks a spend refunded)', () => {
    const spend = { ...entry(4, 'word_hint'), coins: -5 };
    expect(mergeEntries([spend], [{ ...spend, status: 'refunded' }])).toEqual([{ ...spend, status: 'refunded' }]);
  });

  it('is complete when the pages reach the total, or on an empty page whatever the total says', () => {
    const full = historyReducer(initialHistory, { type: 'loaded', offset: 0, page: { total: 2, data: [entry(2), entry(1)] }, cachedAt: null });
    expect(full.complete).toBe(true);
    const empty = historyReducer(initialHistory, { type: 'loaded', offset: 0, page: { total: 3, data: [] }, cachedAt: null });
    expect(empty).toMatchObject({ complete: true, total: 3, nextOffset: 0 });
  });

  it("keeps the oldest stamp of the pages that came from the device's cache; a fresh page does not hide it", () => {
    const older = new Date('2026-03-01T08:00:00Z');
    const newer = new Date('2026-03-02T08:00:00Z');
    let state = historyReducer(initialHistory, { type: 'loaded', offset: 0, page: { total: 6, data: [entry(6), entry(5)] }, cachedAt: newer });
    state = historyReducer(state, { type: 'loaded', offset: 2, page: { total: 6, data: [entry(4), entry(3)] }, cachedAt: older });
    state = historyReducer(state, { type: 'loaded', offset: 4, page: { total: 6, data: [entry(2), entry(1)] }, cachedAt: null });
    expect(state.cachedAt).toBe(older);
  });

  it('records which page failed, keeps what is shown, and clears the failure when that page is asked again', () => {
    const error = new ApiError('NETWORK', 0, 'Network Error');
    let state = historyReducer(initialHistory, { type: 'loaded', offset: 0, page: { total: 4, data: [entry(4), entry(3)] }, cachedAt: null });
    state = historyReducer(historyReducer(state, { type: 'request', offset: 2 }), { type: 'failed', offset: 2, error });
    expect(state).toMatchObject({ pending: null, failure: { offset: 2, error }, nextOffset: 2 });
    expect(ids(state)).toEqual([4, 3]);
    expect(historyReducer(state, { type: 'request', offset: 2 }).failure).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import { initialPaged } from '../../lib/paging/paged-list';
import { mergeEntries, reduceHistory, type HistoryState } from './history-pages';

function entry(id: number, type = 'quiz_zone'): CoinHistoryEntry {
  return { id, coins: 10, score: 0, type, title: type, status: 'completed', source: 'sheet', date: '2026-03-01T10:00:00.000Z' };
}

const ids = (state: HistoryState) => state.items.map((e) => e.id);

describe('the coin history pages', () => {
  it('merges a page that repeats entries of the one before by id, newest first, and starts the next page after what arrived', () => {
    let state: HistoryState = reduceHistory(initialPaged, { type: 'request', offset: 0 });
    expect(state.pending).toBe(0);
    state = reduceHistory(state, { type: 'loaded', offset: 0, page: { total: 5, data: [entry(9), entry(8)] }, cachedAt: null });
    expect(state).toMatchObject({ pending: null, nextOffset: 2, total: 5, complete: false });
    // Two entries were booked meanwhile: the page at offset 2 now starts with entry 8 again.
    state = reduceHistory(state, { type: 'loaded', offset: 2, page: { total: 7, data: [entry(8), entry(7)] }, cachedAt: null });
    expect(ids(state)).toEqual([9, 8, 7]);
    expect(state).toMatchObject({ nextOffset: 4, total: 7, complete: false });
  });

  it('keeps the newer copy of an entry that arrives twice (a refund marks a spend refunded)', () => {
    const spend = { ...entry(4, 'word_hint'), coins: -5 };
    expect(mergeEntries([spend], [{ ...spend, status: 'refunded' }])).toEqual([{ ...spend, status: 'refunded' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../request/api-error';
import { initialPaged, pagedReducer, type Page, type PagedState } from './paged-list';

interface Row {
  readonly id: number;
  readonly label: string;
}

/** Rows by id, highest first; the arrived copy of a row wins. */
const reduce = pagedReducer<Row, Page<Row>>((shown, arrived) => {
  const byId = new Map<number, Row>();
  for (const row of [...shown, ...arrived]) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => b.id - a.id);
});

const row = (id: number, label = `row ${id}`): Row => ({ id, label });
const page = (total: number, ...ids: number[]): Page<Row> => ({ total, data: ids.map((id) => row(id)) });
const ids = (state: PagedState<Row>) => state.items.map((r) => r.id);
const loaded = (state: PagedState<Row>, offset: number, answer: Page<Row>, cachedAt: Date | null = null) => reduce(state, { type: 'loaded', offset, page: answer, cachedAt });

describe('a paged list', () => {
  it('is complete when the pages reach the total, or on an empty page whatever the total says', () => {
    expect(loaded(initialPaged, 0, page(2, 2, 1)).complete).toBe(true);
    expect(loaded(initialPaged, 0, page(3))).toMatchObject({ complete: true, total: 3, nextOffset: 0 });
  });

  it('keeps the newest answer whole beside its rows', () => {
    const first = page(4, 4, 3);
    const second = page(4, 2, 1);
    expect(loaded(initialPaged, 0, first).latest).toBe(first);
    expect(loaded(loaded(initialPaged, 0, first), 2, second).latest).toBe(second);
  });

  it("keeps the oldest stamp of the pages that came from the device's cache; a fresh page does not hide it", () => {
    const older = new Date('2026-03-01T08:00:00Z');
    const newer = new Date('2026-03-02T08:00:00Z');
    let state = loaded(initialPaged, 0, page(6, 6, 5), newer);
    state = loaded(state, 2, page(6, 4, 3), older);
    state = loaded(state, 4, page(6, 2, 1));
    expect(state.cachedAt).toBe(older);
  });

  it('records which page failed, keeps what is shown, and clears the failure when that page is asked again', () => {
    const error = new ApiError('NETWORK', 0, 'Network Error');
    let state = loaded(initialPaged, 0, page(4, 4, 3));
    state = reduce(reduce(state, { type: 'request', offset: 2 }), { type: 'failed', offset: 2, error });
    expect(state).toMatchObject({ pending: null, failure: { offset: 2, error }, nextOffset: 2 });
    expect(ids(state)).toEqual([4, 3]);
    expect(reduce(state, { type: 'request', offset: 2 }).failure).toBeNull();
  });

  it('keeps the rows shown while a refresh is on its way, then replaces them with page one: its stamp, its total, no missing page', () => {
    const savedAt = new Date('2026-03-01T08:00:00Z');
    const error = new ApiError('NETWORK', 0, 'Network Error');
    let state = loaded(initialPaged, 0, page(5, 5, 4), savedAt);
    state = loaded(state, 2, page(5, 3, 2), savedAt);
    state = reduce(reduce(state, { type: 'request', offset: 4 }), { type: 'failed', offset: 4, error });

    state = reduce(state, { type: 'refresh' });
    expect(state).toMatchObject({ refreshing: true, pending: null });
    expect(ids(state)).toEqual([5, 4, 3, 2]);

    // Page one now starts with a newer row: the rows of the old list below it are gone.
    state = loaded(state, 0, { total: 6, data: [row(6), row(5, 'renamed')] });
    expect(ids(state)).toEqual([6, 5]);
    expect(state.items[1]?.label).toBe('renamed');
    expect(state).toMatchObject({ refreshing: false, cachedAt: null, failure: null, nextOffset: 2, total: 6, complete: false });
  });

  it('keeps the list as it was when a refresh fails, and says why', () => {
    const error = new ApiError('NETWORK', 0, 'Network Error');
    let state = loaded(initialPaged, 0, page(2, 2, 1));
    state = reduce(reduce(state, { type: 'refresh' }), { type: 'failed', offset: 0, error });
    expect(ids(state)).toEqual([2, 1]);
    expect(state).toMatchObject({ refreshing: false, refreshError: error, failure: null, complete: true });
    expect(reduce(state, { type: 'refresh' }).refreshError).toBeNull();
  });
});

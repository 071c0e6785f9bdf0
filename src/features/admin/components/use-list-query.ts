/**
 * The state of an admin list (page, sort, search and filters) kept in the address, so a reload, a
 * shared link or the back button returns to the same rows. The server does the sorting, filtering
 * and paging; this only turns the address into the body of the list action and back.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import type { SortOrder } from '../../../../contract/api/common';

export const ADMIN_PAGE_SIZE = 20;

export interface ListQuery<S extends string, F extends string> {
  /** Zero-based. */
  readonly page: number;
  readonly sort: S | undefined;
  readonly order: SortOrder | undefined;
  readonly search: string;
  readonly filters: Readonly<Record<F, string>>;
}

export interface ListBody<S extends string> {
  readonly offset: number;
  readonly limit: number;
  readonly sort?: S;
  readonly order?: SortOrder;
  readonly search?: string;
}

export interface ListQueryControls<S extends string, F extends string> {
  readonly query: ListQuery<S, F>;
  /** offset, limit, sort, order and search as the list actions take them (filters are the caller's to map). */
  readonly body: ListBody<S>;
  /** A stable string of the whole query, for useAsync's key. */
  readonly key: string;
  readonly setPage: (page: number) => void;
  /** Sorts by a column: a new column starts with `firstOrder`, the same column flips. Back to page 1. */
  readonly sortBy: (column: S, firstOrder?: SortOrder) => void;
  /** A new search and filters, back to page 1. */
  readonly apply: (search: string, filters: Partial<Record<F, string>>) => void;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

export function useListQuery<S extends string, F extends string = never>(
  sorts: readonly S[],
  filterNames: readonly F[] = [],
  pageSize = ADMIN_PAGE_SIZE,
): ListQueryControls<S, F> {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort = sorts.find((column) => column === sortParam);
  const orderParam = params.get('order');
  const order: SortOrder | undefined = orderParam === 'asc' || orderParam === 'desc' ? orderParam : undefined;
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>;
  const query: ListQuery<S, F> = { page: parsePage(params.get('page')), sort, order, search: params.get('q') ?? '', filters };

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  const set = (next: URLSearchParams, name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));

  return {
    query,
    body: {
      offset: query.page * pageSize,
      limit: pageSize,
      ...(sort ? { sort } : {}),
      ...(sort && order ? { order } : {}),
      ...(query.search.trim() ? { search: query.search.trim() } : {}),
    },
    key: params.toString(),
    setPage: (page) => update((next) => set(next, 'page', page > 0 ? String(page + 1) : undefined)),
    sortBy: (column, firstOrder = 'asc') =>
      update((next) => {
        const flipped: SortOrder = order === 'asc' ? 'desc' : 'asc';
        next.set('sort', column);
        next.set('order', sort === column ? flipped : firstOrder);
        next.delete('page');
      }),
    apply: (search, newFilters) =>
      update((next) => {
        set(next, 'q', search.trim() || undefined);
        for (const name of filterNames) set(next, name, newFilters[name] || undefined);
        next.delete('page');
      }),
  };
}

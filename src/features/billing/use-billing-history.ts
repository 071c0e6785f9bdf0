/** Billing history's two lists as paged lists (src/lib/paging/use-paged-list.ts): payments and subscription records, newest first. */
import type { Invoice } from '../../../contract/api/billing';
import { pagedReducer, type Page } from '../../lib/paging/paged-list';
import { usePagedList, type PagedList, type PagedSource } from '../../lib/paging/use-paged-list';
import { billingApi } from './billing.api';
import type { SubscriptionRecord } from './SubscriptionFacts';

/** Rows per page. */
export const PAGE_SIZE = 20;

/** Rows of both lists, each id once (the arrived copy wins), newest (highest id) first. */
function byIdNewestFirst<T extends { readonly id: number }>(shown: readonly T[], arrived: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const row of [...shown, ...arrived]) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

const invoiceSource: PagedSource<'all', Invoice, Page<Invoice>> = {
  pageSize: PAGE_SIZE,
  reduce: pagedReducer<Invoice, Page<Invoice>>(byIdNewestFirst),
  fetchPage: (_query, paging, options) => billingApi.invoices(paging, options),
};

const recordSource: PagedSource<'all', SubscriptionRecord, Page<SubscriptionRecord>> = {
  pageSize: PAGE_SIZE,
  reduce: pagedReducer<SubscriptionRecord, Page<SubscriptionRecord>>(byIdNewestFirst),
  fetchPage: (_query, paging, options) => billingApi.subscriptionHistory(paging, options),
};

export function useInvoices(): PagedList<Invoice, Page<Invoice>> {
  return usePagedList(invoiceSource, 'all');
}

export function useSubscriptionRecords(): PagedList<SubscriptionRecord, Page<SubscriptionRecord>> {
  return usePagedList(recordSource, 'all');
}

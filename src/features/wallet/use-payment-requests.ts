/**
 * The player's payout requests as a paged list (src/lib/paging/use-paged-list.ts has the rules):
 * newest first, each id once; the newest page's answer also says when the player may ask again.
 */
import type { PaymentRequest } from '../../../contract/api/payouts';
import { pagedReducer, type PagedState } from '../../lib/paging/paged-list';
import { usePagedList, type PagedList, type PagedSource } from '../../lib/paging/use-paged-list';
import type { ActionData } from '../../lib/request/request';
import { walletApi } from './wallet.api';

export type RequestsPage = ActionData<'get_payment_request'>;
export type RequestsState = PagedState<PaymentRequest, RequestsPage>;

/** Requests per page. */
export const PAGE_SIZE = 10;

/** Requests of both lists, each id once (the later copy wins: it is the newer answer), newest first. */
export function mergeRequests(shown: readonly PaymentRequest[], arrived: readonly PaymentRequest[]): PaymentRequest[] {
  const byId = new Map<number, PaymentRequest>();
  for (const request of shown) byId.set(request.id, request);
  for (const request of arrived) byId.set(request.id, request);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

const requestsSource: PagedSource<'mine', PaymentRequest, RequestsPage> = {
  pageSize: PAGE_SIZE,
  reduce: pagedReducer<PaymentRequest, RequestsPage>(mergeRequests),
  fetchPage: (_query, paging, options) => walletApi.requests(paging, options),
};

export function usePaymentRequests(): PagedList<PaymentRequest, RequestsPage> {
  return usePagedList(requestsSource, 'mine');
}

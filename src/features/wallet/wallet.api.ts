/** The wallet's calls (contract/api/payouts.ts). Errors are shown by the screen, beside the field they name, never as toasts. */
import type { FetchOptions } from '../../lib/paging/use-paged-list';
import { callAction, type ActionBody } from '../../lib/request/request';

export type PaymentRequestBody = ActionBody<'set_payment_request'>;

export const walletApi = {
  /** One page of the player's requests, newest first, and when they may ask again. */
  requests: (paging: { readonly offset: number; readonly limit: number }, options: FetchOptions) =>
    callAction('get_payment_request', { offset: paging.offset, limit: paging.limit }, { displayToast: false, signal: options.signal, onCachedCopy: options.onCachedCopy }),
  /** Asks for a payout; answers the request and the coins left. */
  request: (body: PaymentRequestBody) => callAction('set_payment_request', body, { displayToast: false }),
  /** Withdraws a pending request; answers the coins held now and those given back. */
  deletePending: (paymentId: number) => callAction('delete_pending_payment_request', { payment_id: paymentId }, { displayToast: false }),
};

/** The payout actions (issue 13): a player's payment requests, and the admin's payout queue. */
import * as payoutActions from '../../../contract/api/payouts';
import type { ActionRouter } from '../../plugins/actions';
import type { PayoutsService } from './payouts.service';

export function registerPayoutRoutes(api: ActionRouter, payouts: PayoutsService): void {
  api.handle(payoutActions.setPaymentRequest, async ({ user, body, setMessage }) => {
    const result = await payouts.request(user, body);
    // Spec section 9: payout takes 3-5 working days, said with every request.
    setMessage('PAYOUT_REQUESTED');
    return result;
  });
  api.handle(payoutActions.getPaymentRequest, async ({ user, body }) => payouts.list(user, { offset: body.offset, limit: body.limit }));
  api.handle(payoutActions.deletePendingPaymentRequest, async ({ user, body }) => payouts.withdraw(user, body.payment_id));
  api.handle(payoutActions.getAdminPaymentRequests, async ({ body }) =>
    payouts.listForAdmin({ offset: body.offset, limit: body.limit, status: body.status, userId: body.user_id }),
  );
  api.handle(payoutActions.setAdminPaymentRequest, async ({ user, body }) => payouts.process(user, { paymentId: body.payment_id, status: body.status, note: body.note }));
}

/** Billing's actions (contract/api/billing.ts): the player's, and the admin's plans, subscriptions and sandbox clock. */
import * as billingActions from '../../../contract/api/billing';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/origin';
import type { ActionRouter } from '../../plugins/actions';
import type { BillingAdminService } from './billing-admin.service';
import type { BillingService } from './billing.service';

export function registerBillingRoutes(api: ActionRouter, config: Config, billing: BillingService, admin: BillingAdminService): void {
  api.handle(billingActions.getPlans, async ({ body }) => billing.plans(body.language, body.language_id));
  api.handle(billingActions.getSubscription, async ({ user }) => billing.subscription(user.id));
  api.handle(billingActions.createCheckout, async ({ user, body, request }) => billing.createCheckout(user.id, body.plan_id, publicOrigin(config, request)));
  api.handle(billingActions.getCheckout, async ({ user, body }) => billing.checkout(user.id, body.checkout_id));
  api.handle(billingActions.paySandboxCheckout, async ({ user, body }) => billing.paySandboxCheckout(user.id, body.checkout_id, body.card));
  api.handle(billingActions.cancelSubscription, async ({ user }) => billing.cancel(user.id));
  api.handle(billingActions.resumeSubscription, async ({ user }) => billing.resume(user.id));
  api.handle(billingActions.changePlan, async ({ user, body }) => billing.changePlan(user.id, body.plan_id));
  api.handle(billingActions.getBillingPortal, async ({ user, body, request }) => billing.portal(user.id, body.return_path, publicOrigin(config, request)));
  api.handle(billingActions.updateSandboxCard, async ({ user, body }) => billing.updateSandboxCard(user.id, body.card));
  api.handle(billingActions.getInvoices, async ({ user, body }) => billing.invoices(user.id, body));
  api.handle(billingActions.getSubscriptionHistory, async ({ user, body }) => billing.history(user.id, body));
  api.handle(billingActions.getInvoiceReceipt, async ({ user, body }) => billing.receipt(user.id, body.invoice_id, body.format));
  api.handle(billingActions.advanceSandboxClock, async ({ user, body }) => billing.advanceClock(user.id, body.seconds));

  api.handle(billingActions.getAdminPlans, async () => admin.plans());
  api.handle(billingActions.setAdminPlan, async ({ user, body }) => admin.setPlan(user.id, body));
  api.handle(billingActions.getAdminUserSubscriptions, async ({ body }) => admin.userSubscriptions(body.user_id));
  api.handle(billingActions.adminGrantSubscription, async ({ user, body }) => admin.grant(user.id, { userId: body.user_id, days: body.days, note: body.note }));
  api.handle(billingActions.adminCancelSubscription, async ({ user, body }) => admin.cancel(user.id, { userId: body.user_id, atPeriodEnd: body.at_period_end, note: body.note }));
}

/**
 * The billing screens' calls (contract/api/billing.ts). Errors are shown by the screens, never as
 * toasts: a declined card is said beside the form, a closed checkout as the page's message.
 */
import type { ActionBody } from '../../lib/request/request';
import { callAction } from '../../lib/request/request';

const quiet = (signal?: AbortSignal) => ({ displayToast: false, ...(signal ? { signal } : {}) });

export type SandboxCard = ActionBody<'pay_sandbox_checkout'>['card'];

export const billingApi = {
  plans: (language: string, signal?: AbortSignal) => callAction('get_plans', { language }, quiet(signal)),
  subscription: (signal?: AbortSignal) => callAction('get_subscription', {}, quiet(signal)),
  createCheckout: (planId: number) => callAction('create_checkout', { plan_id: planId }, quiet()),
  checkout: (checkoutId: string, signal?: AbortSignal) => callAction('get_checkout', { checkout_id: checkoutId }, quiet(signal)),
  payCheckout: (checkoutId: string, card: SandboxCard) => callAction('pay_sandbox_checkout', { checkout_id: checkoutId, card }, quiet()),
  cancel: () => callAction('cancel_subscription', {}, quiet()),
  resume: () => callAction('resume_subscription', {}, quiet()),
  changePlan: (planId: number) => callAction('change_plan', { plan_id: planId }, quiet()),
  portal: (returnPath: string) => callAction('get_billing_portal', { return_path: returnPath }, quiet()),
  updateCard: (card: SandboxCard) => callAction('update_sandbox_card', { card }, quiet()),
  invoices: (paging: { readonly offset: number; readonly limit: number }, options: { readonly signal: AbortSignal; readonly onCachedCopy: (at: Date) => void }) =>
    callAction('get_invoices', paging, { displayToast: false, signal: options.signal, onCachedCopy: options.onCachedCopy }),
  subscriptionHistory: (paging: { readonly offset: number; readonly limit: number }, options: { readonly signal: AbortSignal; readonly onCachedCopy: (at: Date) => void }) =>
    callAction('get_subscription_history', paging, { displayToast: false, signal: options.signal, onCachedCopy: options.onCachedCopy }),
  receipt: (invoiceId: number, format: 'html' | 'pdf') => callAction('get_invoice_receipt', { invoice_id: invoiceId, format }, quiet()),
};

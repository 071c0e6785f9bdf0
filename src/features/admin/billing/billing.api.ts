/** The billing screens' actions: plans, the sandbox clock, and one user's subscription. The server checks the role on every call. */
import { callAction, type ActionBody } from '../../../lib/request/request';

const quiet = (signal: AbortSignal) => ({ displayToast: false, signal });
const write = { displayToast: false } as const;

export type PlanBody = ActionBody<'set_admin_plan'>;

export const billingApi = {
  plans: (signal: AbortSignal) => callAction('get_admin_plans', {}, quiet(signal)),
  /** The public plans read, for which provider takes payments (the sandbox clock is offered only with the sandbox). */
  provider: (signal: AbortSignal) => callAction('get_plans', {}, quiet(signal)),
  setPlan: (body: PlanBody) => callAction('set_admin_plan', body, write),
  languages: (signal: AbortSignal) => callAction('get_admin_languages', {}, quiet(signal)),
  advanceClock: (seconds: number) => callAction('advance_sandbox_clock', { seconds }, write),
  subscriptions: (userId: number, signal: AbortSignal) => callAction('get_admin_user_subscriptions', { user_id: userId }, quiet(signal)),
  grant: (body: ActionBody<'admin_grant_subscription'>) => callAction('admin_grant_subscription', body, write),
  cancel: (body: ActionBody<'admin_cancel_subscription'>) => callAction('admin_cancel_subscription', body, write),
};

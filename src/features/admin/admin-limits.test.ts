import { describe, expect, it } from 'vitest';
import {
  ADMIN_BILLING_NOTE_MAX,
  ADMIN_GRANT_DAYS_MAX,
  ADMIN_NOTIFICATION_BODY_MAX,
  ADMIN_NOTIFICATION_TITLE_MAX,
  ADMIN_PLAN_DESCRIPTION_MAX,
  ADMIN_PLAN_FEATURE_MAX,
  ADMIN_PLAN_FEATURES_MAX,
  ADMIN_PLAN_NAME_MAX,
  ADMIN_PLAN_ORDER_MAX,
  ADMIN_PLAN_PRICE_MAX,
  ADMIN_PLAN_TRIAL_DAYS_MAX,
  ADMIN_REPORT_NOTE_MAX,
  ADMIN_SCHEDULE_MAX_AHEAD_DAYS,
} from '../../../contract/api/admin-limits';
import { adminCancelSubscription, adminGrantSubscription, setAdminPlan } from '../../../contract/api/billing';
import { sendNotification } from '../../../contract/api/economy';
import { setAdminPaymentRequest } from '../../../contract/api/payouts';
import { REPORT_NOTE_MAX } from '../../../contract/api/reports';
import { SCHEDULE_MAX_AHEAD_DAYS } from '../../../contract/api/scheduled-notifications';

describe("the admin screens' limits", () => {
  it("equal the contract's", () => {
    expect(ADMIN_REPORT_NOTE_MAX).toBe(REPORT_NOTE_MAX);
    expect(ADMIN_SCHEDULE_MAX_AHEAD_DAYS).toBe(SCHEDULE_MAX_AHEAD_DAYS);
    const ok = (title: string, body: string) => sendNotification.body.safeParse({ title, body }).success;
    expect(ok('t'.repeat(ADMIN_NOTIFICATION_TITLE_MAX), 'b')).toBe(true);
    expect(ok('t'.repeat(ADMIN_NOTIFICATION_TITLE_MAX + 1), 'b')).toBe(false);
    expect(ok('t', 'b'.repeat(ADMIN_NOTIFICATION_BODY_MAX))).toBe(true);
    expect(ok('t', 'b'.repeat(ADMIN_NOTIFICATION_BODY_MAX + 1))).toBe(false);
  });

  it("of the billing screens equal the contract's", () => {
    const plan = (change: Record<string, unknown>, text: Record<string, unknown> = {}) =>
      setAdminPlan.body.safeParse({ slug: 'basic', texts: { en: { name: 'Basic', ...text } }, price: 100, currency: 'USD', interval: 'month', trial_days: 0, ...change }).success;
    const edge = (ok: (value: number) => boolean, max: number) => [ok(max), ok(max + 1)];
    expect(edge((value) => plan({}, { name: 'n'.repeat(value) }), ADMIN_PLAN_NAME_MAX)).toEqual([true, false]);
    expect(edge((value) => plan({}, { description: 'd'.repeat(value) }), ADMIN_PLAN_DESCRIPTION_MAX)).toEqual([true, false]);
    expect(edge((value) => plan({}, { features: Array.from({ length: value }, () => 'f') }), ADMIN_PLAN_FEATURES_MAX)).toEqual([true, false]);
    expect(edge((value) => plan({}, { features: ['f'.repeat(value)] }), ADMIN_PLAN_FEATURE_MAX)).toEqual([true, false]);
    expect(edge((value) => plan({ price: value }), ADMIN_PLAN_PRICE_MAX)).toEqual([true, false]);
    expect(edge((value) => plan({ trial_days: value }), ADMIN_PLAN_TRIAL_DAYS_MAX)).toEqual([true, false]);
    expect(edge((value) => plan({ sort_order: value }), ADMIN_PLAN_ORDER_MAX)).toEqual([true, false]);
    expect(edge((value) => adminGrantSubscription.body.safeParse({ user_id: 1, days: value, note: 'n' }).success, ADMIN_GRANT_DAYS_MAX)).toEqual([true, false]);
    const note = (value: number) => 'n'.repeat(value);
    expect(edge((value) => adminGrantSubscription.body.safeParse({ user_id: 1, days: 1, note: note(value) }).success, ADMIN_BILLING_NOTE_MAX)).toEqual([true, false]);
    expect(edge((value) => adminCancelSubscription.body.safeParse({ user_id: 1, at_period_end: true, note: note(value) }).success, ADMIN_BILLING_NOTE_MAX)).toEqual([true, false]);
    expect(edge((value) => setAdminPaymentRequest.body.safeParse({ payment_id: 1, status: 'rejected', note: note(value) }).success, ADMIN_BILLING_NOTE_MAX)).toEqual([true, false]);
  });
});

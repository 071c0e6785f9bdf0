import { describe, expect, it } from 'vitest';
import {
  ADMIN_BILLING_NOTE_MAX,
  ADMIN_CONTEST_COINS_MAX,
  ADMIN_CONTEST_DESCRIPTION_MAX,
  ADMIN_CONTEST_NAME_MAX,
  ADMIN_CONTEST_STATUSES,
  ADMIN_EXAM_DURATION_MAX,
  ADMIN_EXAM_INSTRUCTIONS_MAX,
  ADMIN_EXAM_KEY_PATTERN,
  ADMIN_EXAM_TITLE_MAX,
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
  ADMIN_PRIZE_RANKS_MAX,
  ADMIN_QUESTION_MARKS_MAX,
  ADMIN_QUESTION_OPTION_MAX,
  ADMIN_QUESTION_OPTIONS_MAX,
  ADMIN_QUESTION_OPTIONS_MIN,
  ADMIN_QUESTION_TEXT_MAX,
  ADMIN_QUESTIONS_MAX,
  ADMIN_REPORT_NOTE_MAX,
  ADMIN_SCHEDULE_MAX_AHEAD_DAYS,
} from '../../../contract/api/admin-limits';
import { adminCancelSubscription, adminGrantSubscription, setAdminPlan } from '../../../contract/api/billing';
import { ContestStatusSchema, MAX_PRIZE_RANKS, setAdminContest } from '../../../contract/api/contests';
import { sendNotification } from '../../../contract/api/economy';
import { EXAM_KEY_PATTERN, setAdminExam } from '../../../contract/api/exams';
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

  it("of the exam and contest screens equal the contract's", () => {
    const edge = (ok: (value: number) => boolean, max: number) => [ok(max), ok(max + 1)];
    const question = (change: Record<string, unknown> = {}) => ({ question: 'q', options: ['a', 'b'], answer: 0, marks: 1, ...change });
    const window = { starts_at: '2026-12-01T09:00:00Z', ends_at: '2026-12-01T10:00:00Z' };
    const exam = (change: Record<string, unknown>) => setAdminExam.body.safeParse({ language_id: 1, title: 't', exam_key: 'ABCD', duration: 10, questions: [question()], ...window, ...change }).success;
    const contest = (change: Record<string, unknown>) => setAdminContest.body.safeParse({ language_id: 1, name: 'n', entry_fee: 0, prizes: [], questions: [question()], ...window, ...change }).success;
    expect(ADMIN_EXAM_KEY_PATTERN.source).toBe(EXAM_KEY_PATTERN.source);
    expect(edge((value) => exam({ title: 't'.repeat(value) }), ADMIN_EXAM_TITLE_MAX)).toEqual([true, false]);
    expect(edge((value) => exam({ instructions: 'i'.repeat(value) }), ADMIN_EXAM_INSTRUCTIONS_MAX)).toEqual([true, false]);
    expect(edge((value) => exam({ duration: value }), ADMIN_EXAM_DURATION_MAX)).toEqual([true, false]);
    expect(edge((value) => exam({ questions: Array.from({ length: value }, () => question()) }), ADMIN_QUESTIONS_MAX)).toEqual([true, false]);
    expect(edge((value) => exam({ questions: [question({ question: 'q'.repeat(value) })] }), ADMIN_QUESTION_TEXT_MAX)).toEqual([true, false]);
    expect(edge((value) => exam({ questions: [question({ options: ['a', 'o'.repeat(value)] })] }), ADMIN_QUESTION_OPTION_MAX)).toEqual([true, false]);
    expect(edge((value) => exam({ questions: [question({ options: Array.from({ length: value }, (_, i) => `o${i}`) })] }), ADMIN_QUESTION_OPTIONS_MAX)).toEqual([true, false]);
    expect(exam({ questions: [question({ options: Array.from({ length: ADMIN_QUESTION_OPTIONS_MIN - 1 }, () => 'o') })] })).toBe(false);
    expect(edge((value) => exam({ questions: [question({ marks: value })] }), ADMIN_QUESTION_MARKS_MAX)).toEqual([true, false]);
    expect(edge((value) => contest({ name: 'n'.repeat(value) }), ADMIN_CONTEST_NAME_MAX)).toEqual([true, false]);
    expect(edge((value) => contest({ description: 'd'.repeat(value) }), ADMIN_CONTEST_DESCRIPTION_MAX)).toEqual([true, false]);
    expect(edge((value) => contest({ entry_fee: value }), ADMIN_CONTEST_COINS_MAX)).toEqual([true, false]);
    expect(edge((value) => contest({ prizes: [{ rank: 1, coins: value }] }), ADMIN_CONTEST_COINS_MAX)).toEqual([true, false]);
    expect(ADMIN_PRIZE_RANKS_MAX).toBe(MAX_PRIZE_RANKS);
    expect(ADMIN_CONTEST_STATUSES).toEqual(ContestStatusSchema.options);
  });
});

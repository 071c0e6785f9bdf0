/**
 * Plain constants of the admin actions (contract/api/admin.ts), in a module that imports nothing, so
 * the admin screens can use them without pulling the contract's schemas into their chunks.
 */

/** At most this many coins are granted or deducted by one adjustment. */
export const ADMIN_COINS_MAX = 1_000_000;

/** The newest entries of a user's coin history that get_admin_user answers with. */
export const ADMIN_USER_LEDGER_ENTRIES = 20;

/** The columns the users list sorts by (newest first when none is asked for); ties go by id. */
export const ADMIN_USER_SORTS = ['created_at', 'name', 'coins', 'all_time_score', 'last_sign_in_at'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** The operations screens' limits, equal to the contract's (reports.ts REPORT_NOTE_MAX, economy.ts send_notification, scheduled-notifications.ts SCHEDULE_MAX_AHEAD_DAYS). */
export const ADMIN_REPORT_NOTE_MAX = 500;
export const ADMIN_NOTIFICATION_TITLE_MAX = 120;
export const ADMIN_NOTIFICATION_BODY_MAX = 2000;
export const ADMIN_SCHEDULE_MAX_AHEAD_DAYS = 366;

/** The billing screens' limits, equal to the contract's (billing.ts set_admin_plan, admin_grant_subscription; payouts.ts set_admin_payment_request). */
export const ADMIN_PLAN_NAME_MAX = 60;
export const ADMIN_PLAN_DESCRIPTION_MAX = 300;
export const ADMIN_PLAN_FEATURES_MAX = 12;
export const ADMIN_PLAN_FEATURE_MAX = 120;
/** In cents: 100000.00. */
export const ADMIN_PLAN_PRICE_MAX = 100_000_00;
export const ADMIN_PLAN_TRIAL_DAYS_MAX = 365;
export const ADMIN_PLAN_ORDER_MAX = 10_000;
export const ADMIN_GRANT_DAYS_MAX = 3660;
/** The note of a grant, a cancel, or a payout completed or rejected. */
export const ADMIN_BILLING_NOTE_MAX = 300;

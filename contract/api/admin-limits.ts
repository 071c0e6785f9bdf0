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

/**
 * The exam and contest screens' limits and choices, equal to the contract's (exams.ts set_admin_exam
 * and EXAM_KEY_PATTERN; contests.ts set_admin_contest, MAX_PRIZE_RANKS and ContestStatusSchema).
 */
export const ADMIN_EXAM_KEY_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
export const ADMIN_EXAM_TITLE_MAX = 200;
export const ADMIN_EXAM_INSTRUCTIONS_MAX = 4000;
export const ADMIN_EXAM_DURATION_MAX = 600;
export const ADMIN_CONTEST_NAME_MAX = 200;
export const ADMIN_CONTEST_DESCRIPTION_MAX = 4000;
/** The most coins of an entry fee or a prize. */
export const ADMIN_CONTEST_COINS_MAX = 1_000_000;
export const ADMIN_PRIZE_RANKS_MAX = 20;
export const ADMIN_CONTEST_STATUSES = ['upcoming', 'live', 'past'] as const;
/** An exam's or a contest's questions: how many, their text, 2 to 4 options, and an exam question's marks. */
export const ADMIN_QUESTIONS_MAX = 200;
export const ADMIN_QUESTION_TEXT_MAX = 1000;
export const ADMIN_QUESTION_OPTION_MAX = 300;
export const ADMIN_QUESTION_OPTIONS_MIN = 2;
export const ADMIN_QUESTION_OPTIONS_MAX = 4;
export const ADMIN_QUESTION_MARKS_MAX = 100;

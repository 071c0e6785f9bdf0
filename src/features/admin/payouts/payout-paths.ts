/** Where the payout queue lives (the dashboard's pending-payouts card links here). */
export const ADMIN_PAYOUTS_PATH = '/admin/payouts';

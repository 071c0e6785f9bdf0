/** Where the payout queue lives (the dashboard's pending-payouts card links here). */
export const ADMIN_PAYOUTS_PATH = '/admin/payouts';

/** One player's payout requests, every status (the user screen links here). */
export const payoutsOfUserPath = (userId: number): string => `${ADMIN_PAYOUTS_PATH}?${new URLSearchParams({ status: 'all', user: String(userId) }).toString()}`;

/**
 * The demo subscriber account the server creates on first start (server/seed/demo-accounts.ts, also
 * listed in the README). The pricing page names it only while the server runs in demo mode.
 */
export const DEMO_SUBSCRIBER = { email: 'subscriber@quizhive.test', password: 'Subscriber#2026' } as const;

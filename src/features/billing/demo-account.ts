/**
 * The demo subscriber's e-mail (server/seed/demo-accounts.ts). Its password is never part of the
 * PWA: anyone can download the bundle, and the demo accounts belong to a local start (the README
 * and the server's log list them).
 */
export const DEMO_SUBSCRIBER_EMAIL = 'subscriber@quizhive.test';

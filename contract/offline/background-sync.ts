/** The Background Sync tag the page registers (src/offline/triggers.ts) and the worker answers. */
export const BACKGROUND_SYNC_TAG = 'quizhive-outbox';

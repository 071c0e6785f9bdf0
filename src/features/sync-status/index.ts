/**
 * What the app and other features use of the sync status. The layout imports this index at
 * start-up, so only what is light is static here (the offline banner, the outbox owner's id): the header's chip needs the offline engine
 * (Dexie), which loads after the first screen (src/app/layout/DeferredSyncStatus.tsx).
 */
export { OfflineBanner } from './OfflineBanner';
export { useOutboxUserId } from './use-outbox-user-id';

/** The header's sync chip, loaded on demand with the offline engine it reads. */
export const loadSyncStatus = () => import('./SyncStatus').then(({ SyncStatus }) => SyncStatus);

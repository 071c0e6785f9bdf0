/**
 * What the app and other features use of the sync status. The layout imports this index at
 * start-up, so only what is light is static here (the offline banner, the outbox owner's id): the header's chip needs the offline engine
 * (Dexie), which loads after the first screen (src/app/layout/DeferredSyncStatus.tsx).
 */
import { loadEnglish } from '../../lib/i18n/i18n';
import { providePendingRounds } from '../../lib/pending-rounds-slot';

export { OfflineBanner } from './OfflineBanner';
export { useOutboxUserId } from './use-outbox-user-id';

/**
 * The header's sync chip, loaded on demand with the offline engine it reads. The rounds waiting to
 * be scored come in its chunk; once their words are in too, the screens that show coins, score and
 * badges say them (lib/pending-rounds-slot.ts).
 */
export const loadSyncStatus = () =>
  import('./SyncStatus').then(({ SyncStatus, renderPendingRounds }) => {
    loadEnglish(['coins', 'count']).then(
      () => providePendingRounds(renderPendingRounds),
      (error: unknown) => console.warn('the words of the rounds waiting could not load', error),
    );
    return SyncStatus;
  });

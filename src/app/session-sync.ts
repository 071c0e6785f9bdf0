/**
 * Ties the outbox to the session: the signed-in user's ops sync, nobody else's, and their maths
 * progress from other devices is pulled and merged at sign-in. A session restored
 * at start-up resumes where it was (a 401 pause stays until that user signs in again); a sign-in
 * after start-up is fresh and lifts the pause. Signing out stops sending but keeps the ops on the
 * device for that user's next sign-in.
 *
 * Starting (the outbox's first reads and flush, the progress pull) waits for after-start.ts: none
 * of it is needed to show the first screen, and on a slow phone it would delay that screen. The
 * sync engine (Dexie, the outbox, the flusher, the maths generators) is loaded then too, with
 * import(), so it stays out of the first-load JS. Signing out is never deferred: it stops the
 * engine if it is loaded (one that is not loaded has nothing running).
 */
import { watchConnectivity } from '../lib/connectivity/connectivity';
import { sessionStore } from '../lib/session/session-store';
import type * as SyncServiceModule from '../offline/sync-service';
import { afterStartup } from './after-start';

type SyncService = typeof SyncServiceModule;

/** The engine once its chunk is in; null before (nothing of it runs until then). */
let syncService: SyncService | null = null;

function loadSyncService(): Promise<SyncService> {
  return import('../offline/sync-service').then((module) => (syncService = module));
}

let watching = false;

/** Call once the persisted session has been restored (or given up on). */
export function watchSessionForSync(): void {
  if (watching) return;
  watching = true;
  watchConnectivity();
  let userId: string | null = null;
  const apply = (fresh: boolean) => {
    const next = sessionStore.get().user?.id;
    const nextId = next === undefined ? null : String(next);
    if (nextId === userId) return;
    userId = nextId;
    if (nextId === null) {
      syncService?.stopSync();
      return;
    }
    afterStartup(() => {
      // Someone else signed in, or the user signed out, while this waited: that change has its own turn.
      if (userId !== nextId) return;
      loadSyncService()
        // The same check after the chunk's download, which may have taken a while.
        .then((service) => (userId === nextId ? service.startSync(nextId, fresh) : undefined))
        .catch((error: unknown) => console.warn('outbox sync could not start', error));
      // The device's time zone, for the streak's days (sent only when the record has another).
      import('../lib/session/time-zone-sync')
        .then(({ syncTimeZone }) => syncTimeZone())
        .catch((error: unknown) => console.warn('the time zone could not be sent', error));
      // Progress made on the user's other devices; maths is a subscriber feature, so only then.
      if (sessionStore.get().hasSubscription) {
        import('../offline/maths-progress')
          .then(({ pullMathsProgress }) => pullMathsProgress(nextId))
          .catch((error: unknown) => console.warn('maths progress could not be pulled', error));
      }
    });
  };
  apply(false);
  sessionStore.subscribe(() => apply(true));
}

/** Feeds deriveSyncView from the session, connectivity, the status store and live outbox reads. */
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { countDeviceOps, summarizeUserOutbox } from '../../offline/outbox-queries';
import { useOutboxStatus } from '../../offline/use-outbox-status';
import { deriveSyncView, type SyncView } from './sync-view';
import { useSafeLiveQuery } from '../../offline/use-safe-live-query';
import { useOutboxUserId } from './use-outbox-user-id';

export function useSyncView(): SyncView {
  const userId = useOutboxUserId();
  const { online } = useConnectivity();
  const status = useOutboxStatus();
  // liveQuery re-reads whenever any tab writes the outbox, so the counts never wait for a flush.
  const own = useSafeLiveQuery(() => (userId ? summarizeUserOutbox(userId) : Promise.resolve(null)), [userId], null) ?? null;
  const deviceOps = useSafeLiveQuery(() => countDeviceOps(), [], 0) ?? 0;
  return deriveSyncView({
    signedIn: userId !== null,
    online,
    state: status.state,
    lastSyncAt: status.lastSyncAt,
    own,
    storeCounts: status,
    deviceOps,
  });
}

/**
 * The header's sync chip, loaded with the outbox engine once the first screen is up
 * (after-start.ts). The chip reads the outbox through Dexie, which is a third of the first-load JS
 * and not needed to paint the shell. Until its chunk is in, a placeholder of the chip's usual size
 * ("Synced", hidden, for a signed-in player; the chip's empty box for a guest) holds its place, so
 * the header does not move when it comes (on a phone the chip can push the tools onto a second row).
 */
import { useTranslation } from 'react-i18next';
import { loadSyncStatus } from '../../features/sync-status';
import { useSession } from '../../lib/session/session-store';
import { Icon } from '../../ui/Icon';
import { deferredComponent } from './deferred-component';

/** The chip's box in its most common state (up to date), invisible and hidden from assistive technology. */
function ChipPlaceholder() {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  if (!isLogin) return <div className="sync-status" />;
  return (
    <div className="sync-status sync-status--pending" aria-hidden="true">
      <span className="sync-status__chip">
        <Icon name="checkCircle" size={18} />
        <span className="sync-status__full">{t('sync.status.upToDate')}</span>
        <span className="sync-status__short">{t('sync.status.syncedShort')}</span>
      </span>
    </div>
  );
}

export const DeferredSyncStatus = deferredComponent(loadSyncStatus, 'The sync status', ChipPlaceholder);

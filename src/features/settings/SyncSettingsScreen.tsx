/**
 * "Sync and offline": the QA panel. Everything the offline machinery knows about this device, and
 * the actions to test it: force offline, sync now, retry or discard rejected writes, ask for
 * persistent storage, clear the runtime caches.
 */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/PageTitle';
import { CachesSection } from './CachesSection';
import { ConnectivitySection } from './ConnectivitySection';
import { OutboxSection } from './OutboxSection';
import { ServiceWorkerSection } from './ServiceWorkerSection';
import { SETTINGS_PATH } from '../../lib/settings-paths';
import { StorageSection } from './StorageSection';
import { SyncNowSection } from './SyncNowSection';
import './settings.css';

export function SyncSettingsScreen() {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow settings">
      <PageTitle title={t('settings.syncLink')} lead={t('settings.sync.lead')} back={{ to: SETTINGS_PATH, label: t('settings.title') }} />
      <ConnectivitySection />
      <SyncNowSection />
      <OutboxSection />
      <StorageSection />
      <ServiceWorkerSection />
      <CachesSection />
    </div>
  );
}

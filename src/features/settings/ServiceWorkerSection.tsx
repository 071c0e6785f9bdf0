/** The service worker behind the page: its build version and the state of this origin's registration. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getServiceWorkerVersion, serviceWorkerState, type ServiceWorkerState } from '../../lib/sw-info';
import { useAsync } from '../../lib/use-async';
import { Fact, Facts, SettingsSection } from './SettingsSection';

function stateText(state: ServiceWorkerState, t: TFunction): string {
  switch (state) {
    case 'unsupported':
      return t('settings.sw.unsupported');
    case 'none':
      return t('settings.sw.none');
    case 'installing':
      return t('settings.sw.installing');
    case 'waiting':
      return t('settings.sw.waiting');
    case 'active':
      return t('settings.sw.active');
  }
}

async function readWorker(): Promise<{ state: ServiceWorkerState; version: string | null }> {
  const [state, version] = await Promise.all([serviceWorkerState(), getServiceWorkerVersion()]);
  return { state, version };
}

export function ServiceWorkerSection() {
  const { t } = useTranslation();
  const worker = useAsync(() => readWorker(), 'service-worker');
  const loaded = worker.state.status === 'success' ? worker.state.data : null;
  const failed = worker.state.status === 'error';
  const versionText = (): string => {
    if (!loaded) return failed ? t('settings.storage.unreadable') : t('common.loading');
    if (loaded.state === 'unsupported') return t('settings.sw.unsupported');
    return loaded.version ?? t('settings.sw.noVersion');
  };
  return (
    <SettingsSection title={t('settings.sw.title')}>
      <Facts>
        <Fact label={t('settings.sw.version')}>
          <span dir="ltr">{versionText()}</span>
        </Fact>
        <Fact label={t('settings.sw.state')}>
          {loaded ? stateText(loaded.state, t) : failed ? t('settings.storage.unreadable') : t('common.loading')}
        </Fact>
      </Facts>
    </SettingsSection>
  );
}

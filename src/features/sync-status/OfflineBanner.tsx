/**
 * Says so under the header whenever the app is not online. A real loss of connection and the QA
 * "force offline" switch read differently: the second is a choice, so it comes with its off button.
 * The live region stays in the page, so the banner is announced when it appears.
 */
import { useTranslation } from 'react-i18next';
import { setForcedOffline, useConnectivity } from '../../lib/connectivity/connectivity';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import './sync-status.css';

export function OfflineBanner() {
  const { t } = useTranslation();
  const { browserOnline, forcedOffline } = useConnectivity();
  return (
    <div className="offline-slot" role="status" aria-live="polite">
      {forcedOffline ? (
        <div className="offline-banner offline-banner--forced">
          <Icon name="tools" size={22} className="offline-banner__icon" />
          <p className="offline-banner__text">
            <span className="offline-banner__title">{t('sync.banner.forcedTitle')}</span> {t('sync.banner.forcedBody')}
          </p>
          <Button variant="secondary" onClick={() => setForcedOffline(false)}>
            {t('sync.banner.turnOff')}
          </Button>
        </div>
      ) : !browserOnline ? (
        <div className="offline-banner">
          <Icon name="wifiOff" size={22} className="offline-banner__icon" />
          <p className="offline-banner__text">
            <span className="offline-banner__title">{t('sync.banner.offlineTitle')}</span> {t('sync.banner.offlineBody')}
          </p>
        </div>
      ) : null}
    </div>
  );
}

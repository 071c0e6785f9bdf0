/** "A new version is available" with a Reload button; held back during a level so play is never cut off. */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useStore } from '../../lib/store';
import { Button } from '../../ui/Button';
import { applyUpdate, dismissUpdate, swUpdateStore } from './register-sw';

const PLAYING = /^\/quiz-zone\/[^/]+\/[^/]+\/level\//;

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const waiting = useStore(swUpdateStore, (s) => s.waiting);
  if (!waiting || PLAYING.test(location)) return null;
  return (
    <div className="update-banner" role="status" aria-live="polite">
      <p className="update-banner__text">{t('pwa.updateAvailable')}</p>
      <div className="update-banner__actions">
        <Button onClick={applyUpdate}>{t('pwa.reload')}</Button>
        <Button variant="ghost" onClick={dismissUpdate}>
          {t('pwa.later')}
        </Button>
      </div>
    </div>
  );
}

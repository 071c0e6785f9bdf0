/**
 * "A new version is available" with a Reload button; held back during a level so play is never cut
 * off. It sits in the page flow under the header (not fixed), so it never covers focused content,
 * and its live region stays in the page so the notice is announced when it appears.
 */
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
  const shown = waiting && !PLAYING.test(location);
  return (
    <div className="update-slot" role="status" aria-live="polite">
      {shown ? (
        <div className="update-banner">
          <p className="update-banner__text">{t('pwa.updateAvailable')}</p>
          <div className="update-banner__actions">
            <Button onClick={applyUpdate}>{t('pwa.reload')}</Button>
            <Button variant="ghost" onClick={dismissUpdate}>
              {t('pwa.later')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

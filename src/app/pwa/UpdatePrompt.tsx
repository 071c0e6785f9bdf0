/**
 * "A new version is available" with a Reload button. It appears only at a safe point: the offer is
 * made after the outbox was flushed (register-sw.ts), and it stays hidden while anything marks the
 * app busy (a level, practice, an exam), so play is never cut off. It sits in the page flow under
 * the header (not fixed), so it never covers focused content, and its live region stays in the
 * page so the notice is announced when it appears.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsBusy } from '../../lib/safe-point';
import { useStore } from '../../lib/store';
import { Button } from '../../ui/Button';
import { applyUpdate, dismissUpdate, swUpdateStore } from './register-sw';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useStore(swUpdateStore, (s) => s.waiting);
  const busy = useIsBusy();
  const [applying, setApplying] = useState(false);
  const shown = waiting && !busy;
  const reload = (): void => {
    setApplying(true);
    // On success the page reloads; the button stays busy until then.
    applyUpdate().then(
      (reloading) => setApplying(reloading),
      () => setApplying(false),
    );
  };
  return (
    <div className="update-slot" role="status" aria-live="polite">
      {shown ? (
        <div className="update-banner">
          <p className="update-banner__text">{t('pwa.updateAvailable')}</p>
          <div className="update-banner__actions">
            <Button onClick={reload} busy={applying}>
              {t('pwa.reload')}
            </Button>
            <Button variant="ghost" onClick={dismissUpdate} disabled={applying}>
              {t('pwa.later')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

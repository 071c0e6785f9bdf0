/**
 * Clears the service worker's runtime caches of server answers (they refill online). Downloads and
 * unsent answers live elsewhere (the pack media cache and IndexedDB) and are kept, as it says.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearRuntimeCaches } from '../../lib/offline-cache/offline-cache';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SettingsSection } from './SettingsSection';

const hasCacheStorage = (): boolean => typeof caches !== 'undefined';

export function CachesSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const supported = hasCacheStorage();

  const clear = (): void => {
    setBusy(true);
    clearRuntimeCaches()
      .then(
        (count) => setOutcome(t('settings.caches.cleared', { count })),
        () => setOutcome(t('settings.caches.failed')),
      )
      .finally(() => {
        setBusy(false);
        setOpen(false);
      });
  };

  return (
    <SettingsSection title={t('settings.caches.title')}>
      <p>{t('settings.caches.explain')}</p>
      {supported ? (
        <div className="settings-actions">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('settings.caches.clear')}
          </Button>
        </div>
      ) : (
        <p>{t('settings.caches.unsupported')}</p>
      )}
      <p className="settings-outcome" role="status" aria-live="polite">
        {outcome}
      </p>
      <ConfirmDialog
        open={open}
        title={t('settings.caches.confirmTitle')}
        confirmLabel={t('settings.caches.confirm')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={clear}
        onCancel={() => setOpen(false)}
      >
        <p>{t('settings.caches.confirmBody')}</p>
      </ConfirmDialog>
    </SettingsSection>
  );
}

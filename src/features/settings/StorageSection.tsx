/**
 * How much this site stores and whether the browser promised to keep it. Downloads and unsent
 * answers live in IndexedDB: without persistence a browser short of space may delete them.
 */
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../lib/use-async';
import { Button } from '../../ui/Button';
import { formatBytes, formatPercent } from './format';
import { Fact, Facts, SettingsSection } from './SettingsSection';
import { readStorageInfo, requestPersistentStorage, type PersistenceInfo, type StorageEstimateInfo } from './storage-info';

function usageText(estimate: StorageEstimateInfo, t: TFunction, language: string): string {
  if (estimate.status === 'unsupported') return t('settings.storage.unsupported');
  if (estimate.status === 'failed') return t('settings.storage.unreadable');
  const share = estimate.quota > 0 ? estimate.usage / estimate.quota : 0;
  return t('settings.storage.usageOf', {
    usage: formatBytes(estimate.usage, language),
    quota: formatBytes(estimate.quota, language),
    percent: formatPercent(share, language),
  });
}

function persistenceText(persistence: PersistenceInfo, t: TFunction): string {
  switch (persistence) {
    case 'persisted':
      return t('settings.storage.persisted');
    case 'not-persisted':
      return t('settings.storage.notPersisted');
    case 'unsupported':
      return t('settings.storage.unsupported');
    case 'failed':
      return t('settings.storage.unreadable');
  }
}

export function StorageSection() {
  const { t, i18n } = useTranslation();
  const info = useAsync(() => readStorageInfo(), 'storage');
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState('');
  const loaded = info.state.status === 'success' ? info.state.data : null;

  const askPersist = (): void => {
    setAsking(true);
    setOutcome('');
    void requestPersistentStorage().then((result) => {
      setAsking(false);
      setOutcome(result === 'persisted' ? t('settings.storage.persistGranted') : t('settings.storage.persistDenied'));
      info.reload();
    });
  };

  return (
    <SettingsSection title={t('settings.storage.title')}>
      <Facts>
        <Fact label={t('settings.storage.used')}>{loaded ? usageText(loaded.estimate, t, i18n.language) : t('common.loading')}</Fact>
        <Fact label={t('settings.storage.persistence')}>{loaded ? persistenceText(loaded.persistence, t) : t('common.loading')}</Fact>
      </Facts>
      {loaded?.persistence === 'not-persisted' ? (
        <div className="settings-actions">
          <Button variant="secondary" onClick={askPersist} busy={asking}>
            {t('settings.storage.persist')}
          </Button>
        </div>
      ) : null}
      <p className="settings-outcome" role="status" aria-live="polite">
        {outcome}
      </p>
    </SettingsSection>
  );
}

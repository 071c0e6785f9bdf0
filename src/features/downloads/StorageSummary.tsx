/** How much this device stores and has free, and whether the browser keeps downloads through storage pressure. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageInfo, type StorageInfo } from '../../offline/packs';
import { Icon } from '../../ui/Icon';
import { formatBytes } from '../../lib/i18n/format-bytes';

/** Re-reads the estimate whenever `revision` changes (a download or delete finished). */
function useStorageInfo(revision: string): StorageInfo | null {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  useEffect(() => {
    let live = true;
    storageInfo()
      .then((next) => {
        if (live) setInfo(next);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [revision]);
  return info;
}

export function StorageSummary({ revision, packBytes }: { readonly revision: string; readonly packBytes: number }) {
  const { t, i18n } = useTranslation();
  const info = useStorageInfo(revision);
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  // Before the first download the browser has not been asked yet: say it will be.
  const persistText =
    info?.persisted === true
      ? t('downloads.storage.persisted')
      : !info || !info.persistAsked
        ? t('downloads.storage.persistUnknown')
        : t('downloads.storage.notPersisted');
  return (
    <section className="storage-summary card" aria-labelledby="storage-summary-title">
      <h2 id="storage-summary-title" className="storage-summary__title">
        {t('downloads.storage.title')}
      </h2>
      <p>{t('downloads.storage.packs', { size: size(packBytes) })}</p>
      {info?.usage != null && info.free != null ? (
        <p data-testid="storage-usage">{t('downloads.storage.usage', { used: size(info.usage), free: size(info.free) })}</p>
      ) : (
        <p>{t('downloads.storage.unknown')}</p>
      )}
      <p className="storage-summary__persist">
        <Icon name={info?.persisted ? 'checkCircle' : 'warning'} size={18} /> {persistText}
      </p>
    </section>
  );
}

/** One pack on the downloads screen: size and contents before downloading, its state, and its actions. */
import { useTranslation } from 'react-i18next';
import { cancelDownload, dismissFailure, queueDownloads, type DownloadEntry } from '../../offline/packs';
import { Button } from '../../ui/Button';
import { downloadErrorMessage } from './download-error';
import { DownloadProgress } from './DownloadProgress';
import { formatBytes } from '../../lib/i18n/format-bytes';
import type { PackView } from './use-packs';

export interface PackRowProps {
  readonly view: PackView;
  readonly entry: DownloadEntry | undefined;
  readonly onDelete: (view: PackView) => void;
}

export function packTitle(view: PackView): string {
  return view.info?.title ?? view.stored?.title ?? view.id;
}

function Actions({ view, entry, onDelete }: PackRowProps) {
  const { t } = useTranslation();
  const title = packTitle(view);
  if (entry?.status === 'downloading') {
    return <DownloadProgress title={title} received={entry.received} total={entry.total} onCancel={() => cancelDownload(view.id)} />;
  }
  if (entry?.status === 'queued') {
    return (
      <>
        <span className="pack-row__waiting">{t('downloads.queued')}</span>
        <Button variant="secondary" onClick={() => cancelDownload(view.id)} aria-label={t('downloads.cancelNamed', { title })}>
          {t('downloads.cancel')}
        </Button>
      </>
    );
  }
  const info = view.info;
  const start = () => {
    if (!info) return;
    dismissFailure(view.id);
    queueDownloads([info]);
  };
  return (
    <>
      {info && view.state === 'absent' ? (
        <Button onClick={start} aria-label={t('downloads.downloadNamed', { title })}>
          {t('downloads.download')}
        </Button>
      ) : null}
      {info && view.state === 'outdated' ? (
        <Button onClick={start} aria-label={t('downloads.updateNamed', { title })}>
          {t('downloads.update')}
        </Button>
      ) : null}
      {view.stored ? (
        <Button variant="ghost" onClick={() => onDelete(view)} aria-label={t('downloads.deleteNamed', { title })}>
          {t('downloads.delete')}
        </Button>
      ) : null}
    </>
  );
}

export function PackRow(props: PackRowProps) {
  const { t, i18n } = useTranslation();
  const { view, entry } = props;
  const kind = view.info?.kind ?? view.stored?.kind;
  const bytes = view.stored && view.state === 'current' ? view.stored.bytes : (view.info?.bytes ?? view.stored?.bytes ?? 0);
  const items = view.info?.item_count;
  const meta = [
    formatBytes(bytes, i18n.language),
    items !== undefined ? t(kind === 'maths' ? 'count.levels' : 'count.questions', { count: items }) : null,
    t(`downloads.state.${view.state}`),
  ].filter(Boolean);
  return (
    <li className={`pack-row pack-row--${view.state}`}>
      <div className="pack-row__body">
        <span className="pack-row__title" dir="auto">
          {packTitle(view)}
        </span>
        <span className="pack-row__meta">{meta.join(' · ')}</span>
        {entry?.status === 'failed' ? (
          <span className="pack-row__error" role="alert">
            {downloadErrorMessage(entry.error)}
          </span>
        ) : null}
      </div>
      <div className="pack-row__actions">
        <Actions {...props} />
      </div>
    </li>
  );
}

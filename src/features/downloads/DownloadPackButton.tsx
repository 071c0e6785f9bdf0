/**
 * Download buttons for content screens: one pack (a Quiz Zone topic, a maths curriculum) or a
 * group of packs (a whole category). They show the size before anything is fetched, progress and
 * cancel while downloading, and "available offline" (or "update") afterwards. Downloads run in the
 * shared download queue, so they go on when the player leaves the screen.
 */
import { useTranslation } from 'react-i18next';
import type { PackInfo } from '../../../contract/api/packs';
import { cancelDownload, dismissFailure, queueDownloads } from '../../offline/packs';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { downloadErrorMessage } from './download-error';
import { DownloadProgress } from './DownloadProgress';
import { formatBytes } from '../../lib/i18n/format-bytes';
import { packViews, useDownloadEntries, usePackCatalog, useStoredPacks, type PackView } from './use-packs';
import './downloads.css';

export interface DownloadPackButtonProps {
  readonly packId: string;
  readonly title: string;
}

export interface DownloadPacksButtonProps {
  readonly packIds: readonly string[];
  /** What the packs are together, e.g. the category's name. */
  readonly title: string;
  /** Show the group's progress while its packs download (off where each pack shows its own). */
  readonly showProgress?: boolean;
}

export function DownloadPackButton({ packId, title }: DownloadPackButtonProps) {
  return <DownloadButton packIds={[packId]} title={title} single />;
}

/** The whole group at once: everything not yet on the device, or out of date. */
export function DownloadPacksButton({ packIds, title, showProgress = true }: DownloadPacksButtonProps) {
  return <DownloadButton packIds={packIds} title={title} single={false} showProgress={showProgress} />;
}

function DownloadButton({ packIds, title, single, showProgress = true }: DownloadPacksButtonProps & { readonly single: boolean }) {
  const { t, i18n } = useTranslation();
  const catalog = usePackCatalog();
  const stored = useStoredPacks();
  const entries = useDownloadEntries();
  const wanted = new Set(packIds);
  const views = packViews(catalog.status === 'ready' ? catalog.packs : [], stored ?? []).filter((view) => wanted.has(view.id));
  const active = packIds.filter((id) => {
    const status = entries.get(id)?.status;
    return status === 'queued' || status === 'downloading';
  });
  const failure = packIds.map((id) => entries.get(id)).find((entry) => entry?.status === 'failed');

  if (stored === undefined) return null;
  if (active.length > 0 && !showProgress) return null;
  if (active.length > 0) {
    let received = 0;
    let total = 0;
    for (const id of active) {
      const entry = entries.get(id);
      const size = views.find((view) => view.id === id)?.info?.bytes ?? 0;
      received += entry?.status === 'downloading' ? entry.received : 0;
      total += entry?.status === 'downloading' ? entry.total : size;
    }
    return (
      <div className="download-button">
        <DownloadProgress title={title} received={received} total={total} onCancel={() => active.forEach(cancelDownload)} />
      </div>
    );
  }

  const needed = views.filter((view): view is PackView & { info: PackInfo } => view.info !== undefined && view.state !== 'current');
  const allStored = packIds.length > 0 && packIds.every((id) => views.some((view) => view.id === id && view.stored));
  const start = () => {
    packIds.forEach(dismissFailure);
    queueDownloads(needed.map((view) => view.info));
  };

  return (
    <div className="download-button">
      {failure?.status === 'failed' ? (
        <p className="download-button__error" role="alert">
          {downloadErrorMessage(failure.error)}
        </p>
      ) : null}
      {needed.length > 0 ? (
        <Button variant="secondary" onClick={start}>
          {needed.some((view) => view.state === 'outdated') && needed.every((view) => view.stored)
            ? t('downloads.button.update', { size: formatBytes(sum(needed), i18n.language) })
            : single
              ? t('downloads.button.downloadSized', { size: formatBytes(sum(needed), i18n.language) })
              : t('downloads.button.downloadAll', { size: formatBytes(sum(needed), i18n.language) })}
          <span className="visually-hidden"> {title}</span>
        </Button>
      ) : allStored ? (
        <p className="download-button__done">
          <Icon name="checkCircle" size={18} /> {single ? t('downloads.button.stored') : t('downloads.button.allStored')}
        </p>
      ) : null}
    </div>
  );
}

function sum(views: readonly { readonly info: PackInfo }[]): number {
  return views.reduce((n, view) => n + view.info.bytes, 0);
}

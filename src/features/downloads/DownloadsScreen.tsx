/**
 * /downloads: the packs this device can keep for offline play, grouped (Quiz Zone by category,
 * maths by subject), with sizes before downloading, progress, cancel, update and delete, and the
 * device's storage. Offline it still lists, and can delete, what is stored.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackKind } from '../../../contract/offline/pack-ids';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { isOfflineError } from '../../lib/i18n/inline-error';
import { deleteStoredPack, loadPackCatalog } from '../../offline/packs';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { StatusMessage } from '../../ui/StatusMessage';
import { DownloadPacksButton } from './DownloadPackButton';
import { PackRow, packTitle } from './PackRow';
import { StorageSummary } from './StorageSummary';
import { packViews, useDownloadEntries, usePackCatalog, useStoredPacks, type PackView } from './use-packs';
import './downloads.css';

const SECTIONS: ReadonlyArray<{ readonly kind: PackKind; readonly title: string }> = [
  { kind: 'quiz_zone', title: 'downloads.section.quizZone' },
  { kind: 'maths', title: 'nav.tutorHub' },
  // The solo modes (one pack per category, grouped by category) and the past daily quizzes.
  { kind: 'solo', title: 'downloads.section.solo' },
  { kind: 'daily_quiz', title: 'downloads.section.dailyQuiz' },
];

function kindOf(view: PackView): PackKind | undefined {
  return view.info?.kind ?? view.stored?.kind;
}

function groupOf(view: PackView): string {
  return view.info?.group ?? view.stored?.group ?? '';
}

/** Groups in the order they first appear (the server lists in the app's order). */
function grouped(views: readonly PackView[]): [string, PackView[]][] {
  const groups = new Map<string, PackView[]>();
  for (const view of views) {
    const list = groups.get(groupOf(view));
    if (list) list.push(view);
    else groups.set(groupOf(view), [view]);
  }
  return [...groups];
}

function PackGroup({ kind, name, views, onDelete }: { kind: PackKind; name: string; views: PackView[]; onDelete: (view: PackView) => void }) {
  const { t } = useTranslation();
  const entries = useDownloadEntries();
  const label = kind === 'maths' ? t(`downloads.subject.${name}`, { defaultValue: name }) : name;
  const headingId = `downloads-group-${kind}-${name.replace(/\W+/g, '-')}`;
  return (
    <section className="downloads-group" aria-labelledby={headingId}>
      <div className="downloads-group__head">
        <h3 id={headingId} dir="auto">
          {label}
        </h3>
        {(kind === 'quiz_zone' || kind === 'solo') && views.length > 1 ? <DownloadPacksButton packIds={views.map((v) => v.id)} title={label} showProgress={false} /> : null}
      </div>
      <ul className="downloads-list">
        {views.map((view) => (
          <PackRow key={view.id} view={view} entry={entries.get(view.id)} onDelete={onDelete} />
        ))}
      </ul>
    </section>
  );
}

export function DownloadsScreen() {
  const { t } = useTranslation();
  const { online } = useConnectivity();
  const catalog = usePackCatalog({ refresh: true });
  const stored = useStoredPacks();
  const [toDelete, setToDelete] = useState<PackView | null>(null);
  const [deleting, setDeleting] = useState(false);

  const views = packViews(catalog.status === 'ready' ? catalog.packs : [], stored ?? []);
  const listingFailed = catalog.status === 'error';
  const offline = !online || (listingFailed && isOfflineError(catalog.error));
  const storedBytes = (stored ?? []).reduce((n, p) => n + p.bytes, 0);
  const revision = (stored ?? []).map((p) => `${p.id}@${p.version}`).join(',');

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteStoredPack(toDelete.id);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const waiting = stored === undefined || (views.length === 0 && (catalog.status === 'loading' || catalog.status === 'idle') && online);
  return (
    <div className="container">
      <PageTitle title={t('downloads.title')} lead={t('downloads.lead')} />
      {offline ? (
        <p className="downloads-offline" role="status">
          <Icon name="wifiOff" size={20} /> <span>{t('downloads.offline')}</span>
        </p>
      ) : null}
      {listingFailed && !offline ? (
        <StatusMessage tone="error" icon="warning" title={t('downloads.listFailed')} action={<Button onClick={() => void loadPackCatalog(true)}>{t('common.retry')}</Button>}>
          <p>{catalog.error.message}</p>
        </StatusMessage>
      ) : null}
      <StorageSummary revision={revision} packBytes={storedBytes} />
      {waiting ? <Spinner label={t('common.loading')} /> : null}
      {!waiting && views.length === 0 ? (
        <StatusMessage tone="empty" icon="folder" title={offline ? t('downloads.emptyOffline') : t('downloads.empty')} />
      ) : null}
      {SECTIONS.map(({ kind, title }) => {
        const ofKind = views.filter((view) => kindOf(view) === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} className="downloads-section" aria-labelledby={`downloads-${kind}`}>
            <h2 id={`downloads-${kind}`}>{t(title)}</h2>
            {grouped(ofKind).map(([name, items]) => (
              <PackGroup key={name} kind={kind} name={name} views={items} onDelete={setToDelete} />
            ))}
          </section>
        );
      })}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('downloads.deleteDialog.title')}
        confirmLabel={t('downloads.delete')}
        cancelLabel={t('common.cancel')}
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>{toDelete ? t('downloads.deleteDialog.body', { title: packTitle(toDelete) }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

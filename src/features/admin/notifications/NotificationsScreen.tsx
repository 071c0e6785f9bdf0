/**
 * /admin/notifications: send a notification to everyone or one user, now or at a set time, and the
 * notifications set for later (filtered by status, paged on the server), a pending one cancelled
 * after asking.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ScheduledNotification } from '../../../../contract/api/scheduled-notifications';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { refusalOf } from '../components/server-refusal';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { userPath } from '../users/user-paths';
import { NotificationForm } from './NotificationForm';
import { notificationsApi, type ScheduledQuery } from './notifications.api';

const FILTERS = ['status'] as const;
type Filter = (typeof FILTERS)[number];
const NO_SORTS: readonly never[] = [];
const STATUSES = ['pending', 'sent', 'cancelled'] as const;

function useColumns(onCancel: (row: ScheduledNotification) => void): Column<ScheduledNotification, never>[] {
  const { t, i18n } = useTranslation();
  return [
    { id: 'sendAt', header: t('admin.notify.sendAt'), cell: (row) => <time dateTime={row.send_at}>{formatDateTime(row.send_at, i18n.language)}</time> },
    {
      id: 'title',
      header: t('admin.notify.title'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.title}
          <span className="admin-notify__body">{row.body}</span>
        </>
      ),
    },
    {
      id: 'to',
      header: t('admin.notify.to'),
      cell: (row) => (row.user_id === null ? t('admin.notify.everyone') : <Link to={userPath(row.user_id)}>{row.user_name || `#${row.user_id}`}</Link>),
    },
    {
      id: 'status',
      header: t('admin.notify.status'),
      cell: (row) => (
        <span className={`admin-badge admin-badge--notify-${row.status}`}>
          {t(`admin.notify.statuses.${row.status}`)}
          {row.status === 'sent' && row.sent_at ? ` ${formatDateTime(row.sent_at, i18n.language)}` : ''}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('admin.notify.actions'),
      cell: (row) =>
        row.status === 'pending' ? (
          <Button variant="secondary" onClick={() => onCancel(row)} aria-label={t('admin.notify.cancelOne', { title: row.title })}>
            {t('admin.notify.cancel')}
          </Button>
        ) : null,
    },
  ];
}

export function NotificationsScreen() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<never, Filter>(NO_SORTS, FILTERS);
  const status = STATUSES.find((value) => value === list.query.filters.status);
  const query: ScheduledQuery = { offset: list.body.offset, limit: list.body.limit, ...(status ? { status } : {}) };
  const { state, reload } = useAsync((signal) => notificationsApi.scheduled(query, signal), `scheduled:${list.key}`);
  const [done, setDone] = useState('');
  const [cancelling, setCancelling] = useState<ScheduledNotification | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const columns = useColumns((row) => {
    setFailure(null);
    setCancelling(row);
  });

  const cancel = async (row: ScheduledNotification) => {
    setBusy(true);
    try {
      const result = await notificationsApi.cancel(row.id);
      setDone(t(result.changed ? 'admin.notify.cancelled' : 'admin.notify.alreadyCancelled', { title: row.title }));
      reload();
    } catch (error) {
      setFailure(refusalOf(error).message);
      reload();
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  return (
    <AdminLayout title={t('admin.notify.pageTitle')} lead={t('admin.notify.lead')}>
      <p className="admin-done" role="status">
        {done}
      </p>
      <NotificationForm
        onSent={(message, scheduled) => {
          setDone(message);
          if (scheduled) reload();
        }}
      />
      <section className="admin-notify__list" aria-labelledby="admin-notify-scheduled">
        <h2 id="admin-notify-scheduled">{t('admin.notify.scheduledTitle')}</h2>
        <ListSearch<Filter>
          key={list.key}
          label={t('admin.notify.filterLabel')}
          values={list.query.filters}
          filters={[{ name: 'status', label: t('admin.notify.status'), options: STATUSES.map((value) => ({ value, label: t(`admin.notify.statuses.${value}`) })) }]}
          onApply={list.apply}
        />
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.notify.empty')}>
          {(rows) => <DataTable caption={t('admin.notify.scheduledTitle')} columns={columns} rows={rows} rowKey={(row) => row.id} />}
        </ListResult>
      </section>
      {cancelling ? (
        <ConfirmDialog
          open
          title={t('admin.notify.cancelTitle', { title: cancelling.title })}
          confirmLabel={t('admin.notify.cancelConfirm')}
          cancelLabel={t('admin.notify.keep')}
          danger
          busy={busy}
          onConfirm={() => void cancel(cancelling)}
          onCancel={() => setCancelling(null)}
        >
          <p>{t('admin.notify.cancelBody', { date: formatDateTime(cancelling.send_at, i18n.language) })}</p>
        </ConfirmDialog>
      ) : null}
    </AdminLayout>
  );
}

/** /admin/audit: every admin write, newest first: who, when, what, and the values before and after; filtered on the server. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AuditEntry } from '../../../../contract/api/admin';
import { useAsync } from '../../../lib/use-async';
import { adminApi, type AuditQuery } from '../admin.api';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { AuditChanges } from './AuditChanges';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { userPath } from '../users/user-paths';

const FILTERS = ['action', 'subject', 'admin'] as const;
type Filter = (typeof FILTERS)[number];
const NO_SORTS: readonly never[] = [];

/** A subject the admin area has a screen for links to it. */
function Subject({ subject }: { readonly subject: string }) {
  const user = /^user:(\d+)$/.exec(subject);
  return user?.[1] ? (
    <Link to={userPath(Number(user[1]))} dir="ltr">
      {subject}
    </Link>
  ) : (
    <span dir="ltr">{subject}</span>
  );
}

function useColumns(): Column<AuditEntry, never>[] {
  const { t, i18n } = useTranslation();
  return [
    { id: 'date', header: t('admin.audit.when'), cell: (entry) => <time dateTime={entry.date}>{formatDateTime(entry.date, i18n.language)}</time> },
    {
      id: 'admin',
      header: t('admin.audit.admin'),
      cell: (entry) => (entry.admin_id === null ? `${entry.admin_name} (${t('admin.audit.deletedAdmin')})` : <Link to={userPath(entry.admin_id)}>{entry.admin_name}</Link>),
    },
    { id: 'action', header: t('admin.audit.action'), rowHeader: true, cell: (entry) => <code>{entry.action}</code> },
    { id: 'subject', header: t('admin.audit.subject'), cell: (entry) => <Subject subject={entry.subject} /> },
    { id: 'changes', header: t('admin.audit.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
  ];
}

function queryOf(body: { offset: number; limit: number }, filters: Readonly<Record<Filter, string>>): AuditQuery {
  const adminId = Number(filters.admin);
  return {
    ...body,
    ...(filters.action.trim() ? { action: filters.action.trim() } : {}),
    ...(filters.subject.trim() ? { subject: filters.subject.trim() } : {}),
    ...(Number.isSafeInteger(adminId) && adminId > 0 ? { admin_id: adminId } : {}),
  };
}

export function AuditLogScreen() {
  const { t } = useTranslation();
  const list = useListQuery<never, Filter>(NO_SORTS, FILTERS);
  const query = queryOf({ offset: list.body.offset, limit: list.body.limit }, list.query.filters);
  const { state, reload } = useAsync((signal) => adminApi.auditLog(query, signal), `audit:${list.key}`);
  const columns = useColumns();
  return (
    <AdminLayout title={t('admin.audit.title')} lead={t('admin.audit.lead')}>
      <ListSearch<Filter>
        key={list.key}
        label={t('admin.audit.filters')}
        values={list.query.filters}
        filters={[
          { name: 'action', label: t('admin.audit.action'), hint: t('admin.audit.actionHint'), ltr: true },
          { name: 'subject', label: t('admin.audit.subject'), hint: t('admin.audit.subjectHint'), ltr: true },
          { name: 'admin', label: t('admin.audit.adminId'), ltr: true },
        ]}
        onApply={list.apply}
      />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.audit.empty')}>
        {(rows) => <DataTable caption={t('admin.audit.caption')} columns={columns} rows={rows} rowKey={(entry) => entry.id} />}
      </ListResult>
    </AdminLayout>
  );
}

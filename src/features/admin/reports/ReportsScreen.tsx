/** /admin/reports: players' reports of questions, open or closed, searched and paged on the server; a report opens it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { QuestionReportRow } from '../../../../contract/api/reports';
import { useAsync } from '../../../lib/use-async';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { userPath } from '../users/user-paths';
import { reportPath } from './report-paths';
import { ReportStatus } from './ReportStatus';
import { reportsApi, type ReportsQuery } from './reports.api';

const FILTERS = ['status'] as const;
type Filter = (typeof FILTERS)[number];
const NO_SORTS: readonly never[] = [];
const STATUSES = ['open', 'closed'] as const;

function useColumns(): Column<QuestionReportRow, never>[] {
  const { t, i18n } = useTranslation();
  return [
    { id: 'date', header: t('admin.reports.reported'), cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at, i18n.language)}</time> },
    {
      id: 'message',
      header: t('admin.reports.message'),
      rowHeader: true,
      cell: (row) => <Link to={reportPath(row.id)}>{row.message}</Link>,
    },
    {
      id: 'question',
      header: t('admin.reports.question'),
      cell: (row) => (
        <span dir="auto">
          {row.question} <span className="admin-muted">({t('admin.reports.questionId', { id: row.question_id })})</span>
        </span>
      ),
    },
    { id: 'where', header: t('admin.reports.where'), cell: (row) => `${row.category_name} › ${row.subcategory_name}` },
    { id: 'user', header: t('admin.reports.by'), cell: (row) => <Link to={userPath(row.user_id)}>{row.user_name || t('admin.users.noName')}</Link> },
    { id: 'status', header: t('admin.reports.status'), cell: (row) => <ReportStatus status={row.status} /> },
  ];
}

export function ReportsScreen() {
  const { t } = useTranslation();
  const list = useListQuery<never, Filter>(NO_SORTS, FILTERS);
  const status = STATUSES.find((value) => value === list.query.filters.status);
  const body: ReportsQuery = { offset: list.body.offset, limit: list.body.limit, ...(list.body.search ? { search: list.body.search } : {}), ...(status ? { status } : {}) };
  const { state, reload } = useAsync((signal) => reportsApi.list(body, signal), `reports:${list.key}`);
  const columns = useColumns();
  return (
    <AdminLayout title={t('admin.reports.title')} lead={t('admin.reports.lead')}>
      <ListSearch<Filter>
        key={list.key}
        label={t('admin.reports.searchLabel')}
        search={{ label: t('admin.reports.search'), hint: t('admin.reports.searchHint'), value: list.query.search }}
        values={list.query.filters}
        filters={[{ name: 'status', label: t('admin.reports.status'), options: STATUSES.map((value) => ({ value, label: t(`admin.reports.statuses.${value}`) })) }]}
        onApply={list.apply}
      />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.reports.empty')}>
        {(rows) => <DataTable caption={t('admin.reports.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} />}
      </ListResult>
    </AdminLayout>
  );
}

/**
 * /admin/chat-reports (issue 16): messages of battle rooms' chats that players reported, each a copy
 * kept since the chat goes with its room. Filtered by status, sorted by date and paged on the
 * server (kept in the address). An open report is resolved, or resolved with its sender's account
 * deactivated; a resolved one can be reopened. Each is asked first and audited on the server.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BATTLE_CHAT_REPORT_SORTS, BATTLE_CHAT_REPORT_STATUSES, type BattleChatReportRow } from '../../../../contract/api/battle-reports';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { userPath } from '../users/user-paths';
import { ChatReportDialog, type ChatReportChoice } from './ChatReportDialog';
import { chatReportsApi, type ChatReportsQuery } from './battle-reports.api';

const FILTERS = ['status'] as const;
type Filter = (typeof FILTERS)[number];
type Sort = (typeof BATTLE_CHAT_REPORT_SORTS)[number];
const STATUSES = BATTLE_CHAT_REPORT_STATUSES;

function Sender({ report }: { readonly report: BattleChatReportRow }) {
  const { t } = useTranslation();
  const sender = report.reported;
  if (!sender) return <span className="admin-muted">{t('admin.chatReports.deletedAccount')}</span>;
  return (
    <>
      <Link to={userPath(sender.id)}>{sender.name || t('admin.users.noName')}</Link>
      {sender.status === 'deactivated' ? (
        <>
          {' '}
          <span className="admin-badge admin-badge--chat-report-deactivated">{t('admin.users.statuses.deactivated')}</span>
        </>
      ) : null}
    </>
  );
}

function useColumns(onChoose: (report: BattleChatReportRow, choice: ChatReportChoice) => void): Column<BattleChatReportRow, Sort>[] {
  const { t, i18n } = useTranslation();
  return [
    {
      id: 'date',
      header: t('admin.chatReports.reported'),
      sort: 'created_at',
      firstOrder: 'desc',
      cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at, i18n.language)}</time>,
    },
    {
      id: 'message',
      header: t('admin.chatReports.message'),
      rowHeader: true,
      cell: (row) => (
        <span className="admin-chat-reports__message" dir="auto">
          {row.message}
        </span>
      ),
    },
    { id: 'reason', header: t('admin.chatReports.reason'), cell: (row) => (row.reason ? <span dir="auto">{row.reason}</span> : <span className="admin-muted">—</span>) },
    { id: 'sender', header: t('admin.chatReports.sender'), cell: (row) => <Sender report={row} /> },
    { id: 'reporter', header: t('admin.chatReports.reporter'), cell: (row) => <Link to={userPath(row.reporter.id)}>{row.reporter.name || t('admin.users.noName')}</Link> },
    { id: 'room', header: t('admin.chatReports.room'), numeric: true, cell: (row) => t('admin.chatReports.roomId', { id: formatNumber(row.room_id, i18n.language) }) },
    {
      id: 'status',
      header: t('admin.chatReports.status'),
      cell: (row) => <span className={`admin-badge admin-badge--chat-report-${row.status}`}>{t(`admin.chatReports.statuses.${row.status}`)}</span>,
    },
    {
      id: 'actions',
      header: t('admin.chatReports.actions'),
      cell: (row) => (
        <span className="admin-chat-reports__actions">
          {row.status === 'open' ? (
            <>
              {/* Each accessible name starts with the button's visible words (label in name), then says which report. */}
              <Button variant="secondary" onClick={() => onChoose(row, 'resolve')} aria-label={t('admin.chatReports.resolveNamed', { id: row.id })}>
                {t('admin.chatReports.resolve')}
              </Button>
              {row.reported?.status === 'active' ? (
                <Button variant="danger" onClick={() => onChoose(row, 'deactivate')} aria-label={t('admin.chatReports.deactivateNamed', { id: row.id, name: row.reported.name })}>
                  {t('admin.chatReports.deactivate')}
                </Button>
              ) : null}
            </>
          ) : (
            <Button variant="secondary" onClick={() => onChoose(row, 'reopen')} aria-label={t('admin.chatReports.reopenNamed', { id: row.id })}>
              {t('admin.chatReports.reopen')}
            </Button>
          )}
        </span>
      ),
    },
  ];
}

export function ChatReportsScreen() {
  const { t } = useTranslation();
  const list = useListQuery<Sort, Filter>(BATTLE_CHAT_REPORT_SORTS, FILTERS);
  const status = STATUSES.find((value) => value === list.query.filters.status);
  const body: ChatReportsQuery = {
    offset: list.body.offset,
    limit: list.body.limit,
    ...(list.body.sort ? { sort: list.body.sort } : {}),
    ...(list.body.order ? { order: list.body.order } : {}),
    ...(status ? { status } : {}),
  };
  const { state, reload } = useAsync((signal) => chatReportsApi.list(body, signal), `chat-reports:${list.key}`);
  const [choosing, setChoosing] = useState<{ readonly report: BattleChatReportRow; readonly choice: ChatReportChoice } | null>(null);
  const [done, setDone] = useState('');
  const columns = useColumns((report, choice) => {
    setDone('');
    setChoosing({ report, choice });
  });

  return (
    <AdminLayout title={t('admin.chatReports.title')} lead={t('admin.chatReports.lead')}>
      <p className="admin-done" role="status">
        {done}
      </p>
      <ListSearch<Filter>
        key={list.key}
        label={t('admin.chatReports.searchLabel')}
        values={list.query.filters}
        filters={[{ name: 'status', label: t('admin.chatReports.status'), options: STATUSES.map((value) => ({ value, label: t(`admin.chatReports.statuses.${value}`) })) }]}
        onApply={(_search, filters) => list.apply('', filters)}
      />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.chatReports.empty')}>
        {(rows) => (
          <DataTable caption={t('admin.chatReports.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} sort={list.query.sort} order={list.query.order} onSort={list.sortBy} />
        )}
      </ListResult>
      {choosing ? (
        <ChatReportDialog
          report={choosing.report}
          choice={choosing.choice}
          onCancel={() => setChoosing(null)}
          onDone={(result) => {
            const { report, choice } = choosing;
            setChoosing(null);
            const key = !result.changed && !result.deactivated ? 'unchanged' : `done.${choice}`;
            setDone(t(`admin.chatReports.${key}`, { id: report.id, name: report.reported?.name || t('admin.chatReports.deletedAccount') }));
            reload();
          }}
        />
      ) : null}
    </AdminLayout>
  );
}

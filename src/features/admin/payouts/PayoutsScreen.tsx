/**
 * /admin/payouts: players' payout requests, pending ones first by default (a status filter, paged on
 * the server, kept in the address). Each pending request is completed (the money was sent) or
 * rejected (its coins go back), with a note for the player, asked first; the player is notified.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminPaymentRequest } from '../../../../contract/api/payouts';
import { PAYMENT_REQUEST_STATUSES, type PaymentRequestStatus } from '../../../../contract/billing/payouts';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { formatMoney } from '../../../lib/i18n/money-format';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { userPath } from '../users/user-paths';
import { PayoutDecisionDialog, type Decision } from './PayoutDecisionDialog';
import { payoutsApi, type PayoutsQuery } from './payouts.api';

const FILTERS = ['status', 'user'] as const;
type Filter = (typeof FILTERS)[number];
const NO_SORTS: readonly never[] = [];
/** In the address: no status is the pending queue, `all` every status. */
const ALL = 'all';

function statusOf(value: string): PaymentRequestStatus | undefined {
  if (value === ALL) return undefined;
  return PAYMENT_REQUEST_STATUSES.find((status) => status === value) ?? 'pending';
}

function useColumns(onDecide: (request: AdminPaymentRequest, decision: Decision) => void): Column<AdminPaymentRequest, never>[] {
  const { t, i18n } = useTranslation();
  return [
    { id: 'player', header: t('admin.payouts.player'), rowHeader: true, cell: (row) => <Link to={userPath(row.user.id)}>{row.user.name || t('admin.users.noName')}</Link> },
    { id: 'method', header: t('admin.payouts.method'), cell: (row) => t(`admin.payouts.methods.${row.payment_type}`) },
    { id: 'address', header: t('admin.payouts.address'), cell: (row) => <span dir="ltr">{row.payment_address}</span> },
    { id: 'amount', header: t('admin.payouts.amount'), numeric: true, cell: (row) => formatMoney(row.payment_amount, row.currency, i18n.language) },
    { id: 'coins', header: t('admin.payouts.coins'), numeric: true, cell: (row) => formatNumber(row.coin_used, i18n.language) },
    { id: 'date', header: t('admin.payouts.date'), cell: (row) => <time dateTime={row.date}>{formatDateTime(row.date, i18n.language)}</time> },
    {
      id: 'status',
      header: t('admin.payouts.status'),
      cell: (row) => (
        <>
          <span className={`admin-badge admin-badge--payout-${row.status}`}>{t(`admin.payouts.statuses.${row.status}`)}</span>
          {row.note ? (
            <span className="admin-muted admin-payouts__note" dir="auto">
              {' '}
              {row.note}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('admin.payouts.actions'),
      cell: (row) =>
        row.status === 'pending' ? (
          <span className="admin-payouts__actions">
            <Button variant="secondary" onClick={() => onDecide(row, 'completed')} aria-label={t('admin.payouts.completeNamed', { id: row.id })}>
              {t('admin.payouts.complete')}
            </Button>
            <Button variant="danger" onClick={() => onDecide(row, 'rejected')} aria-label={t('admin.payouts.rejectNamed', { id: row.id })}>
              {t('admin.payouts.reject')}
            </Button>
          </span>
        ) : (
          <span className="admin-muted">{row.processed_by ?? ''}</span>
        ),
    },
  ];
}

export function PayoutsScreen() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<never, Filter>(NO_SORTS, FILTERS);
  const status = statusOf(list.query.filters.status);
  const userId = Number(list.query.filters.user);
  const body: PayoutsQuery = {
    offset: list.body.offset,
    limit: list.body.limit,
    ...(status ? { status } : {}),
    ...(Number.isSafeInteger(userId) && userId > 0 ? { user_id: userId } : {}),
  };
  const { state, reload } = useAsync((signal) => payoutsApi.list(body, signal), `payouts:${list.key}`);
  const [deciding, setDeciding] = useState<{ readonly request: AdminPaymentRequest; readonly decision: Decision } | null>(null);
  const [done, setDone] = useState('');
  const columns = useColumns((request, decision) => {
    setDone('');
    setDeciding({ request, decision });
  });
  const pending = state.status === 'success' ? state.data.pending_total : null;

  return (
    <AdminLayout title={t('admin.payouts.title')} lead={t('admin.payouts.lead')}>
      <p className="admin-done" role="status">
        {done}
      </p>
      {pending !== null ? <p>{t('admin.payouts.pendingTotal', { count: pending, number: formatNumber(pending, i18n.language) })}</p> : null}
      <ListSearch<Filter>
        key={list.key}
        label={t('admin.payouts.searchLabel')}
        values={{ status: status ?? '', user: list.query.filters.user }}
        filters={[
          { name: 'status', label: t('admin.payouts.status'), options: PAYMENT_REQUEST_STATUSES.map((value) => ({ value, label: t(`admin.payouts.statuses.${value}`) })) },
          { name: 'user', label: t('admin.payouts.userId'), hint: t('admin.payouts.userIdHint'), ltr: true },
        ]}
        onApply={(_search, filters) => list.apply('', { status: filters.status || ALL, user: filters.user?.trim() ?? '' })}
      />
      <ListResult
        state={state}
        reload={reload}
        page={list.query.page}
        pageSize={ADMIN_PAGE_SIZE}
        onPage={list.setPage}
        emptyTitle={t(status ? `admin.payouts.empty.${status}` : 'admin.payouts.empty.all')}
      >
        {(rows) => <DataTable caption={t('admin.payouts.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} />}
      </ListResult>
      {deciding ? (
        <PayoutDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          onCancel={() => setDeciding(null)}
          onDone={(request) => {
            setDeciding(null);
            setDone(t(`admin.payouts.done.${request.status}`, { id: request.id, name: request.user.name || t('admin.users.noName') }));
            reload();
          }}
        />
      ) : null}
    </AdminLayout>
  );
}

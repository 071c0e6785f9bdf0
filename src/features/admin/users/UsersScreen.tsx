/** /admin/users: every user, searched, filtered, sorted and paged on the server; a name opens the user. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminUserRow } from '../../../../contract/api/admin';
import { ADMIN_USER_SORTS, type AdminUserSort } from '../../../../contract/api/admin-limits';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { adminApi, type UsersQuery } from '../admin.api';
import { formatDate, formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { clearFlash, peekFlash } from '../components/flash';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { userPath } from './user-paths';

const FILTERS = ['role', 'status'] as const;

/** A filter from the address, if it is one the server knows. */
function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}
type Filter = (typeof FILTERS)[number];

function useColumns(): Column<AdminUserRow, AdminUserSort>[] {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return [
    {
      id: 'name',
      header: t('admin.users.name'),
      sort: 'name',
      rowHeader: true,
      cell: (user) => <Link to={userPath(user.id)}>{user.name || t('admin.users.noName')}</Link>,
    },
    { id: 'email', header: t('admin.users.email'), cell: (user) => <span dir="ltr">{user.email ?? ''}</span> },
    { id: 'mobile', header: t('admin.users.mobile'), cell: (user) => <span dir="ltr">{user.mobile ?? ''}</span> },
    { id: 'role', header: t('admin.users.role'), cell: (user) => t(`admin.users.roles.${user.role}`) },
    {
      id: 'status',
      header: t('admin.users.status'),
      cell: (user) => <span className={`admin-badge admin-badge--${user.status}`}>{t(`admin.users.statuses.${user.status}`)}</span>,
    },
    { id: 'coins', header: t('admin.users.coins'), sort: 'coins', firstOrder: 'desc', numeric: true, cell: (user) => number(user.coins) },
    { id: 'score', header: t('admin.users.score'), sort: 'all_time_score', firstOrder: 'desc', numeric: true, cell: (user) => number(user.all_time_score) },
    { id: 'joined', header: t('admin.users.joined'), sort: 'created_at', firstOrder: 'desc', cell: (user) => formatDate(user.created_at, i18n.language) },
    {
      id: 'lastSignIn',
      header: t('admin.users.lastSignIn'),
      sort: 'last_sign_in_at',
      firstOrder: 'desc',
      cell: (user) => (user.last_sign_in_at ? formatDateTime(user.last_sign_in_at, i18n.language) : t('admin.users.never')),
    },
  ];
}

export function UsersScreen() {
  const { t } = useTranslation();
  const list = useListQuery<AdminUserSort, Filter>(ADMIN_USER_SORTS, FILTERS);
  const role = oneOf(list.query.filters.role, ['player', 'admin'] as const);
  const status = oneOf(list.query.filters.status, ['active', 'deactivated'] as const);
  const body: UsersQuery = { ...list.body, ...(role ? { role } : {}), ...(status ? { status } : {}) };
  const { state, reload } = useAsync((signal) => adminApi.users(body, signal), `users:${list.key}`);
  const columns = useColumns();
  // A message from the screen the admin came from (a user deleted), shown once.
  const [flash] = useState(peekFlash);
  useEffect(() => clearFlash(), []);
  // The server's default order (newest first) is what the Joined column shows when nothing is chosen.
  const sort = list.query.sort ?? 'created_at';
  const order = list.query.sort ? list.query.order : 'desc';
  return (
    <AdminLayout title={t('admin.users.title')} lead={t('admin.users.lead')}>
      {flash ? (
        <p className="admin-done" role="status">
          {flash}
        </p>
      ) : null}
      <ListSearch<Filter>
        key={list.key}
        label={t('admin.users.searchLabel')}
        search={{ label: t('admin.users.search'), hint: t('admin.users.searchHint'), value: list.query.search }}
        values={list.query.filters}
        filters={[
          { name: 'role', label: t('admin.users.role'), options: [{ value: 'player', label: t('admin.users.roles.player') }, { value: 'admin', label: t('admin.users.roles.admin') }] },
          {
            name: 'status',
            label: t('admin.users.status'),
            options: [
              { value: 'active', label: t('admin.users.statuses.active') },
              { value: 'deactivated', label: t('admin.users.statuses.deactivated') },
            ],
          },
        ]}
        onApply={list.apply}
      />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.users.empty')}>
        {(rows) => (
          <DataTable caption={t('admin.users.caption')} columns={columns} rows={rows} rowKey={(user) => user.id} sort={sort} order={order} onSort={list.sortBy} />
        )}
      </ListResult>
    </AdminLayout>
  );
}

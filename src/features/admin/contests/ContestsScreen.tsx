/** /admin/contests: every contest, upcoming, live or past (a filter kept in the address), with its window, fee, prizes, participants and when it was ranked. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ADMIN_CONTEST_STATUSES } from '../../../../contract/api/admin-limits';
import type { AdminContest } from '../../../../contract/api/contests';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { ButtonLink } from '../../../ui/Button';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { contestPath, contestStandingsPath, contestsApi, type ContestsQuery } from './contests.api';

const NO_SORTS: readonly never[] = [];
const FILTERS = ['status'] as const;
type Filter = (typeof FILTERS)[number];
const STATUSES = ADMIN_CONTEST_STATUSES;

function useColumns(): Column<AdminContest, never>[] {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
  return [
    { id: 'name', header: t('admin.contests.name'), rowHeader: true, cell: (contest) => <Link to={contestPath(contest.id)}>{contest.name}</Link> },
    {
      id: 'status',
      header: t('admin.contests.status'),
      cell: (contest) => (
        <>
          <span className={`admin-badge admin-badge--contest-${contest.status}`}>{t(`admin.contests.statuses.${contest.status}`)}</span>
          {contest.active ? null : <span className="admin-muted"> {t('admin.contests.hidden')}</span>}
        </>
      ),
    },
    { id: 'starts', header: t('admin.contests.startsAt'), cell: (contest) => when(contest.starts_at) },
    { id: 'ends', header: t('admin.contests.endsAt'), cell: (contest) => when(contest.ends_at) },
    { id: 'fee', header: t('admin.contests.fee'), numeric: true, cell: (contest) => number(contest.entry_fee) },
    {
      id: 'prizes',
      header: t('admin.contests.prizes'),
      cell: (contest) => (contest.prizes.length === 0 ? t('admin.contests.noPrizes') : contest.prizes.map((prize) => t('admin.contests.prizeShort', { rank: number(prize.rank), coins: number(prize.coins) })).join(', ')),
    },
    { id: 'questions', header: t('admin.contests.questions'), numeric: true, cell: (contest) => number(contest.no_of_questions) },
    {
      id: 'participants',
      header: t('admin.contests.participants'),
      numeric: true,
      cell: (contest) => (
        <Link to={contestStandingsPath(contest.id)}>
          {number(contest.participants)} <span className="visually-hidden">{t('admin.contests.standingsOf', { name: contest.name })}</span>
        </Link>
      ),
    },
    {
      id: 'ranked',
      header: t('admin.contests.rankedAt'),
      cell: (contest) => (contest.ranked_at ? when(contest.ranked_at) : <span className="admin-muted">{t('admin.contests.notRanked')}</span>),
    },
  ];
}

export function ContestsScreen() {
  const { t } = useTranslation();
  const list = useListQuery<never, Filter>(NO_SORTS, FILTERS);
  const status = STATUSES.find((value) => value === list.query.filters.status);
  const body: ContestsQuery = { offset: list.body.offset, limit: list.body.limit, ...(status ? { status } : {}) };
  const { state, reload } = useAsync((signal) => contestsApi.list(body, signal), `contests:${list.key}`);
  const columns = useColumns();
  return (
    <AdminLayout title={t('admin.contests.title')} lead={t('admin.contests.lead')}>
      <p>
        <ButtonLink to={contestPath('new')}>{t('admin.contests.new')}</ButtonLink>
      </p>
      <ListSearch<Filter>
        key={list.key}
        label={t('admin.contests.searchLabel')}
        values={{ status: status ?? '' }}
        filters={[{ name: 'status', label: t('admin.contests.status'), options: STATUSES.map((value) => ({ value, label: t(`admin.contests.statuses.${value}`) })) }]}
        onApply={(_search, filters) => list.apply('', filters)}
      />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.contests.empty')}>
        {(rows) => <DataTable caption={t('admin.contests.caption')} columns={columns} rows={rows} rowKey={(contest) => contest.id} />}
      </ListResult>
    </AdminLayout>
  );
}

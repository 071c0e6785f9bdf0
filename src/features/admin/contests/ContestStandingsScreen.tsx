/**
 * /admin/contests/:id/standings: every entry by rank (player, score, questions attempted and
 * correct, time, prize, finished or still playing). Provisional until the end-of-contest job ranks
 * it; then the ranks and prizes are final, as paid.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { formatNumber } from '../../../lib/i18n/number-format';
import type { ActionData } from '../../../lib/request/request';
import { useAsync } from '../../../lib/use-async';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { LoadOne } from '../components/LoadOne';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { parseId } from '../content/content.api';
import { userPath } from '../users/user-paths';
import { CONTESTS_PATH, contestPath, contestsApi } from './contests.api';

type Standing = ActionData<'get_admin_contest_standings'>['data'][number];
const NO_SORTS: readonly never[] = [];

function useColumns(): Column<Standing, never>[] {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return [
    { id: 'rank', header: t('admin.contests.rank'), numeric: true, cell: (row) => number(row.rank) },
    {
      id: 'player',
      header: t('admin.contests.player'),
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={userPath(row.user_id)}>{row.name || t('admin.users.noName')}</Link>
          {row.email ? (
            <span className="admin-muted admin-exam__email" dir="ltr">
              {row.email}
            </span>
          ) : null}
        </>
      ),
    },
    { id: 'score', header: t('admin.contests.score'), numeric: true, cell: (row) => number(row.score) },
    { id: 'attempted', header: t('admin.contests.attempted'), numeric: true, cell: (row) => number(row.questions_attended) },
    { id: 'correct', header: t('admin.contests.correct'), numeric: true, cell: (row) => number(row.correct_answers) },
    { id: 'time', header: t('admin.contests.time'), numeric: true, cell: (row) => t('admin.contests.seconds', { seconds: number(row.time_taken_seconds) }) },
    { id: 'prize', header: t('admin.contests.prize'), numeric: true, cell: (row) => (row.prize_coins > 0 ? t('admin.contests.coins', { coins: number(row.prize_coins) }) : '') },
    {
      id: 'finished',
      header: t('admin.contests.entry'),
      cell: (row) => <span className={row.finished ? 'admin-badge' : 'admin-badge admin-badge--playing'}>{t(row.finished ? 'admin.contests.finished' : 'admin.contests.playing')}</span>,
    },
  ];
}

export function ContestStandingsScreen() {
  const { t, i18n } = useTranslation();
  const param = useParams<{ id: string }>().id;
  const contestId = parseId(param);
  const contest = useAsync((signal) => (contestId === null ? Promise.reject(new Error(t('admin.contests.notFound'))) : contestsApi.one(contestId, signal)), `contest:${param}`);
  const list = useListQuery<never>(NO_SORTS);
  const { state, reload } = useAsync((signal) => contestsApi.standings({ contest_id: contestId ?? 0, offset: list.body.offset, limit: list.body.limit }, signal), `standings:${param}:${list.key}`);
  const columns = useColumns();
  const back = { to: CONTESTS_PATH, label: t('admin.contests.title') };
  const final = state.status === 'success' ? state.data.final : null;

  return (
    <LoadOne state={contest.state} reload={contest.reload} title={t('admin.contests.standingsTitle')} back={back} notFound={t('admin.contests.notFound')}>
      {({ contest: row }) => (
        <AdminLayout title={t('admin.contests.standingsOfTitle', { name: row.name })} back={back}>
          <p>
            <Link to={contestPath(row.id)}>{t('admin.contests.editLink', { name: row.name })}</Link>
          </p>
          {final === null ? null : (
            <p className={final ? 'admin-contest__final' : 'admin-pages__notice'}>
              {final
                ? t('admin.contests.final', { date: row.ranked_at ? formatDateTime(row.ranked_at, i18n.language) : '' })
                : t('admin.contests.provisional', { date: formatDateTime(row.ends_at, i18n.language) })}
            </p>
          )}
          <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.contests.noEntries')}>
            {(rows) => <DataTable caption={t('admin.contests.standingsCaption', { name: row.name })} columns={columns} rows={rows} rowKey={(standing) => standing.user_id} />}
          </ListResult>
        </AdminLayout>
      )}
    </LoadOne>
  );
}

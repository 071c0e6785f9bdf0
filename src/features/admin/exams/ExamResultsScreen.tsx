/**
 * /admin/exams/:id/results: every attempt of an exam (player, state, marks, started and finished)
 * with its rule violation and when it happened; "Rule violations only" keeps to those. This is how
 * examiners learn of an attempt ended because the app was hidden. The marks are the server's; what
 * the device claimed is shown beside them when it differs.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { formatNumber } from '../../../lib/i18n/number-format';
import type { ActionData } from '../../../lib/request/request';
import { useAsync } from '../../../lib/use-async';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { CheckboxField } from '../components/CheckboxField';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { LoadOne } from '../components/LoadOne';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { parseId } from '../content/content.api';
import { userPath } from '../users/user-paths';
import { EXAMS_PATH, examPath, examsApi } from './exams.api';

type Result = ActionData<'get_admin_exam_results'>['data'][number];
const NO_SORTS: readonly never[] = [];
const FILTERS = ['violations'] as const;

function useColumns(totalMarks: number): Column<Result, never>[] {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time> : <span className="admin-muted">{t('admin.exams.notYet')}</span>);
  return [
    {
      id: 'player',
      header: t('admin.exams.player'),
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
    { id: 'state', header: t('admin.exams.state'), cell: (row) => <span className={`admin-badge admin-badge--attempt-${row.state}`}>{t(`admin.exams.states.${row.state}`)}</span> },
    {
      id: 'marks',
      header: t('admin.exams.marks'),
      numeric: true,
      cell: (row) => (
        <>
          {row.obtained_marks === null ? <span className="admin-muted">{t('admin.exams.notYet')}</span> : t('admin.exams.marksOf', { marks: number(row.obtained_marks), total: number(totalMarks) })}
          {row.client_obtained_marks !== null && row.client_obtained_marks !== row.obtained_marks ? (
            <span className="admin-muted admin-exam__claimed">{t('admin.exams.claimed', { marks: number(row.client_obtained_marks) })}</span>
          ) : null}
        </>
      ),
    },
    { id: 'started', header: t('admin.exams.started'), cell: (row) => when(row.started_at) },
    { id: 'finished', header: t('admin.exams.finished'), cell: (row) => when(row.finished_at) },
    {
      id: 'violation',
      header: t('admin.exams.violation'),
      cell: (row) =>
        row.rules_violated ? (
          <span className="admin-badge admin-badge--violation">
            {row.violated_at ? t('admin.exams.violatedAt', { date: formatDateTime(row.violated_at, i18n.language) }) : t('admin.exams.violated')}
          </span>
        ) : (
          <span className="admin-muted">{t('admin.exams.noViolation')}</span>
        ),
    },
  ];
}

export function ExamResultsScreen() {
  const { t, i18n } = useTranslation();
  const param = useParams<{ id: string }>().id;
  const examId = parseId(param);
  const exam = useAsync((signal) => (examId === null ? Promise.reject(new Error(t('admin.exams.notFound'))) : examsApi.one(examId, signal)), `exam:${param}`);
  const list = useListQuery<never, (typeof FILTERS)[number]>(NO_SORTS, FILTERS);
  const violationsOnly = list.query.filters.violations === '1';
  const { state, reload } = useAsync(
    (signal) => examsApi.results({ exam_module_id: examId ?? 0, offset: list.body.offset, limit: list.body.limit, violations_only: violationsOnly }, signal),
    `exam-results:${param}:${list.key}`,
  );
  const loaded = exam.state.status === 'success' ? exam.state.data.exam : null;
  const columns = useColumns(loaded?.total_marks ?? 0);
  const back = { to: EXAMS_PATH, label: t('admin.exams.title') };

  return (
    <LoadOne state={exam.state} reload={exam.reload} title={t('admin.exams.resultsTitle')} back={back} notFound={t('admin.exams.notFound')}>
      {({ exam: row }) => (
        <AdminLayout title={t('admin.exams.resultsOfTitle', { title: row.title })} lead={t('admin.exams.resultsLead')} back={back}>
          <p>
            <Link to={examPath(row.id)}>{t('admin.exams.editLink', { title: row.title })}</Link>
          </p>
          <CheckboxField
            label={t('admin.exams.violationsOnly')}
            hint={t('admin.exams.violationsCount', { violations: formatNumber(row.violations, i18n.language) })}
            checked={violationsOnly}
            onChange={(event) => list.apply('', { violations: event.target.checked ? '1' : '' })}
          />
          <ListResult
            state={state}
            reload={reload}
            page={list.query.page}
            pageSize={ADMIN_PAGE_SIZE}
            onPage={list.setPage}
            emptyTitle={t(violationsOnly ? 'admin.exams.noViolations' : 'admin.exams.noAttempts')}
          >
            {(rows) => <DataTable caption={t('admin.exams.resultsCaption', { title: row.title })} columns={columns} rows={rows} rowKey={(result) => result.user_id} />}
          </ListResult>
        </AdminLayout>
      )}
    </LoadOne>
  );
}

/** /admin/exams: every exam with its window, duration, marks, questions, attempts and rule violations, and its key (admins only ever see it). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminExam } from '../../../../contract/api/exams';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { ButtonLink } from '../../../ui/Button';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { examPath, examResultsPath, examsApi } from './exams.api';

const NO_SORTS: readonly never[] = [];

function useColumns(): Column<AdminExam, never>[] {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
  return [
    { id: 'title', header: t('admin.exams.titleLabel'), rowHeader: true, cell: (exam) => <Link to={examPath(exam.id)}>{exam.title}</Link> },
    { id: 'key', header: t('admin.exams.key'), cell: (exam) => <code dir="ltr">{exam.exam_key}</code> },
    { id: 'starts', header: t('admin.exams.startsAt'), cell: (exam) => when(exam.starts_at) },
    { id: 'ends', header: t('admin.exams.endsAt'), cell: (exam) => when(exam.ends_at) },
    { id: 'duration', header: t('admin.exams.durationColumn'), numeric: true, cell: (exam) => t('admin.exams.minutes', { minutes: number(exam.duration) }) },
    { id: 'marks', header: t('admin.exams.marks'), numeric: true, cell: (exam) => number(exam.total_marks) },
    { id: 'questions', header: t('admin.exams.questions'), numeric: true, cell: (exam) => number(exam.no_of_questions) },
    {
      id: 'attempts',
      header: t('admin.exams.attempts'),
      numeric: true,
      cell: (exam) => (
        <Link to={examResultsPath(exam.id)}>
          {number(exam.attempts)} <span className="visually-hidden">{t('admin.exams.resultsOf', { title: exam.title })}</span>
        </Link>
      ),
    },
    {
      id: 'violations',
      header: t('admin.exams.violations'),
      numeric: true,
      cell: (exam) =>
        exam.violations > 0 ? (
          <Link to={`${examResultsPath(exam.id)}?violations=1`} className="admin-badge admin-badge--violation">
            {number(exam.violations)} <span className="visually-hidden">{t('admin.exams.violationsOf', { title: exam.title })}</span>
          </Link>
        ) : (
          number(0)
        ),
    },
    { id: 'status', header: t('admin.exams.status'), cell: (exam) => <span className={`admin-badge admin-badge--exam-${exam.status}`}>{t(`admin.exams.statuses.${exam.status}`)}</span> },
  ];
}

export function ExamsScreen() {
  const { t } = useTranslation();
  const list = useListQuery<never>(NO_SORTS);
  const { state, reload } = useAsync((signal) => examsApi.list(list.body, signal), `exams:${list.key}`);
  const columns = useColumns();
  return (
    <AdminLayout title={t('admin.exams.title')} lead={t('admin.exams.lead')}>
      <p>
        <ButtonLink to={examPath('new')}>{t('admin.exams.new')}</ButtonLink>
      </p>
      <ListSearch key={list.key} label={t('admin.exams.searchLabel')} search={{ label: t('admin.content.search'), hint: t('admin.exams.searchHint'), value: list.query.search }} onApply={list.apply} />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.exams.empty')}>
        {(rows) => <DataTable caption={t('admin.exams.caption')} columns={columns} rows={rows} rowKey={(exam) => exam.id} />}
      </ListResult>
    </AdminLayout>
  );
}

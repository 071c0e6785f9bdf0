/**
 * The student's assessment history (get_user_assessment_results), filtered by year and subject (the
 * filter is in the address, so it survives a reload and can be linked), with a trend chart of the
 * percent over time per subject and, for everyone and for screen readers, the same figures as a
 * table with each attempt's review. The unfiltered history is kept on the device for the progress
 * report (report/results-store.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { AssessmentResult } from '../../../contract/api/tutor';
import { TUTOR_SUBJECTS, TUTOR_YEARS, TutorSubjectSchema, TutorYearSchema, type TutorSubject } from '../../../contract/tutor/content';
import { formatDateTime } from '../../lib/i18n/date-format';
import { formatNumber, formatPercentage } from '../../lib/i18n/number-format';
import { useSession } from '../../lib/session/session-store';
import { useAsync } from '../../lib/use-async';
import { Button } from '../../ui/Button';
import { LiveOnly } from '../../ui/LiveOnly';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { storeResults } from './report/results-store';
import { TrendChart } from './TrendChart';
import { tutorApi } from './tutor.api';
import { tutorPaths } from './tutor-paths';
import './tutor.css';

/** The history the screen shows: the server's page limit, newest first. */
const HISTORY_LIMIT = 100;

export interface ResultsFilter {
  readonly year?: number | undefined;
  readonly subject?: TutorSubject | undefined;
}

/** The filter of a query string; a value that is not one the hub knows is left out. */
export function parseFilter(search: string): ResultsFilter {
  const query = new URLSearchParams(search);
  const year = TutorYearSchema.safeParse(query.get('year') ?? undefined);
  const subject = TutorSubjectSchema.safeParse(query.get('subject') ?? undefined);
  return { year: query.has('year') && year.success ? year.data : undefined, subject: subject.success ? subject.data : undefined };
}

function ResultsTable({ results, hidden }: { readonly results: readonly AssessmentResult[]; readonly hidden: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <table className={hidden ? 'visually-hidden' : 'tutor-table'}>
      <caption>{t('maths.tutor.results.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('maths.tutor.results.date')}</th>
          <th scope="col">{t('maths.tutor.results.assessment')}</th>
          <th scope="col">{t('maths.tutor.results.score')}</th>
          <th scope="col">{t('maths.tutor.results.percent')}</th>
          <th scope="col">{t('maths.tutor.results.review')}</th>
        </tr>
      </thead>
      <tbody>
        {results.map((result) => (
          <tr key={result.attempt_id}>
            <td>{formatDateTime(result.submitted_at, language)}</td>
            <th scope="row">{t('maths.tutor.paper.title', { year: result.year, subject: t(`maths.tutor.subjectName.${result.subject}`) })}</th>
            <td>{t('maths.tutor.result.ofTotal', { correct: formatNumber(result.score, language), total: formatNumber(result.total, language) })}</td>
            <td>{formatPercentage(result.percent, language)}</td>
            <td>
              <Link to={tutorPaths.attemptReview(result.attempt_id)} className="tutor-table__link">
                {t('maths.tutor.results.reviewOf', { date: formatDateTime(result.submitted_at, language) })}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function History({ filter }: { readonly filter: ResultsFilter }) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const userId = useSession().user?.id ?? null;
  const { state, reload } = useAsync(async (signal) => {
    const page = await tutorApi.results({ offset: 0, limit: HISTORY_LIMIT, ...filter }, signal);
    // The whole history (no filter) is kept on the device for the progress report offline.
    if (userId !== null && filter.year === undefined && filter.subject === undefined) await storeResults(String(userId), page.data);
    return page;
  }, `tutor-results:${filter.year ?? ''}:${filter.subject ?? ''}`);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={reload} />;
  const { data: results, total } = state.data;
  if (results.length === 0) return <StatusMessage tone="empty" icon="chart" title={t('maths.tutor.results.empty')} />;
  return (
    <>
      <p>{t('maths.tutor.results.count', { count: total })}</p>
      <div className="tutor-actions">
        <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {t('maths.tutor.results.showTable')}
        </Button>
      </div>
      {asTable ? null : <TrendChart results={results} rtl={i18n.dir() === 'rtl'} />}
      <ResultsTable results={results} hidden={!asTable} />
    </>
  );
}

export function AssessmentResultsScreen() {
  const { t } = useTranslation();
  const filter = parseFilter(useSearch());
  const [, navigate] = useLocation();
  const setFilter = (next: ResultsFilter) => navigate(tutorPaths.results(next), { replace: true });
  return (
    <div className="container tutor">
      <PageTitle title={t('maths.tutor.results.title')} back={{ to: tutorPaths.assessments(), label: t('maths.tutor.assessments.title') }} />
      <div className="tutor-filters">
        <label>
          {t('maths.tutor.results.year')}
          <select value={filter.year === undefined ? '' : String(filter.year)} onChange={(event) => setFilter({ ...filter, year: event.target.value === '' ? undefined : Number(event.target.value) })}>
            <option value="">{t('maths.tutor.results.allYears')}</option>
            {TUTOR_YEARS.map((year) => (
              <option key={year} value={String(year)}>
                {t('maths.tutor.year', { year })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('maths.tutor.results.subject')}
          <select value={filter.subject ?? ''} onChange={(event) => setFilter({ ...filter, subject: TutorSubjectSchema.safeParse(event.target.value).data })}>
            <option value="">{t('maths.tutor.results.allSubjects')}</option>
            {TUTOR_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`maths.tutor.subjectName.${subject}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LiveOnly feature={t('maths.tutor.assessments.title')}>
        <History filter={filter} />
      </LiveOnly>
    </div>
  );
}

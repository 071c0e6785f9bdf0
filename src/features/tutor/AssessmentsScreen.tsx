/**
 * The assessments (get_assessment_configuration): each school year's subjects with their question
 * count and time limit, a Start (or resume: the server reopens an attempt left open) for each, and
 * the results history. Assessments are marked by the server, so they need a connection.
 */
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { LiveOnly } from '../../ui/LiveOnly';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { tutorApi } from './tutor.api';
import { tutorPaths } from './tutor-paths';
import { minutesOf } from './paper-clock';
import './tutor.css';

function Configuration() {
  const { t } = useTranslation();
  const { state, reload } = useAsync((signal) => tutorApi.assessmentConfiguration(signal), 'tutor-assessment-configuration');
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={reload} />;
  if (state.data.years.length === 0) return <StatusMessage tone="empty" icon="clipboard" title={t('maths.tutor.assessments.empty')} />;
  return (
    <>
      {state.data.years.map((year) => (
        <section key={year.year} aria-labelledby={`tutor-assessment-year-${year.year}`}>
          <h2 id={`tutor-assessment-year-${year.year}`} dir="auto">
            {year.name}
          </h2>
          <ul className="tutor-assessment-list">
            {year.subjects.map((subject) => (
              <li key={subject.subject} className="tutor-panel tutor-assessment">
                <h3 dir="auto">{subject.name}</h3>
                <p>{t('maths.tutor.assessments.facts', { questions: subject.question_count, minutes: minutesOf(subject.time_limit_seconds) })}</p>
                <ButtonLink to={tutorPaths.paper(year.year, subject.subject)} aria-label={t('maths.tutor.assessments.startNamed', { name: `${year.name} ${subject.name}` })}>
                  {t('maths.tutor.assessments.start')}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function AssessmentsScreen() {
  const { t } = useTranslation();
  return (
    <div className="container tutor">
      <PageTitle title={t('maths.tutor.assessments.title')} lead={t('maths.tutor.assessments.lead')} back={{ to: tutorPaths.hub(), label: t('nav.tutorHub') }} />
      <div className="tutor-actions">
        <ButtonLink to={tutorPaths.results()} variant="secondary">
          {t('maths.tutor.results.title')}
        </ButtonLink>
      </div>
      <LiveOnly feature={t('maths.tutor.assessments.title')}>
        <Configuration />
      </LiveOnly>
    </div>
  );
}

/**
 * The tutor hub's first screen (spec /tutor-hub/sub-categories, a subscriber's): where the student
 * left off ("Continue: <unit>", from this device), today's review (the units due, from the
 * server's schedule), the subjects by school year, the assessments, the progress report for a parent
 * or teacher, and the maths practice curricula as before. The review player is a later task's: the panel links its address and says
 * the count honestly.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TutorSubjectEntry } from '../../../contract/api/tutor';
import { idSegment } from '../../lib/id-segment';
import { useSession } from '../../lib/session/session-store';
import { useAsync, type AsyncState } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { CurriculaScreen } from '../maths';
import { tutorApi } from './tutor.api';
import { tutorPaths } from './tutor-paths';
import { loadTutorSelection } from './tutor-selection';
import '../quiz/quiz.css';
import './tutor.css';

/** Subjects grouped by school year, years in order. */
export function byYear(subjects: readonly TutorSubjectEntry[]): Array<{ readonly year: number; readonly subjects: TutorSubjectEntry[] }> {
  const years = [...new Set(subjects.map((subject) => subject.year))].sort((a, b) => a - b);
  return years.map((year) => ({ year, subjects: subjects.filter((subject) => subject.year === year) }));
}

function ContinuePanel() {
  const { t } = useTranslation();
  const userId = useSession().user?.id ?? null;
  const { state } = useAsync(async () => (userId === null ? null : loadTutorSelection(userId)), `tutor-selection:${userId ?? ''}`);
  if (state.status !== 'success' || state.data === null) return null;
  const selection = state.data;
  if (selection.category_id === null || selection.curriculum === null) return null;
  return (
    <p className="tutor-continue">
      <ButtonLink to={tutorPaths.unit(String(selection.category_id), String(selection.curriculum))}>
        <span dir="auto">{t('maths.tutor.hub.continue', { unit: selection.unitname ?? '' })}</span>
      </ButtonLink>
      {selection.category_name ? (
        <span className="tutor-continue__where" dir="auto">
          {selection.category_name}
          {selection.chaptername ? ` · ${selection.chaptername}` : ''}
        </span>
      ) : null}
    </p>
  );
}

/** The units due for review now, named from their subjects' chapters. */
async function loadReview(signal: AbortSignal, subjects: readonly TutorSubjectEntry[]) {
  const mastery = await tutorApi.mastery(signal);
  if (mastery.due.length === 0) return { due: mastery.due, names: new Map<number, string>() };
  const chapters = await Promise.all(subjects.map((subject) => tutorApi.chapters(subject.id, signal)));
  const names = new Map<number, string>();
  for (const { chapters: list } of chapters) for (const chapter of list) for (const unit of chapter.units) names.set(unit.curriculum_id, unit.name);
  return { due: mastery.due, names };
}

const REVIEW_NAMES_SHOWN = 5;

function ReviewPanel({ subjects }: { readonly subjects: readonly TutorSubjectEntry[] }) {
  const { t } = useTranslation();
  const { state, reload } = useAsync((signal) => loadReview(signal, subjects), `tutor-review:${subjects.map((s) => s.id).join(',')}`);
  let body;
  if (state.status === 'loading') body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} />;
  else if (state.data.due.length === 0) body = <p>{t('maths.tutor.hub.reviewNone')}</p>;
  else {
    const { due, names } = state.data;
    const named = due.slice(0, REVIEW_NAMES_SHOWN).map((id) => names.get(id) ?? t('maths.tutor.hub.unitNumber', { id }));
    body = (
      <>
        <p>{t('maths.tutor.hub.reviewDue', { count: due.length })}</p>
        <ul className="tutor-review__units">
          {named.map((name, i) => (
            <li key={i} dir="auto">
              {name}
            </li>
          ))}
        </ul>
        {due.length > REVIEW_NAMES_SHOWN ? <p>{t('maths.tutor.hub.reviewMore', { count: due.length - REVIEW_NAMES_SHOWN })}</p> : null}
        <ButtonLink to={tutorPaths.review()}>{t('maths.tutor.hub.startReview')}</ButtonLink>
      </>
    );
  }
  return (
    <section className="tutor-panel" aria-labelledby="tutor-review-title">
      <h2 id="tutor-review-title">{t('maths.tutor.hub.reviewTitle')}</h2>
      {body}
    </section>
  );
}

function SubjectCard({ subject }: { readonly subject: TutorSubjectEntry }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={tutorPaths.subject(idSegment(subject.id, subject.slug))} className="card-link quiz-card">
        <span className="quiz-card__icon" aria-hidden="true">
          <Icon name={subject.subject === 'maths' ? 'calculator' : 'book'} size={28} />
        </span>
        <span className="quiz-card__body">
          <span className="quiz-card__title" dir="auto">
            {subject.name}
          </span>
          <span className="quiz-card__meta">{t('maths.tutor.hub.counts', { chapters: t('maths.tutor.count.chapters', { count: subject.no_of_chapters }), units: t('count.units', { count: subject.no_of_units }) })}</span>
        </span>
      </Link>
    </li>
  );
}

function Subjects({ state, reload }: { readonly state: AsyncState<TutorSubjectEntry[]>; readonly reload: () => void }) {
  const { t } = useTranslation();
  let body;
  if (state.status === 'loading') body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} />;
  else if (state.data.length === 0) body = <StatusMessage tone="empty" icon="graduation" title={t('maths.tutor.hub.noSubjects')} />;
  else
    body = byYear(state.data).map(({ year, subjects }) => (
      <section key={year} aria-labelledby={`tutor-year-${year}`}>
        <h3 id={`tutor-year-${year}`}>{t('maths.tutor.year', { year })}</h3>
        <ul className="quiz-grid">
          {subjects.map((subject) => (
            <SubjectCard key={subject.id} subject={subject} />
          ))}
        </ul>
      </section>
    ));
  return (
    <section className="tutor-hub__subjects" aria-labelledby="tutor-subjects-title">
      <h2 id="tutor-subjects-title">{t('maths.tutor.hub.subjectsTitle')}</h2>
      {body}
    </section>
  );
}

export function TutorHubScreen() {
  const { t } = useTranslation();
  const subjects = useAsync((signal) => tutorApi.subjects(signal), 'tutor-subjects');
  return (
    <div className="container tutor">
      <PageTitle title={t('nav.tutorHub')} lead={t('maths.tutor.hub.lead')} />
      <ContinuePanel />
      {/* The review names its units from the subjects' chapters: it waits for the subjects (or their failure). */}
      {subjects.state.status === 'loading' ? null : <ReviewPanel subjects={subjects.state.status === 'success' ? subjects.state.data : []} />}
      <Subjects state={subjects.state} reload={subjects.reload} />
      <section className="tutor-panel" aria-labelledby="tutor-assessments-title">
        <h2 id="tutor-assessments-title">{t('maths.tutor.assessments.title')}</h2>
        <p>{t('maths.tutor.hub.assessmentsLead')}</p>
        <div className="tutor-actions">
          <ButtonLink to={tutorPaths.assessments()}>{t('maths.tutor.hub.assessmentsStart')}</ButtonLink>
          <ButtonLink to={tutorPaths.results()} variant="secondary">
            {t('maths.tutor.results.title')}
          </ButtonLink>
        </div>
      </section>
      <section className="tutor-panel" aria-labelledby="tutor-report-title">
        <h2 id="tutor-report-title">{t('maths.tutor.report.title')}</h2>
        <p>{t('maths.tutor.hub.reportLead')}</p>
        <div className="tutor-actions">
          <ButtonLink to={tutorPaths.report()} variant="secondary">
            {t('maths.tutor.hub.reportOpen')}
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="tutor-practice-title">
        <h2 id="tutor-practice-title">{t('maths.tutor.hub.practiceTitle')}</h2>
        <CurriculaScreen embedded />
      </section>
    </div>
  );
}

/**
 * Tutor hub: the maths and non-verbal reasoning curricula. The tutor hub's first screen
 * (src/features/tutor) shows them as its maths practice section (`embedded`: no page title of its
 * own, headings one level down).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Curriculum, MathsSubject } from '../../../contract/api/maths';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { LoadError, Loading } from '../../ui/LoadState';
import { idSegment } from '../../lib/id-segment';
import { mathsPaths } from './maths-paths';
import { loadCurricula } from './maths-source';
import { OfflineNote } from '../../ui/OfflineNote';
import { NeedsDownloadOrConnection } from './SourceNote';
import { NONVERBAL_PATH } from '../solo';
import '../quiz/quiz.css';
import './maths.css';

const SUBJECTS: readonly MathsSubject[] = ['maths', 'nvr'];

function SubjectHeading({ id, embedded, children }: { readonly id: string; readonly embedded: boolean; readonly children: string }) {
  return embedded ? <h3 id={id}>{children}</h3> : <h2 id={id}>{children}</h2>;
}

function CurriculumCard({ curriculum }: { readonly curriculum: Curriculum }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={mathsPaths.curriculum(curriculum.subject, idSegment(curriculum.id, curriculum.slug))} className="card-link quiz-card">
        <span className="quiz-card__icon" aria-hidden="true">
          <Icon name={curriculum.subject === 'nvr' ? 'compass' : 'calculator'} size={28} />
        </span>
        <span className="quiz-card__body">
          <span className="quiz-card__title" dir="auto">
            {curriculum.name}
          </span>
          <span className="quiz-card__meta">{t('maths.curricula.counts', { units: t('count.units', { count: curriculum.no_of_units }), levels: t('count.levels', { count: curriculum.no_of_levels }) })}</span>
        </span>
      </Link>
    </li>
  );
}

export function CurriculaScreen({ embedded = false }: { readonly embedded?: boolean }) {
  const { t } = useTranslation();
  const { state, reload } = useAsync((signal) => loadCurricula(signal), 'maths-curricula');
  let body;
  if (state.status === 'loading') body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} />;
  else if (state.data.status === 'unavailable') body = <NeedsDownloadOrConnection body={t('maths.unavailable.curricula')} onRetry={reload} />;
  else if (state.data.data.length === 0) body = <StatusMessage tone="empty" icon="graduation" title={t('maths.curricula.empty')} />;
  else {
    const { data: curricula, source } = state.data;
    body = (
      <>
        {source === 'download' ? <OfflineNote>{t('maths.offline.curricula')}</OfflineNote> : null}
        {SUBJECTS.map((subject) => {
          const ofSubject = curricula.filter((c) => c.subject === subject);
          if (ofSubject.length === 0) return null;
          return (
            <section key={subject} className="maths-subject" aria-labelledby={`maths-subject-${subject}`}>
              <SubjectHeading id={`maths-subject-${subject}`} embedded={embedded}>
                {t(`maths.subject.${subject}`)}
              </SubjectHeading>
              <ul className="quiz-grid">
                {ofSubject.map((curriculum) => (
                  <CurriculumCard key={curriculum.id} curriculum={curriculum} />
                ))}
              </ul>
            </section>
          );
        })}
      </>
    );
  }
  // The non-verbal reasoning sets (picture questions by category) beside the curricula' levels.
  const actions = (
    <div className="quiz-header-actions">
      <ButtonLink to={NONVERBAL_PATH} variant="secondary">
        {t('maths.curricula.nonverbalSets')}
      </ButtonLink>
    </div>
  );
  if (embedded) {
    return (
      <>
        <p className="page-title__lead">{t('maths.curricula.lead')}</p>
        {actions}
        {body}
      </>
    );
  }
  return (
    <div className="container">
      <PageTitle title={t('nav.tutorHub')} lead={t('maths.curricula.lead')} />
      {actions}
      {body}
    </div>
  );
}

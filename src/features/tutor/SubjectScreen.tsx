/** A tutor subject ('Year 3 Maths'): its chapters, each with its units and the student's level in each. */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { idSegment, parseIdSegment } from '../../lib/id-segment';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { NotFoundScreen } from '../not-found';
import { LevelBadge } from './MasteryBadge';
import { tutorPaths } from './tutor-paths';
import { useSubject } from './use-subject';
import './tutor.css';

export function SubjectScreen() {
  const { t } = useTranslation();
  const params = useParams<{ subject: string }>();
  const category = parseIdSegment(params.subject);
  const { state, reload } = useSubject(category);
  if (category === null) return <NotFoundScreen />;
  const back = { to: tutorPaths.hub(), label: t('nav.tutorHub') };
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <div className="container tutor">
        <PageTitle title={t('nav.tutorHub')} back={back} />
        <LoadError error={state.error} onRetry={reload} />
      </div>
    );
  }
  const { subject, chapters, mastery } = state.data;
  const subjectSegment = idSegment(subject.id, subject.slug);
  return (
    <div className="container tutor">
      <PageTitle title={subject.name} lead={t('maths.tutor.subject.lead')} back={back} />
      {chapters.length === 0 ? <StatusMessage tone="empty" icon="book" title={t('maths.tutor.subject.empty')} /> : null}
      {chapters.map((chapter) => (
        <section key={chapter.id} className="tutor-chapter" aria-labelledby={`tutor-chapter-${chapter.id}`}>
          <h2 id={`tutor-chapter-${chapter.id}`} dir="auto">
            {t('maths.tutor.subject.chapter', { number: chapter.chapter, name: chapter.chaptername })}
          </h2>
          <ul className="tutor-units">
            {chapter.units.map((unit) => (
              <li key={unit.curriculum_id}>
                <Link to={tutorPaths.unit(subjectSegment, idSegment(unit.curriculum_id, unit.slug))} className="card-link tutor-unit-link">
                  <span className="tutor-unit-link__name" dir="auto">
                    {unit.name}
                  </span>
                  <LevelBadge level={mastery.get(unit.curriculum_id)?.level ?? 'not_started'} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

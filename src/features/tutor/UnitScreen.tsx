/**
 * One unit: its notes (the short lesson), the student's mastery of it and why, and the way into its
 * guided session. Opening a unit makes it the tutor unit selection on this device
 * (tutor-selection.ts), so the hub offers to continue it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { idSegment, parseIdSegment } from '../../lib/id-segment';
import { useSession } from '../../lib/session/session-store';
import { ButtonLink } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { NotFoundScreen } from '../not-found';
import { MasteryLine } from './MasteryBadge';
import { NoteBlocks } from './NoteBlocks';
import { tutorPaths } from './tutor-paths';
import { saveTutorSelection } from './tutor-selection';
import { useSubject, type SubjectData } from './use-subject';
import './tutor.css';

function findUnit(data: SubjectData, curriculumId: number) {
  for (const chapter of data.chapters) {
    const unit = chapter.units.find((candidate) => candidate.curriculum_id === curriculumId);
    if (unit) return { chapter, unit };
  }
  return null;
}

export function UnitScreen() {
  const { t } = useTranslation();
  const params = useParams<{ subject: string; unit: string }>();
  const category = parseIdSegment(params.subject);
  const curriculumId = parseIdSegment(params.unit);
  const { state, reload } = useSubject(category);
  const userId = useSession().user?.id ?? null;
  const [now] = useState(() => Date.now());
  const found = state.status === 'success' && curriculumId !== null ? findUnit(state.data, curriculumId) : null;

  useEffect(() => {
    if (userId === null || curriculumId === null || state.status !== 'success') return;
    const found = findUnit(state.data, curriculumId);
    if (!found) return;
    const { subject } = state.data;
    // Remembered on this device for the hub's "Continue"; a failure to store only loses that.
    saveTutorSelection(userId, {
      category_id: subject.id,
      category_name: subject.name,
      subcategory_id: found.chapter.id,
      subcategory_name: found.chapter.chaptername,
      chapter: found.chapter.chapter,
      chaptername: found.chapter.chaptername,
      unitname: found.unit.name,
      curriculum: found.unit.curriculum_id,
      notes: found.unit.notes,
    }).catch(() => undefined);
  }, [curriculumId, userId, state]);

  if (category === null || curriculumId === null) return <NotFoundScreen />;
  if (state.status === 'loading') return <Loading />;
  const hub = { to: tutorPaths.hub(), label: t('nav.tutorHub') };
  if (state.status === 'error') {
    return (
      <div className="container tutor">
        <PageTitle title={t('nav.tutorHub')} back={hub} />
        <LoadError error={state.error} onRetry={reload} />
      </div>
    );
  }
  if (!found) return <NotFoundScreen />;
  const { subject, mastery, due } = state.data;
  const { chapter, unit } = found;
  return (
    <div className="container tutor">
      <PageTitle title={unit.name} lead={t('maths.tutor.subject.chapter', { number: chapter.chapter, name: chapter.chaptername })} back={{ to: tutorPaths.subject(idSegment(subject.id, subject.slug)), label: subject.name }} />
      <div className="tutor-unit">
        <section className="tutor-unit__notes" aria-labelledby="tutor-notes-title">
          <h2 id="tutor-notes-title">{t('maths.tutor.unit.notes')}</h2>
          <NoteBlocks notes={unit.notes} />
        </section>
        <aside className="tutor-unit__side tutor-panel" aria-labelledby="tutor-progress-title">
          <h2 id="tutor-progress-title">{t('maths.tutor.unit.progress')}</h2>
          <MasteryLine mastery={mastery.get(unit.curriculum_id)} now={now} />
          {due.has(unit.curriculum_id) ? <p>{t('maths.tutor.unit.inReview')}</p> : null}
          {/* The guided session's player is a later task's screen, at this address. */}
          <ButtonLink to={tutorPaths.session(unit.curriculum_id)} block>
            {t('maths.tutor.unit.startLesson')}
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}

/**
 * Tutor hub practice of one level. The curriculum comes from the server or its download; the
 * questions are always made on the device from the level's generator spec (the server makes the
 * same ones from the same seeds), so a level plays offline once its curriculum is known.
 */
import { UNLOCK_THRESHOLD_PERCENT } from '../../../contract/maths/progress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { MathsSubject } from '../../../contract/api/maths';
import type { MathsPackContent } from '../../../contract/api/packs';
import { useAsync } from '../../lib/use-async';
import { summariseLevels } from '../../offline/maths-progress';
import { ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { LoadError, Loading } from '../../ui/LoadState';
import { idSegment, parseIdSegment } from '../../lib/id-segment';
import { mathsPaths, parseSubject } from './maths-paths';
import { loadCurriculum, type ContentSource } from './maths-source';
import { PracticeRound } from './PracticeRound';
import { OfflineNote } from '../../ui/OfflineNote';
import { NeedsDownloadOrConnection } from './SourceNote';
import { useLocalProgress, usePullWhenServerAnswered, useUserId } from './use-local-progress';
import '../quiz/quiz.css';
import './maths.css';
import { formatPercentage } from '../../lib/i18n/number-format';

interface LevelRef {
  readonly subject: MathsSubject;
  readonly curriculumId: number;
  readonly unitId: number;
  readonly level: number;
}

function parseLevelRef(params: { subject?: string; curriculum?: string; unit?: string; level?: string }): LevelRef | null {
  const subject = parseSubject(params.subject);
  const curriculumId = parseIdSegment(params.curriculum);
  const unitId = parseIdSegment(params.unit);
  const level = parseIdSegment(params.level);
  return subject && curriculumId && unitId && level ? { subject, curriculumId, unitId, level } : null;
}

interface PracticeViewProps {
  readonly content: MathsPackContent;
  readonly source: ContentSource;
  readonly userId: string;
  readonly levelRef: LevelRef;
}

function PracticeView({ content, source, userId, levelRef }: PracticeViewProps) {
  const { t, i18n } = useTranslation();
  const progress = useLocalProgress(userId, content.curriculum.id);
  const { curriculum } = content;
  const curriculumSegment = idSegment(curriculum.id, curriculum.slug);
  const levelsPath = mathsPaths.curriculum(curriculum.subject, curriculumSegment);
  const unit = content.units.find((u) => u.id === levelRef.unitId);
  const level = unit?.levels.find((l) => l.level === levelRef.level);
  if (!unit || !level) {
    return (
      <StatusMessage
        tone="empty"
        icon="layers"
        headingLevel={1}
        title={t('maths.practice.notFound')}
        action={<ButtonLink to={levelsPath}>{t('maths.summary.backToLevels')}</ButtonLink>}
      />
    );
  }
  if (progress === undefined) return <Loading />;
  const summaries = summariseLevels([unit], progress);
  const summary = summaries.get(level.id);
  const ordered = [...unit.levels].sort((a, b) => a.level - b.level);
  const next = ordered[ordered.indexOf(level) + 1];
  const title = t('maths.practice.title', { unit: unit.name, level: level.level });
  if (!summary?.unlocked) {
    return (
      <StatusMessage
        icon="lock"
        headingLevel={1}
        title={t('maths.practice.lockedTitle', { level: level.level })}
        action={<ButtonLink to={levelsPath}>{t('maths.summary.backToLevels')}</ButtonLink>}
      >
        <p>{t('maths.level.locked', { pass: formatPercentage(UNLOCK_THRESHOLD_PERCENT, i18n.language) })}</p>
      </StatusMessage>
    );
  }
  return (
    <>
      <PageTitle title={title} back={{ to: levelsPath, label: curriculum.name }} />
      {source === 'download' ? <OfflineNote>{t('maths.offline.practice')}</OfflineNote> : null}
      <PracticeRound
        // A new level (the summary's "next level" link) starts a new round.
        key={level.id}
        userId={userId}
        subject={curriculum.subject}
        curriculumId={curriculum.id}
        unitName={unit.name}
        level={level}
        summary={summary}
        nextLevel={
          next
            ? {
                level: next.level,
                unlocked: summaries.get(next.id)?.unlocked ?? false,
                path: mathsPaths.practice(curriculum.subject, curriculumSegment, idSegment(unit.id, unit.slug), next.level),
              }
            : null
        }
        levelsPath={levelsPath}
      />
    </>
  );
}

export function PracticeScreen() {
  const { t } = useTranslation();
  const params = useParams<{ subject: string; curriculum: string; unit: string; level: string }>();
  const levelRef = parseLevelRef(params);
  const userId = useUserId();
  const { state, reload } = useAsync(
    (signal) => (levelRef ? loadCurriculum(levelRef.subject, levelRef.curriculumId, signal) : Promise.reject(new Error(t('maths.notFound')))),
    `maths-practice:${params.subject}:${params.curriculum}`,
  );
  // A level unlocked on another device opens here too once the pull lands.
  usePullWhenServerAnswered(userId, levelRef?.curriculumId ?? null, state.status === 'success' && state.data.status === 'ready' && state.data.source === 'server');
  const back = mathsPaths.curricula();
  let body;
  if (state.status === 'loading' || userId === null) body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} back={back} headingLevel={1} />;
  else if (state.data.status === 'unavailable') body = <NeedsDownloadOrConnection headingLevel={1} body={t('maths.unavailable.curriculum')} onRetry={reload} />;
  else if (levelRef) body = <PracticeView content={state.data.data} source={state.data.source} userId={userId} levelRef={levelRef} />;
  return <div className="container">{body}</div>;
}

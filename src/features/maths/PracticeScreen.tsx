/**
 * Tutor hub practice of one level. The curriculum comes from the server or its download; the
 * questions are always made on the device from the level's generator spec (the server makes the
 * same ones from the same seeds), so a level plays offline once its curriculum is known.
 */
import { UNLOCK_THRESHOLD_PERCENT } from '../../../contract/maths/progress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { MathsPackContent } from '../../../contract/api/packs';
import { useAsync } from '../../lib/use-async';
import { summariseLevels, type LocalCurriculumProgress } from '../../offline/maths-summary';
import { ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { LoadError, Loading } from '../../ui/LoadState';
import { idSegment } from '../../lib/id-segment';
import { mathsPaths } from './maths-paths';
import type { ContentSource } from './maths-source';
import { parseLevelRef, readAheadPractice, takePracticeData, type LevelRef } from './practice-data';
import { PracticeRound } from './PracticeRound';
import { OfflineNote } from '../../ui/OfflineNote';
import { NeedsDownloadOrConnection } from './SourceNote';
import { useLiveProgress, usePullWhenServerAnswered, useUserId } from './use-live-progress';
import '../quiz/quiz.css';
import './maths.css';
import { formatPercentage } from '../../lib/i18n/number-format';

// This chunk arrives while start-up runs when the page opens on a practice URL (the route's chunk
// is preloaded): the screen's reads start now, for the page's own level (practice-data.ts). Here
// rather than in the feature's index, which is start-up JS.
readAheadPractice(window.location.pathname);

interface PracticeViewProps {
  readonly content: MathsPackContent;
  readonly source: ContentSource;
  readonly userId: string;
  readonly levelRef: LevelRef;
  /** The progress read with the content, shown until the live query has its own. */
  readonly initialProgress: LocalCurriculumProgress | undefined;
}

function PracticeView({ content, source, userId, levelRef, initialProgress }: PracticeViewProps) {
  const { t, i18n } = useTranslation();
  const progress = useLiveProgress(userId, content.curriculum.id, initialProgress);
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
  // The content and the progress come together, from a read started ahead of the screen when there is one (practice-data.ts).
  const { state, reload } = useAsync(
    (signal) => (levelRef ? takePracticeData(levelRef, userId, signal) : Promise.reject(new Error(t('maths.notFound')))),
    `maths-practice:${userId}:${params.subject}:${params.curriculum}`,
  );
  const content = state.status === 'success' ? state.data.content : null;
  // A level unlocked on another device opens here too once the pull lands.
  usePullWhenServerAnswered(userId, levelRef?.curriculumId ?? null, content?.status === 'ready' && content.source === 'server');
  const back = mathsPaths.curricula();
  let body;
  if (state.status === 'loading' || userId === null) body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} back={back} headingLevel={1} />;
  else if (state.data.content.status === 'unavailable') body = <NeedsDownloadOrConnection headingLevel={1} body={t('maths.unavailable.curriculum')} onRetry={reload} />;
  else if (levelRef) {
    const { data, source } = state.data.content;
    body = <PracticeView content={data} source={source} userId={userId} levelRef={levelRef} initialProgress={state.data.progress} />;
  }
  return <div className="container">{body}</div>;
}

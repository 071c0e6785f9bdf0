/**
 * Tutor hub: a curriculum's units with five levels each. Content comes from the server or, offline,
 * from its download; progress and locks always come from this device's store, which a pull from
 * the server tops up whenever the server answered.
 */
import { UNLOCK_THRESHOLD_PERCENT } from '../../../contract/maths/progress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { MathsPackContent } from '../../../contract/api/packs';
import { packIds } from '../../../contract/offline/pack-ids';
import { notify } from '../../lib/toast/notify';
import { useAsync } from '../../lib/use-async';
import { resetMathsProgress, summariseLevels, type LocalLevelSummary } from '../../offline/maths-progress';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { DownloadPackButton } from '../downloads';
import { LoadError, Loading } from '../../ui/LoadState';
import { idSegment, parseIdSegment } from '../../lib/id-segment';
import { mathsPaths, parseSubject } from './maths-paths';
import { loadCurriculum, type ContentSource } from './maths-source';
import { MathsLevelTile } from './MathsLevelTile';
import { OfflineNote } from '../../ui/OfflineNote';
import { NeedsDownloadOrConnection } from './SourceNote';
import { useLocalProgress, usePullWhenServerAnswered, useUserId } from './use-local-progress';
import '../quiz/quiz.css';
import './maths.css';
import { formatPercentage } from '../../lib/i18n/number-format';

function ResetProgress({ userId, content }: { readonly userId: string; readonly content: MathsPackContent }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { curriculum } = content;
  const confirm = (): void => {
    setBusy(true);
    resetMathsProgress(userId, curriculum.id).then(
      () => {
        setBusy(false);
        setOpen(false);
        notify.success(t('maths.reset.done', { name: curriculum.name }));
      },
      (error: unknown) => {
        console.error('maths reset not saved', error);
        setBusy(false);
        notify.error(t('maths.reset.failed'));
      },
    );
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('maths.reset.button')}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        busy={busy}
        title={t('maths.reset.title', { name: curriculum.name })}
        confirmLabel={t('maths.reset.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>{t('maths.reset.body')}</p>
      </ConfirmDialog>
    </>
  );
}

function CurriculumView({ content, source, userId }: { readonly content: MathsPackContent; readonly source: ContentSource; readonly userId: string }) {
  const { t, i18n } = useTranslation();
  const { curriculum, units } = content;
  const progress = useLocalProgress(userId, curriculum.id);
  // Until the device's progress is read, locks are unknown: no tile rather than a wrong one.
  const summaries = progress === undefined ? new Map<number, LocalLevelSummary>() : summariseLevels(units, progress);
  const curriculumSegment = idSegment(curriculum.id, curriculum.slug);
  return (
    <>
      <PageTitle
        title={curriculum.name}
        lead={t('maths.curriculum.lead', {
          subject: t(`maths.subject.${curriculum.subject}`),
          units: t('count.units', { count: units.length }),
          pass: formatPercentage(UNLOCK_THRESHOLD_PERCENT, i18n.language),
        })}
        back={{ to: mathsPaths.curricula(), label: t('nav.tutorHub') }}
      />
      {source === 'download' ? <OfflineNote>{t('maths.offline.curriculum')}</OfflineNote> : null}
      <div className="maths-toolbar">
        <DownloadPackButton packId={packIds.mathsCurriculum(curriculum.id)} title={curriculum.name} />
        <ResetProgress userId={userId} content={content} />
      </div>
      {progress === undefined ? <Loading /> : null}
      {units.map((unit) => (
        <section key={unit.id} className="maths-unit" aria-labelledby={`maths-unit-${unit.id}`}>
          <h2 id={`maths-unit-${unit.id}`} dir="auto">
            {unit.name}
          </h2>
          <ul className="level-grid" aria-label={t('maths.curriculum.unitLevels', { unit: unit.name })}>
            {[...unit.levels]
              .sort((a, b) => a.level - b.level)
              .map((level) => {
                const summary = summaries.get(level.id);
                return summary ? (
                  <li key={level.id}>
                    <MathsLevelTile
                      level={level.level}
                      summary={summary}
                      to={mathsPaths.practice(curriculum.subject, curriculumSegment, idSegment(unit.id, unit.slug), level.level)}
                    />
                  </li>
                ) : null;
              })}
          </ul>
        </section>
      ))}
    </>
  );
}

export function CurriculumScreen() {
  const { t } = useTranslation();
  const params = useParams<{ subject: string; curriculum: string }>();
  const subject = parseSubject(params.subject);
  const curriculumId = parseIdSegment(params.curriculum);
  const userId = useUserId();
  const { state, reload } = useAsync(
    (signal) => (subject && curriculumId ? loadCurriculum(subject, curriculumId, signal) : Promise.reject(new Error(t('maths.notFound')))),
    `maths-curriculum:${params.subject}:${params.curriculum}`,
  );
  usePullWhenServerAnswered(userId, curriculumId, state.status === 'success' && state.data.status === 'ready' && state.data.source === 'server');

  const back = mathsPaths.curricula();
  let body;
  if (state.status === 'loading' || userId === null) body = <Loading />;
  else if (state.status === 'error') {
    body = (
      <>
        <PageTitle title={t('nav.tutorHub')} back={{ to: back, label: t('nav.tutorHub') }} />
        <LoadError error={state.error} onRetry={reload} back={back} />
      </>
    );
  } else if (state.data.status === 'unavailable') {
    body = <NeedsDownloadOrConnection headingLevel={1} body={t('maths.unavailable.curriculum')} onRetry={reload} />;
  } else if (state.data.data.units.length === 0) {
    body = <StatusMessage tone="empty" icon="layers" headingLevel={1} title={t('maths.curriculum.empty')} />;
  } else {
    body = <CurriculumView content={state.data.data} source={state.data.source} userId={userId} />;
  }
  return <div className="container">{body}</div>;
}

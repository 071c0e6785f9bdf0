/**
 * The progress report for a parent or teacher (issue 17): the student's level in every unit of every
 * subject with the reason, a count per level, and the assessment results by year and subject, as
 * tables made to be read aloud and printed (tutor.css, @media print). Each part that cannot be read
 * (offline with nothing cached) is said where it would be, and the rest is still shown.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillMastery } from '../../../../contract/api/tutor';
import { PROFICIENCY_LEVELS } from '../../../../contract/tutor/mastery-rules';
import { formatDate, formatDateTime } from '../../../lib/i18n/date-format';
import { formatNumber, formatPercentage } from '../../../lib/i18n/number-format';
import { useSession } from '../../../lib/session/session-store';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { LoadError, Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { PageTitle } from '../../../ui/PageTitle';
import { LevelBadge } from '../MasteryBadge';
import { masteryParts } from '../mastery-text';
import { tutorPaths } from '../tutor-paths';
import { levelCounts, loadProgressReport, summariseResults, type ProgressReport, type ReportSubject, type Trend } from './report-data';
import '../tutor.css';

const TREND_KEYS: Record<Trend, string> = {
  first: 'maths.tutor.report.trendFirst',
  up: 'maths.tutor.report.trendUp',
  down: 'maths.tutor.report.trendDown',
  same: 'maths.tutor.report.trendSame',
};

/** A part that could not be read: said in place, as a note that also prints. */
function Missing({ children }: { readonly children: string }) {
  return (
    <p className="tutor-report__missing" role="status">
      {children}
    </p>
  );
}

function SubjectPart({ entry, mastery, now }: { readonly entry: ReportSubject; readonly mastery: ReadonlyMap<number, SkillMastery>; readonly now: number }) {
  const { t, i18n } = useTranslation();
  const { subject, chapters } = entry;
  const headingId = `tutor-report-subject-${subject.id}`;
  let body;
  if (chapters === null) body = <Missing>{t('maths.tutor.report.missingUnits', { subject: subject.name })}</Missing>;
  else if (chapters.every((chapter) => chapter.units.length === 0)) body = <p>{t('maths.tutor.subject.empty')}</p>;
  else {
    const counts = levelCounts(chapters, mastery);
    // Highest level first: what the student has done best reads first.
    const levels = [...PROFICIENCY_LEVELS].reverse();
    body = (
      <>
        <table className="tutor-table tutor-report__counts">
          <caption dir="auto">{t('maths.tutor.report.countsCaption', { subject: subject.name })}</caption>
          <thead>
            <tr>
              {levels.map((level) => (
                <th key={level} scope="col">
                  {t(`maths.tutor.level.${level}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {levels.map((level) => (
                <td key={level}>{formatNumber(counts[level], i18n.language)}</td>
              ))}
            </tr>
          </tbody>
        </table>
        <table className="tutor-table tutor-report__units">
          <caption dir="auto">{t('maths.tutor.report.unitsCaption', { subject: subject.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('maths.tutor.report.chapter')}</th>
              <th scope="col">{t('maths.tutor.report.unit')}</th>
              <th scope="col">{t('maths.tutor.report.level')}</th>
              <th scope="col">{t('maths.tutor.report.why')}</th>
            </tr>
          </thead>
          <tbody>
            {chapters.flatMap((chapter) =>
              chapter.units.map((unit) => {
                const skill = mastery.get(unit.curriculum_id);
                const why = masteryParts(skill, now)
                  .map((part) => t(part.key, part.values))
                  .join(t('maths.tutor.mastery.separator'));
                return (
                  <tr key={unit.curriculum_id}>
                    <td dir="auto">{chapter.chaptername}</td>
                    <th scope="row" dir="auto">
                      {unit.name}
                    </th>
                    <td>
                      <LevelBadge level={skill?.level ?? 'not_started'} />
                    </td>
                    <td dir="auto">{why}</td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section className="tutor-report__part" aria-labelledby={headingId}>
      <h3 id={headingId} dir="auto">
        {subject.name}
      </h3>
      {body}
    </section>
  );
}

function ResultsPart({ results }: { readonly results: ProgressReport['results'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  let body;
  if (results === null) body = <Missing>{t('maths.tutor.report.missingResults')}</Missing>;
  else if (results.length === 0) body = <p>{t('maths.tutor.results.empty')}</p>;
  else
    body = (
      <table className="tutor-table tutor-report__results">
        <caption>{t('maths.tutor.report.resultsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('maths.tutor.results.assessment')}</th>
            <th scope="col">{t('maths.tutor.report.attempts')}</th>
            <th scope="col">{t('maths.tutor.report.latest')}</th>
            <th scope="col">{t('maths.tutor.report.best')}</th>
            <th scope="col">{t('maths.tutor.report.trend')}</th>
            <th scope="col">{t('maths.tutor.report.latestDate')}</th>
          </tr>
        </thead>
        <tbody>
          {summariseResults(results).map((summary) => (
            <tr key={`${summary.year}:${summary.subject}`}>
              <th scope="row">{t('maths.tutor.paper.title', { year: summary.year, subject: t(`maths.tutor.subjectName.${summary.subject}`) })}</th>
              <td>{formatNumber(summary.attempts.length, language)}</td>
              <td>
                {t('maths.tutor.report.score', {
                  correct: formatNumber(summary.latest.score, language),
                  total: formatNumber(summary.latest.total, language),
                  percent: formatPercentage(summary.latest.percent, language),
                })}
              </td>
              <td>{formatPercentage(summary.bestPercent, language)}</td>
              <td>
                {t(TREND_KEYS[summary.trend])}
                {summary.attempts.length > 1 ? (
                  <span className="tutor-report__trail">{summary.attempts.map((attempt) => formatPercentage(attempt.percent, language)).join(t('maths.tutor.report.trendSeparator'))}</span>
                ) : null}
              </td>
              <td>{formatDate(summary.latest.submitted_at, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section className="tutor-report__part" aria-labelledby="tutor-report-results">
      <h2 id="tutor-report-results">{t('maths.tutor.results.title')}</h2>
      {body}
    </section>
  );
}

function Report({ report, madeAt }: { readonly report: ProgressReport; readonly madeAt: number }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {report.cachedAt ? <OfflineNote>{t('maths.tutor.report.cached', { date: formatDateTime(report.cachedAt, i18n.language) })}</OfflineNote> : null}
      <section className="tutor-report__part" aria-labelledby="tutor-report-levels">
        <h2 id="tutor-report-levels">{t('maths.tutor.report.levelsTitle')}</h2>
        {report.levelsFrom === 'device' ? <Missing>{t('maths.tutor.report.deviceLevels')}</Missing> : null}
        {report.levelsFrom === 'none' && report.subjects !== null ? <Missing>{t('maths.tutor.report.missingLevels')}</Missing> : null}
        {report.subjects === null ? <Missing>{t('maths.tutor.report.missingSubjects')}</Missing> : null}
        {report.subjects?.length === 0 ? <p>{t('maths.tutor.hub.noSubjects')}</p> : null}
        {report.subjects?.map((entry) => (
          <SubjectPart key={entry.subject.id} entry={entry} mastery={report.mastery} now={madeAt} />
        ))}
      </section>
      <ResultsPart results={report.results} />
    </>
  );
}

export function ProgressReportScreen() {
  const { t, i18n } = useTranslation();
  const user = useSession().user;
  const userId = user === null ? null : String(user.id);
  const name = user?.name ?? '';
  // When the report was made (read): part of the read's key, so "Try again" makes it anew with a new date.
  const [madeAt, setMadeAt] = useState(() => Date.now());
  const { state, reload } = useAsync((signal) => (userId === null ? Promise.reject(new Error('signed out')) : loadProgressReport(userId, signal)), `tutor-report:${userId ?? ''}:${madeAt}`);
  const missingAny = state.status === 'success' && (state.data.subjects === null || state.data.results === null || state.data.levelsFrom !== 'server' || state.data.subjects.some((entry) => entry.chapters === null));
  return (
    <div className="container tutor tutor-report">
      <p className="tutor-report__print-header" dir="auto">
        {t('maths.tutor.report.printHeader', { name })}
      </p>
      <PageTitle
        title={t('maths.tutor.report.title')}
        lead={
          <>
            <span className="tutor-report__who">{t('maths.tutor.report.student', { name })}</span>
            <span className="tutor-report__when">{t('maths.tutor.report.madeOn', { date: formatDateTime(new Date(madeAt), i18n.language) })}</span>
          </>
        }
        back={{ to: tutorPaths.hub(), label: t('nav.tutorHub') }}
      />
      <div className="tutor-actions tutor-report__actions">
        <Button onClick={() => window.print()} disabled={state.status !== 'success'}>
          {t('maths.tutor.report.print')}
        </Button>
        {missingAny ? (
          <Button variant="secondary" onClick={() => setMadeAt(Date.now())}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' ? <Report report={state.data} madeAt={madeAt} /> : null}
    </div>
  );
}

/**
 * /admin/reports/:id: one report with the whole question (its options, the correct one marked),
 * how many other open reports the question has, a way to edit the question, and closing the report
 * with an optional note.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { ADMIN_REPORT_NOTE_MAX } from '../../../../contract/api/admin-limits';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { Button, ButtonLink } from '../../../ui/Button';
import { formatDateTime } from '../admin-format';
import { AdminLayout } from '../AdminLayout';
import { LoadOne } from '../components/LoadOne';
import { auditPathFor } from '../audit/audit-paths';
import { refusalOf } from '../components/server-refusal';
import { TextAreaField } from '../components/TextAreaField';
import { userPath } from '../users/user-paths';
import { ADMIN_REPORTS_PATH, questionEditPath } from './report-paths';
import { reportsApi } from './reports.api';
import { ReportStatus } from './ReportStatus';

type Report = Awaited<ReturnType<typeof reportsApi.report>>;

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd dir="auto">{children}</dd>
    </div>
  );
}

function QuestionPanel({ report }: { readonly report: Report }) {
  const { t, i18n } = useTranslation();
  const question = report.full_question;
  const others = report.open_reports_of_question - (report.status === 'open' ? 1 : 0);
  const othersPath = `${ADMIN_REPORTS_PATH}?${new URLSearchParams({ q: String(report.question_id), status: 'open' }).toString()}`;
  return (
    <section className="card admin-panel" aria-labelledby="admin-report-question">
      <h2 id="admin-report-question">{t('admin.report.questionTitle', { id: question.id })}</h2>
      <p className="admin-panel__lead">
        {report.category_name} › {report.subcategory_name} · {t('admin.report.level', { level: formatNumber(report.level, i18n.language) })}
        {question.active ? '' : ` · ${t('admin.report.inactive')}`}
      </p>
      <p className="admin-report__question" dir="auto">
        {question.question}
      </p>
      {question.image_url ? <img className="admin-report__image" src={question.image_url} alt={t('admin.report.image')} /> : null}
      <ol className="admin-report__options" aria-label={t('admin.report.options')}>
        {question.options.map((option, index) => {
          const correct = index === question.answer;
          return (
            <li key={index} className={correct ? 'admin-report__option admin-report__option--correct' : 'admin-report__option'} dir="auto">
              {correct ? (
                <span className="admin-report__mark" aria-hidden="true">
                  ✓{' '}
                </span>
              ) : null}
              {option}
              {correct ? <strong className="admin-report__correct"> ({t('admin.report.correct')})</strong> : null}
            </li>
          );
        })}
      </ol>
      {question.note ? (
        <p dir="auto">
          <strong>{t('admin.report.note')}</strong> {question.note}
        </p>
      ) : null}
      <p>{others > 0 ? <Link to={othersPath}>{t('admin.report.othersOpen', { number: formatNumber(others, i18n.language) })}</Link> : t('admin.report.noOthers')}</p>
      <ButtonLink variant="secondary" to={questionEditPath(question.id)}>
        {t('admin.report.edit')}
      </ButtonLink>
    </section>
  );
}

function CloseForm({ report, onClosed }: { readonly report: Report; readonly onClosed: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ field: string | undefined; message: string } | null>(null);
  const tooLong = note.trim().length > ADMIN_REPORT_NOTE_MAX;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await reportsApi.close({ report_id: report.id, ...(note.trim() ? { note: note.trim() } : {}) });
      onClosed(t(result.changed ? 'admin.report.closed' : 'admin.report.alreadyClosed'));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  const max = formatNumber(ADMIN_REPORT_NOTE_MAX, i18n.language);
  const noteError = tooLong ? t('admin.report.noteTooLong', { max }) : refusal?.field === 'note' ? refusal.message : null;
  return (
    <section className="card admin-panel" aria-labelledby="admin-report-close">
      <h2 id="admin-report-close">{t('admin.report.closeTitle')}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextAreaField label={t('admin.report.closeNote')} hint={t('admin.report.closeNoteHint', { max })} value={note} error={noteError} onChange={(event) => setNote(event.target.value)} />
        {refusal && refusal.field !== 'note' ? (
          <p className="field__error" role="alert">
            {refusal.message}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          {t('admin.report.close')}
        </Button>
      </form>
    </section>
  );
}

export function ReportScreen() {
  const { t, i18n } = useTranslation();
  const reportId = parseId(useParams<{ id: string }>().id);
  const { state, reload } = useAsync((signal) => (reportId === null ? Promise.reject(new Error(t('admin.report.notFound'))) : reportsApi.report(reportId, signal)), `report:${reportId}`);
  const [done, setDone] = useState('');
  const back = { to: ADMIN_REPORTS_PATH, label: t('admin.reports.title') };

  return (
    <LoadOne state={state} reload={reload} title={t('admin.report.title')} back={back} notFound={t('admin.report.notFound')}>
      {(report) => (
        <AdminLayout title={t('admin.report.titleOf', { id: report.id })} back={back}>
          <p className="admin-done" role="status">
            {done}
          </p>
          <div className="admin-columns">
            <section className="card admin-panel" aria-labelledby="admin-report-facts">
              <h2 id="admin-report-facts">{t('admin.report.facts')}</h2>
              <dl className="admin-facts">
                <Fact label={t('admin.reports.status')}>
                  <ReportStatus status={report.status} />
                </Fact>
                <Fact label={t('admin.reports.reported')}>{formatDateTime(report.created_at, i18n.language)}</Fact>
                <Fact label={t('admin.reports.by')}>
                  <Link to={userPath(report.user_id)}>{report.user_name || t('admin.users.noName')}</Link>
                </Fact>
                <Fact label={t('admin.reports.message')}>{report.message}</Fact>
                {report.status === 'closed' ? (
                  <>
                    <Fact label={t('admin.report.closedAt')}>{formatDateTime(report.closed_at, i18n.language)}</Fact>
                    <Fact label={t('admin.report.adminNote')}>{report.admin_note || '—'}</Fact>
                  </>
                ) : null}
              </dl>
              <p>
                <Link to={auditPathFor(`question_report:${report.id}`)}>{t('admin.report.auditTrail')}</Link>
              </p>
            </section>
            {report.status === 'open' ? (
              <CloseForm
                report={report}
                onClosed={(message) => {
                  setDone(message);
                  reload();
                }}
              />
            ) : null}
          </div>
          <QuestionPanel report={report} />
        </AdminLayout>
      )}
    </LoadOne>
  );
}

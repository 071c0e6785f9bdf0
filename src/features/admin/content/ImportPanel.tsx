/**
 * Imports a questions file: choose it (its format from its extension, which the select can change),
 * check it first (a dry run: what it would do and every problem by line and field), then import it
 * after a confirmation. The server writes the whole file in one transaction, or nothing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../../../contract/api/admin-content';
import { formatNumber } from '../../../lib/i18n/number-format';
import type { ActionData } from '../../../lib/request/request';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../components/DataTable';
import { refusalOf } from '../components/server-refusal';
import { SelectField } from '../components/SelectField';
import { contentApi, type ImportBody } from './content.api';
import { readText } from '../components/download-file';
import { FormFailure } from './FormFailure';

type Format = ImportBody['format'];
type Report = ActionData<'import_admin_questions'>;

function formatOf(name: string): Format | null {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'json' ? extension : null;
}

function useSummary(report: Report | null): string {
  const { t, i18n } = useTranslation();
  if (!report) return '';
  const number = (value: number) => formatNumber(value, i18n.language);
  const counts = { rows: number(report.rows), created: number(report.created), updated: number(report.updated), unchanged: number(report.unchanged) };
  if (report.written) return t('admin.content.importWritten', counts);
  if (report.problems.length > 0) return t('admin.content.importProblems', { ...counts, problems: number(report.problems.length) });
  return report.dry_run ? t('admin.content.importChecked', counts) : t('admin.content.importNothing', counts);
}

/** Every problem of the file: its line, the column and what is wrong. */
function ProblemsTable({ problems }: { readonly problems: readonly ImportProblem[] }) {
  const { t, i18n } = useTranslation();
  const columns: Column<ImportProblem & { readonly key: number }, never>[] = [
    { id: 'line', header: t('admin.content.problemLine'), numeric: true, rowHeader: true, cell: (problem) => formatNumber(problem.line, i18n.language) },
    { id: 'field', header: t('admin.content.problemField'), cell: (problem) => <code dir="ltr">{problem.field}</code> },
    { id: 'message', header: t('admin.content.problemMessage'), cell: (problem) => problem.message },
  ];
  return <DataTable caption={t('admin.content.problemsCaption')} columns={columns} rows={problems.map((problem, key) => ({ ...problem, key }))} rowKey={(problem) => problem.key} />;
}

export function ImportPanel() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<Format>('csv');
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    setConfirming(false);
    if (!file) {
      setFileError(t('admin.content.importNoFile'));
      return;
    }
    setBusy(true);
    setFailure(null);
    setFileError(null);
    try {
      const content = await readText(file);
      setReport(await contentApi.importQuestions({ format, content, dry_run: dryRun }));
    } catch (error) {
      const { field, message } = refusalOf(error);
      if (field === 'content') setFileError(message);
      else setFailure(message);
      setReport(null);
    } finally {
      setBusy(false);
    }
  };

  const ready = report !== null && report.dry_run && report.problems.length === 0 && report.created + report.updated > 0;
  const number = (value: number) => formatNumber(value, i18n.language);
  const summary = useSummary(report);
  return (
    <section className="card admin-panel" aria-labelledby="content-import">
      <h2 id="content-import">{t('admin.content.importTitle')}</h2>
      <p className="admin-panel__lead">{t('admin.content.importLead')}</p>
      <div className="admin-form">
        <div className={['field', fileError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="field__label" htmlFor="content-import-file">
            {t('admin.content.importFile')}
          </label>
          <input
            id="content-import-file"
            type="file"
            className="admin-media__input"
            accept=".csv,.json,text/csv,application/json"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'content-import-file-hint content-import-file-error' : 'content-import-file-hint'}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setReport(null);
              setFileError(null);
              const detected = chosen ? formatOf(chosen.name) : null;
              if (detected) setFormat(detected);
            }}
          />
          <p className="field__hint" id="content-import-file-hint">
            {t('admin.content.importFileHint')}
          </p>
          {fileError ? (
            <p className="field__error" id="content-import-file-error" role="alert">
              {fileError}
            </p>
          ) : null}
        </div>
        <SelectField
          label={t('admin.content.format')}
          value={format}
          onChange={(event) => {
            setFormat(event.target.value === 'json' ? 'json' : 'csv');
            setReport(null);
          }}
        >
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
        </SelectField>
        <FormFailure message={failure} />
        <div className="admin-panel__actions">
          <Button variant={ready ? 'secondary' : 'primary'} busy={busy && !confirming} onClick={() => void run(true)}>
            {t('admin.content.checkFile')}
          </Button>
          <Button disabled={!ready || busy} onClick={() => setConfirming(true)}>
            {t('admin.content.importButton')}
          </Button>
        </div>
      </div>
      <p className="admin-done content-result" role="status">
        {summary}
      </p>
      {report && report.problems.length > 0 ? <ProblemsTable problems={report.problems} /> : null}
      {report ? (
        <ConfirmDialog
          open={confirming}
          title={t('admin.content.importConfirmTitle')}
          confirmLabel={t('admin.content.importButton')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          onConfirm={() => void run(false)}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('admin.content.importConfirmBody', { created: number(report.created), updated: number(report.updated) })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

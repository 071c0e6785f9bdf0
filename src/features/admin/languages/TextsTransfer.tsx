/**
 * A language's interface texts as a JSON file: export what players get; import a file read in the
 * browser, checked first by a dry run whose report is shown, then written when the admin asks.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageImportReport } from '../../../../contract/api/admin-languages';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CheckboxField } from '../components/CheckboxField';
import { downloadText } from '../components/download-file';
import { JsonFileField } from '../components/JsonFileField';
import { refusalOf } from '../components/server-refusal';
import { languagesApi } from './languages.api';

interface Picked {
  readonly name: string;
  readonly strings: Record<string, unknown>;
}

function KeyList({ title, keys }: { readonly title: string; readonly keys: readonly string[] }) {
  if (keys.length === 0) return null;
  return (
    <div>
      <h4 className="admin-report__title">{title}</h4>
      <ul className="admin-report__keys">
        {keys.map((key) => (
          <li key={key}>
            <code dir="ltr">{key}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TextsTransfer({ languageId, code, onImported }: { readonly languageId: number; readonly code: string; readonly onImported: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [replace, setReplace] = useState(false);
  const [report, setReport] = useState<LanguageImportReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'export' | 'check' | 'import' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [exported, setExported] = useState('');

  const exportFile = async () => {
    setBusy('export');
    setFailure(null);
    try {
      const answer = await languagesApi.exportJson(languageId);
      downloadText(`${answer.code}.json`, `${JSON.stringify(answer.strings, null, 2)}\n`);
      setExported(t('admin.texts.exported', { file: `${answer.code}.json` }));
    } catch (error) {
      setFailure(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const send = async (dryRun: boolean) => {
    if (!picked) return;
    setBusy(dryRun ? 'check' : 'import');
    setFailure(null);
    try {
      const answer = await languagesApi.importJson({ language_id: languageId, strings: picked.strings, dry_run: dryRun, replace });
      if (dryRun) setReport(answer);
      else {
        setPicked(null);
        setReport(null);
        setConfirming(false);
        onImported(t('admin.texts.imported', { changed: number(answer.changed_keys.length) }));
      }
    } catch (error) {
      setConfirming(false);
      setFailure(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const read = (value: unknown, name: string) => {
    setReport(null);
    setFailure(null);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      setPicked(null);
      setFailure(t('admin.texts.notObject', { name }));
      return;
    }
    setPicked({ name, strings: value as Record<string, unknown> });
  };

  const clean = report !== null && report.unknown_keys.length === 0 && report.invalid_keys.length === 0;
  return (
    <section className="card admin-panel" aria-labelledby="admin-texts-transfer">
      <h2 id="admin-texts-transfer">{t('admin.texts.fileTitle')}</h2>
      <div className="admin-panel__actions">
        <Button variant="secondary" busy={busy === 'export'} onClick={() => void exportFile()}>
          {t('admin.texts.export', { code })}
        </Button>
      </div>
      <p className="admin-done" role="status">
        {exported}
      </p>
      <JsonFileField
        label={t('admin.texts.importFile')}
        hint={t('admin.texts.importHint')}
        onRead={read}
        onClear={() => {
          setPicked(null);
          setReport(null);
        }}
      />
      <CheckboxField
        label={t('admin.texts.replace')}
        hint={t('admin.texts.replaceHint')}
        checked={replace}
        onChange={(event) => {
          setReplace(event.target.checked);
          setReport(null);
        }}
      />
      <div className="admin-panel__actions">
        <Button variant="secondary" disabled={!picked} busy={busy === 'check'} onClick={() => void send(true)}>
          {t('admin.texts.check')}
        </Button>
        <Button disabled={!clean} onClick={() => setConfirming(true)}>
          {t('admin.texts.import')}
        </Button>
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {/* Only the summary is announced; the lists of keys are there to read. */}
      <div className="admin-report" hidden={!report}>
        <h3>{t('admin.texts.reportTitle', { name: picked?.name ?? '' })}</h3>
        <p role="status">
          {report
            ? t('admin.texts.reportSummary', { changed: number(report.changed_keys.length), unchanged: number(report.unchanged), unknown: number(report.unknown_keys.length), invalid: number(report.invalid_keys.length) })
            : ''}
        </p>
        {report && !clean ? <p className="field__error">{t('admin.texts.reportBlocked')}</p> : null}
        {report ? (
          <>
            <KeyList title={t('admin.texts.unknownKeys')} keys={report.unknown_keys} />
            <KeyList title={t('admin.texts.invalidKeys')} keys={report.invalid_keys} />
            <KeyList title={t('admin.texts.changedKeys')} keys={report.changed_keys} />
          </>
        ) : null}
      </div>
      {confirming && report ? (
        <ConfirmDialog
          open
          title={t('admin.texts.importTitle', { code })}
          confirmLabel={t('admin.texts.import')}
          cancelLabel={t('common.cancel')}
          danger={replace}
          busy={busy === 'import'}
          onConfirm={() => void send(false)}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('admin.texts.importBody', { changed: number(report.changed_keys.length) })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

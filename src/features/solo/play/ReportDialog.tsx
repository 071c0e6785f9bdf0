/**
 * Reporting a question (report_question) from the play and review screens: a dialog with a message
 * field, checked here with the server's limits before it is sent (the server checks again). It
 * needs a connection: offline the dialog says so instead of sending.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN } from '../../../../contract/reports/limits';
import { useConnectivity } from '../../../lib/connectivity/connectivity';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { isApiError } from '../../../lib/request/api-error';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { soloApi } from './solo.api';

export function reportMessageError(message: string): 'solo.report.tooShort' | 'solo.report.tooLong' | null {
  const length = message.trim().length;
  if (length < REPORT_MESSAGE_MIN) return 'solo.report.tooShort';
  if (length > REPORT_MESSAGE_MAX) return 'solo.report.tooLong';
  return null;
}

export function ReportButton({ questionId }: { readonly questionId: number }) {
  const { t } = useTranslation();
  const { online } = useConnectivity();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const fieldId = `report-${questionId}`;

  const send = () => {
    const invalid = reportMessageError(message);
    if (invalid) {
      setError(t(invalid, { min: REPORT_MESSAGE_MIN, max: REPORT_MESSAGE_MAX }));
      return;
    }
    setBusy(true);
    soloApi
      .report(questionId, message.trim())
      .then(() => {
        setSent(true);
        setOpen(false);
        setMessage('');
      })
      .catch((caught: unknown) => setError(isApiError(caught) ? inlineErrorMessage(caught) : t('solo.report.failed')))
      .finally(() => setBusy(false));
  };

  return (
    <span className="report">
      <Button variant="ghost" onClick={() => (setOpen(true), setError(null), setSent(false))} data-testid={`report-${questionId}`}>
        {t('solo.report.open')}
      </Button>
      <span role="status" aria-live="polite" className="report__note">
        {sent ? t('solo.report.sent') : ''}
      </span>
      <ConfirmDialog
        open={open}
        title={t('solo.report.title')}
        confirmLabel={t('solo.report.send')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        confirmDisabled={!online}
        onConfirm={send}
        onCancel={() => setOpen(false)}
      >
        {online ? null : <p>{t('solo.report.needsConnection')}</p>}
        <label className="field__label" htmlFor={fieldId}>
          {t('solo.report.message')}
        </label>
        <textarea
          id={fieldId}
          className="field__input report__message"
          value={message}
          maxLength={REPORT_MESSAGE_MAX + 50}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </span>
  );
}

/**
 * Completing or rejecting a pending payout request, asked first: the request is named, and the note
 * for the player (the transfer's id, or why not) is required. Rejecting gives the coins back. The
 * server's refusal is shown beside the note, or under it when it names no field.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentRequest } from '../../../../contract/api/payouts';
import { ADMIN_BILLING_NOTE_MAX } from '../../../../contract/api/admin-limits';
import { formatNumber } from '../../../lib/i18n/number-format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatMoney } from '../../../lib/i18n/money-format';
import { fieldError, formError, refusalOf, type Refusal } from '../components/server-refusal';
import { TextAreaField } from '../components/TextAreaField';
import { payoutsApi } from './payouts.api';

export type Decision = 'completed' | 'rejected';

export interface PayoutDecisionDialogProps {
  readonly request: AdminPaymentRequest;
  readonly decision: Decision;
  readonly onDone: (request: AdminPaymentRequest) => void;
  readonly onCancel: () => void;
}

export function PayoutDecisionDialog({ request, decision, onDone, onCancel }: PayoutDecisionDialogProps) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const max = formatNumber(ADMIN_BILLING_NOTE_MAX, i18n.language);
  const values = {
    id: request.id,
    name: request.user.name || t('admin.users.noName'),
    amount: formatMoney(request.payment_amount, request.currency, i18n.language),
    coins: formatNumber(request.coin_used, i18n.language),
  };

  const confirm = async () => {
    const length = note.trim().length;
    const problem = length === 0 ? t('admin.payouts.noteMissing') : length > ADMIN_BILLING_NOTE_MAX ? t('admin.payouts.noteTooLong', { max }) : null;
    setError(problem);
    setRefusal(null);
    if (problem) return;
    setBusy(true);
    try {
      onDone(await payoutsApi.decide({ payment_id: request.id, status: decision, note: note.trim() }));
    } catch (failure) {
      setRefusal(refusalOf(failure));
      setBusy(false);
    }
  };

  const other = formError(refusal, ['note']);
  return (
    <ConfirmDialog
      open
      title={t(`admin.payouts.${decision}Title`, values)}
      confirmLabel={t(`admin.payouts.${decision === 'completed' ? 'complete' : 'reject'}`)}
      cancelLabel={t('common.cancel')}
      danger={decision === 'rejected'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>{t(`admin.payouts.${decision}Body`, values)}</p>
      <TextAreaField
        label={t(`admin.payouts.${decision}Note`)}
        hint={t('admin.payouts.noteHint', { max })}
        rows={3}
        value={note}
        error={error ?? fieldError(refusal, 'note')}
        onChange={(event) => setNote(event.target.value)}
      />
      {other ? (
        <p className="field__error" role="alert">
          {other}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

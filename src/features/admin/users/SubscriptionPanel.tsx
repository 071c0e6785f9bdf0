/**
 * A user's subscription on the user screen: what they have now, every record and payment, and the
 * admin's two writes, each asked first: grant a period of access (days and a note) and cancel the
 * subscription that counts, now or at its period end (with a note). Notes go to the audit log.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_BILLING_NOTE_MAX, ADMIN_GRANT_DAYS_MAX } from '../../../../contract/api/admin-limits';
import type { ActionData } from '../../../lib/request/request';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { formatMoney } from '../../../lib/i18n/money-format';
import { formatDate } from '../admin-format';
import { billingApi } from '../billing/billing.api';
import { DataTable, type Column } from '../components/DataTable';
import { SelectField } from '../components/SelectField';
import { fieldError, formError, refusalOf, type Refusal } from '../components/server-refusal';
import { TextAreaField } from '../components/TextAreaField';
import { LoadPending } from '../components/LoadPending';

type Subscriptions = ActionData<'get_admin_user_subscriptions'>;
type RecordRow = Subscriptions['subscriptions'][number];
type InvoiceRow = Subscriptions['invoices'][number];
type Summary = Subscriptions['summary'];

export interface SubscriptionPanelProps {
  readonly userId: number;
  readonly name: string;
  readonly onDone: (message: string) => void;
}

/** The note's own check: 1 to 300 characters once trimmed. */
function noteProblem(note: string, t: (key: string, values?: Record<string, unknown>) => string, language: string): string | null {
  const length = note.trim().length;
  if (length === 0) return t('admin.subscription.noteMissing');
  return length > ADMIN_BILLING_NOTE_MAX ? t('admin.subscription.noteTooLong', { max: formatNumber(ADMIN_BILLING_NOTE_MAX, language) }) : null;
}

function SummaryLine({ summary }: { readonly summary: Summary }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '');
  const end = summary.state === 'trial' ? (summary.trial_end ?? summary.current_period_end) : summary.current_period_end;
  return <p className="admin-panel__lead">{t(`admin.subscription.states.${summary.state}`, { date: date(end) })}</p>;
}

function Records({ data }: { readonly data: Subscriptions }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');
  const records: Column<RecordRow, never>[] = [
    { id: 'created', header: t('admin.subscription.created'), rowHeader: true, cell: (row) => date(row.created) },
    { id: 'source', header: t('admin.subscription.source'), cell: (row) => t(`admin.subscription.sources.${row.source}`) },
    { id: 'plan', header: t('admin.subscription.plan'), cell: (row) => row.plan?.name ?? '—' },
    { id: 'state', header: t('admin.subscription.state'), cell: (row) => `${t(`admin.subscription.stateNames.${row.state}`)} (${row.status})` },
    { id: 'end', header: t('admin.subscription.periodEnd'), cell: (row) => date(row.current_period_end ?? row.trial_end) },
    { id: 'cancels', header: t('admin.subscription.cancelsAtEnd'), cell: (row) => t(row.cancel_at_period_end ? 'admin.plans.yes' : 'admin.plans.no') },
  ];
  const invoices: Column<InvoiceRow, never>[] = [
    { id: 'number', header: t('admin.subscription.invoice'), rowHeader: true, cell: (row) => <span dir="ltr">{row.number}</span> },
    { id: 'date', header: t('admin.subscription.date'), cell: (row) => date(row.date) },
    { id: 'description', header: t('admin.subscription.description'), cell: (row) => <span dir="auto">{row.description}</span> },
    { id: 'amount', header: t('admin.subscription.amount'), numeric: true, cell: (row) => formatMoney(row.amount, row.currency, i18n.language) },
    { id: 'status', header: t('admin.subscription.status'), cell: (row) => t(`admin.subscription.invoiceStatuses.${row.status}`) },
  ];
  return (
    <>
      <h3>{t('admin.subscription.records')}</h3>
      {data.subscriptions.length === 0 ? (
        <p className="admin-panel__lead">{t('admin.subscription.noRecords')}</p>
      ) : (
        <DataTable caption={t('admin.subscription.records')} columns={records} rows={data.subscriptions} rowKey={(row) => row.id} />
      )}
      <h3>{t('admin.subscription.invoices')}</h3>
      {data.invoices.length === 0 ? (
        <p className="admin-panel__lead">{t('admin.subscription.noInvoices')}</p>
      ) : (
        <DataTable caption={t('admin.subscription.invoices')} columns={invoices} rows={data.invoices} rowKey={(row) => row.id} />
      )}
    </>
  );
}

type Write = { readonly kind: 'grant'; readonly days: number; readonly note: string } | { readonly kind: 'cancel'; readonly atPeriodEnd: boolean; readonly note: string };

function GrantForm({ onAsk, refusal }: { readonly onAsk: (write: Write) => void; readonly refusal: Refusal | null }) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ days?: string | null; note?: string | null }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(days.trim());
    const found = {
      days: days.trim() !== '' && Number.isInteger(count) && count >= 1 && count <= ADMIN_GRANT_DAYS_MAX ? null : t('admin.subscription.daysInvalid', { max: formatNumber(ADMIN_GRANT_DAYS_MAX, i18n.language) }),
      note: noteProblem(note, t, i18n.language),
    };
    setErrors(found);
    if (!found.days && !found.note) onAsk({ kind: 'grant', days: count, note: note.trim() });
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="admin-subscription-grant">
      <h3 id="admin-subscription-grant">{t('admin.subscription.grantTitle')}</h3>
      <TextField label={t('admin.subscription.days')} inputMode="numeric" dir="ltr" value={days} error={errors.days ?? fieldError(refusal, 'days')} onChange={(event) => setDays(event.target.value)} />
      <TextAreaField label={t('admin.subscription.grantNote')} hint={t('admin.subscription.noteHint', { max: formatNumber(ADMIN_BILLING_NOTE_MAX, i18n.language) })} rows={2} value={note} error={errors.note ?? fieldError(refusal, 'note')} onChange={(event) => setNote(event.target.value)} />
      {refusal && formError(refusal, ['days', 'note']) ? (
        <p className="field__error" role="alert">
          {formError(refusal, ['days', 'note'])}
        </p>
      ) : null}
      <Button type="submit">{t('admin.subscription.grant')}</Button>
    </form>
  );
}

function CancelForm({ onAsk, refusal }: { readonly onAsk: (write: Write) => void; readonly refusal: Refusal | null }) {
  const { t, i18n } = useTranslation();
  const [when, setWhen] = useState<'now' | 'end'>('end');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = noteProblem(note, t, i18n.language);
    setError(found);
    if (!found) onAsk({ kind: 'cancel', atPeriodEnd: when === 'end', note: note.trim() });
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="admin-subscription-cancel">
      <h3 id="admin-subscription-cancel">{t('admin.subscription.cancelTitle')}</h3>
      <SelectField label={t('admin.subscription.when')} value={when} error={fieldError(refusal, 'at_period_end')} onChange={(event) => setWhen(event.target.value === 'now' ? 'now' : 'end')}>
        <option value="end">{t('admin.subscription.atPeriodEnd')}</option>
        <option value="now">{t('admin.subscription.now')}</option>
      </SelectField>
      <TextAreaField label={t('admin.subscription.cancelNote')} hint={t('admin.subscription.noteHint', { max: formatNumber(ADMIN_BILLING_NOTE_MAX, i18n.language) })} rows={2} value={note} error={error ?? fieldError(refusal, 'note')} onChange={(event) => setNote(event.target.value)} />
      {refusal && formError(refusal, ['at_period_end', 'note']) ? (
        <p className="field__error" role="alert">
          {formError(refusal, ['at_period_end', 'note'])}
        </p>
      ) : null}
      <Button type="submit" variant="danger">
        {t('admin.subscription.cancel')}
      </Button>
    </form>
  );
}

export function SubscriptionPanel({ userId, name, onDone }: SubscriptionPanelProps) {
  const { t, i18n } = useTranslation();
  const { state, reload } = useAsync((signal) => billingApi.subscriptions(userId, signal), `admin-subscriptions:${userId}`);
  const [asking, setAsking] = useState<Write | null>(null);
  const [busy, setBusy] = useState(false);
  // The refusal of the last write, shown in the form that made it.
  const [refusal, setRefusal] = useState<{ readonly kind: Write['kind']; readonly refusal: Refusal } | null>(null);

  const apply = async (write: Write) => {
    setBusy(true);
    setRefusal(null);
    try {
      if (write.kind === 'grant') await billingApi.grant({ user_id: userId, days: write.days, note: write.note });
      else await billingApi.cancel({ user_id: userId, at_period_end: write.atPeriodEnd, note: write.note });
      setAsking(null);
      reload();
      onDone(
        write.kind === 'grant'
          ? t('admin.subscription.granted', { name, days: formatNumber(write.days, i18n.language) })
          : t(write.atPeriodEnd ? 'admin.subscription.cancelledAtEnd' : 'admin.subscription.cancelledNow', { name }),
      );
    } catch (error) {
      setAsking(null);
      setRefusal({ kind: write.kind, refusal: refusalOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const summary = state.status === 'success' ? state.data.summary : null;
  const cancellable = summary !== null && (summary.state === 'active' || summary.state === 'trial' || summary.state === 'cancelled');
  const dialog =
    asking?.kind === 'grant'
      ? { title: t('admin.subscription.grantConfirmTitle', { name, days: formatNumber(asking.days, i18n.language) }), body: t('admin.subscription.grantConfirmBody'), confirm: t('admin.subscription.grant'), danger: false }
      : asking?.kind === 'cancel'
        ? {
            title: t('admin.subscription.cancelConfirmTitle', { name }),
            body: t(asking.atPeriodEnd ? 'admin.subscription.cancelConfirmEnd' : 'admin.subscription.cancelConfirmNow'),
            confirm: t('admin.subscription.cancel'),
            danger: true,
          }
        : null;

  return (
    <section className="card admin-panel" aria-labelledby="admin-user-subscription">
      <h2 id="admin-user-subscription">{t('admin.subscription.title')}</h2>
      <LoadPending state={state} reload={reload} />
      {state.status === 'success' ? (
        <>
          <SummaryLine summary={state.data.summary} />
          <div className="admin-columns">
            <GrantForm onAsk={setAsking} refusal={refusal?.kind === 'grant' ? refusal.refusal : null} />
            {cancellable ? <CancelForm onAsk={setAsking} refusal={refusal?.kind === 'cancel' ? refusal.refusal : null} /> : null}
          </div>
          <Records data={state.data} />
        </>
      ) : null}
      {asking && dialog ? (
        <ConfirmDialog open title={dialog.title} confirmLabel={dialog.confirm} cancelLabel={t('common.cancel')} danger={dialog.danger} busy={busy} onConfirm={() => void apply(asking)} onCancel={() => setAsking(null)}>
          <p>{dialog.body}</p>
          <p dir="auto">
            <strong>{t('admin.subscription.noteLabel')}</strong> {asking.note}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

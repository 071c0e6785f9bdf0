/**
 * Payments (get_invoices) as rows of date, description, amount and status, with the receipt's two
 * actions: view it (the HTML in a dialog, in a sandboxed frame that runs nothing) and download the
 * PDF. Used by billing history's Payments tab and the sandbox portal's latest invoices.
 */
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../contract/api/billing';
import { formatDate } from '../../lib/i18n/date-format';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { notify } from '../../lib/toast/notify';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { billingApi } from './billing.api';
import { formatMoney } from '../../lib/i18n/money-format';
import { saveReceipt } from './receipt';

interface Viewing {
  readonly invoice: Invoice;
  readonly html: string;
}

function InvoiceRow({ invoice, busy, onView, onDownload }: { readonly invoice: Invoice; readonly busy: 'html' | 'pdf' | null; readonly onView: () => void; readonly onDownload: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="billing-row" tabIndex={-1}>
      <div className="billing-row__main">
        <p className="billing-row__title" dir="auto">
          {invoice.description}
        </p>
        <p className="billing-row__meta">
          <time dateTime={invoice.date}>{formatDate(invoice.date, i18n.language)}</time>
          <span dir="ltr" className="billing-mono">
            {invoice.number}
          </span>
        </p>
      </div>
      <p className="billing-row__amount">{formatMoney(invoice.amount, invoice.currency, i18n.language)}</p>
      <p className={`billing-status billing-status--${invoice.status}`}>{t(`billing.invoice.status.${invoice.status}`)}</p>
      <div className="billing-row__actions">
        <Button variant="ghost" busy={busy === 'html'} onClick={onView} aria-label={t('billing.invoice.viewOf', { number: invoice.number })}>
          {t('billing.invoice.view')}
        </Button>
        <Button variant="ghost" busy={busy === 'pdf'} onClick={onDownload} aria-label={t('billing.invoice.downloadOf', { number: invoice.number })}>
          {t('billing.invoice.download')}
        </Button>
      </div>
    </li>
  );
}

export function InvoiceList({ invoices, label, listRef }: { readonly invoices: readonly Invoice[]; readonly label: string; readonly listRef?: Ref<HTMLOListElement> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<{ readonly id: number; readonly format: 'html' | 'pdf' } | null>(null);
  const [viewing, setViewing] = useState<Viewing | null>(null);

  const fetchReceipt = (invoice: Invoice, format: 'html' | 'pdf', then: (file: Awaited<ReturnType<typeof billingApi.receipt>>) => void): void => {
    setBusy({ id: invoice.id, format });
    billingApi.receipt(invoice.id, format).then(
      (file) => {
        setBusy(null);
        then(file);
      },
      (error: unknown) => {
        setBusy(null);
        notify.error(isApiError(error) ? inlineErrorMessage(error) : String(error), { page: true });
      },
    );
  };

  const download = (invoice: Invoice): void => fetchReceipt(invoice, 'pdf', saveReceipt);

  return (
    <>
      <ol ref={listRef} className="billing-list" aria-label={label}>
        {invoices.map((invoice) => (
          <InvoiceRow
            key={invoice.id}
            invoice={invoice}
            busy={busy?.id === invoice.id ? busy.format : null}
            onView={() => fetchReceipt(invoice, 'html', (file) => setViewing({ invoice, html: file.content }))}
            onDownload={() => download(invoice)}
          />
        ))}
      </ol>
      <ConfirmDialog
        open={viewing !== null}
        title={viewing ? t('billing.invoice.receiptTitle', { number: viewing.invoice.number }) : ''}
        confirmLabel={t('billing.invoice.download')}
        cancelLabel={t('billing.invoice.close')}
        busy={busy?.format === 'pdf'}
        onConfirm={() => viewing && download(viewing.invoice)}
        onCancel={() => setViewing(null)}
      >
        {viewing ? <iframe className="billing-receipt" sandbox="" srcDoc={viewing.html} title={t('billing.invoice.receiptTitle', { number: viewing.invoice.number })} /> : null}
      </ConfirmDialog>
    </>
  );
}

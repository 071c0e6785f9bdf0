/**
 * One payout request: the money and the coins it took, when it was made, the method and the address
 * it pays to, its state in words (the colour only repeats it) with the admin's note once it is
 * completed or rejected, and Delete while it is pending.
 */
import { useTranslation } from 'react-i18next';
import type { PaymentRequest } from '../../../contract/api/payouts';
import { formatDateTime } from '../../lib/i18n/date-format';
import { formatMoney } from '../../lib/i18n/money-format';
import { Button } from '../../ui/Button';
import { coinsText } from './coins-text';

export interface PaymentRequestItemProps {
  readonly request: PaymentRequest;
  readonly onDelete: (request: PaymentRequest) => void;
}

export function PaymentRequestItem({ request, onDelete }: PaymentRequestItemProps) {
  const { t, i18n } = useTranslation();
  const money = formatMoney(request.payment_amount, request.currency, i18n.language);
  const date = formatDateTime(request.date, i18n.language);
  return (
    // Focusable from script only: "Load more" moves focus to the first request it brought.
    <li className="wallet-request" tabIndex={-1}>
      <div className="wallet-request__head">
        <p className="wallet-request__money">{money}</p>
        <p className={`wallet-request__status wallet-request__status--${request.status}`}>{t(`wallet.status.${request.status}`)}</p>
      </div>
      <dl className="wallet-request__facts">
        <div>
          <dt>{t('wallet.request.date')}</dt>
          <dd>
            <time dateTime={request.date}>{date}</time>
          </dd>
        </div>
        <div>
          <dt>{t('wallet.request.method')}</dt>
          <dd>{t(`wallet.method.${request.payment_type}`)}</dd>
        </div>
        <div>
          <dt>{t('wallet.request.address')}</dt>
          <dd className="wallet-request__address">
            <span dir="ltr">{request.payment_address}</span>
          </dd>
        </div>
        <div>
          <dt>{t('wallet.request.coins')}</dt>
          <dd>{coinsText(t, request.coin_used, i18n.language)}</dd>
        </div>
      </dl>
      {request.status === 'rejected' ? <p className="wallet-request__note">{t('wallet.request.refunded')}</p> : null}
      {request.note && request.status !== 'pending' ? (
        <p className="wallet-request__note" dir="auto">
          {t(request.status === 'rejected' ? 'wallet.request.rejectedNote' : 'wallet.request.completedNote', { note: request.note })}
        </p>
      ) : null}
      {request.details ? (
        <p className="wallet-request__note" dir="auto">
          {t('wallet.request.details', { details: request.details })}
        </p>
      ) : null}
      {request.status === 'pending' ? (
        <div className="wallet-request__actions">
          <Button variant="secondary" onClick={() => onDelete(request)} aria-label={t('wallet.request.deleteNamed', { money, date })}>
            {t('wallet.request.delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

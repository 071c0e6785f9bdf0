/**
 * The player's payout requests (get_payment_request, paged), newest first, and Delete for a pending
 * one: asked first, then delete_pending_payment_request; its coins come back, and the session's
 * coins become the server's answer. The list needs the server (the device keeps no copy): offline
 * it says so, and it loads once the connection is back.
 */
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PaymentRequest } from '../../../contract/api/payouts';
import { formatMoney } from '../../lib/i18n/money-format';
import { isOfflineError } from '../../lib/i18n/inline-error';
import { refusalOf } from '../../lib/request/server-refusal';
import { isApiError } from '../../lib/request/api-error';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError, Loading } from '../../ui/LoadState';
import { LoadMore, type LoadMoreWords } from '../../ui/LoadMore';
import { StatusMessage } from '../../ui/StatusMessage';
import { PaymentRequestItem } from './PaymentRequestItem';
import { coinsText } from './coins-text';
import type { RequestsState } from './use-payment-requests';
import { walletApi } from './wallet.api';

function loadMoreWords(state: RequestsState, t: TFunction): LoadMoreWords {
  return {
    summary: t('wallet.list.summary', { shown: state.items.length, count: state.total ?? 0 }),
    end: t('wallet.list.end'),
    loading: t('wallet.more.loading'),
    offline: t('wallet.more.offline'),
    failed: t('wallet.more.failed'),
    button: t('wallet.more.button'),
  };
}

export interface PaymentRequestsProps {
  readonly state: RequestsState;
  readonly onLoadMore: () => void;
  /** Reads the list again (after a delete, or when a request was no longer pending). */
  readonly onChanged: () => void;
  /** A pending request was withdrawn: the coins the player holds now, and those given back. */
  readonly onDeleted: (coins: number, refunded: number) => void;
}

/** The list, or what stands in for it before the first page (loading, empty, failed, offline). */
function RequestsBody({ state, onLoadMore, onDelete }: { readonly state: RequestsState; readonly onLoadMore: () => void; readonly onDelete: (request: PaymentRequest) => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  if (state.items.length === 0 && state.failure) {
    if (!isOfflineError(state.failure.error)) return <LoadError error={state.failure.error} onRetry={onLoadMore} />;
    return (
      <StatusMessage tone="info" icon="wifiOff" title={t('wallet.list.offlineTitle')} action={<Button onClick={onLoadMore}>{t('common.retry')}</Button>}>
        <p>{t('wallet.list.offline')}</p>
      </StatusMessage>
    );
  }
  if (state.total === null) return <Loading />;
  if (state.items.length === 0) return <p className="wallet__empty">{t('wallet.list.empty')}</p>;
  return (
    <>
      <ol ref={list} className="wallet-requests" aria-label={t('wallet.list.label')}>
        {state.items.map((request) => (
          <PaymentRequestItem key={request.id} request={request} onDelete={onDelete} />
        ))}
      </ol>
      <LoadMore state={state} list={list} words={loadMoreWords(state, t)} onLoadMore={onLoadMore} />
    </>
  );
}

export function PaymentRequests({ state, onLoadMore, onChanged, onDeleted }: PaymentRequestsProps) {
  const { t, i18n } = useTranslation();
  const [target, setTarget] = useState<PaymentRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ readonly message: string; readonly closed: boolean } | null>(null);

  const open = (request: PaymentRequest): void => {
    setFailure(null);
    setTarget(request);
  };

  const confirm = (request: PaymentRequest): void => {
    setBusy(true);
    setFailure(null);
    walletApi.deletePending(request.id).then(
      (answer) => {
        setBusy(false);
        setTarget(null);
        onDeleted(answer.coins, answer.refunded);
        onChanged();
      },
      (error: unknown) => {
        setBusy(false);
        // Completed or rejected meanwhile: nothing to delete any more; the list shows what it became.
        const closed = isApiError(error) && error.code === 'PAYMENT_REQUEST_CLOSED';
        setFailure({ message: refusalOf(error).message, closed });
        if (closed) onChanged();
      },
    );
  };

  return (
    <>
      <RequestsBody state={state} onLoadMore={onLoadMore} onDelete={open} />
      <ConfirmDialog
        open={target !== null}
        title={t('wallet.delete.title')}
        confirmLabel={t('wallet.delete.confirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={busy}
        confirmDisabled={failure?.closed ?? false}
        onConfirm={() => {
          if (target) confirm(target);
        }}
        onCancel={() => setTarget(null)}
      >
        {target ? (
          <p>
            {t('wallet.delete.body', {
              money: formatMoney(target.payment_amount, target.currency, i18n.language),
              coins: coinsText(t, target.coin_used, i18n.language),
            })}
          </p>
        ) : null}
        {failure ? (
          <p className="form-alert form-alert--error" role="alert">
            {failure.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

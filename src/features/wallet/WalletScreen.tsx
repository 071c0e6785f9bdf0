/**
 * The wallet (spec: wallet, redeem request; docs/WALLET.md): the coins held and their
 * money value at the payout rate of system configuration, the smallest payout, the redeem request
 * form and the player's requests. One request per 48 hours: while the next one is not due, the
 * form says when it is and is disabled. Asking needs the server, so offline the form says so
 * plainly and waits, while the coins (the session's) stay shown. The coins in the session become
 * the server's answer after a request and after a withdrawal.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentRequest } from '../../../contract/api/payouts';
import { PAYMENT_REQUEST_INTERVAL_HOURS, PAYOUT_WORKING_DAYS } from '../../../contract/billing/payouts';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { formatDateTime } from '../../lib/i18n/date-format';
import { formatMoney } from '../../lib/i18n/money-format';
import { isApiError } from '../../lib/request/api-error';
import { useSession } from '../../lib/session/session-store';
import { useSettings } from '../../lib/settings/settings';
import { PageTitle } from '../../ui/PageTitle';
import { PaymentRequests } from './PaymentRequests';
import { coinsText } from './coins-text';
import { RedeemForm } from './RedeemForm';
import { setSessionCoins } from './session-coins';
import { payoutTermsOf } from './redeem-form';
import { usePaymentRequests } from './use-payment-requests';
import { useStillAhead } from './use-still-ahead';
import { WalletBalance } from './WalletBalance';
import './wallet.css';

const PROFILE_PATH = '/profile';
const INTERVAL_MS = PAYMENT_REQUEST_INTERVAL_HOURS * 60 * 60 * 1000;

/** An outcome; a new object each time, so the same words said twice take focus twice. */
interface Done {
  readonly text: string;
}

/**
 * What was just done, said in a live region that is always there (empty until then). The button
 * that did it is gone (the form now waits, the request is withdrawn), so the outcome takes focus.
 */
function DoneLine({ done }: { readonly done: Done | null }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) line.current?.focus();
  }, [done]);
  return (
    <p ref={line} className="wallet__done" role="status" tabIndex={-1}>
      {done?.text}
    </p>
  );
}

/** The later of two moments (epoch ms), either of which may be unknown. */
function laterOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

export function WalletScreen() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { system } = useSettings();
  const { online } = useConnectivity();
  const requests = usePaymentRequests();
  /** 48 hours after the request made on this screen, until the list's answer says it again. */
  const [sentNextAt, setSentNextAt] = useState<number | null>(null);
  /** What the last request did, and the last withdrawal, in words. */
  const [sent, setSent] = useState<Done | null>(null);
  const [deleted, setDeleted] = useState<Done | null>(null);

  const serverNextAt = requests.state.latest?.next_request_at ?? null;
  const nextAt = laterOf(serverNextAt === null ? null : Date.parse(serverNextAt), sentNextAt);
  const waiting = useStillAhead(nextAt);

  if (!user) return null;
  const terms = system.data ? payoutTermsOf(system.data) : null;
  const days = { min: PAYOUT_WORKING_DAYS.min, max: PAYOUT_WORKING_DAYS.max };

  const onSent = (request: PaymentRequest, coins: number): void => {
    setSessionCoins(coins);
    setSentNextAt(Date.parse(request.date) + INTERVAL_MS);
    setSent({ text: t('wallet.redeem.sent', { money: formatMoney(request.payment_amount, request.currency, i18n.language), ...days }) });
    requests.refresh();
  };

  const onRefused = (error: unknown): void => {
    // The server knows of a request this screen has not shown: read the list, and its next date, again.
    if (isApiError(error) && error.code === 'PAYMENT_REQUEST_TOO_SOON') requests.refresh();
  };

  const onDeleted = (coins: number, refunded: number): void => {
    setSessionCoins(coins);
    // The server says when the next request is due once the list is read again.
    setSentNextAt(null);
    setDeleted({ text: t('wallet.delete.done', { coins: coinsText(t, refunded, i18n.language) }) });
  };

  const blocked = !online
    ? t('wallet.redeem.offline')
    : waiting && nextAt !== null
      ? t('wallet.redeem.wait', { date: formatDateTime(new Date(nextAt), i18n.language), hours: PAYMENT_REQUEST_INTERVAL_HOURS })
      : null;

  return (
    <div className="container container--narrow wallet">
      <PageTitle title={t('wallet.title')} lead={t('wallet.lead')} back={{ to: PROFILE_PATH, label: t('profile.title') }} />
      <WalletBalance coins={user.coins} terms={terms} />
      <section className="card wallet__section" aria-labelledby="wallet-redeem">
        <h2 id="wallet-redeem">{t('wallet.redeem.title')}</h2>
        <p className="wallet__payout-time">{t('wallet.redeem.time', days)}</p>
        <DoneLine done={sent} />
        {terms ? <RedeemForm terms={terms} balance={user.coins} blocked={blocked} onSent={onSent} onRefused={onRefused} /> : null}
      </section>
      <section className="wallet__section" aria-labelledby="wallet-requests">
        <h2 id="wallet-requests">{t('wallet.list.title')}</h2>
        <DoneLine done={deleted} />
        <PaymentRequests state={requests.state} onLoadMore={requests.loadMore} onChanged={requests.refresh} onDeleted={onDeleted} />
      </section>
    </div>
  );
}

/**
 * /profile/subscription (spec: subscription management): the record that counts with its plan,
 * state, dates and card; cancel at period end (asked first, saying that access ends now by the
 * spec's rule and when the period ends), resume, change plan (at the next renewal), the provider's
 * portal for the card and invoices, and a banner when the last renewal's payment failed. Without a
 * subscription: the way to /pricing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { SubscriptionView } from '../../../contract/api/billing';
import { formatDate } from '../../lib/i18n/date-format';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError, type ApiError } from '../../lib/request/api-error';
import { notify } from '../../lib/toast/notify';
import { useAsync } from '../../lib/use-async';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { billingApi } from './billing.api';
import { BILLING_HISTORY_PATH, PRICING_PATH, SUBSCRIPTION_PATH } from './billing-paths';
import { ChangePlan } from './ChangePlan';
import { goTo } from './go-to';
import { OnlineOnly } from './OnlineOnly';
import { canCancel, canChangePlan, canResume, isProviderRecord, shouldChoosePlan } from './record-rules';
import { applySummary } from './session-summary';
import { SubscriptionFacts } from './SubscriptionFacts';
import { planName } from './subscription-words';
import './billing.css';

type Answer = Awaited<ReturnType<typeof billingApi.cancel>>;

function CardOnFile({ card }: { readonly card: SubscriptionView['card'] }) {
  const { t } = useTranslation();
  if (!card) return null;
  return (
    <p className="billing-card">
      {t('billing.card.onFile', { brand: card.brand, last4: card.last4, expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}` })}
    </p>
  );
}

function Manage({ subscription, onChanged }: { readonly subscription: SubscriptionView; readonly onChanged: (answer: Answer) => void }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'resume' | 'portal' | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const run = (what: 'cancel' | 'resume', call: () => Promise<Answer>, done: string): void => {
    setBusy(what);
    setFailure(null);
    call().then(
      (answer) => {
        setBusy(null);
        setAsking(false);
        onChanged(answer);
        notify.success(done);
      },
      (error: unknown) => {
        setBusy(null);
        setAsking(false);
        if (isApiError(error)) setFailure(error);
      },
    );
  };

  const openPortal = (): void => {
    setBusy('portal');
    setFailure(null);
    billingApi.portal(SUBSCRIPTION_PATH).then(
      ({ url }) => goTo(url, navigate),
      (error: unknown) => {
        setBusy(null);
        if (isApiError(error)) setFailure(error);
      },
    );
  };

  const periodEnd = subscription.current_period_end ? formatDate(subscription.current_period_end, i18n.language) : '—';
  return (
    <>
      {failure ? (
        <div className="form-alert form-alert--error billing-note" role="alert">
          <p>{inlineErrorMessage(failure)}</p>
        </div>
      ) : null}
      <div className="billing-actions">
        {canResume(subscription) ? (
          <Button busy={busy === 'resume'} onClick={() => run('resume', billingApi.resume, t('billing.subscription.resumed'))}>
            {t('billing.subscription.resume')}
          </Button>
        ) : null}
        {isProviderRecord(subscription) ? (
          <Button variant="secondary" busy={busy === 'portal'} onClick={openPortal}>
            {t('billing.subscription.portal')}
          </Button>
        ) : null}
        {canCancel(subscription) ? (
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('billing.subscription.cancel')}
          </Button>
        ) : null}
        {shouldChoosePlan(subscription) ? <ButtonLink to={PRICING_PATH}>{t('billing.subscription.choosePlan')}</ButtonLink> : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('billing.subscription.cancelTitle')}
        confirmLabel={t('billing.subscription.cancelConfirm')}
        cancelLabel={t('billing.subscription.keep')}
        danger
        busy={busy === 'cancel'}
        onConfirm={() => run('cancel', billingApi.cancel, t('billing.subscription.cancelled'))}
        onCancel={() => setAsking(false)}
      >
        <p>{t('billing.subscription.cancelAccess')}</p>
        <p>{t('billing.subscription.cancelPeriod', { date: periodEnd })}</p>
      </ConfirmDialog>
    </>
  );
}

function Subscription() {
  const { t } = useTranslation();
  const { state, reload, setData } = useAsync((signal) => billingApi.subscription(signal), 'subscription');
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={reload} />;
  const { subscription } = state.data;
  if (!subscription) {
    return (
      <StatusMessage tone="empty" icon="card" title={t('billing.subscription.noneTitle')} action={<ButtonLink to={PRICING_PATH}>{t('billing.subscription.seePlans')}</ButtonLink>}>
        <p>{t('billing.subscription.noneBody')}</p>
      </StatusMessage>
    );
  }
  const changed = (answer: Answer): void => {
    setData(answer);
    void applySummary(answer.summary);
  };
  return (
    <>
      {subscription.payment_failed ? (
        <div className="form-alert form-alert--error billing-note" role="alert">
          <p>
            <strong>{t('billing.subscription.failedTitle')}</strong> {t('billing.subscription.failedBody')}
          </p>
        </div>
      ) : null}
      <section className="card billing-section" aria-labelledby="subscription-plan">
        <h2 id="subscription-plan" dir="auto">
          {planName(subscription, t)}
        </h2>
        <SubscriptionFacts record={subscription} />
        <CardOnFile card={subscription.card} />
        <Manage subscription={subscription} onChanged={changed} />
      </section>
      {canChangePlan(subscription) ? <ChangePlan subscription={subscription} onChanged={changed} /> : null}
      <p className="billing-aside">
        <Link to={BILLING_HISTORY_PATH} className="billing-link">
          {t('billing.history.title')}
        </Link>
      </p>
    </>
  );
}

export function SubscriptionScreen() {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow billing">
      <PageTitle title={t('billing.subscription.title')} back={{ to: '/profile', label: t('profile.title') }} />
      <OnlineOnly>
        <Subscription />
      </OnlineOnly>
    </div>
  );
}

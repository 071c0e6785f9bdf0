/**
 * /billing/checkout/:checkout: the sandbox provider's checkout page (Stripe's is its own hosted
 * page). The plan, what is due today and on each renewal, the trial's days, and the test card
 * form; paid, the player lands on their subscription with a success toast and the session's user
 * record refreshed. An expired or already paid checkout says so, with the way back to /pricing.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { CheckoutView } from '../../../contract/api/billing';
import { isApiError } from '../../lib/request/api-error';
import { notify } from '../../lib/toast/notify';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { billingApi, type SandboxCard } from './billing.api';
import { PRICING_PATH, SUBSCRIPTION_PATH } from './billing-paths';
import { CardForm } from './CardForm';
import { formatMoney } from '../../lib/i18n/money-format';
import { OnlineOnly } from './OnlineOnly';
import { applySummary } from './session-summary';
import { priceWords } from './subscription-words';
import './billing.css';

function Closed() {
  const { t } = useTranslation();
  return (
    <StatusMessage tone="empty" icon="card" title={t('billing.checkout.closedTitle')} action={<ButtonLink to={PRICING_PATH}>{t('billing.checkout.backToPricing')}</ButtonLink>}>
      <p>{t('errors.CHECKOUT_CLOSED')}</p>
    </StatusMessage>
  );
}

function Summary({ checkout }: { readonly checkout: CheckoutView }) {
  const { t, i18n } = useTranslation();
  const { plan } = checkout;
  return (
    <section className="card billing-section" aria-labelledby="checkout-plan">
      <h2 id="checkout-plan" dir="auto">
        {plan.name}
      </h2>
      <dl className="billing-facts">
        <div>
          <dt>{t('billing.checkout.dueToday')}</dt>
          <dd>{formatMoney(checkout.due_today, plan.currency, i18n.language)}</dd>
        </div>
        <div>
          <dt>{checkout.trial_days > 0 ? t('billing.checkout.afterTrial', { count: checkout.trial_days }) : t('billing.checkout.then')}</dt>
          <dd>{priceWords(plan, t, i18n.language)}</dd>
        </div>
      </dl>
      {checkout.trial_days > 0 ? <p className="billing-trial">{t('billing.checkout.trialNote', { count: checkout.trial_days })}</p> : null}
    </section>
  );
}

function Checkout({ checkoutId }: { readonly checkoutId: string }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const { state, reload } = useAsync((signal) => billingApi.checkout(checkoutId, signal), `checkout|${checkoutId}`);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    if (state.error.code === 'CHECKOUT_CLOSED' || state.error.code === 'NOT_FOUND' || state.error.code === 'VALIDATION') return <Closed />;
    return <LoadError error={state.error} onRetry={reload} back={PRICING_PATH} />;
  }
  const checkout = state.data;
  if (checkout.status !== 'open') return <Closed />;

  const pay = async (card: SandboxCard): Promise<void> => {
    try {
      const paid = await billingApi.payCheckout(checkoutId, card);
      notify.success(t('billing.checkout.paid', { name: checkout.plan.name }));
      navigate(SUBSCRIPTION_PATH);
      await applySummary(paid.summary);
    } catch (error) {
      // Paid or expired meanwhile (another tab): the page says so instead of the form.
      if (isApiError(error) && error.code === 'CHECKOUT_CLOSED') reload();
      throw error;
    }
  };

  const submitLabel = checkout.due_today > 0 ? t('billing.checkout.pay', { amount: formatMoney(checkout.due_today, checkout.plan.currency, i18n.language) }) : t('billing.checkout.startTrial');
  return (
    <div className="billing-columns">
      <Summary checkout={checkout} />
      <section className="card billing-section" aria-labelledby="checkout-card">
        <h2 id="checkout-card">{t('billing.card.title')}</h2>
        <CardForm submitLabel={submitLabel} onSubmit={pay} />
      </section>
    </div>
  );
}

export function CheckoutScreen() {
  const { t } = useTranslation();
  const checkoutId = useParams<{ checkout: string }>().checkout ?? '';
  return (
    <div className="container billing">
      <PageTitle title={t('billing.checkout.title')} back={{ to: PRICING_PATH, label: t('feature.pricing') }} />
      <OnlineOnly>
        <Checkout checkoutId={checkoutId} />
      </OnlineOnly>
    </div>
  );
}

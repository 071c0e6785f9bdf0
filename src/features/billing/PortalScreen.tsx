/**
 * /billing/portal: the sandbox provider's customer portal (Stripe's is its own hosted page): the
 * card on file, a new card (update_sandbox_card: a renewal that failed is tried again with it at
 * once), the latest invoices, and the way back to where the player came from (?return=, a path of
 * this app only).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { notify } from '../../lib/toast/notify';
import { billingApi, type SandboxCard } from './billing.api';
import { BILLING_HISTORY_PATH, SUBSCRIPTION_PATH } from './billing-paths';
import { CardForm } from './CardForm';
import { isAppPath } from './go-to';
import { InvoiceList } from './InvoiceList';
import { OnlineOnly } from './OnlineOnly';
import { applySummary } from './session-summary';
import './billing.css';

/** Invoices the portal lists; the rest are in billing history. */
const LATEST = 5;

function CardSection() {
  const { t } = useTranslation();
  const { state, reload, setData } = useAsync((signal) => billingApi.subscription(signal), 'portal-subscription');
  const [formKey, setFormKey] = useState(0);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={reload} />;
  const card = state.data.subscription?.card ?? null;

  const update = async (next: SandboxCard): Promise<void> => {
    const answer = await billingApi.updateCard(next);
    setData({ subscription: answer.subscription, summary: answer.summary });
    // A new, empty form: the card just saved is never left in the fields.
    setFormKey((key) => key + 1);
    notify.success(t('billing.portal.updated'));
    await applySummary(answer.summary);
  };

  return (
    <section className="card billing-section" aria-labelledby="portal-card">
      <h2 id="portal-card">{t('billing.portal.cardTitle')}</h2>
      <p className="billing-card">
        {card
          ? t('billing.card.onFile', { brand: card.brand, last4: card.last4, expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}` })
          : t('billing.portal.noCard')}
      </p>
      {state.data.subscription?.payment_failed ? (
        <div className="form-alert form-alert--error billing-note" role="alert">
          <p>{t('billing.subscription.failedBody')}</p>
        </div>
      ) : null}
      <h3>{t('billing.portal.newCard')}</h3>
      <CardForm key={formKey} submitLabel={t('billing.portal.save')} onSubmit={update} />
    </section>
  );
}

function LatestInvoices() {
  const { t } = useTranslation();
  const { state, reload } = useAsync((signal) => billingApi.invoices({ offset: 0, limit: LATEST }, { signal, onCachedCopy: () => undefined }), 'portal-invoices');
  let body;
  if (state.status === 'loading') body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} />;
  else if (state.data.data.length === 0) body = <p>{t('billing.history.noPayments')}</p>;
  else body = <InvoiceList invoices={state.data.data} label={t('billing.portal.invoices')} />;
  return (
    <section className="card billing-section" aria-labelledby="portal-invoices">
      <h2 id="portal-invoices">{t('billing.portal.invoices')}</h2>
      {body}
      <ButtonLink to={BILLING_HISTORY_PATH} variant="ghost">
        {t('billing.portal.allInvoices')}
      </ButtonLink>
    </section>
  );
}

export function PortalScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const asked = new URLSearchParams(search).get('return');
  const back = asked && isAppPath(asked) ? asked : SUBSCRIPTION_PATH;
  return (
    <div className="container container--narrow billing">
      <PageTitle title={t('billing.portal.title')} lead={t('billing.portal.lead')} back={{ to: back, label: t('billing.portal.back') }} />
      <OnlineOnly>
        <CardSection />
        <LatestInvoices />
      </OnlineOnly>
    </div>
  );
}

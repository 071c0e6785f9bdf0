/**
 * /pricing (spec section 2: the subscribe page, public): the plans on sale from the server in the
 * interface language, each with its price in the language's currency format, interval, trial and
 * features; the trial a new account gets; for a signed-in player their subscription's state and a
 * Subscribe button per plan (create_checkout, then the sandbox's checkout page in the app or
 * Stripe's hosted page); guests are asked to sign in first and come back here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Plan } from '../../../contract/api/billing';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import type { ApiError } from '../../lib/request/api-error';
import { isApiError } from '../../lib/request/api-error';
import { rememberReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session/session-store';
import { useSettings } from '../../lib/settings/settings';
import { useAsync } from '../../lib/use-async';
import { Button, ButtonLink, buttonClass } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { billingApi } from './billing.api';
import { PRICING_PATH, SUBSCRIPTION_PATH } from './billing-paths';
import { DEMO_SUBSCRIBER_EMAIL } from './demo-account';
import { goTo } from './go-to';
import { OnlineOnly } from './OnlineOnly';
import { PlanCard } from './PlanCard';
import { stateWords } from './subscription-words';
import './billing.css';

/** The signed-in player's subscription in one line, with the way to manage it. */
function AccountState() {
  const { t, i18n } = useTranslation();
  const { isLogin, user } = useSession();
  const summary = user?.subscription;
  if (!isLogin || !summary || summary.state === 'none') return null;
  return (
    <div className="form-alert form-alert--info billing-note">
      <p>
        <strong>{t('billing.pricing.yourSubscription')}</strong> {stateWords(summary, t, i18n.language)}
      </p>
      <Link to={SUBSCRIPTION_PATH} className="billing-link">
        {t('billing.pricing.manage')}
      </Link>
    </div>
  );
}

/** The demo subscriber account, named in demo mode only (its password belongs to the README). */
function DemoNote() {
  const { t } = useTranslation();
  const { system } = useSettings();
  const { hasSubscription } = useSession();
  if (system.data?.demo_mode !== '1' || hasSubscription) return null;
  return (
    <section className="card billing-section" aria-labelledby="pricing-demo">
      <h2 id="pricing-demo">{t('billing.pricing.demoTitle')}</h2>
      <p>
        {t('billing.pricing.demoBody')}{' '}
        <span dir="ltr" className="billing-mono">
          {DEMO_SUBSCRIBER_EMAIL}
        </span>
      </p>
      <p>{t('billing.pricing.demoPasswordWhere')}</p>
    </section>
  );
}

function SubscribeAction({ plan, busy, onChoose }: { readonly plan: Plan; readonly busy: boolean; readonly onChoose: (plan: Plan) => void }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  if (!isLogin) {
    return (
      <Link to="/auth/login" className={buttonClass(plan.highlighted ? 'primary' : 'secondary', true)} onClick={() => rememberReturnPath(PRICING_PATH)} aria-label={t('billing.pricing.signInFor', { name: plan.name })}>
        {t('billing.pricing.signIn')}
      </Link>
    );
  }
  return (
    <Button block variant={plan.highlighted ? 'primary' : 'secondary'} busy={busy} onClick={() => onChoose(plan)} aria-label={t('billing.pricing.subscribeTo', { name: plan.name })}>
      {t('billing.pricing.subscribe')}
    </Button>
  );
}

function Plans() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const { state, reload } = useAsync((signal) => billingApi.plans(i18n.language, signal), `plans|${i18n.language}`);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={reload} />;
  const { plans, signup_trial_days: trialDays } = state.data;

  const choose = (plan: Plan): void => {
    setChoosing(plan.id);
    setFailure(null);
    billingApi.createCheckout(plan.id).then(
      (checkout) => goTo(checkout.url, navigate),
      (error: unknown) => {
        setChoosing(null);
        if (isApiError(error)) setFailure(error);
      },
    );
  };

  return (
    <>
      {trialDays > 0 ? <p className="billing-trial">{t('billing.pricing.signupTrial', { count: trialDays })}</p> : null}
      {failure ? (
        <div className="form-alert form-alert--error billing-note" role="alert">
          <p>{inlineErrorMessage(failure)}</p>
          {failure.code === 'ALREADY_SUBSCRIBED' ? (
            <Link to={SUBSCRIPTION_PATH} className="billing-link">
              {t('billing.pricing.manage')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {plans.length === 0 ? (
        <StatusMessage tone="empty" icon="card" title={t('billing.pricing.noPlans')}>
          <p>{t('billing.pricing.noPlansBody')}</p>
        </StatusMessage>
      ) : (
        <ul className="plans" aria-label={t('billing.pricing.plans')}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} action={<SubscribeAction plan={plan} busy={choosing === plan.id} onChoose={choose} />} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function PricingScreen() {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  return (
    <div className="container billing pricing">
      <PageTitle title={t('feature.pricing')} lead={t('billing.pricing.lead')} />
      <AccountState />
      <OnlineOnly>
        <Plans />
      </OnlineOnly>
      {isLogin ? null : (
        <p className="billing-aside">
          {t('billing.pricing.noAccount')} <ButtonLink to="/auth/sign-up" variant="ghost">{t('auth.signUp.submit')}</ButtonLink>
        </p>
      )}
      <DemoNote />
    </div>
  );
}

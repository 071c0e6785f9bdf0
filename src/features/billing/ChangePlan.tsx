/**
 * Change of plan on the subscription screen: the other plans on sale as a radio group, moved to at
 * the next renewal (change_plan: no proration, nothing charged today).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '../../../contract/api/billing';
import { formatDate } from '../../lib/i18n/date-format';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError, type ApiError } from '../../lib/request/api-error';
import { notify } from '../../lib/toast/notify';
import { useAsync } from '../../lib/use-async';
import { Button } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { billingApi } from './billing.api';
import { priceWords } from './subscription-words';

type Answer = Awaited<ReturnType<typeof billingApi.changePlan>>;

export function ChangePlan({ subscription, onChanged }: { readonly subscription: SubscriptionView; readonly onChanged: (answer: Answer) => void }) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const { state, reload } = useAsync((signal) => billingApi.plans(i18n.language, signal), `plans|${i18n.language}`);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const current = subscription.next_plan?.id ?? subscription.plan?.id;
  const renewal = subscription.current_period_end ? formatDate(subscription.current_period_end, i18n.language) : null;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (chosen === null) return;
    setBusy(true);
    setFailure(null);
    billingApi.changePlan(chosen).then(
      (answer) => {
        setBusy(false);
        setChosen(null);
        onChanged(answer);
        notify.success(t('billing.change.done', { name: answer.subscription.next_plan?.name ?? answer.subscription.plan?.name ?? '' }));
      },
      (error: unknown) => {
        setBusy(false);
        if (isApiError(error)) setFailure(error);
      },
    );
  };

  let body;
  if (state.status === 'loading') body = <Loading />;
  else if (state.status === 'error') body = <LoadError error={state.error} onRetry={reload} />;
  else {
    const others = state.data.plans.filter((plan) => plan.id !== current);
    body =
      others.length === 0 ? (
        <p>{t('billing.change.none')}</p>
      ) : (
        <form onSubmit={submit} className="change-plan">
          <fieldset>
            <legend className="visually-hidden">{t('billing.change.title')}</legend>
            {others.map((plan) => (
              <label key={plan.id} className="change-plan__option">
                <input type="radio" name={name} value={plan.id} checked={chosen === plan.id} onChange={() => setChosen(plan.id)} />
                <span>
                  <strong dir="auto">{plan.name}</strong> <span>{priceWords(plan, t, i18n.language)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {failure ? (
            <div className="form-alert form-alert--error" role="alert">
              <p>{inlineErrorMessage(failure)}</p>
            </div>
          ) : null}
          <Button type="submit" variant="secondary" busy={busy} disabled={chosen === null}>
            {t('billing.change.submit')}
          </Button>
        </form>
      );
  }

  return (
    <section className="card billing-section" aria-labelledby="change-plan">
      <h2 id="change-plan">{t('billing.change.title')}</h2>
      <p>{renewal ? t('billing.change.lead', { date: renewal }) : t('billing.change.leadNoDate')}</p>
      {subscription.next_plan ? <p className="billing-trial">{t('billing.change.pending', { name: subscription.next_plan.name })}</p> : null}
      {body}
    </section>
  );
}

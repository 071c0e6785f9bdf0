/** One plan as /pricing and the change of plan show it: name, price per interval, trial, what it gives. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../contract/api/billing';
import { Icon } from '../../ui/Icon';
import { priceWords } from './subscription-words';

export function PlanCard({ plan, action, headingLevel = 2 }: { readonly plan: Plan; readonly action?: ReactNode; readonly headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `plan-${plan.id}`;
  return (
    <article className={`card plan${plan.highlighted ? ' plan--highlighted' : ''}`} aria-labelledby={id}>
      {plan.highlighted ? <p className="plan__badge">{t('billing.plan.highlighted')}</p> : null}
      <Heading id={id} className="plan__name" dir="auto">
        {plan.name}
      </Heading>
      <p className="plan__price">{priceWords(plan, t, i18n.language)}</p>
      {plan.trial_days > 0 ? <p className="plan__trial">{t('billing.plan.trialDays', { count: plan.trial_days })}</p> : null}
      {plan.description ? (
        <p className="plan__description" dir="auto">
          {plan.description}
        </p>
      ) : null}
      {plan.features.length > 0 ? (
        <ul className="plan__features" aria-label={t('billing.plan.features', { name: plan.name })}>
          {plan.features.map((feature) => (
            <li key={feature}>
              <Icon name="checkCircle" size={20} className="plan__check" />
              <span dir="auto">{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className="plan__action">{action}</div> : null}
    </article>
  );
}

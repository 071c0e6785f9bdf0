/**
 * A subscription record's dates as spec section 2 lists them: created, trial ends, cancels on,
 * current period, next billing (the management screen and the history's Subscriptions tab).
 */
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '../../../contract/api/billing';
import { dateOrDash, periodWords, planName, stateWords } from './subscription-words';

export type SubscriptionRecord = Omit<SubscriptionView, 'card'>;

export function SubscriptionFacts({ record, withPlan = false }: { readonly record: SubscriptionRecord; readonly withPlan?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rows: ReadonlyArray<readonly [string, string]> = [
    ...(withPlan ? [[t('billing.facts.plan'), planName(record, t)] as const] : []),
    [t('billing.facts.status'), stateWords(record, t, language)],
    [t('billing.facts.created'), dateOrDash(record.created, language)],
    [t('billing.facts.trialEnds'), dateOrDash(record.trial_end, language)],
    [t('billing.facts.cancelsOn'), record.cancel_at_period_end ? dateOrDash(record.current_period_end, language) : '—'],
    [t('billing.facts.currentPeriod'), periodWords(record.current_period_start, record.current_period_end, language)],
    [t('billing.facts.nextBilling'), dateOrDash(record.next_billing, language)],
    ...(record.next_plan ? [[t('billing.facts.nextPlan'), record.next_plan.name] as const] : []),
  ];
  return (
    <dl className="billing-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

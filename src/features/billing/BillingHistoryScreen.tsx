/**
 * /profile/billing (spec: billing history with Payments and Subscriptions tabs): the tab in the
 * address (?tab=payments|subscriptions), each a paged list like the coin history. Payments show
 * date, description, amount, status and the receipt's actions; subscriptions their plan, state and
 * dates (created, trial ends, cancels on, current period, next billing).
 */
import { useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Page, PagedState } from '../../lib/paging/paged-list';
import { ButtonLink } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { LoadMore, type LoadMoreWords } from '../../ui/LoadMore';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { BILLING_HISTORY_PATH, SUBSCRIPTION_PATH } from './billing-paths';
import { InvoiceList } from './InvoiceList';
import { OnlineOnly } from './OnlineOnly';
import { SubscriptionFacts } from './SubscriptionFacts';
import { planName } from './subscription-words';
import { Tabs } from './Tabs';
import { useInvoices, useSubscriptionRecords } from './use-billing-history';
import './billing.css';

export type HistoryTab = 'payments' | 'subscriptions';

export function tabOf(search: string): HistoryTab {
  return new URLSearchParams(search).get('tab') === 'subscriptions' ? 'subscriptions' : 'payments';
}

function words(state: PagedState<unknown, Page<unknown>>, t: TFunction): LoadMoreWords {
  return {
    summary: t('billing.history.summary', { shown: state.items.length, count: state.total ?? 0 }),
    end: t('billing.history.end'),
    loading: t('billing.history.loading'),
    offline: t('billing.offline.title'),
    failed: t('common.loadFailed'),
    button: t('billing.history.more'),
  };
}

/** What stands in for a list before its first page: loading, failed, or empty. */
function Before({ state, empty, onRetry }: { readonly state: PagedState<unknown, Page<unknown>>; readonly empty: string; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.items.length === 0 && state.failure) return <LoadError error={state.failure.error} onRetry={onRetry} />;
  if (state.total === null) return <Loading />;
  return (
    <StatusMessage tone="empty" icon="card" title={empty} action={<ButtonLink to="/pricing">{t('billing.subscription.seePlans')}</ButtonLink>}>
      <p>{t('billing.history.emptyBody')}</p>
    </StatusMessage>
  );
}

function Payments() {
  const { t } = useTranslation();
  const { state, loadMore } = useInvoices();
  const list = useRef<HTMLOListElement>(null);
  if (state.items.length === 0) return <Before state={state} empty={t('billing.history.noPayments')} onRetry={loadMore} />;
  return (
    <>
      <InvoiceList invoices={state.items} label={t('billing.history.payments')} listRef={list} />
      <LoadMore state={state} list={list} words={words(state, t)} onLoadMore={loadMore} />
    </>
  );
}

function Subscriptions() {
  const { t } = useTranslation();
  const { state, loadMore } = useSubscriptionRecords();
  const list = useRef<HTMLOListElement>(null);
  if (state.items.length === 0) return <Before state={state} empty={t('billing.history.noSubscriptions')} onRetry={loadMore} />;
  return (
    <>
      <ol ref={list} className="billing-list" aria-label={t('billing.history.subscriptions')}>
        {state.items.map((record) => (
          <li key={record.id} className="billing-row billing-row--record" tabIndex={-1}>
            <h3 className="billing-row__title" dir="auto">
              {planName(record, t)}
            </h3>
            <SubscriptionFacts record={record} />
          </li>
        ))}
      </ol>
      <LoadMore state={state} list={list} words={words(state, t)} onLoadMore={loadMore} />
    </>
  );
}

export function BillingHistoryScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabOf(search);
  return (
    <div className="container container--narrow billing">
      <PageTitle title={t('billing.history.title')} back={{ to: SUBSCRIPTION_PATH, label: t('billing.subscription.title') }} />
      <OnlineOnly>
        <Tabs
          idPrefix="billing-history"
          label={t('billing.history.title')}
          tabs={[
            { key: 'payments', label: t('billing.history.payments') },
            { key: 'subscriptions', label: t('billing.history.subscriptions') },
          ]}
          selected={tab}
          onSelect={(next) => navigate(`${BILLING_HISTORY_PATH}?tab=${next}`, { replace: true })}
        >
          {tab === 'payments' ? <Payments /> : <Subscriptions />}
        </Tabs>
      </OnlineOnly>
    </div>
  );
}

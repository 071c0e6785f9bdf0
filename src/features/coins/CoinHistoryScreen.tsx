/**
 * The player's coin history (spec: coin history; docs/ECONOMY.md): every entry newest first, a
 * filter, pages loaded as the list scrolls or on request, and a note when what is shown is the
 * device's stored copy (the service worker keeps each page the player has seen).
 */
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../ui/Button';
import { formatDateTime } from '../../lib/i18n/date-format';
import { LoadError, Loading } from '../../ui/LoadState';
import { LoadMore, type LoadMoreWords } from '../../ui/LoadMore';
import { OfflineNote } from '../../ui/OfflineNote';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { HistoryEntry } from './HistoryEntry';
import { HistoryFilterSelect } from './HistoryFilterSelect';
import type { HistoryFilter } from './history-filters';
import type { HistoryState } from './history-pages';
import { useCoinHistory } from './use-coin-history';
import './coins.css';

const PROFILE_PATH = '/profile';
const QUIZ_ZONE_PATH = '/quiz-zone';

function loadMoreWords(state: HistoryState, t: TFunction): LoadMoreWords {
  return {
    summary: t('coins.list.summary', { shown: state.items.length, count: state.total ?? 0 }),
    end: t('coins.list.end'),
    loading: t('coins.more.loading'),
    offline: t('coins.more.offline'),
    failed: t('coins.more.failed'),
    button: t('coins.more.button'),
  };
}

/** The list, or what stands in for it before the first page (loading, empty, failed). */
function HistoryBody({ state, filter, onLoadMore }: { readonly state: HistoryState; readonly filter: HistoryFilter; readonly onLoadMore: () => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const shown = state.items.length;

  if (shown === 0 && state.failure) {
    if (state.failure.error.code !== 'NETWORK') return <LoadError error={state.failure.error} onRetry={onLoadMore} />;
    return (
      <StatusMessage tone="info" icon="wifiOff" title={t('coins.offline.title')} action={<Button onClick={onLoadMore}>{t('common.retry')}</Button>}>
        <p>{t('coins.offline.body')}</p>
      </StatusMessage>
    );
  }
  if (state.total === null) return <Loading />;
  if (shown === 0) {
    return filter === 'all' ? (
      <StatusMessage tone="empty" icon="coin" title={t('coins.empty.title')} action={<ButtonLink to={QUIZ_ZONE_PATH}>{t('coins.empty.action')}</ButtonLink>}>
        <p>{t('coins.empty.body')}</p>
      </StatusMessage>
    ) : (
      <StatusMessage tone="empty" icon="coin" title={t('coins.empty.filteredTitle')}>
        <p>{t('coins.empty.filteredBody')}</p>
      </StatusMessage>
    );
  }
  return (
    <>
      <ol ref={list} className="coin-history__list" aria-label={t('coins.list.label')}>
        {state.items.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </ol>
      <LoadMore state={state} list={list} words={loadMoreWords(state, t)} onLoadMore={onLoadMore} />
    </>
  );
}

export function CoinHistoryScreen() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const { state, loadMore } = useCoinHistory(filter);
  return (
    <div className="container container--narrow coin-history">
      <PageTitle title={t('nav.coinHistory')} lead={t('coins.lead')} back={{ to: PROFILE_PATH, label: t('profile.title') }} />
      {state.cachedAt ? <OfflineNote>{t('coins.cached', { date: formatDateTime(state.cachedAt, i18n.language) })}</OfflineNote> : null}
      <HistoryFilterSelect value={filter} onChange={setFilter} />
      <HistoryBody state={state} filter={filter} onLoadMore={loadMore} />
    </div>
  );
}

/**
 * The player's coin history (spec: coin history; docs/ECONOMY.md): every entry newest first, a
 * filter, pages loaded as the list scrolls or on request, and a note when what is shown is the
 * device's stored copy (the service worker keeps each page the player has seen).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { OfflineNote } from '../../ui/OfflineNote';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { formatEntryDate } from './entry-date';
import { HistoryEntry } from './HistoryEntry';
import { HistoryFilterSelect } from './HistoryFilterSelect';
import type { HistoryFilter } from './history-filters';
import type { HistoryState } from './history-pages';
import { LoadMore } from './LoadMore';
import { useCoinHistory } from './use-coin-history';
import './coins.css';

const PROFILE_PATH = '/profile';
const QUIZ_ZONE_PATH = '/quiz-zone';

/** The list, or what stands in for it before the first page (loading, empty, failed). */
function HistoryBody({ state, filter, onLoadMore }: { readonly state: HistoryState; readonly filter: HistoryFilter; readonly onLoadMore: () => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  /** How many entries were shown when the button was pressed: focus goes to the first one it brings. */
  const focusFrom = useRef<number | null>(null);
  const shown = state.entries.length;

  const onButton = useCallback(() => {
    focusFrom.current = shown;
    onLoadMore();
  }, [shown, onLoadMore]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || state.pending !== null) return;
    focusFrom.current = null;
    if (shown > from) list.current?.querySelectorAll<HTMLElement>('.coin-entry')[from]?.focus();
  }, [shown, state.pending]);

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
        {state.entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </ol>
      <LoadMore state={state} onNearEnd={onLoadMore} onButton={onButton} />
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
      {state.cachedAt ? <OfflineNote>{t('coins.cached', { date: formatEntryDate(state.cachedAt, i18n.language) })}</OfflineNote> : null}
      <HistoryFilterSelect value={filter} onChange={setFilter} />
      <HistoryBody state={state} filter={filter} onLoadMore={loadMore} />
    </div>
  );
}

/**
 * /contest-play: live, upcoming and past contests (get_contest) as tabs, each with an empty state
 * in the spec's words when there is none. Contests need a connection: offline (or when the answer
 * is the device's stored copy) the screen says so and shows the lists last seen, read-only.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import type { Contest } from '../../../contract/api/contests';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { formatDateTime } from '../../lib/i18n/date-format';
import { isNetworkFailure } from '../../lib/pack-fallback';
import { useAsync } from '../../lib/use-async';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { NeedsConnection } from '../../ui/LiveOnly';
import { LoadError, Loading } from '../../ui/LoadState';
import { OfflineNote } from '../../ui/OfflineNote';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { panelIdOf, TabList, tabIdOf } from '../../ui/TabList';
import { ContestCard } from './ContestCard';
import type { ContestTab } from './contest-paths';
import { contestsApi } from './contests.api';
import './contests.css';

const TABS: readonly ContestTab[] = ['live', 'upcoming', 'past'];
const ID_PREFIX = 'contest-lists';

async function loadLists(signal: AbortSignal) {
  let cachedAt: Date | null = null;
  const lists = await contestsApi.contests(signal, (at) => (cachedAt = at));
  return { lists, cachedAt: cachedAt as Date | null };
}

function ContestList({ contests, tab, readOnly }: { readonly contests: readonly Contest[]; readonly tab: ContestTab; readonly readOnly: boolean }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  if (contests.length === 0) {
    return (
      <StatusMessage tone="empty" icon="trophy" title={t(`contests.empty.${tab}`)}>
        <p>{t(`contests.empty.${tab}Body`)}</p>
      </StatusMessage>
    );
  }
  return (
    <ul className="contest-list" aria-label={t(`contests.list.${tab}`)}>
      {contests.map((contest) => (
        <li key={contest.id}>
          <ContestCard contest={contest} now={now} readOnly={readOnly} />
        </li>
      ))}
    </ul>
  );
}

export function ContestListScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ContestTab = requested === 'upcoming' || requested === 'past' ? requested : 'live';
  const select = (next: ContestTab): void => setParams(next === 'live' ? {} : { tab: next }, { replace: true });
  const { online } = useConnectivity();
  const { state, reload } = useAsync(loadLists, 'contests');
  const stored = state.status === 'success' ? state.data.cachedAt : null;
  return (
    <div className="container container--narrow contests">
      <PageTitle title={t('nav.contestPlay')} lead={t('contests.lead')} />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' && isNetworkFailure(state.error) ? (
        <>
          <NeedsConnection feature={t('nav.contestPlay')} />
          <p className="contests-cached-none">{t('contests.offline.nothingStored')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('common.retry')}
          </Button>
        </>
      ) : null}
      {state.status === 'error' && !isNetworkFailure(state.error) ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' ? (
        <>
          {stored || !online ? <NeedsConnection feature={t('nav.contestPlay')} variant="inline" /> : null}
          {stored ? <OfflineNote>{t('contests.offline.stored', { date: formatDateTime(stored, i18n.language) })}</OfflineNote> : null}
          <TabList label={t('contests.tabs.label')} tabs={TABS.map((key) => ({ key, label: t(`contests.tabs.${key}`) }))} selected={tab} onSelect={select} idPrefix={ID_PREFIX} />
          <div role="tabpanel" id={panelIdOf(ID_PREFIX)} aria-labelledby={tabIdOf(ID_PREFIX, tab)}>
            <ContestList contests={state.data.lists[tab]} tab={tab} readOnly={stored !== null || !online} />
          </div>
        </>
      ) : null}
    </div>
  );
}

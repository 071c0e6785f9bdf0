/**
 * The leaderboards (spec: leaderboard; docs/ECONOMY.md "Leaderboards"): today's, this month's and
 * the all-time board as tabs, the tab in the address; players best first with tied ranks as the
 * server gives them, 20 a page as the list scrolls or on request; the player's own row highlighted,
 * and pinned to the bottom of the screen while it is not in view. When the board starts again, a
 * Refresh button and pull to refresh, and the device's stored copy with its age when offline.
 */
import { useCallback, useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LoadMore, type LoadMoreWords } from '../../ui/LoadMore';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { BoardRow } from './BoardRow';
import { BoardTabs, panelId, tabId } from './BoardTabs';
import { ResetsIn, SavedNote } from './BoardTimes';
import { boardHref, boardOf, type Board } from './boards';
import { OwnStanding } from './OwnStanding';
import { pinnedStanding } from './own-standing';
import { isArmed, PULL_THRESHOLD, type PullState } from './pull-gesture';
import { useBoard, type BoardState } from './use-board';
import { useInView } from './use-in-view';
import { usePullToRefresh } from './use-pull-to-refresh';
import './leaderboard.css';

const QUIZ_ZONE_PATH = '/quiz-zone';
/** The own row counts as in view only clear of the sticky header above and the pinned bar below. */
const OWN_ROW_MARGIN = '-64px 0px -96px 0px';

function loadMoreWords(state: BoardState, t: TFunction): LoadMoreWords {
  return {
    summary: t('leaderboard.list.summary', { shown: state.items.length, count: state.total ?? 0 }),
    end: t('leaderboard.list.end'),
    loading: t('leaderboard.more.loading'),
    offline: t('leaderboard.more.offline'),
    failed: t('leaderboard.more.failed'),
    button: t('leaderboard.more.button'),
  };
}

/** What a pull looks like: it grows with the finger, says when letting go refreshes, and turns while the board is read again. */
function PullIndicator({ pull, refreshing }: { readonly pull: PullState; readonly refreshing: boolean }) {
  const { t } = useTranslation();
  if (pull.distance === 0 && !refreshing) return null;
  const armed = isArmed(pull);
  const pulling = pull.distance > 0;
  return (
    // Touch feedback only: the status line under the toolbar says the same to a screen reader.
    <div
      className={`board-pull${armed ? ' board-pull--armed' : ''}${pulling ? ' board-pull--pulling' : ''}`}
      style={{ blockSize: pulling ? pull.distance : PULL_THRESHOLD }}
      aria-hidden="true"
      data-testid="pull-indicator"
    >
      {pulling ? <Icon name="chevron" size={20} className="board-pull__arrow" /> : <span className="spinner spinner--inline" />}
      <span>{pulling ? t(armed ? 'leaderboard.pull.release' : 'leaderboard.pull.pull') : t('leaderboard.refreshing')}</span>
    </div>
  );
}

/** The list, or what stands in for it before the first page (loading, empty, not on this device, failed). */
function BoardBody({ state, board, onLoadMore }: { readonly state: BoardState; readonly board: Board; readonly onLoadMore: () => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const [ownRow, setOwnRow] = useState<HTMLLIElement | null>(null);
  const ownRowInView = useInView(ownRow, OWN_ROW_MARGIN);
  const me = state.latest?.me ?? null;

  if (state.items.length === 0 && state.failure) {
    if (state.failure.error.code !== 'NETWORK') return <LoadError error={state.failure.error} onRetry={onLoadMore} />;
    return (
      <StatusMessage tone="info" icon="wifiOff" title={t('leaderboard.offline.title')} action={<Button onClick={onLoadMore}>{t('common.retry')}</Button>}>
        <p>{t('leaderboard.offline.body')}</p>
      </StatusMessage>
    );
  }
  if (state.total === null) return <Loading />;
  if (state.items.length === 0) {
    return (
      <StatusMessage tone="empty" icon="trophy" title={t(`leaderboard.empty.title.${board}`)} action={<ButtonLink to={QUIZ_ZONE_PATH}>{t('leaderboard.empty.action')}</ButtonLink>}>
        <p>{t('leaderboard.empty.body')}</p>
      </StatusMessage>
    );
  }
  return (
    <>
      <ol ref={list} className="board-list" aria-label={t('leaderboard.list.label')}>
        {state.items.map((row) => {
          const own = row.user_id === me?.user_id;
          return <BoardRow key={row.user_id} row={row} own={own} ref={own ? setOwnRow : undefined} />;
        })}
      </ol>
      <LoadMore state={state} list={list} words={loadMoreWords(state, t)} onLoadMore={onLoadMore} />
      <OwnStanding standing={pinnedStanding(me, state.items, ownRowInView)} board={board} />
    </>
  );
}

export function LeaderboardScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const board = boardOf(useSearch());
  const { state, loadMore, refresh } = useBoard(board);
  const idPrefix = `leaderboard${useId()}`;
  const panel = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(panel, refresh);
  /** The end the board was last read again for: a device clock ahead of the server's must not make it ask in a loop. */
  const refreshedAtEnd = useRef<string | null>(null);

  const onEnded = useCallback(
    (endsAt: string) => {
      if (refreshedAtEnd.current === endsAt) return;
      refreshedAtEnd.current = endsAt;
      refresh();
    },
    [refresh],
  );

  const onSelect = useCallback((next: Board) => navigate(boardHref(next), { replace: true }), [navigate]);

  return (
    <div className="container container--narrow leaderboard">
      <PageTitle title={t('nav.leaderboard')} lead={t('leaderboard.lead')} />
      <BoardTabs board={board} onSelect={onSelect} idPrefix={idPrefix} />
      <div ref={panel} className="board-panel" role="tabpanel" id={panelId(idPrefix, board)} aria-labelledby={tabId(idPrefix, board)}>
        {state.cachedAt ? <SavedNote savedAt={state.cachedAt} /> : null}
        {state.latest ? (
          <div className="board-toolbar">
            <ResetsIn endsAt={state.latest.ends_at} onEnded={onEnded} />
            <Button variant="secondary" onClick={refresh}>
              {t('leaderboard.refresh')}
            </Button>
          </div>
        ) : null}
        <p className={`board-refresh${state.refreshError ? '' : ' visually-hidden'}`} role="status">
          {state.refreshing ? t('leaderboard.refreshing') : null}
          {state.refreshError ? `${t('leaderboard.refreshFailed')} ${inlineErrorMessage(state.refreshError)}` : null}
        </p>
        <PullIndicator pull={pull} refreshing={state.refreshing} />
        <BoardBody state={state} board={board} onLoadMore={loadMore} />
      </div>
    </div>
  );
}

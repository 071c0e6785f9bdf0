/**
 * /contest-play/:contest/leaderboard: rank, picture, name and score of every player, the player's
 * own row highlighted (and pinned above the list when it is further down), prizes once the contest
 * is ranked, and whether the standings are final.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { ContestRank } from '../../../contract/api/contests';
import { formatDateTime } from '../../lib/i18n/date-format';
import { formatNumber } from '../../lib/i18n/number-format';
import { parseIdSegment } from '../../lib/id-segment';
import { usePagedList } from '../../lib/paging/use-paged-list';
import { Avatar } from '../../ui/Avatar';
import { ButtonLink } from '../../ui/Button';
import { LoadError, Loading } from '../../ui/LoadState';
import { LoadMore } from '../../ui/LoadMore';
import { OfflineNote } from '../../ui/OfflineNote';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { contestBoardSource } from './contest-board';
import { contestPaths } from './contest-paths';
import './contests.css';

function RankRow({ row, own, final }: { readonly row: ContestRank; readonly own: boolean; readonly final: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={`contest-rank${own ? ' contest-rank--own' : ''}`} tabIndex={-1} data-testid="contest-rank" aria-current={own ? 'true' : undefined}>
      <span className="contest-rank__rank">
        <span className="visually-hidden">{t('contests.board.rank')} </span>
        {formatNumber(row.rank, i18n.language)}
      </span>
      <Avatar name={row.name} src={row.profile} size={40} />
      <span className="contest-rank__name">
        <span dir="auto">{row.name}</span>
        {own ? <span className="contest-rank__you">{t('contests.board.you')}</span> : null}
      </span>
      <span className="contest-rank__score">
        <span className="visually-hidden">{t('contests.board.score')} </span>
        {formatNumber(row.score, i18n.language)}
      </span>
      {final && row.prize_coins > 0 ? <span className="contest-rank__prize">{t('count.coins', { count: row.prize_coins })}</span> : null}
    </li>
  );
}

export function ContestLeaderboardScreen() {
  const { t, i18n } = useTranslation();
  const id = parseIdSegment(useParams<{ contest: string }>().contest) ?? 0;
  const { state, loadMore } = usePagedList(contestBoardSource, String(id));
  const list = useRef<HTMLOListElement>(null);
  const latest = state.latest;
  const mine = latest?.my_rank ?? null;
  const final = latest?.final ?? false;
  const mineShown = mine !== null && state.items.some((row) => row.user_id === mine.user_id);

  return (
    <div className="container container--narrow contests">
      <PageTitle title={t('contests.board.title')} back={{ to: contestPaths.list(final ? 'past' : 'live'), label: t('nav.contestPlay') }} />
      {state.cachedAt ? <OfflineNote>{t('contests.offline.stored', { date: formatDateTime(state.cachedAt, i18n.language) })}</OfflineNote> : null}
      {state.items.length === 0 && state.failure ? <LoadError error={state.failure.error} onRetry={loadMore} /> : null}
      {state.total === null && !state.failure ? <Loading /> : null}
      {latest ? (
        <>
          <p className="contest-board__status" role="status">
            {final ? t('contests.board.final') : t('contests.board.provisional')}
          </p>
          {mine ? (
            <section className="contest-board__mine" aria-label={t('contests.board.yours')} data-testid="contest-my-rank">
              <p>
                {t('contests.board.yourStanding', { rank: formatNumber(mine.rank, i18n.language), score: formatNumber(mine.score, i18n.language) })}
                {final && mine.prize_coins > 0 ? ` ${t('contests.board.yourPrize', { coins: t('count.coins', { count: mine.prize_coins }) })}` : ''}
              </p>
              {!mineShown ? (
                <ol className="contest-board">
                  <RankRow row={mine} own final={final} />
                </ol>
              ) : null}
            </section>
          ) : null}
          {state.items.length === 0 ? (
            <StatusMessage tone="empty" icon="trophy" title={t('contests.board.empty')} />
          ) : (
            <>
              <ol ref={list} className="contest-board" aria-label={t('contests.board.label')}>
                {state.items.map((row) => (
                  <RankRow key={row.user_id} row={row} own={row.user_id === mine?.user_id} final={final} />
                ))}
              </ol>
              <LoadMore
                state={state}
                list={list}
                words={{
                  summary: t('contests.board.summary', { shown: state.items.length, total: state.total ?? 0 }),
                  end: t('contests.board.end'),
                  loading: t('contests.board.loading'),
                  offline: t('contests.board.offline'),
                  failed: t('contests.board.failed'),
                  button: t('contests.board.more'),
                }}
                onLoadMore={loadMore}
              />
            </>
          )}
          {/* The review is of the player's own answers: only for those who played. */}
          {final && mine ? (
            <ButtonLink to={contestPaths.review(id)} variant="secondary">
              {t('contests.card.review')}
            </ButtonLink>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * /contest-play/:contest/play: a live contest's entry (the fee confirmed), then its round, then the
 * leaderboard. An entry already made resumes straight away with the questions not yet answered.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Contest } from '../../../contract/api/contests';
import { parseIdSegment } from '../../lib/id-segment';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { sessionStore, setCoinsAndScore } from '../../lib/session/session-store';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { LiveOnly } from '../../ui/LiveOnly';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { ContestEntry } from './ContestEntry';
import { ContestRound, type ContestSession } from './ContestRound';
import { findContest } from './contest-lookup';
import { contestPaths } from './contest-paths';
import { contestsApi } from './contests.api';
import './contests.css';

async function enter(contestId: number): Promise<ContestSession> {
  const data = await contestsApi.enter(contestId);
  const score = sessionStore.get().user?.all_time_score ?? 0;
  setCoinsAndScore({ coins: data.coins, all_time_score: score });
  return { contestId, endsAt: data.ends_at, serverNow: data.server_now, questions: data.questions, answered: data.answered, receivedAt: Date.now() };
}

async function load(id: number, signal: AbortSignal): Promise<{ readonly contest: Contest; readonly session: ContestSession | null } | null> {
  const contest = await findContest(id, signal);
  if (!contest) return null;
  // An entry in progress resumes at once: no fee is taken twice.
  const resume = contest.status === 'live' && contest.entry !== null && !contest.entry.finished;
  return { contest, session: resume ? await enter(id) : null };
}

function NotLive({ contest }: { readonly contest: Contest | null }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="info"
      icon="trophy"
      title={t('contests.notLive.title')}
      action={
        <>
          {contest && contest.status === 'past' ? <ButtonLink to={contestPaths.leaderboard(contest.id)}>{t('contests.card.leaderboard')}</ButtonLink> : null}
          <ButtonLink to={contestPaths.list()} variant="secondary">
            {t('contests.backToList')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('contests.notLive.body')}</p>
    </StatusMessage>
  );
}

function ContestFlow({ contest, resumed }: { readonly contest: Contest; readonly resumed: ContestSession | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [session, setSession] = useState<ContestSession | null>(resumed);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const toLeaderboard = (): void => navigate(contestPaths.leaderboard(contest.id), { replace: true });

  if (session) return <ContestRound session={session} onFinished={toLeaderboard} />;
  if (contest.status !== 'live') return <NotLive contest={contest} />;
  if (contest.entry?.finished) {
    return <ContestEntry contest={contest} busy={false} refusal={new ApiError('ALREADY_PLAYED', 409, t('errors.ALREADY_PLAYED'))} onEnter={toLeaderboard} />;
  }
  const start = async (): Promise<void> => {
    setBusy(true);
    setRefusal(null);
    try {
      setSession(await enter(contest.id));
    } catch (error) {
      setRefusal(isApiError(error) ? error : new ApiError('CLIENT', 0, String(error)));
    } finally {
      setBusy(false);
    }
  };
  return <ContestEntry contest={contest} busy={busy} refusal={refusal} onEnter={() => void start()} />;
}

export function ContestPlayScreen() {
  const { t } = useTranslation();
  const id = parseIdSegment(useParams<{ contest: string }>().contest);
  const { state, reload } = useAsync((signal) => (id === null ? Promise.resolve(null) : load(id, signal)), `contest-play:${String(id)}`);
  const data = state.status === 'success' ? state.data : null;
  return (
    <div className="container container--narrow contests">
      <PageTitle title={data ? data.contest.name : t('nav.contestPlay')} back={{ to: contestPaths.list(), label: t('nav.contestPlay') }} />
      <LiveOnly feature={t('nav.contestPlay')} keepMounted>
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
        {state.status === 'success' && !data ? <NotLive contest={null} /> : null}
        {data ? <ContestFlow contest={data.contest} resumed={data.session} /> : null}
      </LiveOnly>
    </div>
  );
}

/**
 * The daily quiz dashboard: today's set (the same for everyone in the language), the player's
 * streak, and either the way to play it or, once played, today's result and 'You have Already
 * Played'. It only peeks (get_daily_quiz {peek: true}): the round starts on the play route.
 * Today's questions never leave the server before they are played, so offline it says it needs a
 * connection, and offers practice on a past day's quiz when one is downloaded (the player plays the
 * newest day of the daily quiz pack, as practice).
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DailyQuizSchema } from '../../../../contract/api/solo';
import { formatDayMonth } from '../../../lib/i18n/date-format';
import { formatPercentage } from '../../../lib/i18n/number-format';
import { useLanguages } from '../../../lib/i18n/languages';
import { useAsync } from '../../../lib/use-async';
import { Button, ButtonLink } from '../../../ui/Button';
import { LoadError, Loading } from '../../../ui/LoadState';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { isNetworkFailure } from '../../../lib/pack-fallback';
import { hasDailyQuizPack } from './solo-offline';
import { soloApi } from './solo.api';
import { soloPaths } from './solo-paths';
import './solo-screens.css';

type DailyQuiz = z.infer<typeof DailyQuizSchema>;

/** A YYYY-MM-DD day at noon UTC, so no time zone moves it to the day before or after. */
const noonOf = (day: string) => `${day}T12:00:00Z`;

function Facts({ daily }: { readonly daily: DailyQuiz }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="solo-facts">
      <div>
        <dt>{t('modes.daily.day')}</dt>
        <dd>{formatDayMonth(noonOf(daily.day), i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('modes.daily.questions')}</dt>
        <dd>{daily.question_count}</dd>
      </div>
      <div>
        <dt>{t('modes.daily.streak')}</dt>
        <dd>{t('modes.daily.days', { count: daily.streak })}</dd>
      </div>
    </dl>
  );
}

function Played({ daily }: { readonly daily: DailyQuiz }) {
  const { t, i18n } = useTranslation();
  const result = daily.result;
  // The percentage is of the questions that count: a skipped one (the Skip lifeline) leaves the
  // score (docs/SOLO-ENGINE.md, Earning), so "of" names those same questions and the skips apart.
  const counted = result ? result.total - result.skipped : 0;
  return (
    <StatusMessage tone="success" icon="checkCircle" title={t('modes.daily.alreadyPlayed')}>
      {result ? (
        <p data-testid="daily-result">
          {t('modes.daily.result', { correct: result.correct, total: counted, percent: formatPercentage(result.percentage, i18n.language) })}{' '}
          {result.skipped > 0 ? <>{t('modes.daily.skipped', { questions: t('count.questions', { count: result.skipped }) })} </> : null}
          {t('modes.daily.earned', { coins: t('count.coins', { count: result.coins_earned }), score: result.score_earned })}
        </p>
      ) : null}
      <p>{t('modes.daily.comeBack')}</p>
    </StatusMessage>
  );
}

/** No connection: today's quiz must wait; a downloaded past day can be practised meanwhile. */
function Offline({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const { state } = useAsync(() => hasDailyQuizPack(), 'daily-quiz-pack');
  const practice = state.status === 'success' && state.data;
  return (
    <StatusMessage
      tone="info"
      icon="wifiOff"
      title={t('modes.daily.offline')}
      action={
        <>
          {practice ? <ButtonLink to={soloPaths.dailyQuizPlay()}>{t('modes.daily.practisePast')}</ButtonLink> : null}
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </>
      }
    />
  );
}

export function DailyQuizScreen() {
  const { t } = useTranslation();
  const { current } = useLanguages();
  const { state, reload } = useAsync((signal) => soloApi.dailyQuiz(signal), `daily-quiz:${current.code}`);
  return (
    <div className="container">
      <PageTitle title={t('nav.dailyQuiz')} lead={t('modes.daily.lead')} />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' && isNetworkFailure(state.error) ? <Offline onRetry={reload} /> : null}
      {state.status === 'error' && !isNetworkFailure(state.error) ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' ? (
        <div className="solo-dashboard">
          <Facts daily={state.data} />
          {state.data.played ? (
            <Played daily={state.data} />
          ) : state.data.question_count === 0 ? (
            <StatusMessage tone="empty" icon="folder" title={t('modes.empty.questions')} />
          ) : (
            <div>
              <ButtonLink to={soloPaths.dailyQuizPlay()}>{t('modes.daily.start')}</ButtonLink>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}

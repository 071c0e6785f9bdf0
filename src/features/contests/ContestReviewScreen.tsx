/** /contest-play/:contest/review: after the end, each question with the player's answer and the right one. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { parseIdSegment } from '../../lib/id-segment';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { contestPaths } from './contest-paths';
import { contestsApi } from './contests.api';
import './contests.css';

export function ContestReviewScreen() {
  const { t } = useTranslation();
  const id = parseIdSegment(useParams<{ contest: string }>().contest) ?? 0;
  const { state, reload } = useAsync((signal) => contestsApi.review(id, signal), `contest-review:${id}`);
  return (
    <div className="container container--narrow contests">
      <PageTitle title={t('contests.review.title')} back={{ to: contestPaths.leaderboard(id), label: t('contests.board.title') }} />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.items.length === 0 ? <StatusMessage tone="empty" icon="folder" title={t('contests.review.empty')} /> : null}
      {state.status === 'success' && state.data.items.length > 0 ? (
        <ol className="contest-review">
          {state.data.items.map((item) => (
            <li key={item.id} className={`contest-review__item contest-review__item--${item.correct ? 'correct' : 'wrong'}`}>
              <p className="contest-review__question" dir="auto">
                {item.question}
              </p>
              <p>
                <Icon name={item.correct ? 'checkCircle' : 'xCircle'} size={18} />{' '}
                {t(item.correct ? 'contests.review.correct' : item.choice === null ? 'contests.review.unanswered' : 'contests.review.incorrect')}
              </p>
              {item.choice !== null && !item.correct ? <p dir="auto">{t('contests.review.yourAnswer', { answer: item.options[item.choice] ?? '' })}</p> : null}
              <p dir="auto">{t('contests.review.rightAnswer', { answer: item.options[item.answer] ?? '' })}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <ButtonLink to={contestPaths.list('past')} variant="secondary">
        {t('contests.backToList')}
      </ButtonLink>
    </div>
  );
}

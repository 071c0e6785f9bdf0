/**
 * /exam-module/:exam/result: the server's result of the player's attempt (marks, correct,
 * incorrect, unanswered, time taken, whether the rules were broken and when) and the review of
 * every question once the exam has ended for everyone; before that, when the review opens.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { z } from 'zod';
import type { ExamResult, ExamReviewItemSchema } from '../../../contract/api/exams';
import { formatTimer } from '../../lib/format-time';
import { formatDateTime } from '../../lib/i18n/date-format';
import { parseIdSegment } from '../../lib/id-segment';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { examPaths } from './exam-paths';
import { examsApi } from './exams.api';
import './exams.css';

type ReviewItem = z.infer<typeof ExamReviewItemSchema>;

function Figures({ result }: { readonly result: ExamResult }) {
  const { t } = useTranslation();
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t('exams.result.marks'), t('exams.card.marks', { obtained: result.obtained_marks, total: result.total_marks })],
    [t('exams.result.correct'), String(result.correct_answers)],
    [t('exams.result.incorrect'), String(result.incorrect_answers)],
    [t('exams.result.unanswered'), String(result.unanswered)],
    [t('exams.result.timeTaken'), formatTimer(result.time_taken_seconds)],
  ];
  return (
    <dl className="exam-result__figures" data-testid="exam-result">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Review({ items }: { readonly items: readonly ReviewItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="exam-review">
      <h2 id="exam-review">{t('exams.review.title')}</h2>
      <ol className="exam-review">
        {items.map((item, index) => (
          <li key={item.id} className={`exam-review__item exam-review__item--${item.correct ? 'correct' : 'wrong'}`}>
            <p className="exam-review__question" dir="auto">
              <span className="visually-hidden">{t('exams.play.progress', { current: index + 1, total: items.length })}: </span>
              {item.question}
            </p>
            <p>
              <Icon name={item.correct ? 'checkCircle' : 'xCircle'} size={18} /> {t(item.correct ? 'exams.review.correct' : item.choice === null ? 'exams.review.unanswered' : 'exams.review.incorrect')}
            </p>
            {item.choice !== null && !item.correct ? (
              <p dir="auto">{t('exams.review.yourAnswer', { answer: item.options[item.choice] ?? '' })}</p>
            ) : null}
            <p dir="auto">{t('exams.review.rightAnswer', { answer: item.options[item.answer] ?? '' })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ExamResultScreen() {
  const { t, i18n } = useTranslation();
  const id = parseIdSegment(useParams<{ exam: string }>().exam);
  const { state, reload } = useAsync((signal) => (id === null ? Promise.reject(new Error(t('exams.unavailable.title'))) : examsApi.result(id, signal)), `exam-result:${String(id)}`);
  const data = state.status === 'success' ? state.data : null;
  return (
    <div className="container container--narrow exams">
      <PageTitle title={data ? data.result.title : t('exams.result.title')} back={{ to: examPaths.list(), label: t('nav.exam') }} />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {data ? (
        <>
          {data.result.rules_violated ? (
            <StatusMessage tone="error" icon="warning" title={t('exams.result.violated')}>
              <p>
                {data.result.violated_at
                  ? t('exams.result.violatedAt', { time: formatDateTime(data.result.violated_at, i18n.language) })
                  : t('exams.result.violatedBody')}
              </p>
            </StatusMessage>
          ) : data.result.state === 'expired' ? (
            <StatusMessage tone="info" icon="clock" title={t('exams.result.expired')} />
          ) : (
            <StatusMessage tone="success" icon="checkCircle" title={t('exams.result.submitted')} />
          )}
          <Figures result={data.result} />
          {data.review ? (
            <Review items={data.review} />
          ) : (
            <p className="exam-result__review-note">{t('exams.review.opens', { time: formatDateTime(data.result.ends_at, i18n.language) })}</p>
          )}
          <ButtonLink to={examPaths.list()} variant="secondary">
            {t('exams.backToList')}
          </ButtonLink>
        </>
      ) : null}
    </div>
  );
}

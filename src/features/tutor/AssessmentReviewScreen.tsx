/** The review of one marked attempt (get_assessment_review_details): each question, the answer given against the right one, and the worked steps. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { AssessmentItem } from '../../../contract/api/tutor';
import type { WorkedStep } from '../../../contract/tutor/content';
import { formatNumber, formatPercentage } from '../../lib/i18n/number-format';
import { parseIdSegment } from '../../lib/id-segment';
import { useAsync } from '../../lib/use-async';
import { LiveOnly } from '../../ui/LiveOnly';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { NotFoundScreen } from '../not-found';
import { FormulaBlock, InlineTexText } from './TexText';
import { tutorApi } from './tutor.api';
import { tutorPaths } from './tutor-paths';
import './tutor.css';

/** An answer as the student saw it: a choice's option text, a number as typed. */
function answerText(item: Pick<AssessmentItem, 'kind' | 'options'>, answer: string): string {
  if (item.kind !== 'choice') return answer;
  return item.options?.[Number(answer)] ?? answer;
}

function Steps({ steps }: { readonly steps: readonly WorkedStep[] }) {
  return (
    <ol className="tutor-steps">
      {steps.map((step, i) => (
        <li key={i} dir="auto">
          <InlineTexText text={step.text} />
          {step.tex ? <FormulaBlock tex={step.tex} /> : null}
        </li>
      ))}
    </ol>
  );
}

function Review({ attemptId }: { readonly attemptId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { state, reload } = useAsync((signal) => tutorApi.review(attemptId, signal), `tutor-review:${attemptId}`);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={reload} />;
  const { result, questions } = state.data;
  return (
    <>
      <p className="tutor-result__score">
        {t('maths.tutor.paper.title', { year: result.year, subject: t(`maths.tutor.subjectName.${result.subject}`) })}:{' '}
        {t('maths.tutor.result.score', { score: formatNumber(result.score, language), total: formatNumber(result.total, language), percent: formatPercentage(result.percent, language) })}
      </p>
      <ol className="tutor-review-list">
        {questions.map((question, i) => (
          <li key={question.item_id} className={`tutor-panel tutor-review-item tutor-review-item--${question.correct ? 'correct' : 'wrong'}`}>
            <h2 dir="auto">
              {t('maths.tutor.review.question', { number: i + 1 })} <span className="tutor-review-item__prompt">{question.prompt}</span>
            </h2>
            <p className="tutor-review-item__verdict">{t(question.correct ? 'maths.tutor.review.correct' : question.given === null ? 'maths.tutor.review.unanswered' : 'maths.tutor.review.incorrect')}</p>
            <dl className="tutor-review-item__answers">
              <dt>{t('maths.tutor.review.given')}</dt>
              <dd dir="auto">{question.given === null ? t('maths.tutor.review.noAnswer') : answerText(question, question.given)}</dd>
              <dt>{t('maths.tutor.review.right')}</dt>
              <dd dir="auto">{answerText(question, question.answer)}</dd>
            </dl>
            <h3>{t('maths.tutor.review.steps')}</h3>
            <Steps steps={question.steps} />
          </li>
        ))}
      </ol>
    </>
  );
}

export function AssessmentReviewScreen() {
  const { t } = useTranslation();
  const attemptId = parseIdSegment(useParams<{ attempt: string }>().attempt);
  if (attemptId === null) return <NotFoundScreen />;
  return (
    <div className="container tutor">
      <PageTitle title={t('maths.tutor.review.title')} back={{ to: tutorPaths.results(), label: t('maths.tutor.results.title') }} />
      <LiveOnly feature={t('maths.tutor.assessments.title')}>
        <Review attemptId={attemptId} />
      </LiveOnly>
    </div>
  );
}

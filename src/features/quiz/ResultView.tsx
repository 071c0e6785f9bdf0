/**
 * The level result: counts, percentage, score and coins earned (and why, for practice), new
 * totals (with other rounds still waiting on this device to be scored), and the answer review.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LevelResult, PlayQuestion } from '../../../contract/api/quiz';
import { useDocumentTitle } from '../../lib/document-title';
import { NewBadges } from '../badges';
import { Icon } from '../../ui/Icon';
import { quizConfig } from './quiz-config';
import { RoundActions, type RoundActionsProps } from './RoundActions';
import { formatNumber, formatPercentage } from '../../lib/i18n/number-format';
import { usePendingRounds } from '../../lib/pending-rounds-slot';
import { isBadgeType } from '../../../contract/economy/badges';

export interface ResultViewProps extends RoundActionsProps {
  readonly result: LevelResult;
  readonly questions: readonly PlayQuestion[];
}

const VERDICT_ICON = { correct: 'checkCircle', incorrect: 'xCircle', unanswered: 'clock' } as const;

function Review({ result, questions }: Pick<ResultViewProps, 'result' | 'questions'>) {
  const { t } = useTranslation();
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (
    <ol className="review">
      {result.review.map((item, index) => {
        const question = byId.get(item.question_id);
        const chosen = item.chosen !== null ? question?.options[item.chosen] : null;
        const correct = question?.options[item.correct_answer] ?? '';
        const verdict = item.chosen === null ? 'unanswered' : item.is_correct ? 'correct' : 'incorrect';
        return (
          <li key={item.question_id} className={`review__item review__item--${verdict}`}>
            <p className="review__question" dir="auto">
              <span className="review__number">{index + 1}.</span> {question?.question}
            </p>
            <p className="review__verdict">
              <Icon name={VERDICT_ICON[verdict]} size={18} /> {t(`quiz.result.verdict.${verdict}`)}
            </p>
            <dl className="review__answers">
              <dt>{t('quiz.result.yourAnswer')}</dt>
              <dd>{chosen ?? t('quiz.result.noAnswer')}</dd>
              <dt>{t('quiz.result.correctAnswer')}</dt>
              <dd>{correct}</dd>
            </dl>
            {item.note ? <p className="review__note" dir="auto">{item.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Why the round earned what it did: practice (and why), the day's practice allowance, and the pass
 * mark when the next level stays closed. Nothing when a ranked round simply paid.
 */
function EarningNotes({ result }: { readonly result: LevelResult }) {
  const { t, i18n } = useTranslation();
  const coins = quizConfig().practiceDailyCoins;
  const notes: string[] = [];
  if (result.practice_reason) notes.push(t(`quiz.practice.reason.${result.practice_reason}`, { coins }));
  if (result.practice_capped) notes.push(t('quiz.practice.capped', { coins: t('count.coins', { count: coins }) }));
  if (!result.passed) notes.push(t('quiz.result.notPassed', { pass: formatPercentage(result.pass_percentage, i18n.language) }));
  if (notes.length === 0) return null;
  return (
    <div className="result__notes" data-testid="earning-notes">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

export function ResultView({ result, questions, nextLevelPath, levelsPath, onPlayAgain }: ResultViewProps) {
  const { t, i18n } = useTranslation();
  const pendingRounds = usePendingRounds();
  // Badges this version knows; a newer server's are on the badges screen once the app updates.
  const newBadges = (result.badges_earned ?? []).filter(isBadgeType);
  const percent = Math.round(result.percentage);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t('quiz.result.title', { level: result.level });
  useDocumentTitle(title);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="result" aria-labelledby="result-title">
      <div className="result__hero card">
        <h1 id="result-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="result__percent" aria-label={t('quiz.result.percentLabel', { percent })}>
          {formatPercentage(percent, i18n.language)}
        </p>
        <ul className="result__counts">
          <li>
            <strong>{result.correct}</strong> {t('quiz.result.correct')}
          </li>
          <li>
            <strong>{result.incorrect}</strong> {t('quiz.result.incorrect')}
          </li>
          <li>
            <strong>{result.unanswered}</strong> {t('quiz.result.unanswered')}
          </li>
        </ul>
        <ul className="result__earned">
          <li>{t('quiz.result.scoreEarned', { score: result.score_earned })}</li>
          <li>{t('quiz.result.coinsEarned', { coins: t('count.coins', { count: result.coins_earned }) })}</li>
        </ul>
        <EarningNotes result={result} />
        {/* Present from the first render, so the notice is announced when its chunk brings it in. */}
        <div role="status" aria-live="polite" className="result__badges">
          {newBadges.length ? (
            <Suspense fallback={null}>
              <NewBadges badges={newBadges} />
            </Suspense>
          ) : null}
        </div>
        <p className="result__totals">{t('quiz.result.totals', { coins: t('count.coins', { count: result.coins }), score: formatNumber(result.all_time_score, i18n.language) })}</p>
        {pendingRounds({ place: 'result' })}
        <div className="result__actions">
          <RoundActions nextLevelPath={nextLevelPath} levelsPath={levelsPath} onPlayAgain={onPlayAgain} />
        </div>
      </div>
      <h2 className="result__review-title">{t('quiz.result.review')}</h2>
      <Review result={result} questions={questions} />
    </section>
  );
}

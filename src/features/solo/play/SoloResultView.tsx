/**
 * A solo round's result as the server scored it: correct, incorrect, unanswered and skipped, the
 * percentage, score and coins earned, coins the lifelines and hints took, new badges with the coins
 * each reward paid (in the total, not in the coins earned), why it earned what it did (practice,
 * unpaid), and a review of every answer with its bookmark and report.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoloQuestion, SoloResult } from '../../../../contract/api/solo';
import { isBadgeType } from '../../../../contract/economy/badges';
import { DEFAULT_PRACTICE_DAILY_COINS } from '../../../../contract/quiz/rules';
import { settingsStore } from '../../../lib/settings/settings';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatNumber, formatPercentage } from '../../../lib/i18n/number-format';
import { usePendingRounds } from '../../../lib/pending-rounds-slot';
import { Icon } from '../../../ui/Icon';
import { NewBadges } from '../../badges';
import { BookmarkToggle } from './BookmarkToggle';
import { MathText } from './MathText';
import { ReportButton } from './ReportDialog';
import { SoloActions, type SoloActionsProps } from './SoloActions';

export interface SoloResultViewProps extends SoloActionsProps {
  readonly title: string;
  readonly result: SoloResult;
  readonly questions: readonly SoloQuestion[];
  /** Whether a question is bookmarked as far as this round knows (changed while playing, or a bookmarks round's). */
  readonly bookmarked?: (questionId: number) => boolean;
}

const ICONS = { correct: 'checkCircle', incorrect: 'xCircle', unanswered: 'clock', skipped: 'send' } as const;

function answerText(question: SoloQuestion | undefined, option: number | null, text: string | null): string | null {
  if (text !== null) return text;
  return option !== null && option >= 0 ? (question?.options[option] ?? null) : null;
}

function Review({ result, questions, bookmarked }: Pick<SoloResultViewProps, 'result' | 'questions' | 'bookmarked'>) {
  const { t } = useTranslation();
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (
    <ol className="review">
      {result.review.map((item, index) => {
        const question = byId.get(item.question_id);
        const verdict = item.skipped ? 'skipped' : item.chosen === null && item.chosen_text === null ? 'unanswered' : item.is_correct ? 'correct' : 'incorrect';
        const chosen = answerText(question, item.chosen, item.chosen_text);
        const correct = answerText(question, item.correct_answer, item.correct_text) ?? '';
        return (
          <li key={item.question_id} className={`review__item review__item--${verdict === 'skipped' ? 'unanswered' : verdict}`}>
            <p className="review__question" dir="auto">
              <span className="review__number">{index + 1}.</span> <MathText text={item.question || question?.question || ''} math={question?.math} />
            </p>
            <p className="review__verdict">
              <Icon name={ICONS[verdict]} size={18} /> {t(`solo.result.verdict.${verdict}`)}
            </p>
            <dl className="review__answers">
              <dt>{t('quiz.result.yourAnswer')}</dt>
              <dd dir="auto">{chosen !== null ? <MathText text={chosen} math={question?.math} /> : t('solo.result.noAnswer')}</dd>
              <dt>{t('quiz.result.correctAnswer')}</dt>
              <dd dir="auto">
                <MathText text={correct} math={question?.math} />
              </dd>
            </dl>
            {item.note ? (
              <p className="review__note" dir="auto">
                {item.note}
              </p>
            ) : null}
            <div className="solo-tools">
              <BookmarkToggle questionId={item.question_id} type={item.type} initial={bookmarked?.(item.question_id) ?? false} />
              <ReportButton questionId={item.question_id} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function EarningNotes({ result }: { readonly result: SoloResult }) {
  const { t } = useTranslation();
  const coins = settingsStore.get().system.data?.practice_daily_coin_cap ?? DEFAULT_PRACTICE_DAILY_COINS;
  const notes: string[] = [];
  if (result.earning === 'unpaid') notes.push(t('solo.result.unpaid'));
  if (result.practice_reason) notes.push(t(`solo.result.practice.${result.practice_reason}`, { coins: t('count.coins', { count: coins }) }));
  if (result.practice_capped) notes.push(t('quiz.practice.capped', { coins: t('count.coins', { count: coins }) }));
  if (notes.length === 0) return null;
  return (
    <div className="result__notes" data-testid="earning-notes">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

export function SoloResultView({ title, result, questions, bookmarked, ...actions }: SoloResultViewProps) {
  const { t, i18n } = useTranslation();
  const pendingRounds = usePendingRounds();
  const newBadges = (result.badges_earned ?? []).filter(isBadgeType);
  const rewards = Object.fromEntries((result.badge_rewards ?? []).filter((r) => isBadgeType(r.badge)).map((r) => [r.badge, r.coins]));
  const percent = Math.round(result.percentage);
  const heading = useRef<HTMLHeadingElement>(null);
  const heading1 = t('solo.result.title', { title });
  useDocumentTitle(heading1);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="result" aria-labelledby="result-title">
      <div className="result__hero card">
        <h1 id="result-title" ref={heading} tabIndex={-1} dir="auto">
          {heading1}
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
          <li>
            <strong>{result.skipped}</strong> {t('solo.result.skipped')}
          </li>
        </ul>
        <ul className="result__earned">
          <li>{t('quiz.result.scoreEarned', { score: result.score_earned })}</li>
          <li>{t('quiz.result.coinsEarned', { coins: t('count.coins', { count: result.coins_earned }) })}</li>
          {result.coins_spent > 0 ? <li>{t('solo.result.coinsSpent', { coins: t('count.coins', { count: result.coins_spent }) })}</li> : null}
        </ul>
        <EarningNotes result={result} />
        <div role="status" aria-live="polite" className="result__badges">
          {newBadges.length ? (
            <Suspense fallback={null}>
              <NewBadges badges={newBadges} rewards={rewards} />
            </Suspense>
          ) : null}
        </div>
        <p className="result__totals">{t('quiz.result.totals', { coins: t('count.coins', { count: result.coins }), score: formatNumber(result.all_time_score, i18n.language) })}</p>
        {pendingRounds({ place: 'result' })}
        <div className="result__actions">
          <SoloActions {...actions} />
        </div>
      </div>
      <h2 className="result__review-title">{t('quiz.result.review')}</h2>
      <Review result={result} questions={questions} {...(bookmarked ? { bookmarked } : {})} />
    </section>
  );
}

/**
 * A round's result as the server scored it, the frame Quiz Zone and the solo modes share: the
 * heading (focused, and the document's title), the percentage, the counts, what the round earned and
 * why, the new badges (a live region present from the first render, so the notice is announced when
 * its chunk brings it in), the new totals with other rounds still waiting on this device, the
 * actions, and the answer review (ReviewItem each). The screen loads the `quiz` words it uses.
 */
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title';
import { formatPercentage } from '../lib/i18n/number-format';
import { usePendingRounds } from '../lib/pending-rounds-slot';
import { Icon } from './Icon';

export interface ResultCount {
  readonly value: number;
  readonly label: string;
}

export interface RoundResultProps {
  readonly title: string;
  /** `auto` when the title holds content (a category's name) that may read the other way. */
  readonly titleDir?: 'auto';
  readonly percentage: number;
  readonly counts: readonly ResultCount[];
  /** Score, coins and whatever else the round earned or took, a line each. */
  readonly earned: readonly string[];
  /** Why it earned what it did (practice, unpaid, the pass mark); nothing when a round simply paid. */
  readonly notes: readonly string[];
  /** The new badges' notice (NewBadges), or null. */
  readonly badges: ReactNode;
  readonly totals: string;
  readonly actions: ReactNode;
  /** The review: a ReviewItem per answer. */
  readonly children: ReactNode;
}

export function RoundResult({ title, titleDir, percentage, counts, earned, notes, badges, totals, actions, children }: RoundResultProps) {
  const { t, i18n } = useTranslation();
  const pendingRounds = usePendingRounds();
  const percent = Math.round(percentage);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="result" aria-labelledby="result-title">
      <div className="result__hero card">
        <h1 id="result-title" ref={heading} tabIndex={-1} dir={titleDir}>
          {title}
        </h1>
        <p className="result__percent" aria-label={t('quiz.result.percentLabel', { percent })}>
          {formatPercentage(percent, i18n.language)}
        </p>
        <ul className="result__counts">
          {counts.map(({ value, label }) => (
            <li key={label}>
              <strong>{value}</strong> {label}
            </li>
          ))}
        </ul>
        <ul className="result__earned">
          {earned.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {notes.length > 0 ? (
          <div className="result__notes" data-testid="earning-notes">
            {notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        ) : null}
        <div role="status" aria-live="polite" className="result__badges">
          {badges ? <Suspense fallback={null}>{badges}</Suspense> : null}
        </div>
        <p className="result__totals">{totals}</p>
        {pendingRounds({ place: 'result' })}
        <div className="result__actions">{actions}</div>
      </div>
      <h2 className="result__review-title">{t('quiz.result.review')}</h2>
      <ol className="review">{children}</ol>
    </section>
  );
}

export type ReviewVerdict = 'correct' | 'incorrect' | 'unanswered' | 'skipped';

const VERDICT_ICON = { correct: 'checkCircle', incorrect: 'xCircle', unanswered: 'clock', skipped: 'send' } as const;

export interface ReviewItemProps {
  /** From 1. */
  readonly number: number;
  readonly verdict: ReviewVerdict;
  /** The verdict in the screen's words. */
  readonly verdictText: string;
  readonly question: ReactNode;
  /** The player's answer, or the screen's words for none. */
  readonly chosen: ReactNode;
  readonly correct: ReactNode;
  /** `auto` when the answers are content that may read the other way. */
  readonly answersDir?: 'auto';
  readonly note: string | null | undefined;
  /** Tools for the question (bookmark, report). */
  readonly children?: ReactNode;
}

export function ReviewItem({ number, verdict, verdictText, question, chosen, correct, answersDir, note, children }: ReviewItemProps) {
  const { t } = useTranslation();
  return (
    <li className={`review__item review__item--${verdict === 'skipped' ? 'unanswered' : verdict}`}>
      <p className="review__question" dir="auto">
        <span className="review__number">{number}.</span> {question}
      </p>
      <p className="review__verdict">
        <Icon name={VERDICT_ICON[verdict]} size={18} /> {verdictText}
      </p>
      <dl className="review__answers">
        <dt>{t('quiz.result.yourAnswer')}</dt>
        <dd dir={answersDir}>{chosen}</dd>
        <dt>{t('quiz.result.correctAnswer')}</dt>
        <dd dir={answersDir}>{correct}</dd>
      </dl>
      {note ? (
        <p className="review__note" dir="auto">
          {note}
        </p>
      ) : null}
      {children}
    </li>
  );
}

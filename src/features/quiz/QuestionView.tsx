/**
 * One question: the text, its picture if any, four options (keys 1-4, arrow keys move between
 * them), timer and progress. An answer is followed by feedback: the options show the right one
 * (and the wrong choice), a polite live region says it, and Next takes focus.
 * The number keys answer only while the player is in the question (focus inside it, or nowhere in
 * particular), never while they are on another control such as the header (WCAG 2.1.4). At 5
 * seconds left, one polite announcement says so; the red timer alone would be colour only.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayQuestion } from '../../../contract/api/quiz';
import { formatTimer } from '../../lib/format-time';
import { keysBelongToQuestion, LOW_TIME_SECONDS, moveFocus } from '../../lib/question-keys';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { QuestionImage } from './QuestionImage';

/**
 * What the player sees after answering: the verdict (known: from a pack's key or the server;
 * pending: the server is being asked; unchecked: it could not be asked, the round goes on).
 */
export interface AnswerFeedback {
  readonly status: 'known' | 'pending' | 'unchecked';
  /** The chosen option (the server's recorded one once known), or null when the time ran out. */
  readonly chosen: number | null;
  /** The right option, once known. */
  readonly correct: number | null;
  readonly note: string;
  /** The last question: Next leads to the result. */
  readonly last: boolean;
  readonly onContinue: () => void;
}

export interface QuestionViewProps {
  readonly question: PlayQuestion;
  readonly number: number;
  readonly total: number;
  readonly remaining: number;
  readonly secondsPerQuestion: number;
  readonly onAnswer: (choice: number) => void;
  /** Set once the question is answered; null or absent while it is open. */
  readonly feedback?: AnswerFeedback | null;
  /** The picture comes from the downloaded pack's media rather than the network. */
  readonly mediaFromPack?: boolean;
}

function optionClass(index: number, feedback: AnswerFeedback | null): string {
  if (!feedback) return 'option';
  if (feedback.correct === null) return index === feedback.chosen ? 'option option--chosen' : 'option option--dimmed';
  if (index === feedback.correct) return 'option option--correct';
  return index === feedback.chosen ? 'option option--wrong' : 'option option--dimmed';
}

function FeedbackMessage({ feedback, options }: { readonly feedback: AnswerFeedback; readonly options: readonly string[] }) {
  const { t } = useTranslation();
  if (feedback.status !== 'known' || feedback.correct === null) {
    return (
      <p className="feedback__verdict">
        <Icon name={feedback.status === 'pending' ? 'clock' : 'send'} size={22} />
        <span>{t(feedback.status === 'pending' ? 'quiz.offline.feedback.checking' : 'quiz.offline.feedback.unchecked')}</span>
      </p>
    );
  }
  const verdict = feedback.chosen === null ? 'timeUp' : feedback.chosen === feedback.correct ? 'correct' : 'incorrect';
  return (
    <>
      <p className="feedback__verdict">
        <Icon name={verdict === 'correct' ? 'checkCircle' : verdict === 'incorrect' ? 'xCircle' : 'clock'} size={22} />
        <span>{t(`quiz.offline.feedback.${verdict}`)}</span>
      </p>
      {verdict !== 'correct' ? (
        <p className="feedback__answer" dir="auto">
          {t('quiz.offline.feedback.rightAnswer', { answer: options[feedback.correct] ?? '' })}
        </p>
      ) : null}
      {feedback.note ? (
        <p className="feedback__note" dir="auto">
          {feedback.note}
        </p>
      ) : null}
    </>
  );
}

export function QuestionView(props: QuestionViewProps) {
  const { question, number, total, remaining, secondsPerQuestion, onAnswer, feedback = null, mediaFromPack = false } = props;
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const answerByKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (feedback || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    if (!keysBelongToQuestion(section.current)) return;
    const choice = Number(event.key) - 1;
    if (Number.isInteger(choice) && choice >= 0 && choice < question.options.length) {
      event.preventDefault();
      onAnswer(choice);
    }
  });

  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent): void => answerByKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  useEffect(() => {
    heading.current?.focus();
  }, [question.id]);

  const answered = feedback !== null;
  // Next takes focus once it can be used (not while the server's verdict is awaited).
  const ready = answered && feedback.status !== 'pending';
  useEffect(() => {
    if (ready) next.current?.focus();
  }, [ready]);

  const low = remaining <= LOW_TIME_SECONDS;
  // Said once per question: the text appears at 5 s and stays the same until the next question.
  const warnLowTime = secondsPerQuestion > LOW_TIME_SECONDS && remaining > 0 && low;
  return (
    <section ref={section} className="play" aria-labelledby={`question-${question.id}`}>
      <div className="play__bar">
        <p className="play__progress">
          <span className="visually-hidden">{t('quiz.play.questionLabel')} </span>
          {t('quiz.play.progress', { current: number, total })}
        </p>
        <div className={`play__timer${low ? ' play__timer--low' : ''}`} role="timer" aria-label={t('quiz.play.timeLeft')}>
          <Icon name="clock" size={18} /> <span data-testid="question-timer">{formatTimer(remaining)}</span>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="low-time">
        {warnLowTime ? t('quiz.play.lowTime', { count: LOW_TIME_SECONDS }) : ''}
      </p>
      <progress className="play__meter" max={total} value={number - 1} aria-label={t('quiz.play.progressLabel')} />
      <div className="play__time-meter" aria-hidden="true">
        <span style={{ inlineSize: `${(remaining / Math.max(1, secondsPerQuestion)) * 100}%` }} />
      </div>
      <h1 id={`question-${question.id}`} ref={heading} tabIndex={-1} className="play__question" dir="auto">
        {question.question}
      </h1>
      {question.image_url ? <QuestionImage url={question.image_url} alt={question.image_alt ?? question.question} fromPack={mediaFromPack} /> : null}
      <ol className="play__options" onKeyDown={moveFocus}>
        {question.options.map((option, index) => (
          <li key={index}>
            <button
              type="button"
              className={optionClass(index, feedback)}
              aria-keyshortcuts={feedback ? undefined : String(index + 1)}
              disabled={answered}
              onClick={() => onAnswer(index)}
            >
              <span className="option__key" aria-hidden="true">
                {index + 1}
              </span>
              <span className="option__text" dir="auto">
                {option}
              </span>
              {/* Marked by an icon and words, not by colour alone. */}
              {feedback && index === feedback.correct ? (
                <>
                  <Icon name="checkCircle" size={22} className="option__mark" />
                  <span className="visually-hidden"> {t('quiz.offline.feedback.markCorrect')}</span>
                </>
              ) : null}
              {feedback && index === feedback.chosen && index !== feedback.correct ? (
                <>
                  <Icon name="xCircle" size={22} className="option__mark" />
                  <span className="visually-hidden"> {t('quiz.offline.feedback.markChosen')}</span>
                </>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
      {/* Always present, so screen readers announce the verdict when it appears. */}
      <div className={answered ? 'feedback' : undefined} aria-live="polite" data-testid="answer-feedback">
        {feedback ? <FeedbackMessage feedback={feedback} options={question.options} /> : null}
      </div>
      {feedback ? (
        <Button ref={next} onClick={feedback.onContinue} className="feedback__next" disabled={feedback.status === 'pending'}>
          {feedback.last ? t('quiz.offline.feedback.finish') : t('quiz.offline.feedback.next')}
        </Button>
      ) : (
        <p className="play__hint">{t('quiz.play.keyboardHint')}</p>
      )}
    </section>
  );
}

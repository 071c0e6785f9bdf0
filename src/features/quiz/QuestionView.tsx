/** One question: the text, four options (keys 1-4, arrow keys move between them), timer and progress. */
import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayQuestion } from '../../../contract/api/quiz';
import { formatTimer } from '../../lib/format-time';
import { Icon } from '../../ui/Icon';

export interface QuestionViewProps {
  readonly question: PlayQuestion;
  readonly number: number;
  readonly total: number;
  readonly remaining: number;
  readonly secondsPerQuestion: number;
  readonly onAnswer: (choice: number) => void;
}

const LOW_TIME_SECONDS = 5;

function moveFocus(event: KeyboardEvent<HTMLOListElement>): void {
  const rtl = document.documentElement.dir === 'rtl';
  const forward = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
  const backward = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
  if (![...forward, ...backward].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.findIndex((b) => b === document.activeElement);
  const step = forward.includes(event.key) ? 1 : -1;
  const next = buttons[(index + step + buttons.length) % buttons.length];
  event.preventDefault();
  next?.focus();
}

export function QuestionView({ question, number, total, remaining, secondsPerQuestion, onAnswer }: QuestionViewProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const answerByKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement) return;
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

  const low = remaining <= LOW_TIME_SECONDS;
  return (
    <section className="play" aria-labelledby={`question-${question.id}`}>
      <div className="play__bar">
        <p className="play__progress">
          <span className="visually-hidden">{t('quiz.play.questionLabel')} </span>
          {t('quiz.play.progress', { current: number, total })}
        </p>
        <div className={`play__timer${low ? ' play__timer--low' : ''}`} role="timer" aria-label={t('quiz.play.timeLeft')}>
          <Icon name="clock" size={18} /> <span data-testid="question-timer">{formatTimer(remaining)}</span>
        </div>
      </div>
      <progress className="play__meter" max={total} value={number - 1} aria-label={t('quiz.play.progressLabel')} />
      <div className="play__time-meter" aria-hidden="true">
        <span style={{ inlineSize: `${(remaining / Math.max(1, secondsPerQuestion)) * 100}%` }} />
      </div>
      <h1 id={`question-${question.id}`} ref={heading} tabIndex={-1} className="play__question" dir="auto">
        {question.question}
      </h1>
      <ol className="play__options" onKeyDown={moveFocus}>
        {question.options.map((option, index) => (
          <li key={index}>
            <button type="button" className="option" onClick={() => onAnswer(index)}>
              <span className="option__key" aria-hidden="true">
                {index + 1}
              </span>
              <span className="option__text" dir="auto">{option}</span>
            </button>
          </li>
        ))}
      </ol>
      <p className="play__hint">{t('quiz.play.keyboardHint')}</p>
    </section>
  );
}

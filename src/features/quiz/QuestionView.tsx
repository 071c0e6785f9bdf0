/**
 * One question: the text, four options (keys 1-4, arrow keys move between them), timer and progress.
 * The number keys answer only while the player is in the question (focus inside it, or nowhere in
 * particular), never while they are on another control such as the header (WCAG 2.1.4). At 5
 * seconds left, one polite announcement says so; the red timer alone would be colour only.
 */
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

export const LOW_TIME_SECONDS = 5;

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

/** The number keys belong to the question when focus is in it, or on the page or main region as a whole. */
export function keysBelongToQuestion(section: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!section) return false;
  if (!active || active === document.body || active === document.documentElement) return true;
  return section.contains(active) || active === document.getElementById('main');
}

export function QuestionView({ question, number, total, remaining, secondsPerQuestion, onAnswer }: QuestionViewProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const answerByKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
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
        {warnLowTime ? t('quiz.play.lowTime', { seconds: LOW_TIME_SECONDS }) : ''}
      </p>
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
            <button type="button" className="option" aria-keyshortcuts={String(index + 1)} onClick={() => onAnswer(index)}>
              <span className="option__key" aria-hidden="true">
                {index + 1}
              </span>
              <span className="option__text" dir="auto">
                {option}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <p className="play__hint">{t('quiz.play.keyboardHint')}</p>
    </section>
  );
}

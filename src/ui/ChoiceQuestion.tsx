/**
 * A question with choices where the choice is not judged on the spot (an exam, a live contest):
 * the text, its picture, and the options as buttons that show which one is chosen (aria-pressed,
 * a mark and words, not colour alone). Keys 1 to 4 choose while the player is in the question;
 * the arrow keys move between options. The heading takes focus when the question changes.
 */
import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './Icon';
import './choice-question.css';

export interface ChoiceQuestionProps {
  readonly id: number;
  readonly question: string;
  readonly options: readonly string[];
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly chosen: number | null;
  readonly onChoose: (choice: number) => void;
  /** No more choosing (an answer given in a contest is final, a closed attempt). */
  readonly locked?: boolean;
  /** Said after the chosen option's text for screen readers ("selected"). */
  readonly chosenLabel: string;
  /** Above the text: "Question 3 of 10", marks. */
  readonly header?: ReactNode;
}

function moveFocus(event: KeyboardEvent<HTMLOListElement>): void {
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const forward = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
  const backward = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
  if (![...forward, ...backward].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  if (buttons.length === 0) return;
  const index = buttons.findIndex((b) => b === document.activeElement);
  const step = forward.includes(event.key) ? 1 : -1;
  event.preventDefault();
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
}

/** The number keys are the question's when focus is inside it or nowhere in particular (WCAG 2.1.4). */
function keysBelong(section: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!section) return false;
  if (!active || active === document.body || active === document.documentElement) return true;
  return section.contains(active) || active === document.getElementById('main');
}

export function ChoiceQuestion({ id, question, options, imageUrl, imageAlt, chosen, onChoose, locked = false, chosenLabel, header }: ChoiceQuestionProps) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const byKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (locked || event.altKey || event.ctrlKey || event.metaKey || event.repeat || !keysBelong(section.current)) return;
    const choice = Number(event.key) - 1;
    if (Number.isInteger(choice) && choice >= 0 && choice < options.length) {
      event.preventDefault();
      onChoose(choice);
    }
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent): void => byKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  useEffect(() => {
    heading.current?.focus();
  }, [id]);

  return (
    <section ref={section} className="choice-question" aria-labelledby={`choice-question-${id}`}>
      {header}
      <h2 id={`choice-question-${id}`} ref={heading} tabIndex={-1} className="choice-question__text" dir="auto">
        {question}
      </h2>
      {imageUrl ? (
        <figure className="choice-question__figure">
          <img src={imageUrl} alt={imageAlt ?? question} width={240} height={160} decoding="async" />
        </figure>
      ) : null}
      <ol className="choice-question__options" onKeyDown={moveFocus}>
        {options.map((option, index) => (
          <li key={index}>
            <button
              type="button"
              className={`choice${index === chosen ? ' choice--chosen' : ''}`}
              aria-pressed={index === chosen}
              aria-keyshortcuts={locked ? undefined : String(index + 1)}
              disabled={locked && index !== chosen}
              onClick={() => {
                if (!locked) onChoose(index);
              }}
            >
              <span className="choice__key" aria-hidden="true">
                {index + 1}
              </span>
              <span className="choice__text" dir="auto">
                {option}
              </span>
              {index === chosen ? (
                <>
                  <Icon name="check" size={22} className="choice__mark" />
                  <span className="visually-hidden"> {chosenLabel}</span>
                </>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

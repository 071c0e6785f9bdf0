/**
 * One question of a solo round: progress and the timer (mm:ss), the question (formulas rendered,
 * a picture with its description, an audio clip with its transcript), then the way to answer it:
 * four options (keys 1-4), true/false as two big buttons, or Guess The Word's tiles. After an
 * answer the verdict shows (right or wrong, the right answer, the note) and Next takes focus.
 * The lifelines bar, the word hints and the bookmark and report tools come from the round.
 */
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoloQuestion } from '../../../../contract/api/solo';
import { formatTimer } from '../../../lib/format-time';
import { formatPercentage } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { keysBelongToQuestion, LOW_TIME_SECONDS, moveFocus } from '../../../lib/question-keys';
import { SoloImage } from './SoloImage';
import { AudioPlayer } from './AudioPlayer';
import { MathText } from './MathText';
import { mathToText } from './tex-text';
import type { QuestionHelp, SoloVerdict } from './solo-play-state';
import { isTwoChoice } from './solo-round-model';
import { WordTiles } from './WordTiles';

export interface SoloFeedback {
  readonly verdict: SoloVerdict | null;
  readonly chosen: number | null;
  readonly text: string | null;
  readonly last: boolean;
}

export interface SoloQuestionViewProps {
  readonly question: SoloQuestion;
  readonly number: number;
  readonly total: number;
  readonly remaining: number;
  /** The clock's full time: the question's, or the whole round's (Self Challenge). */
  readonly clockSeconds: number;
  readonly roundClock: boolean;
  readonly help: QuestionHelp;
  readonly revealed: ReadonlyArray<{ position: number; letter: string }>;
  readonly feedback: SoloFeedback | null;
  readonly fromPack: boolean;
  readonly onAnswer: (choice: number) => void;
  readonly onWord: (word: string) => void;
  readonly onContinue: () => void;
  /** The lifelines bar, the hints, the bookmark and report tools. */
  readonly tools?: ReactNode;
}

function optionState(index: number, feedback: SoloFeedback | null, removed: readonly number[]): string {
  if (removed.includes(index)) return ' option--removed';
  if (!feedback) return '';
  const verdict = feedback.verdict;
  if (!verdict || 'unchecked' in verdict) return index === feedback.chosen ? ' option--chosen' : ' option--dimmed';
  if (index === verdict.correct) return ' option--correct';
  return index === feedback.chosen ? ' option--wrong' : ' option--dimmed';
}

function Verdict({ feedback, question }: { readonly feedback: SoloFeedback; readonly question: SoloQuestion }) {
  const { t } = useTranslation();
  const verdict = feedback.verdict;
  if (!verdict || 'unchecked' in verdict) {
    return (
      <p className="feedback__verdict">
        <Icon name={verdict ? 'send' : 'clock'} size={22} />
        <span>{t(verdict ? 'quiz.offline.feedback.unchecked' : 'quiz.offline.feedback.checking')}</span>
      </p>
    );
  }
  const timeUp = feedback.chosen === null && feedback.text === null;
  const kind = timeUp ? 'timeUp' : verdict.is_correct ? 'correct' : 'incorrect';
  const right = verdict.correct_text ?? question.options[verdict.correct] ?? '';
  return (
    <>
      <p className="feedback__verdict">
        <Icon name={kind === 'correct' ? 'checkCircle' : kind === 'incorrect' ? 'xCircle' : 'clock'} size={22} />
        <span>{t(`quiz.offline.feedback.${kind}`)}</span>
      </p>
      {kind !== 'correct' ? (
        <p className="feedback__answer" dir="auto">
          {/* A formula cannot go through the translation as text: it follows the sentence instead. */}
          {question.math ? (
            <>
              {t('quiz.offline.feedback.rightAnswer', { answer: '' })}
              <MathText text={right} math />
            </>
          ) : (
            t('quiz.offline.feedback.rightAnswer', { answer: right })
          )}
        </p>
      ) : null}
      {verdict.note ? (
        <p className="feedback__note" dir="auto">
          <MathText text={verdict.note} math={question.math} />
        </p>
      ) : null}
    </>
  );
}

export function SoloQuestionView(props: SoloQuestionViewProps) {
  const { question, number, total, remaining, clockSeconds, roundClock, help, revealed, feedback, fromPack, onAnswer, onWord, onContinue, tools } = props;
  const { t, i18n } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const removed = help.removed ?? [];
  const twoChoice = isTwoChoice(question);

  const answerByKey = useEffectEvent((event: KeyboardEvent) => {
    if (question.kind !== 'choice' || feedback || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    if (!keysBelongToQuestion(section.current)) return;
    const choice = Number(event.key) - 1;
    if (Number.isInteger(choice) && choice >= 0 && choice < question.options.length && !removed.includes(choice)) {
      event.preventDefault();
      onAnswer(choice);
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => answerByKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  useEffect(() => heading.current?.focus(), [question.id]);
  const ready = feedback !== null && feedback.verdict !== null;
  useEffect(() => {
    if (ready) next.current?.focus();
  }, [ready]);

  const low = remaining <= LOW_TIME_SECONDS;
  const warnLowTime = clockSeconds > LOW_TIME_SECONDS && remaining > 0 && low;
  return (
    <section ref={section} className="play solo-play" aria-labelledby={`question-${question.id}`}>
      <div className="play__bar">
        <p className="play__progress">
          <span className="visually-hidden">{t('quiz.play.questionLabel')} </span>
          {t('quiz.play.progress', { current: number, total })}
        </p>
        <div className={`play__timer${low ? ' play__timer--low' : ''}`} role="timer" aria-label={t(roundClock ? 'solo.play.roundTimeLeft' : 'quiz.play.timeLeft')}>
          <Icon name="clock" size={18} /> <span data-testid="question-timer">{formatTimer(remaining)}</span>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {warnLowTime ? t('quiz.play.lowTime', { count: LOW_TIME_SECONDS }) : ''}
      </p>
      <progress className="play__meter" max={total} value={number - 1} aria-label={t('quiz.play.progressLabel')} />
      <h1 id={`question-${question.id}`} ref={heading} tabIndex={-1} className="play__question" dir="auto">
        <MathText text={question.question} math={question.math} />
      </h1>
      {question.image_url ? <SoloImage url={question.image_url} alt={question.image_alt ?? question.question} fromPack={fromPack} /> : null}
      {question.audio_url ? <AudioPlayer url={question.audio_url} transcript={question.transcript} fromPack={fromPack} /> : null}
      {question.kind === 'word' ? (
        <WordTiles
          key={question.id}
          letters={question.letters ?? []}
          length={question.word_length ?? 0}
          revealed={revealed}
          disabled={feedback !== null}
          onSubmit={onWord}
          section={section}
        />
      ) : (
        <ol className={`play__options${twoChoice ? ' play__options--two' : ''}`} onKeyDown={moveFocus}>
          {question.options.map((option, index) => {
            const gone = removed.includes(index);
            const share = help.poll?.[index];
            return (
              <li key={index}>
                <button
                  type="button"
                  className={`option${twoChoice ? ' option--big' : ''}${optionState(index, feedback, removed)}`}
                  aria-keyshortcuts={feedback || gone ? undefined : String(index + 1)}
                  disabled={feedback !== null || gone}
                  onClick={() => onAnswer(index)}
                >
                  {twoChoice ? null : (
                    <span className="option__key" aria-hidden="true">
                      {index + 1}
                    </span>
                  )}
                  {question.math ? (
                    <>
                      {/* A button's content is presentational: the formula's MathML is not read inside
                          it, so the name is the formula as text (tex-text.ts) and the picture is hidden. */}
                      <span className="option__text" dir="auto" aria-hidden="true">
                        <MathText text={option} math />
                      </span>
                      <span className="visually-hidden">{mathToText(option)}</span>
                    </>
                  ) : (
                    <span className="option__text" dir="auto">
                      {option}
                    </span>
                  )}
                  {gone ? <span className="visually-hidden"> {t('solo.lifelines.removedOption')}</span> : null}
                  {share !== undefined && !gone ? <span className="option__poll">{t('solo.lifelines.pollShare', { percent: formatPercentage(share, i18n.language) })}</span> : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className={feedback ? 'feedback' : undefined} aria-live="polite" data-testid="answer-feedback">
        {feedback ? <Verdict feedback={feedback} question={question} /> : null}
      </div>
      {feedback ? (
        <Button ref={next} onClick={onContinue} className="feedback__next" disabled={!ready}>
          {feedback.last ? t('quiz.offline.feedback.finish') : t('quiz.offline.feedback.next')}
        </Button>
      ) : question.kind === 'choice' ? (
        <p className="play__hint">{t(twoChoice ? 'solo.play.twoChoiceHint' : 'quiz.play.keyboardHint')}</p>
      ) : null}
      {tools}
    </section>
  );
}

/**
 * One round of a level: answers go into the sheet, the sheet goes to the outbox, and the server's
 * score comes back (or the round ends saved on the device). Played from a pack, each answer gets
 * feedback before the next question. The app is busy (no update reloads) until the round is over.
 * The tab is titled after the level; when the sheet cannot be stored, the failure becomes the
 * page's h1 and takes focus (the answer buttons that had it are gone).
 */
import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackQuestion } from '../../../contract/api/packs';
import type { Answer, PlayQuestion } from '../../../contract/api/quiz';
import { answerTimeLimitMs, levelUnlockedAfter, tallySheet } from '../../../contract/quiz/rules';
import { useDocumentTitle } from '../../lib/document-title';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { useBusyWhile } from '../../lib/safe-point';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StatusMessage } from '../../ui/StatusMessage';
import { initialPlayState, playReducer, type PlayState } from './play-state';
import { QuestionView, type AnswerFeedback } from './QuestionView';
import type { LevelRef } from './quiz.api';
import { ResultView } from './ResultView';
import { RejectedSheetView, SavedOnDeviceView } from './SheetOutcomeView';
import { useCountdown } from './use-countdown';
import { useLevelSubmit } from './use-level-submit';

/**
 * The server's questions (no answer key) with the round they were served in, or a downloaded
 * pack's (with the key), played as practice.
 */
export type RoundQuestions =
  | { readonly source: 'server'; readonly questions: readonly PlayQuestion[]; readonly roundId: string }
  | { readonly source: 'pack'; readonly questions: readonly PackQuestion[] };

export interface PlayRoundProps {
  readonly levelRef: LevelRef;
  readonly round: RoundQuestions;
  readonly secondsPerQuestion: number;
  /** The percentage that opens the next level. */
  readonly passPercentage: number;
  /** The subcategory's last level, when known (for the local unlock and the next-level link). */
  readonly maxLevel: number | null;
  readonly levelsPath: string;
  readonly nextLevelPath: (level: number) => string;
  readonly onPlayAgain: () => void;
}

const IN_PLAY = new Set<PlayState['phase']>(['playing', 'feedback', 'submitting']);

function feedbackFor(state: PlayState, key: readonly PackQuestion[] | null, onContinue: () => void): AnswerFeedback | null {
  const question = key?.[state.index];
  const given = question ? state.answers.find((a) => a.question_id === question.id) : undefined;
  if (state.phase !== 'feedback' || !question || !given) return null;
  return { chosen: given.answer, correct: question.answer, note: question.note, last: state.answers.length >= state.total, onContinue };
}

export function PlayRound({ levelRef, round, secondsPerQuestion, passPercentage, maxLevel, levelsPath, nextLevelPath, onPlayAgain }: PlayRoundProps) {
  const { t } = useTranslation();
  const key = round.source === 'pack' ? round.questions : null;
  const questions: readonly PlayQuestion[] = round.questions;
  const [state, dispatch] = useReducer(playReducer, undefined, () => initialPlayState(questions.length, key !== null));
  const questionStartedAt = useRef(0);
  const question = questions[state.index];
  const sheet = useLevelSubmit(levelRef, { maxLevel, passPercentage, roundId: round.source === 'server' ? round.roundId : null }, dispatch);
  const limitMs = answerTimeLimitMs(secondsPerQuestion);
  // With a pack's key the device tallies the round itself: for the local unlock and the saved view.
  const tally = key && state.answers.length >= state.total ? tallySheet(key, state.answers, limitMs) : null;
  useBusyWhile(IN_PLAY.has(state.phase));

  useEffect(() => {
    questionStartedAt.current = Date.now();
  }, [state.index]);

  // The sheet leaves whenever the round reaches 'submitting': after the last answer (or its
  // feedback), and again on a retry.
  const send = useEffectEvent(() => sheet.submit(state.answers, tally?.percentage ?? null));
  useEffect(() => {
    if (state.phase === 'submitting') send();
  }, [state.phase]);

  const answer = (choice: number | null): void => {
    if (state.phase !== 'playing' || !question) return;
    const entry: Answer = { question_id: question.id, answer: choice, time_ms: Date.now() - questionStartedAt.current };
    dispatch({ type: 'answer', questionId: entry.question_id, answer: entry.answer, timeMs: entry.time_ms });
  };

  const remaining = useCountdown(secondsPerQuestion, `q${state.index}`, state.phase === 'playing', () => answer(null));
  // The result and the outcome messages name the tab themselves (ResultView, the h1 StatusMessage).
  useDocumentTitle(IN_PLAY.has(state.phase) ? t('quiz.levels.level', { level: levelRef.level }) : null);

  const localNext = maxLevel !== null && tally ? levelUnlockedAfter(levelRef.level, maxLevel, tally.percentage, passPercentage) : null;
  const actions = { levelsPath, onPlayAgain, nextLevelPath: localNext !== null ? nextLevelPath(localNext) : null };

  if (state.phase === 'done' && state.result) {
    const next = state.result.next_level;
    return (
      <ResultView
        result={state.result}
        questions={questions}
        nextLevelPath={next !== null ? nextLevelPath(next) : null}
        levelsPath={levelsPath}
        onPlayAgain={onPlayAgain}
      />
    );
  }
  if (state.phase === 'saved') return <SavedOnDeviceView tally={tally} practice={key !== null} passPercentage={passPercentage} {...actions} />;
  if (state.phase === 'rejected') return <RejectedSheetView reason={state.rejection?.message ?? ''} {...actions} />;
  if (state.phase === 'submitting') return <Spinner label={t('quiz.play.submitting')} />;
  if (state.phase === 'submit-failed') {
    return (
      <StatusMessage
        tone="error"
        icon="send"
        headingLevel={1}
        focusOnMount
        title={t('quiz.play.submitFailed')}
        action={<Button onClick={() => dispatch({ type: 'submit' })}>{t('common.retry')}</Button>}
      >
        {sheet.error ? <p>{inlineErrorMessage(sheet.error)}</p> : null}
        <p>{t('quiz.play.answersKept')}</p>
      </StatusMessage>
    );
  }
  if (!question) return null;
  return (
    <QuestionView
      question={question}
      number={state.index + 1}
      total={questions.length}
      remaining={remaining}
      secondsPerQuestion={secondsPerQuestion}
      onAnswer={answer}
      feedback={feedbackFor(state, key, () => dispatch({ type: 'continue' }))}
      mediaFromPack={key !== null}
    />
  );
}

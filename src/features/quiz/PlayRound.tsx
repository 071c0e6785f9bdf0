/**
 * One round of a level: each answer gets its feedback (from a pack's key, or from the server for a
 * round it served) before the next question; the sheet goes to the outbox, and the server's score
 * comes back (or the round ends saved on the device, and turns into the server's result when a sync
 * brings it). The round in progress survives a reload (round-store.ts). The app is busy (no update
 * reloads) until the round is over.
 * The tab is titled after the level; when the sheet cannot be stored, the failure becomes the
 * page's h1 and takes focus (the answer buttons that had it are gone).
 */
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackQuestion } from '../../../contract/api/packs';
import type { Answer, PlayQuestion } from '../../../contract/api/quiz';
import { answerTimeLimitMs, levelUnlockedAfter, tallySheet } from '../../../contract/quiz/rules';
import { useDocumentTitle } from '../../lib/document-title';
import { useBusyWhile } from '../../lib/safe-point';
import { Spinner } from '../../ui/Spinner';
import { SubmitFailed } from '../../ui/SubmitFailed';
import { currentVerdict, initialPlayState, playReducer, type PlayState, type Verdict } from './play-state';
import { QuestionView, type AnswerFeedback } from './QuestionView';
import { quizApi, type LevelRef } from './quiz.api';
import { currentUserId } from '../../lib/session/current-user-id';
import { clearRound, saveRound, type StoredRound } from './round-store';
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
  /** A served round's end (ms since the epoch), so a stored round is not resumed past it. */
  readonly expiresAt?: number | null;
  /** The same round as before a reload, at the same question with the time it had left. */
  readonly resume?: StoredRound | null;
}

const IN_PLAY = new Set<PlayState['phase']>(['playing', 'feedback', 'submitting']);

function feedbackFor(state: PlayState, questionId: number | undefined, onContinue: () => void): AnswerFeedback | null {
  const given = state.answers.find((a) => a.question_id === questionId);
  if (state.phase !== 'feedback' || !given) return null;
  const verdict = currentVerdict(state, questionId);
  const last = state.answers.length >= state.total;
  if (!verdict) return { status: 'pending', chosen: given.answer, correct: null, note: '', last, onContinue };
  if ('unchecked' in verdict) return { status: 'unchecked', chosen: given.answer, correct: null, note: '', last, onContinue };
  return { status: 'known', chosen: verdict.chosen, correct: verdict.correct, note: verdict.note, last, onContinue };
}

/** The verdict of an answer from a pack's key, at once. */
function packVerdict(key: readonly PackQuestion[], answer: Answer, limitMs: number): Verdict | null {
  const question = key.find((q) => q.id === answer.question_id);
  if (!question) return null;
  const chosen = answer.time_ms <= limitMs ? answer.answer : null;
  return { question_id: question.id, chosen, correct: question.answer, note: question.note };
}

export function PlayRound(props: PlayRoundProps) {
  const { levelRef, round, secondsPerQuestion, passPercentage, maxLevel, levelsPath, nextLevelPath, onPlayAgain, expiresAt = null, resume = null } = props;
  const { t } = useTranslation();
  const key = round.source === 'pack' ? round.questions : null;
  const questions: readonly PlayQuestion[] = round.questions;
  const [state, dispatch] = useReducer(playReducer, undefined, () => resume?.state ?? initialPlayState(questions.length));
  const limitMs = answerTimeLimitMs(secondsPerQuestion);
  // When the question on screen runs out of time, by the wall clock: it survives a reload.
  const [deadline, setDeadline] = useState(() => resume?.deadline ?? Date.now() + secondsPerQuestion * 1000);
  const shownIndex = useRef(state.index);
  const question = questions[state.index];
  const roundId = round.source === 'server' ? round.roundId : null;
  const sheet = useLevelSubmit(levelRef, { maxLevel, passPercentage, roundId }, dispatch);
  // With a pack's key the device tallies the round itself: for the local unlock and the saved view.
  const tally = key && state.answers.length >= state.total ? tallySheet(key, state.answers, limitMs) : null;
  useBusyWhile(IN_PLAY.has(state.phase));

  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    setDeadline(Date.now() + secondsPerQuestion * 1000);
  }, [state.index, secondsPerQuestion]);

  // The round in progress survives a reload; it is dropped once the sheet leaves, or when the player leaves.
  const userId = currentUserId();
  useEffect(() => {
    if (!userId) return;
    if (state.phase === 'playing' || state.phase === 'feedback') {
      saveRound(userId, levelRef, { round, secondsPerQuestion, passPercentage, maxLevel, expiresAt, state, deadline: state.phase === 'playing' ? deadline : null });
    } else clearRound(userId, levelRef);
  }, [userId, levelRef, round, secondsPerQuestion, passPercentage, maxLevel, expiresAt, state, deadline]);
  useEffect(() => () => (userId ? clearRound(userId, levelRef) : undefined), [userId, levelRef]);

  // Each answer's verdict: from the pack's key, or asked of the server (again after a reload: the
  // server answers with the recorded first answer). Without an answer, the round goes on unchecked.
  const checking = useRef<number | null>(null);
  const verify = useEffectEvent((answer: Answer) => {
    if (key) {
      const verdict = packVerdict(key, answer, limitMs);
      if (verdict) dispatch({ type: 'verdict', verdict });
      return;
    }
    if (!roundId || checking.current === answer.question_id) return;
    checking.current = answer.question_id;
    quizApi
      .check(roundId, answer)
      .then((v) => dispatch({ type: 'verdict', verdict: { question_id: v.question_id, chosen: v.chosen, correct: v.correct_answer, note: v.note } }))
      .catch(() => dispatch({ type: 'verdict', verdict: { question_id: answer.question_id, unchecked: true } }))
      .finally(() => {
        if (checking.current === answer.question_id) checking.current = null;
      });
  });
  const awaiting = state.phase === 'feedback' && question && !currentVerdict(state, question.id) ? state.answers.find((a) => a.question_id === question.id) : undefined;
  useEffect(() => {
    if (awaiting) verify(awaiting);
  }, [awaiting]);

  // The sheet leaves whenever the round reaches 'submitting': after the last answer's feedback, and
  // again on a retry.
  const send = useEffectEvent(() => sheet.submit(state.answers, tally?.percentage ?? null));
  useEffect(() => {
    if (state.phase === 'submitting') send();
  }, [state.phase]);

  const answer = (choice: number | null): void => {
    if (state.phase !== 'playing' || !question) return;
    const startedAt = deadline - secondsPerQuestion * 1000;
    const entry: Answer = { question_id: question.id, answer: choice, time_ms: Date.now() - startedAt };
    dispatch({ type: 'answer', questionId: entry.question_id, answer: entry.answer, timeMs: entry.time_ms });
  };

  const remaining = useCountdown(secondsPerQuestion, `q${state.index}:${deadline}`, state.phase === 'playing', () => answer(null), deadline);
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
  if (state.phase === 'submit-failed') return <SubmitFailed error={sheet.error} onRetry={() => dispatch({ type: 'submit' })} />;
  if (!question) return null;
  return (
    <QuestionView
      question={question}
      number={state.index + 1}
      total={questions.length}
      remaining={remaining}
      secondsPerQuestion={secondsPerQuestion}
      onAnswer={answer}
      feedback={feedbackFor(state, question.id, () => dispatch({ type: 'continue' }))}
      mediaFromPack={key !== null}
    />
  );
}

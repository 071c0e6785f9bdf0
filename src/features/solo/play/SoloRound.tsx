/**
 * One solo round from its first question to its result. Each answer gets its verdict (from the
 * pack's key at once, or from check_solo_answer), the clock runs per question (or once for the
 * whole round in Self Challenge), lifelines and word hints are bought online (use_lifeline,
 * use_word_hint: the coins shown come from the server) or applied from the key offline (charged
 * when the sheet syncs), and the sheet goes through the outbox like Quiz Zone's.
 */
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoloAnswer } from '../../../../contract/api/solo';
import type { Lifeline } from '../../../../contract/quiz/solo-modes';
import { useDocumentTitle } from '../../../lib/document-title';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { isApiError } from '../../../lib/request/api-error';
import { useBusyWhile } from '../../../lib/safe-point';
import { sessionStore, setCoinsAndScore } from '../../../lib/session/session-store';
import { Spinner } from '../../../ui/Spinner';
import { SubmitFailed } from '../../../ui/SubmitFailed';
import { useCountdown } from '../../../lib/use-countdown';
import { BookmarkToggle } from './BookmarkToggle';
import { LifelinesBar } from './LifelinesBar';
import { lifelineRefusal, localFiftyFifty, localPoll } from './lifeline-rules';
import { packVerdict } from './pack-verdict';
import { ReportButton } from './ReportDialog';
import { buildSoloSheet } from './solo-sheet';
import { soloApi } from './solo.api';
import { initialSoloState, soloReducer, verdictOf, type SoloPlayState } from './solo-play-state';
import type { PlayableRound } from './solo-round-model';
import type { SoloActionsProps } from './SoloActions';
import { SoloRejectedView, SoloSavedView } from './SoloOutcomeViews';
import { SoloQuestionView } from './SoloQuestionView';
import { SoloResultView } from './SoloResultView';
import { WordHints } from './WordHints';
import { useSoloSubmit } from './use-solo-submit';
import { currentUserId } from '../../../lib/session/current-user-id';
import { clearSoloRound, saveSoloRound, type StoredSoloRound } from './solo-round-store';

const IN_PLAY = new Set<SoloPlayState['phase']>(['playing', 'feedback', 'submitting']);

export interface SoloRoundProps extends SoloActionsProps {
  readonly played: PlayableRound;
  /** The same round as before a reload, at the same question with the time it had left. */
  readonly resume?: StoredSoloRound | null;
  /** Where the round in progress is kept for a reload (the request's key); none: not kept. */
  readonly storeKey?: string;
}

function updateCoins(coins: number): void {
  const score = sessionStore.get().user?.all_time_score;
  if (score !== undefined) setCoinsAndScore({ coins, all_time_score: score });
}

export function SoloRound({ played, resume = null, storeKey, backTo, onPlayAgain }: SoloRoundProps) {
  const { t } = useTranslation();
  const { round } = played;
  const key = played.source === 'pack' ? played.key : null;
  const questions = round.questions;
  const [state, dispatch] = useReducer(soloReducer, questions.length, (total) => resume?.state ?? initialSoloState(total));
  const question = questions[state.index];
  const roundClock = round.total_seconds !== null && round.seconds_per_question === null;
  const perQuestion = round.seconds_per_question ?? 0;
  const clockSeconds = roundClock ? (round.total_seconds ?? 0) : perQuestion;
  const [roundDeadline] = useState(() => resume?.roundDeadline ?? Date.now() + (round.total_seconds ?? 0) * 1000);
  const [deadline, setDeadline] = useState(() => resume?.deadline ?? Date.now() + perQuestion * 1000);
  const [busyLifeline, setBusyLifeline] = useState<Lifeline | null>(null);
  const [lifelineMessage, setLifelineMessage] = useState<string | null>(null);
  // Bookmarks the player changed during this round: a toggle forgets its state when its question
  // leaves the screen, and the review would otherwise show a question just bookmarked as not.
  // A bookmarks round's questions start bookmarked.
  const [marks, setMarks] = useState<Readonly<Record<number, boolean>>>({});
  const markedAtStart = round.mode === 'bookmarks';
  const isMarked = (questionId: number): boolean => marks[questionId] ?? markedAtStart;
  const remember = (questionId: number) => (bookmarked: boolean) => setMarks((seen) => ({ ...seen, [questionId]: bookmarked }));
  const shownIndex = useRef(state.index);
  const sheet = useSoloSubmit(dispatch);
  useBusyWhile(IN_PLAY.has(state.phase));

  // A new question starts its own time (and a fresh lifelines message).
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    setDeadline(Date.now() + perQuestion * 1000);
    setLifelineMessage(null);
  }, [state.index, perQuestion]);

  // When the question on screen was shown: a resumed one keeps the time it had already taken.
  const startedAt = useRef(0);
  const resumedAt = useRef(!roundClock && resume?.deadline ? resume.deadline - perQuestion * 1000 : null);
  useEffect(() => {
    startedAt.current = resumedAt.current ?? Date.now();
    resumedAt.current = null;
  }, [state.index]);

  // The round in progress survives a reload; it is dropped once the sheet leaves, or when the player leaves.
  const userId = currentUserId();
  useEffect(() => {
    if (!userId || !storeKey) return;
    if (state.phase === 'playing' || state.phase === 'feedback') {
      saveSoloRound(userId, storeKey, { played, state, deadline: state.phase === 'playing' ? deadline : null, roundDeadline: roundClock ? roundDeadline : null });
    } else clearSoloRound(userId, storeKey);
  }, [userId, storeKey, played, state, deadline, roundDeadline, roundClock]);
  useEffect(() => () => (userId && storeKey ? clearSoloRound(userId, storeKey) : undefined), [userId, storeKey]);

  const answer = (choice: number | null, text: string | null = null): void => {
    if (state.phase !== 'playing' || !question) return;
    dispatch({ type: 'answer', questionId: question.id, answer: question.kind === 'word' ? null : choice, text, timeMs: Date.now() - startedAt.current });
  };

  const questionClock = useCountdown(perQuestion, `q${state.index}:${deadline}`, !roundClock && state.phase === 'playing', () => answer(null), deadline);
  const wholeClock = useCountdown(round.total_seconds ?? 0, 'round', roundClock && (state.phase === 'playing' || state.phase === 'feedback'), () => dispatch({ type: 'round-time-up', questionIds: questions.map((q) => q.id) }), roundDeadline);
  const remaining = roundClock ? wholeClock : questionClock;

  // Each answer's verdict: from the key, or asked of the server; without an answer the round goes on unchecked.
  const checking = useRef<number | null>(null);
  const verify = useEffectEvent((given: SoloAnswer) => {
    if (key) {
      const verdict = packVerdict(key, given);
      if (verdict) dispatch({ type: 'verdict', verdict });
      return;
    }
    if (checking.current === given.question_id) return;
    checking.current = given.question_id;
    soloApi
      .check(round.round_id, given)
      .then((v) =>
        dispatch({
          type: 'verdict',
          verdict: { question_id: v.question_id, chosen: v.chosen, chosen_text: v.chosen_text, correct: v.correct_answer, correct_text: v.correct_text, is_correct: v.is_correct, note: v.note },
        }),
      )
      .catch(() => dispatch({ type: 'verdict', verdict: { question_id: given.question_id, unchecked: true } }))
      .finally(() => {
        if (checking.current === given.question_id) checking.current = null;
      });
  });
  const lastAnswer = state.answers[state.answers.length - 1];
  const awaiting = state.phase === 'feedback' && lastAnswer && !verdictOf(state, lastAnswer.question_id) ? lastAnswer : undefined;
  useEffect(() => {
    if (awaiting) verify(awaiting);
  }, [awaiting]);

  const send = useEffectEvent(() => sheet.submit(buildSoloSheet(played, state.answers, state.lifelines)));
  useEffect(() => {
    if (state.phase === 'submitting') send();
  }, [state.phase]);

  const applyLifeline = (lifeline: Lifeline): void => {
    if (!question || state.phase !== 'playing') return;
    const refusal = lifelineRefusal(lifeline, round.lifelines.allowed, state.lifelines, question.id);
    if (refusal) {
      setLifelineMessage(t(`errors.${refusal}`));
      return;
    }
    const price = round.lifelines.prices[lifeline];
    if (key) {
      const entry = key[question.id];
      const correct = entry?.answer ?? 0;
      const seed = question.id + state.index;
      if (lifeline === 'skip') {
        dispatch({ type: 'lifeline', lifeline, questionId: question.id, charged: price });
        dispatch({ type: 'skip', questionId: question.id, timeMs: Date.now() - startedAt.current });
        return;
      }
      if (lifeline === 'reset_time') setDeadline(Date.now() + perQuestion * 1000);
      const removed = lifeline === 'fifty_fifty' ? localFiftyFifty(question.options.length, correct, seed) : undefined;
      const poll = lifeline === 'audience_poll' ? localPoll(question.options.length, correct, seed, state.help[question.id]?.removed) : undefined;
      dispatch({ type: 'lifeline', lifeline, questionId: question.id, charged: price, ...(removed ? { removed } : {}), ...(poll ? { poll } : {}) });
      setLifelineMessage(t('solo.lifelines.usedOffline', { name: t(`solo.lifelines.${lifeline}`) }));
      return;
    }
    setBusyLifeline(lifeline);
    soloApi
      .lifeline(round.round_id, question.id, lifeline)
      .then((outcome) => {
        updateCoins(outcome.coins);
        dispatch({ type: 'lifeline', lifeline, questionId: question.id, charged: outcome.charged, ...(outcome.removed ? { removed: outcome.removed } : {}), ...(outcome.poll ? { poll: outcome.poll } : {}) });
        if (outcome.seconds !== undefined) setDeadline(Date.now() + outcome.seconds * 1000);
        if (outcome.skipped) dispatch({ type: 'skip', questionId: question.id, timeMs: Date.now() - startedAt.current });
        setLifelineMessage(t('solo.lifelines.used', { name: t(`solo.lifelines.${lifeline}`) }));
      })
      .catch((error: unknown) => setLifelineMessage(isApiError(error) ? inlineErrorMessage(error) : String(error)))
      .finally(() => setBusyLifeline(null));
  };

  useDocumentTitle(IN_PLAY.has(state.phase) ? round.title : null);
  const actions = { backTo, onPlayAgain: round.mode === 'daily_quiz' && played.source === 'server' ? null : onPlayAgain };

  if (state.phase === 'done' && state.result) return <SoloResultView title={round.title} result={state.result} questions={questions} bookmarked={isMarked} {...actions} />;
  if (state.phase === 'saved') {
    const verdicts = key ? state.verdicts.filter((v) => !('unchecked' in v) && !state.skipped.includes(v.question_id)) : [];
    const tally = key ? { correct: verdicts.filter((v) => 'is_correct' in v && v.is_correct).length, total: questions.length - state.skipped.length } : null;
    return <SoloSavedView tally={tally} practice={key !== null} {...actions} />;
  }
  if (state.phase === 'rejected') return <SoloRejectedView reason={state.rejection?.message ?? ''} {...actions} />;
  if (state.phase === 'submitting') return <Spinner label={t('quiz.play.submitting')} />;
  if (state.phase === 'submit-failed') return <SubmitFailed error={sheet.error} onRetry={() => dispatch({ type: 'submit' })} />;
  if (!question) return null;
  const given = state.answers.find((a) => a.question_id === question.id);
  const feedback =
    state.phase === 'feedback' && given
      ? { verdict: verdictOf(state, question.id) ?? null, chosen: given.answer, text: given.text ?? null, last: state.answers.length >= state.total }
      : null;
  const revealed = state.revealed[question.id] ?? [];
  return (
    <SoloQuestionView
      question={question}
      number={state.index + 1}
      total={questions.length}
      remaining={remaining}
      clockSeconds={clockSeconds}
      roundClock={roundClock}
      help={state.help[question.id] ?? {}}
      revealed={revealed}
      feedback={feedback}
      fromPack={key !== null}
      onAnswer={(choice) => answer(choice)}
      onWord={(word) => answer(null, word)}
      onContinue={() => dispatch({ type: 'continue' })}
      tools={
        <>
          {question.kind === 'word' ? (
            <WordHints
              question={question}
              roundId={played.source === 'server' ? round.round_id : null}
              price={round.hint_price ?? 0}
              revealed={revealed}
              disabled={state.phase !== 'playing'}
              onRevealed={(letters, charged, coins) => {
                if (coins !== null) updateCoins(coins);
                dispatch({ type: 'hint', questionId: question.id, revealed: letters, charged });
              }}
            />
          ) : null}
          <LifelinesBar
            allowed={round.lifelines.allowed}
            prices={round.lifelines.prices}
            used={state.lifelines}
            questionId={question.id}
            offline={key !== null}
            busy={busyLifeline}
            message={lifelineMessage}
            disabled={state.phase !== 'playing'}
            onUse={applyLifeline}
            onRefused={setLifelineMessage}
          />
          <div className="solo-tools">
            <BookmarkToggle key={question.id} questionId={question.id} type={question.type} initial={isMarked(question.id)} onChange={remember(question.id)} />
            <ReportButton key={`r${question.id}`} questionId={question.id} />
          </div>
        </>
      }
    />
  );
}

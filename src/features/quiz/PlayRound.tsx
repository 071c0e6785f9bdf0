/**
 * One round of a level: answers go into the sheet, the sheet goes to the server, the result comes
 * back. The tab is titled after the level; when the sheet cannot be sent, the failure becomes the
 * page's h1 and takes focus (the answer buttons that had it are gone).
 */
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, PlayQuestion } from '../../../contract/api/quiz';
import { useDocumentTitle } from '../../lib/document-title';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StatusMessage } from '../../ui/StatusMessage';
import { initialPlayState, playReducer } from './play-state';
import { QuestionView } from './QuestionView';
import type { LevelRef } from './quiz.api';
import { ResultView } from './ResultView';
import { useCountdown } from './use-countdown';
import { useLevelSubmit } from './use-level-submit';

export interface PlayRoundProps {
  readonly levelRef: LevelRef;
  readonly questions: readonly PlayQuestion[];
  readonly secondsPerQuestion: number;
  readonly levelsPath: string;
  readonly nextLevelPath: (level: number) => string;
  readonly onPlayAgain: () => void;
}

export function PlayRound({ levelRef, questions, secondsPerQuestion, levelsPath, nextLevelPath, onPlayAgain }: PlayRoundProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(playReducer, questions.length, initialPlayState);
  const questionStartedAt = useRef(0);
  const question = questions[state.index];
  const sheet = useLevelSubmit(
    levelRef,
    (result) => dispatch({ type: 'result', result }),
    () => dispatch({ type: 'submit-failed' }),
  );

  useEffect(() => {
    questionStartedAt.current = Date.now();
  }, [state.index]);

  const answer = (choice: number | null): void => {
    if (state.phase !== 'playing' || !question) return;
    const entry: Answer = { question_id: question.id, answer: choice, time_ms: Date.now() - questionStartedAt.current };
    dispatch({ type: 'answer', questionId: entry.question_id, answer: entry.answer, timeMs: entry.time_ms });
    const answers = [...state.answers.filter((a) => a.question_id !== question.id), entry];
    if (answers.length >= questions.length) sheet.submit(answers);
  };

  const remaining = useCountdown(secondsPerQuestion, `q${state.index}`, state.phase === 'playing', () => answer(null));
  // The result and the failure name the tab themselves (ResultView, the h1 StatusMessage).
  useDocumentTitle(state.phase === 'playing' || state.phase === 'submitting' ? t('quiz.levels.level', { level: levelRef.level }) : null);

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
  if (state.phase === 'submitting') return <Spinner label={t('quiz.play.submitting')} />;
  if (state.phase === 'submit-failed') {
    const retry = (): void => {
      dispatch({ type: 'submit' });
      sheet.submit(state.answers);
    };
    return (
      <StatusMessage
        tone="error"
        icon="send"
        headingLevel={1}
        focusOnMount
        title={t('quiz.play.submitFailed')}
        action={<Button onClick={retry}>{t('common.retry')}</Button>}
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
    />
  );
}

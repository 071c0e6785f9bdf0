/**
 * An attempt being played: one question at a time with the navigator, the time left from the
 * server's deadline, each answer saved as the player goes (SaveStatus), and Submit with a confirm.
 * The attempt ends by Submit, at the deadline, or by the visibility rule (hidden for more than
 * EXAM_HIDDEN_LIMIT_MS); then the server's result is shown (onEnded).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamAttempt, ExamModule, ExamQuestion } from '../../../contract/api/exams';
import { isApiError } from '../../lib/request/api-error';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { useBusyWhile } from '../../lib/safe-point';
import { Button } from '../../ui/Button';
import { ChoiceQuestion } from '../../ui/ChoiceQuestion';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { deviceDeadline, secondsLeft } from './exam-clock';
import { ExamTimer } from './ExamTimer';
import { examsApi } from './exams.api';
import { QuestionNavigator } from './QuestionNavigator';
import { SaveStatus } from './SaveStatus';
import { forgetUnsaved, useExamAnswers } from './use-exam-answers';
import { useExamVisibility } from './use-exam-visibility';

export interface ExamSession {
  readonly attempt: ExamAttempt;
  readonly questions: readonly ExamQuestion[];
  readonly answers: readonly { readonly question_id: number; readonly choice: number }[];
  /** Date.now() when the server's answer arrived (for the clock offset). */
  readonly receivedAt: number;
}

type Ending = 'submit' | 'time' | 'violation';

const TICK_MS = 250;
/** How long an ending waits for answers still on their way before it reports anyway. */
const FLUSH_WAIT_MS: Record<Ending, number> = { submit: 15_000, time: 3_000, violation: 1_500 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Refusals that mean the attempt is already over on the server: its result is there to read. */
const isOver = (error: unknown): boolean => isApiError(error) && (error.code === 'EXAM_ATTEMPT_CLOSED' || error.code === 'ALREADY_PLAYED');

export function ExamPlayer({ exam, session, onEnded }: { readonly exam: ExamModule; readonly session: ExamSession; readonly onEnded: () => void }) {
  const { t } = useTranslation();
  const [deadline] = useState(() => deviceDeadline(session.attempt, session.receivedAt));
  const [startedAt] = useState(() => deviceDeadline({ deadline_at: session.attempt.started_at, server_now: session.attempt.server_now }, session.receivedAt));
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline, Date.now()));
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const answers = useExamAnswers(exam.id, session.answers);
  const ended = useRef(false);
  useBusyWhile(true);

  const finish = async (how: Ending): Promise<void> => {
    if (ended.current) return;
    ended.current = true;
    setEnding(how);
    setFailure(null);
    setConfirming(false);
    await Promise.race([answers.saver.flushed(), sleep(FLUSH_WAIT_MS[how])]);
    const answered = [...answers.chosen].filter(([, choice]) => choice !== null).map(([id]) => id);
    try {
      await examsApi.finish(exam.id, { elapsedSeconds: Math.max(0, Math.round((Date.now() - startedAt) / 1000)), rulesViolated: how === 'violation', answered });
    } catch (error) {
      if (!isOver(error)) {
        // Not ended on the server yet: the player may try again (a violation or the deadline is also enforced there).
        ended.current = false;
        setFailure(isApiError(error) ? inlineErrorMessage(error) : t('common.offline'));
        return;
      }
    }
    answers.saver.stop();
    forgetUnsaved(exam.id);
    onEnded();
  };
  // The timer and the visibility rule end the attempt from effects, with this render's state.
  const finishFromEffect = useEffectEvent((how: Ending) => void finish(how));

  useExamVisibility(exam.id, ending === null, () => void finish('violation'));

  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsLeft(deadline, Date.now());
      setSeconds(left);
      // At the deadline, or when a save found the attempt already closed on the server.
      if (left === 0 || answers.saver.isClosed()) {
        clearInterval(timer);
        finishFromEffect('time');
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, answers.saver]);

  const questions = session.questions;
  const question = questions[index];
  const isAnswered = (id: number): boolean => (answers.chosen.get(id) ?? null) !== null;
  const answeredCount = questions.filter((q) => isAnswered(q.id)).length;
  if (!question) return null;

  return (
    <div className="exam-player">
      <div className="exam-player__bar">
        <p className="exam-player__progress">{t('exams.play.progress', { current: index + 1, total: questions.length })}</p>
        <ExamTimer seconds={seconds} />
      </div>
      <SaveStatus states={answers.states} />
      <QuestionNavigator ids={questions.map((q) => q.id)} current={index} answered={isAnswered} onOpen={setIndex} />
      <ChoiceQuestion
        id={question.id}
        question={question.question}
        options={question.options}
        imageUrl={question.image_url}
        imageAlt={question.image_alt}
        chosen={answers.chosen.get(question.id) ?? null}
        onChoose={(choice) => answers.choose(question.id, choice)}
        locked={ending !== null}
        chosenLabel={t('exams.play.chosen')}
        header={<p className="exam-player__marks">{t('exams.play.marks', { marks: question.marks })}</p>}
      />
      <div className="exam-player__actions">
        <Button variant="secondary" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
          {t('exams.play.previous')}
        </Button>
        {isAnswered(question.id) && ending === null ? (
          <Button variant="ghost" onClick={() => answers.choose(question.id, null)}>
            {t('exams.play.clear')}
          </Button>
        ) : null}
        {index < questions.length - 1 ? (
          <Button variant="secondary" onClick={() => setIndex((i) => Math.min(questions.length - 1, i + 1))}>
            {t('exams.play.next')}
          </Button>
        ) : null}
        <Button onClick={() => setConfirming(true)} busy={ending !== null && failure === null} disabled={ending !== null && failure === null}>
          {t('exams.play.submit')}
        </Button>
      </div>
      <div aria-live="assertive" className="exam-player__ending">
        {ending === 'violation' && failure === null ? <p>{t('exams.play.endingViolation')}</p> : null}
        {ending === 'time' && failure === null ? <p>{t('exams.play.endingTime')}</p> : null}
      </div>
      {failure ? (
        <div className="form-alert form-alert--error" role="alert">
          <p>{t('exams.play.submitFailed', { reason: failure })}</p>
          <Button onClick={() => void finish(ending ?? 'submit')}>{t('common.retry')}</Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('exams.confirm.title')}
        confirmLabel={t('exams.confirm.submit')}
        cancelLabel={t('exams.confirm.keepGoing')}
        onConfirm={() => void finish('submit')}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('exams.confirm.answered', { answered: answeredCount, total: questions.length })}</p>
        <p>{t('exams.confirm.final')}</p>
      </ConfirmDialog>
    </div>
  );
}

/**
 * An attempt being played: one question at a time with the navigator, the time left from the
 * server's deadline, each answer saved as the player goes (SaveStatus), and Submit with a confirm.
 * The attempt ends by Submit, at the deadline, or by the visibility rule (hidden for more than
 * EXAM_HIDDEN_LIMIT_MS); then the server's result is shown (onEnded).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamAttempt, ExamModule, ExamQuestion } from '../../../contract/api/exams';
import { useBusyWhile } from '../../lib/safe-point';
import { Button } from '../../ui/Button';
import { ChoiceQuestion } from '../../ui/ChoiceQuestion';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ExamTimer } from './ExamTimer';
import { QuestionNavigator } from './QuestionNavigator';
import { SaveStatus } from './SaveStatus';
import { useAttemptClock } from './use-attempt-clock';
import { useExamAnswers } from './use-exam-answers';
import { useExamEnding } from './use-exam-ending';
import { useExamVisibility } from './use-exam-visibility';

export interface ExamSession {
  readonly attempt: ExamAttempt;
  readonly questions: readonly ExamQuestion[];
  readonly answers: readonly { readonly question_id: number; readonly choice: number }[];
  /** Date.now() when the server's answer arrived (for the clock offset). */
  readonly receivedAt: number;
}

export function ExamPlayer({ exam, session, onEnded }: { readonly exam: ExamModule; readonly session: ExamSession; readonly onEnded: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const answers = useExamAnswers(exam.id, session.answers);
  const { ending, failure, finish } = useExamEnding(exam.id, answers, { value: session.attempt, receivedAt: session.receivedAt }, onEnded);
  // At the deadline, or when a save found the attempt already closed on the server.
  const seconds = useAttemptClock(session.attempt, session.receivedAt, () => answers.saver.isClosed(), () => void finish('time'));
  useExamVisibility(exam.id, ending === null, () => void finish('violation'));
  useBusyWhile(true);

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
        open={confirming && ending === null}
        title={t('exams.confirm.title')}
        confirmLabel={t('exams.confirm.submit')}
        cancelLabel={t('exams.confirm.keepGoing')}
        onConfirm={() => {
          setConfirming(false);
          void finish('submit');
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('exams.confirm.answered', { answered: answeredCount, total: questions.length })}</p>
        <p>{t('exams.confirm.final')}</p>
      </ConfirmDialog>
    </div>
  );
}

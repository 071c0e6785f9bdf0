/**
 * A timed assessment of one year and subject. The server starts the attempt or hands back the open
 * one (with what was saved of it), sets the deadline and marks it; the device counts down to that
 * deadline (paper-clock.ts), saves the responses as the student goes (save_only: a reload, or
 * another device, resumes them), and submits at the end or when the time is up. Questions come
 * without answers; the review after submitting shows them (AssessmentReviewScreen).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { AssessmentPaper, AssessmentResult } from '../../../contract/api/tutor';
import { TutorSubjectSchema, TutorYearSchema } from '../../../contract/tutor/content';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { useAsync } from '../../lib/use-async';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LiveOnly } from '../../ui/LiveOnly';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { NotFoundScreen } from '../not-found';
import { AssessmentResultView } from './AssessmentResultView';
import { NumberPad } from './NumberPad';
import { clockText, deviceTimes, secondsLeft, secondsTaken } from './paper-clock';
import { tutorApi } from './tutor.api';
import { tutorPaths } from './tutor-paths';
import './tutor.css';

const SAVE_DELAY_MS = 700;
const TICK_MS = 250;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

async function loadPaper(year: number, subject: AssessmentPaper['subject'], signal: AbortSignal) {
  const paper = await tutorApi.paper(year, subject, signal);
  return { paper, receivedAt: Date.now() };
}

function Paper({ paper, receivedAt, onResult }: { readonly paper: AssessmentPaper; readonly receivedAt: number; readonly onResult: (result: AssessmentResult) => void }) {
  const { t } = useTranslation();
  const [times] = useState(() => deviceTimes(paper, receivedAt));
  const [left, setLeft] = useState(() => secondsLeft(times.deadline, Date.now()));
  const [answers, setAnswers] = useState<Record<string, string>>(() => Object.fromEntries(paper.responses.map((response) => [response.item_id, response.answer])));
  const [index, setIndex] = useState(0);
  const [save, setSave] = useState<SaveState>('idle');
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const changed = useRef(false);
  const finished = useRef(false);

  // Every answer the student has touched, a cleared one as '' (the server then clears its copy too).
  const responses = () =>
    paper.questions.flatMap((question) => {
      const answer = answers[question.item_id];
      return answer === undefined ? [] : [{ item_id: question.item_id, answer }];
    });
  const submitBody = (saveOnly: boolean) => ({ year: paper.year, subject: paper.subject, attempt_id: paper.attempt_id, responses: responses(), time_taken: secondsTaken(times.started, Date.now()), save_only: saveOnly });

  const finish = async () => {
    if (finished.current) return;
    finished.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await tutorApi.submit(submitBody(false));
      if (!result) throw new Error(t('maths.tutor.paper.noResult'));
      onResult(result);
    } catch (error) {
      finished.current = false;
      setFailure(isApiError(error) ? error : new ApiError('CLIENT', 0, error instanceof Error ? error.message : String(error)));
      setSubmitting(false);
    }
  };
  const timeUp = useEffectEvent(() => void finish());

  // The countdown to the server's deadline; at zero the paper is submitted as it stands.
  useEffect(() => {
    const timer = setInterval(() => {
      const now = secondsLeft(times.deadline, Date.now());
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        timeUp();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [times.deadline]);

  const saveNow = useEffectEvent(async () => {
    if (finished.current) return;
    setSave('saving');
    try {
      // A save answers with the result when the paper is over already (closed at its deadline, or
      // submitted from another device): the student sees that result instead of a paper that is gone.
      const closed = await tutorApi.submit(submitBody(true));
      if (closed) {
        finished.current = true;
        onResult(closed);
        return;
      }
      setSave('saved');
    } catch {
      setSave('failed');
    }
  });

  // Saved a moment after each change, so a reload or another device resumes from here.
  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers]);

  const answer = (itemId: string, value: string) => {
    changed.current = true;
    setAnswers((current) => ({ ...current, [itemId]: value }));
  };

  const question = paper.questions[index];
  const answered = paper.questions.filter((q) => answers[q.item_id]).length;
  const total = paper.questions.length;
  if (!question) return null;
  const inputId = `tutor-answer-${index}`;
  return (
    <div className="tutor-paper">
      <div className="tutor-paper__bar">
        <p className="tutor-paper__progress">{t('maths.tutor.paper.progress', { current: index + 1, total })}</p>
        <p role="timer" aria-label={t('maths.tutor.paper.timeLeft')} className={left <= 60 ? 'tutor-paper__time tutor-paper__time--low' : 'tutor-paper__time'} dir="ltr">
          {clockText(left)}
        </p>
        <p className="tutor-paper__save" role="status" aria-live="polite">
          {save === 'idle' ? '' : t(`maths.tutor.paper.save.${save}`)}
        </p>
      </div>
      <section className="tutor-panel tutor-question" aria-labelledby="tutor-question-prompt">
        <h2 id="tutor-question-prompt" dir="auto">
          {question.prompt}
        </h2>
        {question.kind === 'choice' && question.options ? (
          <fieldset className="tutor-options">
            <legend className="visually-hidden">{t('maths.tutor.paper.choose')}</legend>
            {question.options.map((option, i) => (
              <label key={i} className="tutor-option">
                <input type="radio" name={`tutor-q-${question.item_id}`} value={String(i)} checked={answers[question.item_id] === String(i)} disabled={submitting} onChange={() => answer(question.item_id, String(i))} />
                <span dir="auto">{option}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <NumberPad id={inputId} label={t('maths.tutor.paper.yourAnswer')} value={answers[question.item_id] ?? ''} disabled={submitting} onChange={(value) => answer(question.item_id, value)} />
        )}
      </section>
      <nav className="tutor-paper__nav" aria-label={t('maths.tutor.paper.navigator')}>
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('maths.tutor.paper.previous')}
        </Button>
        <ol className="tutor-paper__dots">
          {paper.questions.map((q, i) => (
            <li key={q.item_id}>
              <button
                type="button"
                className={`tutor-dot${answers[q.item_id] ? ' tutor-dot--answered' : ''}`}
                aria-current={i === index ? 'step' : undefined}
                aria-label={t(answers[q.item_id] ? 'maths.tutor.paper.goAnswered' : 'maths.tutor.paper.goUnanswered', { number: i + 1 })}
                onClick={() => setIndex(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
        {index < total - 1 ? (
          <Button onClick={() => setIndex(index + 1)}>{t('maths.tutor.paper.next')}</Button>
        ) : (
          <Button onClick={() => setConfirming(true)} busy={submitting}>
            {t('maths.tutor.paper.submit')}
          </Button>
        )}
      </nav>
      {failure ? (
        <p className="tutor-error" role="alert">
          {t('maths.tutor.paper.submitFailed', { reason: inlineErrorMessage(failure) })}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('maths.tutor.paper.confirmTitle')}
        confirmLabel={t('maths.tutor.paper.submit')}
        cancelLabel={t('maths.tutor.paper.keepGoing')}
        busy={submitting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void finish();
        }}
      >
        <p>{t('maths.tutor.paper.confirmBody', { answered, total })}</p>
      </ConfirmDialog>
    </div>
  );
}

function PaperLoader({ year, subject }: { readonly year: number; readonly subject: AssessmentPaper['subject'] }) {
  const { t } = useTranslation();
  const { state, reload } = useAsync((signal) => loadPaper(year, subject, signal), `tutor-paper:${year}:${subject}`);
  const [result, setResult] = useState<AssessmentResult | null>(null);
  if (result) return <AssessmentResultView result={result} />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={reload} />;
  if (state.data.paper.questions.length === 0) return <p>{t('maths.tutor.paper.noQuestions')}</p>;
  return <Paper paper={state.data.paper} receivedAt={state.data.receivedAt} onResult={setResult} />;
}

export function AssessmentPaperScreen() {
  const { t } = useTranslation();
  const params = useParams<{ year: string; subject: string }>();
  const year = TutorYearSchema.safeParse(params.year);
  const subject = TutorSubjectSchema.safeParse(params.subject);
  if (!year.success || !subject.success) return <NotFoundScreen />;
  return (
    <div className="container tutor">
      <PageTitle title={t('maths.tutor.paper.title', { year: year.data, subject: t(`maths.tutor.subjectName.${subject.data}`) })} back={{ to: tutorPaths.assessments(), label: t('maths.tutor.assessments.title') }} />
      {/* Kept mounted offline: the answers on screen stay, and saving resumes with the connection. */}
      <LiveOnly feature={t('maths.tutor.assessments.title')} keepMounted>
        <PaperLoader year={year.data} subject={subject.data} />
      </LiveOnly>
    </div>
  );
}

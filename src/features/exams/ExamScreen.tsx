/**
 * /exam-module/:exam: the exam's rules and key, then the attempt. An attempt in progress resumes
 * at once (get_exam_module_questions without the key: the same questions, saved answers and
 * deadline); one that is over shows its result. Only today's exams can be started or resumed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { ExamModule } from '../../../contract/api/exams';
import { parseIdSegment } from '../../lib/id-segment';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { LiveOnly } from '../../ui/LiveOnly';
import { LoadError, Loading } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { ExamIntro } from './ExamIntro';
import { ExamPlayer, type ExamSession } from './ExamPlayer';
import { examStep, findTodayExam } from './exam-list';
import { examPaths } from './exam-paths';
import { examsApi } from './exams.api';
import './exams.css';

interface Loaded {
  readonly exam: ExamModule;
  /** The attempt resumed on arrival, when one was in progress. */
  readonly session: ExamSession | null;
}

async function load(id: number, signal: AbortSignal): Promise<Loaded | null> {
  const exam = await findTodayExam(id, signal);
  if (!exam) return null;
  if (examStep(exam) !== 'resume') return { exam, session: null };
  const data = await examsApi.questions(id, null, signal);
  return { exam, session: { ...data, receivedAt: Date.now() } };
}

function Unavailable() {
  const { t } = useTranslation();
  return (
    <StatusMessage tone="empty" icon="clipboard" title={t('exams.unavailable.title')} action={<ButtonLink to={examPaths.list()}>{t('exams.backToList')}</ButtonLink>}>
      <p>{t('exams.unavailable.body')}</p>
    </StatusMessage>
  );
}

function ExamFlow({ loaded }: { readonly loaded: Loaded }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { exam } = loaded;
  const [session, setSession] = useState<ExamSession | null>(loaded.session);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const toResult = (): void => navigate(examPaths.result(exam.id), { replace: true });

  const step = examStep(exam);
  if (step === 'result') {
    return (
      <StatusMessage tone="info" icon="checkCircle" title={t('errors.ALREADY_PLAYED')} action={<ButtonLink to={examPaths.result(exam.id)}>{t('exams.card.result')}</ButtonLink>} />
    );
  }
  if (session) return <ExamPlayer exam={exam} session={session} onEnded={toResult} />;
  if (step !== 'start' && step !== 'resume') return <Unavailable />;

  const start = async (key: string): Promise<void> => {
    setBusy(true);
    setRefusal(null);
    try {
      const data = await examsApi.questions(exam.id, { key, agreed: true });
      setSession({ ...data, receivedAt: Date.now() });
    } catch (error) {
      if (isApiError(error) && error.code === 'ALREADY_PLAYED') toResult();
      else setRefusal(isApiError(error) ? error : new ApiError('CLIENT', 0, String(error)));
    } finally {
      setBusy(false);
    }
  };
  return <ExamIntro exam={exam} busy={busy} refusal={refusal} onStart={(key) => void start(key)} />;
}

export function ExamScreen() {
  const { t } = useTranslation();
  const id = parseIdSegment(useParams<{ exam: string }>().exam);
  const { state, reload } = useAsync((signal) => (id === null ? Promise.resolve(null) : load(id, signal)), `exam:${String(id)}`);
  const title = state.status === 'success' && state.data ? state.data.exam.title : t('nav.exam');
  return (
    <div className="container container--narrow exams">
      <PageTitle title={title} back={{ to: examPaths.list(), label: t('nav.exam') }} />
      {/* Kept mounted offline: an attempt in progress holds its answers and saves them when the connection is back. */}
      <LiveOnly feature={t('nav.exam')} keepMounted>
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
        {state.status === 'success' && !state.data ? <Unavailable /> : null}
        {state.status === 'success' && state.data ? <ExamFlow loaded={state.data} /> : null}
      </LiveOnly>
    </div>
  );
}

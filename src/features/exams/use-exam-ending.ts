/**
 * How an attempt ends on this device: by Submit, at the deadline, or by the visibility rule. The
 * ending waits briefly for answers still on their way, reports with set_exam_module_result (the
 * server scores; the device's duration and answered ids are only recorded) and hands over to the
 * result. A report that fails leaves the attempt on screen with the reason, to try again;
 * EXAM_ATTEMPT_CLOSED or ALREADY_PLAYED means the server already ended it.
 */
import { useRef, useState } from 'react';
import type { ExamAttempt } from '../../../contract/api/exams';
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { deviceDeadline } from './exam-clock';
import { examsApi } from './exams.api';
import { forgetUnsaved, type ExamAnswers } from './use-exam-answers';

export type Ending = 'submit' | 'time' | 'violation';

/** How long an ending waits for answers still on their way before it reports anyway. */
const FLUSH_WAIT_MS: Record<Ending, number> = { submit: 15_000, time: 3_000, violation: 1_500 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isOver = (error: unknown): boolean => isApiError(error) && (error.code === 'EXAM_ATTEMPT_CLOSED' || error.code === 'ALREADY_PLAYED');

export interface ExamEnding {
  /** How the attempt is ending, once it started to; null while it is played. */
  readonly ending: Ending | null;
  /** Why the last report failed, while the player may try again. */
  readonly failure: string | null;
  readonly finish: (how: Ending) => Promise<void>;
}

export function useExamEnding(examId: number, answers: ExamAnswers, attempt: { readonly value: ExamAttempt; readonly receivedAt: number }, onEnded: () => void): ExamEnding {
  const { t } = useTranslation();
  // The attempt's start on this device's clock: the time taken the device reports (recorded, not scored).
  const [startedAt] = useState(() => deviceDeadline({ deadline_at: attempt.value.started_at, server_now: attempt.value.server_now }, attempt.receivedAt));
  const [ending, setEnding] = useState<Ending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ended = useRef(false);

  const finish = async (how: Ending): Promise<void> => {
    if (ended.current) return;
    ended.current = true;
    setEnding(how);
    setFailure(null);
    await Promise.race([answers.saver.flushed(), sleep(FLUSH_WAIT_MS[how])]);
    const answered = [...answers.chosen].filter(([, choice]) => choice !== null).map(([id]) => id);
    try {
      await examsApi.finish(examId, { elapsedSeconds: Math.max(0, Math.round((Date.now() - startedAt) / 1000)), rulesViolated: how === 'violation', answered });
    } catch (error) {
      if (!isOver(error)) {
        // Not ended on the server yet: the player may try again (the deadline and the visibility rule are enforced there too).
        ended.current = false;
        setFailure(isApiError(error) ? inlineErrorMessage(error) : t('common.offline'));
        return;
      }
    }
    answers.saver.stop();
    forgetUnsaved(examId);
    onEnded();
  };
  return { ending, failure, finish };
}

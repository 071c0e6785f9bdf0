/**
 * The one way an attempt ends: scored from the answers the server saved, in the caller's
 * transaction, with a conditional update so it ends once whoever gets there first (the player's
 * submission, the deadline job, the hidden job, or a request that finds it overdue).
 */
import { EXAM_HIDDEN_LIMIT_MS } from '../../../contract/api/exams';
import type { Tx } from '../../db/client';
import type { JobHandler, JobQueue } from '../../lib/jobs/job-queue';
import { scoreAnswers } from './exam-rules';
import * as repo from './exams.repo';
import type { ExamAttemptRow } from './exams.repo';

export const EXAM_DEADLINE_JOB = 'exam.deadline';
export const EXAM_HIDDEN_JOB = 'exam.hidden';

/** What a device claimed when it submitted, kept for the examiner. */
export type ClientClaims = NonNullable<repo.AttemptClose['client']>;

export interface CloseRequest {
  readonly state: 'completed' | 'violated' | 'expired';
  readonly at: Date;
  readonly violatedAt?: Date | undefined;
  readonly client?: ClientClaims | undefined;
}

/** Ends the attempt (the caller holds its row lock); returns it as it stands afterwards. */
export async function closeAttempt(tx: Tx, attempt: ExamAttemptRow, request: CloseRequest): Promise<ExamAttemptRow> {
  if (attempt.state !== 'in_progress') return attempt;
  const [questions, answers] = await Promise.all([repo.questionsOf(tx, attempt.examId), repo.answersOf(tx, attempt.id)]);
  const score = scoreAnswers(questions, answers);
  const closed = await repo.closeAttempt(tx, attempt.id, {
    state: request.state,
    finishedAt: request.at,
    ...score,
    violatedAt: request.state === 'violated' ? (request.violatedAt ?? request.at) : null,
    ...(request.client ? { client: request.client } : {}),
  });
  return closed ?? attempt;
}

/** When the hidden app passed the limit, or null while it is visible. */
export function hiddenLimitAt(attempt: Pick<ExamAttemptRow, 'hiddenAt'>): Date | null {
  return attempt.hiddenAt ? new Date(attempt.hiddenAt.getTime() + EXAM_HIDDEN_LIMIT_MS) : null;
}

/**
 * Ends an attempt in progress whose time is up at `now`: hidden past the limit (violated, at the
 * moment it passed it) or past its deadline (expired, at the deadline), whichever came first.
 * Returns the attempt as it stands (unchanged when neither holds).
 */
export async function settleAttempt(tx: Tx, attempt: ExamAttemptRow, now: Date, client?: ClientClaims): Promise<ExamAttemptRow> {
  if (attempt.state !== 'in_progress') return attempt;
  const violation = hiddenLimitAt(attempt);
  if (violation && violation.getTime() <= now.getTime() && violation.getTime() <= attempt.deadlineAt.getTime()) {
    return closeAttempt(tx, attempt, { state: 'violated', at: violation, violatedAt: violation, client });
  }
  if (attempt.deadlineAt.getTime() <= now.getTime()) return closeAttempt(tx, attempt, { state: 'expired', at: attempt.deadlineAt, client });
  return attempt;
}

/** Both jobs settle the attempt named by their subject: nothing happens when it is over or still has time. */
function settleJob(now: () => Date): JobHandler {
  return async (tx, job) => {
    const id = Number(job.subject);
    if (!Number.isSafeInteger(id)) return null;
    const attempt = await repo.lockAttempt(tx, { id });
    if (!attempt || attempt.state !== 'in_progress') return null;
    const settled = await settleAttempt(tx, attempt, now());
    return settled.state === 'in_progress' ? null : { attempt: settled.id, [settled.state]: 1 };
  };
}

export function registerExamJobs(jobs: JobQueue, now: () => Date): void {
  jobs.register(EXAM_DEADLINE_JOB, settleJob(now));
  jobs.register(EXAM_HIDDEN_JOB, settleJob(now));
}

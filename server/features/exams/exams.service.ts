/**
 * The exam module for players (contract/api/exams.ts). The server holds the key, the answers, the
 * clock and the marks: a key is checked here (and wrong ones counted per player and exam), an
 * attempt's deadline is a database timestamp with a job at it, answers are saved one by one, and
 * the result is computed from them. A request that finds its attempt overdue ends it first.
 */
import {
  EXAM_HIDDEN_LIMIT_MS,
  EXAM_KEY_LOCK_MS,
  EXAM_KEY_MAX_FAILURES,
  EXAM_KEY_WINDOW_MS,
  type ExamModule,
  type ExamResult,
  type getExamModuleQuestions,
  type getExamModuleResult,
  type setExamModuleResult,
} from '../../../contract/api/exams';
import type { DataOf, ParsedBodyOf } from '../../../contract/api/define';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { failureThrottle } from '../../lib/failure-throttle';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { closeAttempt, EXAM_DEADLINE_JOB, EXAM_HIDDEN_JOB, settleAttempt, type ClientClaims } from './exam-close';
import { deadlineOf, keyMatches, remainingSeconds } from './exam-rules';
import { attemptDto, examModuleDto, playerQuestionDto, resultDto } from './exams.dto';
import * as repo from './exams.repo';
import type { ExamAttemptRow } from './exams.repo';

type QuestionsData = DataOf<typeof getExamModuleQuestions>;

export interface ExamsService {
  list(user: AuthUser, body: { language_id?: number | undefined; type: 'today' | 'past'; offset: number; limit: number }): Promise<{ total: number; data: ExamModule[] }>;
  questions(user: AuthUser, body: ParsedBodyOf<typeof getExamModuleQuestions>): Promise<QuestionsData>;
  answer(user: AuthUser, body: { exam_module_id: number; question_id: number; choice: number | null }): Promise<{ answered: number; remaining_seconds: number }>;
  visibility(user: AuthUser, body: { exam_module_id: number; hidden: boolean }): Promise<{ state: ExamAttemptRow['state']; remaining_seconds: number }>;
  submit(user: AuthUser, body: ParsedBodyOf<typeof setExamModuleResult>): Promise<ExamResult>;
  result(user: AuthUser, body: { exam_module_id: number }): Promise<DataOf<typeof getExamModuleResult>>;
}

export interface ExamsDeps {
  readonly jobs: JobQueue;
  /** The language a read serves when the request names none (settings.contentLanguage). */
  readonly contentLanguage: (languageId: number | undefined) => Promise<number | undefined>;
}

/** Wrong keys per player and exam, counted in the database across instances. */
const keyThrottle = failureThrottle({ maxFailures: EXAM_KEY_MAX_FAILURES, windowMs: EXAM_KEY_WINDOW_MS, lockMs: EXAM_KEY_LOCK_MS });
const keySubject = (examId: number, userId: number) => `exam-key:${examId}:${userId}`;

/** A list the device sent as JSON text, or the list itself; kept as the examiner's record, never read for the result. */
function claimed(value: string | readonly unknown[] | undefined): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Ends of a transaction that must commit before its error is thrown (an attempt found overdue is closed first). */
type Outcome<T> = { readonly ok: T } | { readonly error: AppError };

export function createExamsService(ctx: AppContext, deps: ExamsDeps): ExamsService {
  const { db } = ctx;

  /** Runs `work` on the caller's attempt under its row lock, once an overdue one has been ended. */
  async function withAttempt<T>(user: AuthUser, examId: number, work: (tx: Tx, attempt: ExamAttemptRow, now: Date) => Promise<Outcome<T>>, client?: ClientClaims): Promise<T> {
    const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
      const locked = await repo.lockAttempt(tx, { examId, userId: user.id });
      if (!locked) return { error: new AppError('EXAM_NOT_STARTED', undefined, 'exam_module_id') };
      const now = ctx.now();
      return work(tx, await settleAttempt(tx, locked, now, client), now);
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.ok;
  }

  async function examOrThrow(examId: number) {
    const exam = await repo.examSummary(db, examId);
    if (!exam) throw new AppError('NOT_FOUND', { text: `No exam with id ${examId}` }, 'exam_module_id');
    return exam;
  }

  async function questionsData(tx: Tx, attempt: ExamAttemptRow, now: Date, started: boolean): Promise<QuestionsData> {
    const [questions, answers] = await Promise.all([repo.questionsOf(tx, attempt.examId), repo.answersOf(tx, attempt.id)]);
    return {
      attempt: attemptDto(attempt, now),
      questions: questions.map(playerQuestionDto),
      answers: answers.map((a) => ({ question_id: a.questionId, choice: a.choice })),
      started,
    };
  }

  /** Resumes the caller's attempt when it is in progress (no key needed); undefined otherwise, or when it ended just now. */
  async function resume(user: AuthUser, examId: number): Promise<QuestionsData | undefined> {
    const existing = await repo.attemptOf(db, examId, user.id);
    if (existing?.state !== 'in_progress') return undefined;
    return withAttempt(user, examId, async (tx, attempt, now) => {
      if (attempt.state !== 'in_progress') return { ok: undefined };
      // A page that asks for its attempt again is running and back in time (settleAttempt ended it
      // otherwise): a reload reports "hidden" as the old page unloads, and the new page has nothing
      // to report "visible" against, so the resume itself clears it.
      if (attempt.hiddenAt) await repo.setHiddenAt(tx, attempt.id, null);
      return { ok: await questionsData(tx, { ...attempt, hiddenAt: null }, now, false) };
    });
  }

  /** The attempt a concurrent start made first: resumed when in progress. */
  async function raceWinner(tx: Tx, examId: number, userId: number): Promise<ExamAttemptRow> {
    const winner = await repo.lockAttempt(tx, { examId, userId });
    if (!winner) throw new Error(`the attempt of exam ${examId} by user ${userId} is neither new nor there`);
    if (winner.state !== 'in_progress') throw new AppError('ALREADY_PLAYED', undefined, 'exam_module_id');
    return winner;
  }

  /** The key check, in the contract's order: required, rules agreed, then valid and not locked. */
  async function checkKey(user: AuthUser, examId: number, body: ParsedBodyOf<typeof getExamModuleQuestions>): Promise<void> {
    const typed = body.exam_key ?? '';
    if (typed === '') throw new AppError('EXAM_KEY_REQUIRED', undefined, 'exam_key');
    if (!body.rules_agreed) throw new AppError('EXAM_RULES_NOT_AGREED', undefined, 'rules_agreed');
    const subject = keySubject(examId, user.id);
    const now = ctx.now();
    // A right key while locked is refused too: the lock is what stops guessing.
    if (await keyThrottle.lockedUntil(db, subject, now)) throw new AppError('EXAM_KEY_LOCKED', undefined, 'exam_key');
    // An exam that does not exist, or is not active, answers exactly as a wrong key does (and counts alike).
    const exam = await repo.examSummary(db, examId);
    if (!exam || exam.status !== 'active' || !keyMatches(typed, exam.examKey)) {
      const locked = await keyThrottle.recordFailure(db, subject, now);
      throw new AppError(locked ? 'EXAM_KEY_LOCKED' : 'EXAM_KEY_INVALID', undefined, 'exam_key');
    }
    await keyThrottle.clearFailures(db, subject);
  }

  return {
    async list(user, body) {
      const now = ctx.now();
      const endOfToday = new Date(`${now.toISOString().slice(0, 10)}T23:59:59.999Z`);
      const languageId = await deps.contentLanguage(body.language_id);
      const { total, rows } = await repo.listPlayerExams(db, { languageId, type: body.type, now, endOfToday, offset: body.offset, limit: body.limit });
      const attempts = await repo.attemptsOfUser(
        db,
        user.id,
        rows.map((row) => row.id),
      );
      return { total, data: rows.map((row) => examModuleDto(row, attempts.get(row.id), now)) };
    },

    async questions(user, body) {
      const examId = body.exam_module_id;
      const resumed = await resume(user, examId);
      if (resumed) return resumed;
      await checkKey(user, examId, body);
      const started = await db.transaction(async (tx): Promise<Outcome<QuestionsData>> => {
        // Shares the exam's row with other starts; an admin's edit (FOR UPDATE) waits, so it sees this attempt.
        const current = await repo.lockExam(tx, examId, 'share');
        const now = ctx.now();
        if (!current || current.status !== 'active') return { error: new AppError('EXAM_KEY_INVALID', undefined, 'exam_key') };
        if (now.getTime() < current.startsAt.getTime() || now.getTime() >= current.endsAt.getTime()) return { error: new AppError('EXAM_NOT_OPEN', undefined, 'exam_module_id') };
        const attempt = await repo.insertAttempt(tx, { examId, userId: user.id, startedAt: now, deadlineAt: deadlineOf(now, current.duration, current.endsAt) });
        if (!attempt) return { ok: await questionsData(tx, await raceWinner(tx, examId, user.id), now, false) };
        await deps.jobs.schedule(tx, { kind: EXAM_DEADLINE_JOB, subject: String(attempt.id), runAt: attempt.deadlineAt });
        return { ok: await questionsData(tx, attempt, now, true) };
      });
      if ('error' in started) throw started.error;
      return started.ok;
    },

    async answer(user, body) {
      return withAttempt<{ answered: number; remaining_seconds: number }>(user, body.exam_module_id, async (tx, attempt, now) => {
        if (attempt.state !== 'in_progress') return { error: new AppError('EXAM_ATTEMPT_CLOSED', undefined, 'exam_module_id') };
        const question = (await repo.questionsOf(tx, attempt.examId)).find((q) => q.id === body.question_id);
        if (!question) return { error: new AppError('NOT_FOUND', { text: `Exam ${attempt.examId} has no question with id ${body.question_id}` }, 'question_id') };
        if (body.choice !== null && body.choice >= question.options.length) {
          return { error: new AppError('VALIDATION', { text: `choice: question ${question.id} has ${question.options.length} options (0 to ${question.options.length - 1})` }, 'choice') };
        }
        await repo.saveAnswer(tx, { attemptId: attempt.id, questionId: question.id, choice: body.choice, at: now });
        return { ok: { answered: await repo.countAnswers(tx, attempt.id), remaining_seconds: remainingSeconds(attempt.deadlineAt, now) } };
      });
    },

    async visibility(user, body) {
      return withAttempt<{ state: ExamAttemptRow['state']; remaining_seconds: number }>(user, body.exam_module_id, async (tx, attempt, now) => {
        if (attempt.state !== 'in_progress') return { ok: { state: attempt.state, remaining_seconds: 0 } };
        if (body.hidden && !attempt.hiddenAt) {
          await repo.setHiddenAt(tx, attempt.id, now);
          // reopen: an earlier hide that came back in time left this job done.
          await deps.jobs.schedule(tx, { kind: EXAM_HIDDEN_JOB, subject: String(attempt.id), runAt: new Date(now.getTime() + EXAM_HIDDEN_LIMIT_MS) }, { reopen: true });
        } else if (!body.hidden && attempt.hiddenAt) {
          // Back in time (settleAttempt ended it otherwise): the pending job finds it visible and does nothing.
          await repo.setHiddenAt(tx, attempt.id, null);
        }
        return { ok: { state: attempt.state, remaining_seconds: remainingSeconds(attempt.deadlineAt, now) } };
      });
    },

    async submit(user, body) {
      const exam = await examOrThrow(body.exam_module_id);
      const client: ClientClaims = {
        totalDuration: body.total_duration ?? null,
        obtainedMarks: body.obtained_marks ?? null,
        statistics: claimed(body.statistics),
        capturedQuestionIds: claimed(body.captured_question_ids),
      };
      const closed = await withAttempt(
        user,
        exam.id,
        async (tx, attempt, now) => {
          if (attempt.state !== 'in_progress') return { ok: attempt };
          const violatedAt = attempt.hiddenAt && attempt.hiddenAt.getTime() + EXAM_HIDDEN_LIMIT_MS < now.getTime() ? new Date(attempt.hiddenAt.getTime() + EXAM_HIDDEN_LIMIT_MS) : now;
          const state = body.rules_violated ? 'violated' : 'completed';
          const ended = await closeAttempt(tx, attempt, { state, at: now, violatedAt, client });
          await deps.jobs.cancel(tx, { kind: EXAM_DEADLINE_JOB, subject: String(attempt.id) });
          return { ok: ended };
        },
        client,
      );
      return resultDto(exam, closed, ctx.now());
    },

    async result(user, body) {
      const exam = await examOrThrow(body.exam_module_id);
      const attempt = await withAttempt(user, exam.id, async (_tx, settled) => Promise.resolve({ ok: settled }));
      if (attempt.state === 'in_progress') throw new AppError('NOT_FOUND', { text: 'This attempt is still in progress: it has no result yet' }, 'exam_module_id');
      const now = ctx.now();
      const result = resultDto(exam, attempt, now);
      if (!result.review_available) return { result, review: null };
      const [questions, answers] = await Promise.all([repo.questionsOf(db, exam.id), repo.answersOf(db, attempt.id)]);
      const chosen = new Map(answers.map((a) => [a.questionId, a.choice]));
      const review = questions.map((q) => {
        const choice = chosen.get(q.id) ?? null;
        return { ...playerQuestionDto(q), answer: q.answer, choice, correct: choice === q.answer };
      });
      return { result, review };
    },
  };
}

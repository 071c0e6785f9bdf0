/**
 * The admin's exams (contract/api/exams.ts, admin part): the list, one exam with its questions and
 * key, create and edit, and the results with rule violations. Each write is one transaction with
 * its audit entry. Once a player has started an exam its questions, marks and key are fixed
 * (EXAM_IN_USE); its dates may still move, and an earlier end pulls in the deadlines of attempts in progress.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AdminExam, AdminExamQuestion, getAdminExam, getAdminExamResults, setAdminExam } from '../../../contract/api/exams';
import type { DataOf, ParsedBodyOf } from '../../../contract/api/define';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { examAttempts, languages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { canonicalJson } from '../../lib/canonical-json';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { mediaProblem } from '../admin/content-media-upload';
import { recordAudit } from '../audit/audit.repo';
import { EXAM_DEADLINE_JOB } from './exam-close';
import { normaliseKey } from './exam-rules';
import * as repo from './exams.repo';

export interface ExamsAdminService {
  list(body: { offset: number; limit: number; search?: string | undefined }): Promise<{ total: number; data: AdminExam[] }>;
  get(id: number): Promise<DataOf<typeof getAdminExam>>;
  save(admin: AuthUser, body: ParsedBodyOf<typeof setAdminExam>): Promise<{ id: number }>;
  results(body: ParsedBodyOf<typeof getAdminExamResults>): Promise<DataOf<typeof getAdminExamResults>>;
}

export interface ExamsAdminDeps {
  readonly jobs: JobQueue;
  /** Refuses an admin whose role was taken away since the session began (admin-users.service.ts). */
  readonly ensureStillAdmin: (tx: Tx, adminId: number) => Promise<void>;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function adminExamDto(row: repo.AdminExamRow): AdminExam {
  return {
    id: row.id,
    language_id: row.languageId,
    title: row.title,
    instructions: row.instructions,
    exam_key: row.examKey,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    duration: row.duration,
    status: row.status,
    total_marks: row.totalMarks,
    no_of_questions: row.questionCount,
    attempts: row.attempts,
    violations: row.violations,
  };
}

function questionFields(question: AdminExamQuestion): repo.ExamQuestionFields {
  return {
    question: question.question,
    options: question.options,
    answer: question.answer,
    marks: question.marks,
    imageUrl: question.image_url,
    imageAlt: question.image_alt,
    math: question.math,
  };
}

/** What EXAM_IN_USE protects of a question list: its content and order, ids aside. */
const questionsKey = (questions: readonly repo.ExamQuestionFields[]) =>
  canonicalJson(questions.map((q) => [q.question, q.options, q.answer, q.marks, q.imageUrl ?? null, q.imageAlt ?? null, q.math ?? false]));

/**
 * Bad input named by its field: an end before the start, an answer past the options, a picture
 * that is not an uploaded content picture, a language that does not exist.
 */
async function checkExam(tx: Tx, body: ParsedBodyOf<typeof setAdminExam>, uploadsDir: string): Promise<void> {
  if (new Date(body.ends_at).getTime() <= new Date(body.starts_at).getTime()) throw new AppError('VALIDATION', { text: 'ends_at must be after starts_at' }, 'ends_at');
  for (const [i, q] of body.questions.entries()) {
    if (q.answer >= q.options.length) throw new AppError('VALIDATION', { text: `questions.${i}.answer must be the index of one of its ${q.options.length} options` }, `questions.${i}.answer`);
    const pictureProblem = q.image_url === null ? null : await mediaProblem(uploadsDir, q.image_url, 'picture');
    if (pictureProblem) throw new AppError('VALIDATION', { text: `questions.${i}.image_url ${pictureProblem}` }, `questions.${i}.image_url`);
  }
  const [language] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.id, body.language_id));
  if (!language) throw new AppError('VALIDATION', 'LANGUAGE_ID_UNKNOWN', 'language_id');
}

export function createExamsAdminService(ctx: AppContext, deps: ExamsAdminDeps): ExamsAdminService {
  const { db } = ctx;

  /** An earlier end pulls in the deadlines of attempts in progress, with their jobs. */
  async function pullDeadlines(tx: Tx, examId: number, endsAt: Date): Promise<void> {
    const moved = await tx
      .update(examAttempts)
      .set({ deadlineAt: endsAt })
      .where(and(eq(examAttempts.examId, examId), eq(examAttempts.state, 'in_progress'), gt(examAttempts.deadlineAt, sql`${endsAt.toISOString()}::timestamptz`)))
      .returning({ id: examAttempts.id });
    for (const attempt of moved) await deps.jobs.schedule(tx, { kind: EXAM_DEADLINE_JOB, subject: String(attempt.id), runAt: endsAt });
  }

  return {
    async list(body) {
      const { total, rows } = await repo.listAdminExams(db, body);
      return { total, data: rows.map(adminExamDto) };
    },

    async get(id) {
      const exam = await repo.adminExam(db, id);
      if (!exam) throw new AppError('NOT_FOUND', { text: `No exam with id ${id}` }, 'id');
      const questions = await repo.questionsOf(db, id);
      return {
        exam: adminExamDto(exam),
        questions: questions.map((q) => ({
          id: q.id,
          question: q.question,
          options: q.options,
          answer: q.answer,
          marks: q.marks,
          image_url: q.imageUrl,
          image_alt: q.imageAlt,
          math: q.math,
        })),
      };
    },

    async save(admin, body) {
      const fields = {
        languageId: body.language_id,
        title: body.title,
        instructions: body.instructions,
        examKey: body.exam_key,
        startsAt: new Date(body.starts_at),
        endsAt: new Date(body.ends_at),
        duration: body.duration,
        status: body.status,
      };
      const questions = body.questions.map(questionFields);
      const summary = (f: typeof fields, n: number) => ({ ...f, startsAt: f.startsAt.toISOString(), endsAt: f.endsAt.toISOString(), questions: n });
      return db.transaction(async (tx) => {
        await deps.ensureStillAdmin(tx, admin.id);
        await checkExam(tx, body, ctx.config.uploadsDir);
        if (body.id === undefined) {
          const id = await repo.insertExam(tx, { ...fields, isDemo: false });
          await repo.replaceQuestions(tx, id, questions);
          await recordAudit(tx, { adminId: admin.id, action: 'exam.create', subject: `exam:${id}`, before: null, after: summary(fields, questions.length) });
          return { id };
        }
        const id = body.id;
        const current = await repo.lockExam(tx, id, 'update');
        if (!current) throw new AppError('NOT_FOUND', { text: `No exam with id ${id}` }, 'id');
        const currentQuestions = await repo.questionsOf(tx, id);
        const questionsChange = questionsKey(currentQuestions) !== questionsKey(questions);
        const keyChanges = normaliseKey(current.examKey) !== normaliseKey(fields.examKey);
        if ((questionsChange || keyChanges) && (await repo.hasAttempts(tx, id))) throw new AppError('EXAM_IN_USE', undefined, questionsChange ? 'questions' : 'exam_key');
        await repo.updateExam(tx, id, fields);
        if (questionsChange) await repo.replaceQuestions(tx, id, questions);
        if (fields.endsAt.getTime() < current.endsAt.getTime()) await pullDeadlines(tx, id, fields.endsAt);
        const before = summary(
          {
            languageId: current.languageId,
            title: current.title,
            instructions: current.instructions,
            examKey: current.examKey,
            startsAt: current.startsAt,
            endsAt: current.endsAt,
            duration: current.duration,
            status: current.status,
          },
          currentQuestions.length,
        );
        await recordAudit(tx, { adminId: admin.id, action: 'exam.update', subject: `exam:${id}`, before, after: { ...summary(fields, questions.length), questionsChanged: questionsChange } });
        return { id };
      });
    },

    async results(body) {
      const exam = await repo.examSummary(db, body.exam_module_id);
      if (!exam) throw new AppError('NOT_FOUND', { text: `No exam with id ${body.exam_module_id}` }, 'exam_module_id');
      const { total, rows } = await repo.adminResults(db, { examId: exam.id, offset: body.offset, limit: body.limit, violationsOnly: body.violations_only });
      return {
        total,
        data: rows.map((row) => ({
          user_id: row.userId,
          name: row.name,
          email: row.email,
          state: row.state,
          started_at: row.startedAt.toISOString(),
          finished_at: iso(row.finishedAt),
          obtained_marks: row.state === 'in_progress' ? null : row.obtainedMarks,
          rules_violated: row.rulesViolated,
          violated_at: iso(row.violatedAt),
          client_obtained_marks: row.clientObtainedMarks,
        })),
      };
    },
  };
}

/**
 * The admin's contests (contract/api/contests.ts, admin part): create and edit a contest with its
 * questions, list contests and see a contest's standings. Once anyone has entered, its questions,
 * fee, prizes and start are fixed (CONTEST_IN_USE); after it was ranked only the name, description
 * and picture change. The end-of-contest job is scheduled in the transaction of the write, at the
 * contest's end, so moving the end moves the job.
 */
import type { z } from 'zod';
import type { AdminContest, AdminContestQuestion, setAdminContest } from '../../../contract/api/contests';
import type { AppContext } from '../../app-context';
import type { ContestRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { recordAudit } from '../audit/audit.repo';
import { CONTEST_END_JOB } from './contest-end';
import * as repo from './contests.repo';
import { rankDto, statusAt } from './contests.service';

export type ContestInput = z.output<typeof setAdminContest.body>;

export interface ContestsAdminService {
  list(page: { offset: number; limit: number; status?: 'upcoming' | 'live' | 'past' | undefined }): Promise<{ total: number; data: AdminContest[] }>;
  get(id: number): Promise<{ contest: AdminContest; questions: (AdminContestQuestion & { id: number })[] }>;
  set(admin: AuthUser, input: ContestInput): Promise<{ id: number }>;
  standings(contestId: number, page: { offset: number; limit: number }): Promise<{ total: number; final: boolean; data: AdminStanding[] }>;
}

type AdminStanding = ReturnType<typeof rankDto> & { email: string | null; questions_attended: number; correct_answers: number; finished: boolean; time_taken_seconds: number };

export interface ContestsAdminDeps {
  readonly jobs: JobQueue;
  /** Refuses an admin the database no longer has as an active admin (admin feature's ensureStillAdmin). */
  readonly ensureStillAdmin: (tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], adminId: number) => Promise<void>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createContestsAdminService(ctx: AppContext, deps: ContestsAdminDeps): ContestsAdminService {
  const { db } = ctx;

  async function toAdmin(row: ContestRow): Promise<AdminContest> {
    const counts = (await repo.contestCounts(db, [row.id])).get(row.id) ?? { participants: 0, questions: 0 };
    return {
      id: row.id,
      language_id: row.languageId,
      name: row.name,
      description: row.description,
      image_url: row.imageUrl,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      entry_fee: row.entryFee,
      prizes: row.prizes,
      status: statusAt(row, ctx.now()),
      active: row.active,
      participants: counts.participants,
      no_of_questions: counts.questions,
      ranked_at: row.rankedAt ? row.rankedAt.toISOString() : null,
    };
  }

  async function found(id: number): Promise<ContestRow> {
    const row = await repo.contestById(db, id);
    if (!row) throw new AppError('NOT_FOUND', { text: `No contest with id ${id}` }, 'id');
    return row;
  }

  return {
    async list(page) {
      const { total, rows } = await repo.adminContests(db, ctx.now(), page.status, page);
      return { total, data: await Promise.all(rows.map(toAdmin)) };
    },

    async get(id) {
      const row = await found(id);
      const questions = await repo.questionsOf(db, id);
      return {
        contest: await toAdmin(row),
        questions: questions.map((q) => ({ id: q.id, question: q.question, options: q.options, answer: q.answer, image_url: q.imageUrl, image_alt: q.imageAlt, math: q.math })),
      };
    },

    async set(admin, input) {
      const startsAt = new Date(input.starts_at);
      const endsAt = new Date(input.ends_at);
      if (endsAt.getTime() <= startsAt.getTime()) throw new AppError('VALIDATION', { text: 'ends_at must be after starts_at' }, 'ends_at');
      input.questions.forEach((q, i) => {
        if (q.answer >= q.options.length) throw new AppError('VALIDATION', { text: `questions.${i}.answer: the question has ${q.options.length} options (0 to ${q.options.length - 1})` }, `questions.${i}.answer`);
      });
      const questions = input.questions.map((q) => ({ question: q.question, options: q.options, answer: q.answer, imageUrl: q.image_url, imageAlt: q.image_alt, math: q.math }));
      const fields = {
        languageId: input.language_id,
        name: input.name,
        description: input.description,
        imageUrl: input.image_url,
        startsAt,
        endsAt,
        entryFee: input.entry_fee,
        prizes: input.prizes,
        active: input.active,
      };
      return db.transaction(async (tx) => {
        await deps.ensureStillAdmin(tx, admin.id);
        let id: number;
        let before: ContestRow | undefined;
        if (input.id === undefined) {
          id = await repo.insertContest(tx, fields);
          await repo.replaceQuestions(tx, id, questions);
        } else {
          before = await repo.lockContest(tx, input.id);
          if (!before) throw new AppError('NOT_FOUND', { text: `No contest with id ${input.id}` }, 'id');
          id = before.id;
          const current = await repo.questionsOf(tx, id);
          const sameQuestions = sameJson(
            current.map((q) => ({ question: q.question, options: q.options, answer: q.answer, imageUrl: q.imageUrl, imageAlt: q.imageAlt, math: q.math })),
            questions,
          );
          const entered = (await repo.participantCount(tx, id)) > 0;
          const fixedChanged =
            !sameQuestions || before.entryFee !== fields.entryFee || !sameJson(before.prizes, fields.prizes) || before.startsAt.getTime() !== startsAt.getTime();
          if (entered && fixedChanged) throw new AppError('CONTEST_IN_USE', undefined, 'id');
          const rankedChanged = fixedChanged || before.endsAt.getTime() !== endsAt.getTime() || before.languageId !== fields.languageId || before.active !== fields.active;
          if (before.rankedAt && rankedChanged) throw new AppError('CONTEST_IN_USE', { text: 'This contest has been ranked: only its name, description and picture can change' }, 'id');
          await repo.updateContest(tx, id, fields);
          if (!sameQuestions) await repo.replaceQuestions(tx, id, questions);
        }
        // The end job at the (new) end; a contest not ranked yet gets it back even if an earlier end had run it.
        const ranked = before?.rankedAt != null;
        if (!ranked) await deps.jobs.schedule(tx, { kind: CONTEST_END_JOB, subject: String(id), runAt: endsAt }, { reopen: true });
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'set_admin_contest',
          subject: `contest:${id}`,
          before: before ? { name: before.name, starts_at: before.startsAt.toISOString(), ends_at: before.endsAt.toISOString(), entry_fee: before.entryFee, prizes: before.prizes, active: before.active } : null,
          after: { name: input.name, starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString(), entry_fee: input.entry_fee, prizes: input.prizes, active: input.active, questions: input.questions.length },
        });
        return { id };
      });
    },

    async standings(contestId, page) {
      const contest = await found(contestId);
      const final = contest.rankedAt !== null;
      const rows = await repo.standings(db, contestId, final, page);
      return {
        total: await repo.participantCount(db, contestId),
        final,
        data: rows.map((row) => ({
          ...rankDto(row),
          email: row.email,
          questions_attended: row.questionsAttended,
          correct_answers: row.correctAnswers,
          finished: row.finishedAt !== null,
          time_taken_seconds: row.timeTaken,
        })),
      };
    },
  };
}

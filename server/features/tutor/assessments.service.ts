/**
 * Assessments by year and subject (contract/api/tutor.ts, docs/TUTOR.md "Assessments"). The server
 * holds the paper, the clock and the key: a start draws a paper from the year's and subject's units
 * and stores it with a deadline (and a job just past it), the questions travel without answers or
 * steps, responses are saved as the student goes (resumable on any device), and the score is
 * checked here with findItem/isRight in the transaction that closes the attempt, which also stores
 * the answered questions as mastery evidence (assessment-evidence.ts). A request that finds an
 * attempt past its deadline and allowance closes it first, with what was saved.
 */
import type { AssessmentItem, AssessmentPaper, AssessmentResult, getAssessmentConfiguration, getAssessmentReviewDetails, getUserAssessmentResults, submitAssessmentResults } from '../../../contract/api/tutor';
import type { DataOf, ParsedBodyOf } from '../../../contract/api/define';
import type { TutorSubject } from '../../../contract/tutor/content';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { ASSESSMENT_LATE_ALLOWANCE_MS, ASSESSMENT_RULES, subjectName, yearName } from './assessment-config';
import { drawPaper } from './assessment-draw';
import { recordAssessmentEvidence, type CheckedQuestion } from './assessment-evidence';
import { workedSteps } from './assessment-steps';
import * as repo from './assessments.repo';
import type { AssessmentAttemptRow, AssessmentQuestionRow } from './assessments.repo';
import { findItem, isRight } from './items';

export const ASSESSMENT_DEADLINE_JOB = 'assessment.deadline';

export interface AssessmentsService {
  configuration(body: { language_id?: number | undefined }): Promise<DataOf<typeof getAssessmentConfiguration>>;
  paper(user: AuthUser, body: { year: number; subject: TutorSubject }): Promise<AssessmentPaper>;
  submit(user: AuthUser, body: ParsedBodyOf<typeof submitAssessmentResults>): Promise<AssessmentResult | null>;
  results(user: AuthUser, body: ParsedBodyOf<typeof getUserAssessmentResults>): Promise<DataOf<typeof getUserAssessmentResults>>;
  review(user: AuthUser, body: { attempt_id: number }): Promise<DataOf<typeof getAssessmentReviewDetails>>;
}

export interface AssessmentsDeps {
  readonly jobs: JobQueue;
}

/** When an attempt stops counting what a submission carries (the deadline plus the allowance). */
function cutoffOf(attempt: Pick<AssessmentAttemptRow, 'deadlineAt'>): Date {
  return new Date(attempt.deadlineAt.getTime() + ASSESSMENT_LATE_ALLOWANCE_MS);
}

function itemDto(q: AssessmentQuestionRow): AssessmentItem {
  return { item_id: q.itemId, curriculum_id: q.curriculumId, kind: q.kind, prompt: q.prompt, ...(q.options ? { options: q.options } : {}) };
}

function paperDto(attempt: AssessmentAttemptRow, questions: readonly AssessmentQuestionRow[], now: Date): AssessmentPaper {
  return {
    attempt_id: attempt.id,
    year: attempt.year,
    subject: attempt.subject,
    questions: questions.map(itemDto),
    time_limit_seconds: attempt.timeLimitSeconds,
    started_at: attempt.startedAt.toISOString(),
    deadline_at: attempt.deadlineAt.toISOString(),
    server_now: now.toISOString(),
    responses: questions.flatMap((q) => (q.given === null ? [] : [{ item_id: q.itemId, answer: q.given }])),
  };
}

function resultDto(attempt: AssessmentAttemptRow, units: AssessmentResult['by_unit']): AssessmentResult {
  const score = attempt.score ?? 0;
  return {
    attempt_id: attempt.id,
    year: attempt.year,
    subject: attempt.subject,
    score,
    total: attempt.total,
    percent: attempt.total === 0 ? 0 : Math.round((score / attempt.total) * 1000) / 10,
    time_taken: attempt.timeTaken ?? 0,
    submitted_at: (attempt.closedAt ?? attempt.deadlineAt).toISOString(),
    by_unit: units,
  };
}

/**
 * Closes an open attempt (the caller holds its row lock): each question checked against the key
 * findItem finds for it now, the verdicts and the score written, the time measured by the server
 * (from the start to the close, never past the deadline). An item no longer in the content counts
 * as not right. Returns the attempt as it stands afterwards.
 */
async function closeAttempt(tx: Tx, attempt: AssessmentAttemptRow, state: 'submitted' | 'expired', at: Date, clientTimeTaken: number | null): Promise<AssessmentAttemptRow> {
  if (attempt.state !== 'open') return attempt;
  const questions = await repo.questionsOf(tx, attempt.id);
  const verdicts = [];
  const checked: CheckedQuestion[] = [];
  for (const q of questions) {
    const item = await findItem(tx, q.curriculumId, q.itemId);
    const correct = item !== null && q.given !== null && isRight(item, q.given);
    verdicts.push({ position: q.position, rightAnswer: item?.answer ?? null, correct });
    checked.push({ position: q.position, curriculumId: q.curriculumId, itemId: q.itemId, given: q.given, found: item !== null, correct });
  }
  await repo.setVerdicts(tx, attempt.id, verdicts);
  const end = Math.min(at.getTime(), attempt.deadlineAt.getTime());
  const timeTaken = Math.max(0, Math.min(attempt.timeLimitSeconds, Math.round((end - attempt.startedAt.getTime()) / 1000)));
  const closed = await repo.closeAttempt(tx, attempt.id, { state, closedAt: at, score: verdicts.filter((v) => v.correct).length, timeTaken, clientTimeTaken });
  if (!closed) return attempt;
  // Only the close that happened counts the answers as mastery evidence, in its own transaction.
  await recordAssessmentEvidence(tx, closed.userId, closed.id, at, checked);
  return closed;
}

/** Closes an open attempt found past its deadline and allowance, as expired at its deadline, with what was saved. */
async function settle(tx: Tx, attempt: AssessmentAttemptRow, now: Date): Promise<AssessmentAttemptRow> {
  if (attempt.state !== 'open' || now.getTime() < cutoffOf(attempt).getTime()) return attempt;
  return closeAttempt(tx, attempt, 'expired', attempt.deadlineAt, null);
}

/** The deadline job: closes the attempt named by its subject when it is still open and overdue. */
export function registerAssessmentJobs(jobs: JobQueue, now: () => Date): void {
  jobs.register(ASSESSMENT_DEADLINE_JOB, async (tx, job) => {
    const id = Number(job.subject);
    if (!Number.isSafeInteger(id)) return null;
    const attempt = await repo.lockAttempt(tx, id);
    if (attempt?.state !== 'open') return null;
    const settled = await settle(tx, attempt, now());
    return settled.state === 'open' ? null : { attempt: settled.id, score: settled.score ?? 0 };
  });
}

const notFound = (text: string) => new AppError('NOT_FOUND', { text }, 'attempt_id');

export function createAssessmentsService(ctx: AppContext, deps: AssessmentsDeps): AssessmentsService {
  const { db } = ctx;

  async function resultOf(dbOrTx: DbOrTx, attempt: AssessmentAttemptRow): Promise<AssessmentResult> {
    const units = await repo.byUnit(dbOrTx, [attempt.id]);
    return resultDto(attempt, units.get(attempt.id) ?? []);
  }

  /** The year's and subject's rule, with the paper's length the content allows; null when it has no content. */
  async function ruleOf(year: number, subject: TutorSubject): Promise<{ questionCount: number; timeLimitSeconds: number } | null> {
    const size = (await repo.poolSizes(db)).find((s) => s.year === year && s.subject === subject);
    if (!size) return null;
    const rule = ASSESSMENT_RULES[subject];
    return { questionCount: Math.min(rule.questionCount, size.questions), timeLimitSeconds: rule.timeLimitSeconds };
  }

  return {
    async configuration(body) {
      const [language, sizes] = await Promise.all([repo.languageCode(db, body.language_id), repo.poolSizes(db)]);
      const years = [...new Set(sizes.map((s) => s.year))];
      return {
        years: years.map((year) => ({
          year,
          name: yearName(year, language),
          subjects: sizes
            .filter((s) => s.year === year)
            .map((s) => ({
              subject: s.subject,
              name: subjectName(s.subject, language),
              question_count: Math.min(ASSESSMENT_RULES[s.subject].questionCount, s.questions),
              time_limit_seconds: ASSESSMENT_RULES[s.subject].timeLimitSeconds,
            })),
        })),
      };
    },

    async paper(user, body) {
      const rule = await ruleOf(body.year, body.subject);
      if (!rule) throw new AppError('NOT_FOUND', { text: `There is no ${body.subject} assessment for year ${body.year}` }, 'subject');
      return db.transaction(async (tx) => {
        const now = ctx.now();
        const open = await repo.lockOpenAttempt(tx, user.id, body.year, body.subject);
        if (open) {
          const settled = await settle(tx, open, now);
          if (settled.state === 'open') return paperDto(settled, await repo.questionsOf(tx, settled.id), now);
        }
        const drawn = drawPaper(await repo.poolOf(tx, body.year, body.subject), rule.questionCount);
        if (drawn.length === 0) throw new AppError('NOT_FOUND', { text: `There is no ${body.subject} assessment for year ${body.year}` }, 'subject');
        const attempt = await repo.insertAttempt(tx, {
          userId: user.id,
          year: body.year,
          subject: body.subject,
          timeLimitSeconds: rule.timeLimitSeconds,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + rule.timeLimitSeconds * 1000),
          total: drawn.length,
        });
        if (!attempt) {
          // Another start of the same paper committed first: resume it.
          const winner = await repo.lockOpenAttempt(tx, user.id, body.year, body.subject);
          if (!winner) throw new Error(`the open ${body.subject} assessment of user ${user.id} is neither new nor there`);
          return paperDto(winner, await repo.questionsOf(tx, winner.id), now);
        }
        await repo.insertQuestions(
          tx,
          drawn.map((item, position) => ({ attemptId: attempt.id, position, itemId: item.itemId, curriculumId: item.curriculumId, unitName: item.unitName, kind: item.kind, prompt: item.prompt, options: item.options })),
        );
        await deps.jobs.schedule(tx, { kind: ASSESSMENT_DEADLINE_JOB, subject: String(attempt.id), runAt: cutoffOf(attempt) });
        return paperDto(attempt, await repo.questionsOf(tx, attempt.id), now);
      });
    },

    async submit(user, body) {
      const namedId = body.attempt_id;
      return db.transaction(async (tx) => {
        let attempt: AssessmentAttemptRow | undefined;
        if (namedId !== undefined) attempt = await repo.lockAttempt(tx, namedId);
        else {
          attempt = await repo.lockOpenAttempt(tx, user.id, body.year, body.subject);
          // A repeated submit that names no attempt: the one it closed.
          const closedId = attempt ? undefined : await repo.newestClosedId(tx, user.id, body.year, body.subject);
          if (closedId !== undefined) attempt = await repo.lockAttempt(tx, closedId);
        }
        // Another student's attempt answers as one that does not exist.
        if (!attempt || attempt.userId !== user.id) throw notFound(namedId === undefined ? `You have no ${body.subject} assessment of year ${body.year}` : `You have no assessment attempt ${namedId}`);
        if (attempt.year !== body.year || attempt.subject !== body.subject) throw notFound(`Assessment attempt ${attempt.id} is not the ${body.subject} assessment of year ${body.year}`);

        const questions = await repo.questionsOf(tx, attempt.id);
        const positionOf = new Map(questions.map((q) => [q.itemId, q.position]));
        const answers: { position: number; given: string | null }[] = [];
        const sent = new Set<string>();
        for (const response of body.responses) {
          const position = positionOf.get(response.item_id);
          if (position === undefined) throw new AppError('VALIDATION', { text: `responses: ${response.item_id} is not a question of assessment attempt ${attempt.id}` }, 'responses');
          if (sent.has(response.item_id)) throw new AppError('VALIDATION', { text: `responses: ${response.item_id} is answered twice` }, 'responses');
          sent.add(response.item_id);
          const given = response.answer.trim();
          answers.push({ position, given: given === '' ? null : given });
        }

        const now = ctx.now();
        // Closed already (submitted, or expired): the stored result, whatever this request carries.
        if (attempt.state !== 'open') return resultOf(tx, attempt);
        // Past the deadline and its allowance only what was saved counts.
        if (now.getTime() >= cutoffOf(attempt).getTime()) return resultOf(tx, await settle(tx, attempt, now));
        await repo.saveGiven(tx, attempt.id, answers);
        if (body.save_only) return null;
        const closed = await closeAttempt(tx, attempt, 'submitted', now, body.time_taken);
        await deps.jobs.cancel(tx, { kind: ASSESSMENT_DEADLINE_JOB, subject: String(attempt.id) });
        return resultOf(tx, closed);
      });
    },

    async results(user, body) {
      // An attempt past its deadline is a result even when its job has not run yet.
      const now = ctx.now();
      for (const id of await repo.overdueIds(db, user.id, new Date(now.getTime() - ASSESSMENT_LATE_ALLOWANCE_MS))) {
        await db.transaction(async (tx) => {
          const attempt = await repo.lockAttempt(tx, id);
          if (attempt) await settle(tx, attempt, now);
        });
      }
      const { total, rows } = await repo.listResults(db, user.id, body);
      const units = await repo.byUnit(
        db,
        rows.map((row) => row.id),
      );
      return { total, data: rows.map((row) => resultDto(row, units.get(row.id) ?? [])) };
    },

    async review(user, body) {
      const attempt = await db.transaction(async (tx) => {
        const locked = await repo.lockAttempt(tx, body.attempt_id);
        if (!locked || locked.userId !== user.id) throw notFound(`You have no assessment attempt ${body.attempt_id}`);
        return settle(tx, locked, ctx.now());
      });
      if (attempt.state === 'open') throw notFound(`Assessment attempt ${attempt.id} is still in progress: submit it to see its review`);
      const questions = await repo.questionsOf(db, attempt.id);
      const steps = await workedSteps(db, questions);
      const reviewed = questions.map((q) => ({ ...itemDto(q), answer: q.rightAnswer ?? '', given: q.given, correct: q.correct ?? false, steps: steps.get(q.position) ?? [] }));
      return { result: await resultOf(db, attempt), questions: reviewed };
    },
  };
}

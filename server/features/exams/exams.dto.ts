/** The exam module's rows as the contract shapes them for a player (never a key or an answer before the end). */
import type { ExamAttempt, ExamModule, ExamQuestion, ExamResult } from '../../../contract/api/exams';
import { remainingSeconds } from './exam-rules';
import type { ExamAttemptRow, ExamQuestionRow, ExamSummary } from './exams.repo';

const iso = (date: Date) => date.toISOString();

export function examStatus(exam: Pick<ExamSummary, 'startsAt' | 'endsAt'>, now: Date): ExamModule['status'] {
  if (now.getTime() < exam.startsAt.getTime()) return 'upcoming';
  return now.getTime() < exam.endsAt.getTime() ? 'open' : 'ended';
}

export const reviewOpen = (exam: Pick<ExamSummary, 'endsAt'>, now: Date): boolean => now.getTime() >= exam.endsAt.getTime();

export function examModuleDto(exam: ExamSummary, attempt: ExamAttemptRow | undefined, now: Date): ExamModule {
  return {
    id: exam.id,
    title: exam.title,
    date: iso(exam.startsAt).slice(0, 10),
    starts_at: iso(exam.startsAt),
    ends_at: iso(exam.endsAt),
    duration: exam.duration,
    total_marks: exam.totalMarks,
    no_of_questions: exam.questionCount,
    instructions: exam.instructions,
    status: examStatus(exam, now),
    attempt: attempt
      ? {
          state: attempt.state,
          started_at: iso(attempt.startedAt),
          deadline_at: iso(attempt.deadlineAt),
          finished_at: attempt.finishedAt ? iso(attempt.finishedAt) : null,
          obtained_marks: attempt.state === 'in_progress' ? null : attempt.obtainedMarks,
        }
      : null,
    review_available: reviewOpen(exam, now),
  };
}

export function attemptDto(attempt: ExamAttemptRow, now: Date): ExamAttempt {
  return {
    exam_module_id: attempt.examId,
    state: attempt.state,
    started_at: iso(attempt.startedAt),
    deadline_at: iso(attempt.deadlineAt),
    server_now: iso(now),
    remaining_seconds: attempt.state === 'in_progress' ? remainingSeconds(attempt.deadlineAt, now) : 0,
  };
}

/** A question as the player sees it: no answer, ever. */
export function playerQuestionDto(row: ExamQuestionRow): ExamQuestion {
  return {
    id: row.id,
    question: row.question,
    options: row.options,
    marks: row.marks,
    image_url: row.imageUrl,
    image_alt: row.imageUrl ? (row.imageAlt ?? row.question) : null,
    ...(row.math ? { math: true } : {}),
  };
}

/** The result of an attempt that is over (the caller checked its state). */
export function resultDto(exam: ExamSummary, attempt: ExamAttemptRow, now: Date): ExamResult {
  if (attempt.state === 'in_progress' || !attempt.finishedAt) throw new Error(`attempt ${attempt.id} is still in progress`);
  const correct = attempt.correctAnswers ?? 0;
  const incorrect = attempt.incorrectAnswers ?? 0;
  return {
    exam_module_id: exam.id,
    title: exam.title,
    state: attempt.state,
    obtained_marks: attempt.obtainedMarks ?? 0,
    total_marks: exam.totalMarks,
    total_questions: exam.questionCount,
    correct_answers: correct,
    incorrect_answers: incorrect,
    unanswered: Math.max(0, exam.questionCount - correct - incorrect),
    time_taken_seconds: Math.max(0, Math.floor((attempt.finishedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
    statistics: attempt.statistics ?? [],
    rules_violated: attempt.rulesViolated,
    violated_at: attempt.violatedAt ? iso(attempt.violatedAt) : null,
    finished_at: iso(attempt.finishedAt),
    ends_at: iso(exam.endsAt),
    review_available: reviewOpen(exam, now),
  };
}

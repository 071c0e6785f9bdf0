/** Canned exams, questions and results for the exam screens' tests. */
import type { ExamModule, ExamQuestion, ExamResult } from '../../../contract/api/exams';

export function exam(overrides: Partial<ExamModule> = {}): ExamModule {
  return {
    id: 7,
    title: 'Science mid-term',
    date: '2026-11-26',
    starts_at: '2026-11-26T08:00:00.000Z',
    ends_at: '2026-11-26T20:00:00.000Z',
    duration: 30,
    total_marks: 5,
    no_of_questions: 2,
    instructions: 'Answer every question. No calculators.',
    status: 'open',
    attempt: null,
    review_available: false,
    ...overrides,
  };
}

export const questions: ExamQuestion[] = [
  { id: 101, question: 'Water boils at sea level at?', options: ['90 °C', '100 °C', '110 °C', '120 °C'], marks: 2, image_url: null, image_alt: null },
  { id: 102, question: 'The closest planet to the Sun?', options: ['Venus', 'Mercury', 'Mars'], marks: 3, image_url: null, image_alt: null },
];

/** The attempt as get_exam_module_questions returns it, with `minutes` left on the server's clock now. */
export function attemptData(minutes = 30, answers: { question_id: number; choice: number }[] = [], started = true) {
  const now = Date.now();
  return {
    attempt: {
      exam_module_id: 7,
      state: 'in_progress' as const,
      started_at: new Date(now - (30 - minutes) * 60_000).toISOString(),
      deadline_at: new Date(now + minutes * 60_000).toISOString(),
      server_now: new Date(now).toISOString(),
      remaining_seconds: minutes * 60,
    },
    questions,
    answers,
    started,
  };
}

export function result(overrides: Partial<ExamResult> = {}): ExamResult {
  return {
    exam_module_id: 7,
    title: 'Science mid-term',
    state: 'completed',
    obtained_marks: 2,
    total_marks: 5,
    total_questions: 2,
    correct_answers: 1,
    incorrect_answers: 0,
    unanswered: 1,
    time_taken_seconds: 125,
    statistics: [],
    rules_violated: false,
    violated_at: null,
    finished_at: '2026-11-26T10:02:05.000Z',
    ends_at: '2026-11-26T20:00:00.000Z',
    review_available: false,
    ...overrides,
  };
}

/** Rows as the admin exam actions answer them, for the exam screens' tests. */
import type { AdminExam, AdminExamQuestion } from '../../../../contract/api/exams';
import type { ActionData } from '../../../lib/request/request';

export function examRow(fields: Partial<AdminExam> = {}): AdminExam {
  return {
    id: 5,
    language_id: 1,
    title: 'Weekly maths',
    instructions: 'Calculators are not allowed.',
    exam_key: 'MATHS-7',
    starts_at: '2026-12-01T09:00:00.000Z',
    ends_at: '2026-12-01T18:00:00.000Z',
    duration: 30,
    status: 'active',
    total_marks: 5,
    no_of_questions: 2,
    attempts: 0,
    violations: 0,
    ...fields,
  };
}

export function examQuestionRow(fields: Partial<AdminExamQuestion> = {}): AdminExamQuestion & { id: number } {
  return { id: 41, question: 'What is 2 + 2?', options: ['4', '5', '22'], answer: 0, marks: 2, image_url: null, image_alt: null, math: false, ...fields };
}

export type ExamResultRow = ActionData<'get_admin_exam_results'>['data'][number];

export function examResultRow(fields: Partial<ExamResultRow> = {}): ExamResultRow {
  return {
    user_id: 7,
    name: 'Sara',
    email: 'sara@example.com',
    state: 'completed',
    started_at: '2026-12-01T09:05:00.000Z',
    finished_at: '2026-12-01T09:20:00.000Z',
    obtained_marks: 4,
    rules_violated: false,
    violated_at: null,
    client_obtained_marks: 4,
    ...fields,
  };
}

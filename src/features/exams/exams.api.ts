/**
 * The exam module's calls (contract/api/exams.ts). Reads and the player's own steps show their
 * errors on the screen (toasts off); the visibility report leaves with fetch keepalive, so it still
 * goes out as the app is put in the background.
 */
import type { ExamListType } from './exam-paths';
import { currentLanguageParam } from '../../lib/language-param';
import { callAction } from '../../lib/request/request';

const quiet = (signal?: AbortSignal) => ({ displayToast: false, signal });

export interface ListOptions {
  readonly signal: AbortSignal;
  readonly onCachedCopy: (storedAt: Date) => void;
}

export const examsApi = {
  list: (type: ExamListType, paging: { readonly offset: number; readonly limit: number }, options: ListOptions) =>
    callAction('get_exam_module', { type, offset: paging.offset, limit: paging.limit, ...currentLanguageParam() }, { displayToast: false, signal: options.signal, onCachedCopy: options.onCachedCopy }),
  /** Starts the attempt (with the key and the rules agreed) or resumes the one in progress (without). */
  questions: (examId: number, start: { readonly key: string; readonly agreed: boolean } | null, signal?: AbortSignal) =>
    callAction('get_exam_module_questions', start ? { exam_module_id: examId, exam_key: start.key, rules_agreed: start.agreed } : { exam_module_id: examId }, quiet(signal)),
  answer: (examId: number, questionId: number, choice: number | null) => callAction('set_exam_module_answer', { exam_module_id: examId, question_id: questionId, choice }, quiet()),
  visibility: (examId: number, hidden: boolean) =>
    callAction('set_exam_module_visibility', { exam_module_id: examId, hidden }, { displayToast: false, keepalive: true }),
  finish: (examId: number, report: { readonly elapsedSeconds: number; readonly rulesViolated: boolean; readonly answered: readonly number[] }) =>
    callAction(
      'set_exam_module_result',
      { exam_module_id: examId, total_duration: report.elapsedSeconds, rules_violated: report.rulesViolated, captured_question_ids: [...report.answered] },
      quiet(),
    ),
  result: (examId: number, signal: AbortSignal) => callAction('get_exam_module_result', { exam_module_id: examId }, quiet(signal)),
};

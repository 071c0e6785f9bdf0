/** The exam actions of the admin screens (docs/EXAMS-AND-CONTESTS.md "Admin"). Reads stay quiet; the screens show every error. */
import { callAction, type ActionBody } from '../../../lib/request/request';

export type ExamsQuery = ActionBody<'get_admin_exams'>;
export type ExamBody = ActionBody<'set_admin_exam'>;
export type ExamResultsQuery = ActionBody<'get_admin_exam_results'>;

const read = (signal: AbortSignal) => ({ displayToast: false, signal });

export const examsApi = {
  list: (query: ExamsQuery, signal: AbortSignal) => callAction('get_admin_exams', query, read(signal)),
  one: (id: number, signal: AbortSignal) => callAction('get_admin_exam', { id }, read(signal)),
  save: (body: ExamBody) => callAction('set_admin_exam', body, { displayToast: false }),
  results: (query: ExamResultsQuery, signal: AbortSignal) => callAction('get_admin_exam_results', query, read(signal)),
};

export const EXAMS_PATH = '/admin/exams';
export const examPath = (id: number | 'new') => `${EXAMS_PATH}/${id}`;
export const examResultsPath = (id: number) => `${EXAMS_PATH}/${id}/results`;

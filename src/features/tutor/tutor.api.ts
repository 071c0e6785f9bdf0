/** The tutor hub's HTTP actions (contract/api/tutor.ts); the screens show every error themselves. */
import type { TutorSubject } from '../../../contract/tutor/content';
import { currentLanguageParam } from '../../lib/language-param';
import { callAction } from '../../lib/request/request';

const quiet = (signal?: AbortSignal) => ({ displayToast: false, signal });

export interface ResponseEntry {
  readonly item_id: string;
  readonly answer: string;
}

export interface SubmitInput {
  readonly year: number;
  readonly subject: TutorSubject;
  readonly attempt_id: number;
  readonly responses: readonly ResponseEntry[];
  readonly time_taken: number;
  readonly save_only: boolean;
}

export const tutorApi = {
  subjects: (signal: AbortSignal) => callAction('get_tutor_subjects', { ...currentLanguageParam() }, quiet(signal)),
  chapters: (category: number, signal: AbortSignal) => callAction('get_chapters_by_category', { category, ...currentLanguageParam() }, quiet(signal)),
  mastery: (signal: AbortSignal, category?: number) => callAction('get_tutor_mastery', category === undefined ? {} : { category }, quiet(signal)),
  assessmentConfiguration: (signal: AbortSignal) => callAction('get_assessment_configuration', { ...currentLanguageParam() }, quiet(signal)),
  paper: (year: number, subject: TutorSubject, signal: AbortSignal) => callAction('get_assessment_questions_by_year_subject', { year, subject }, quiet(signal)),
  submit: (input: SubmitInput) => callAction('submit_assessment_results', { ...input, responses: [...input.responses] }, quiet()),
  results: (query: { readonly offset: number; readonly limit: number; readonly year?: number | undefined; readonly subject?: TutorSubject | undefined }, signal: AbortSignal) =>
    callAction('get_user_assessment_results', { offset: query.offset, limit: query.limit, ...(query.year === undefined ? {} : { year: query.year }), ...(query.subject === undefined ? {} : { subject: query.subject }) }, quiet(signal)),
  review: (attemptId: number, signal: AbortSignal) => callAction('get_assessment_review_details', { attempt_id: attemptId }, quiet(signal)),
};

/** Quiz Zone calls. Reads show their errors inline (toasts off); the answer sheet keeps the default toasts. */
import type { Answer } from '../../../contract/api/quiz';
import { currentLanguageParam } from '../../lib/language-param';
import { callAction } from '../../lib/request/request';

export interface LevelRef {
  readonly category: number;
  readonly subcategory: number;
  readonly level: number;
}

export const quizApi = {
  categories: (signal: AbortSignal) =>
    callAction('get_categories', { type: 'quiz_zone', ...currentLanguageParam() }, { displayToast: false, signal }),
  subcategories: (category: number, signal: AbortSignal) =>
    callAction('get_subcategory_by_maincategory', { category }, { displayToast: false, signal }),
  levels: (category: number, subcategory: number, signal: AbortSignal) =>
    callAction('get_level_data', { category, subcategory }, { displayToast: false, signal }),
  questions: (ref: LevelRef, signal: AbortSignal) =>
    callAction('get_questions_by_level', { ...ref, ...currentLanguageParam() }, { displayToast: false, signal }),
  /** One answer of a served round, checked as it is given; the first answer to a question is final. */
  check: (roundId: string, answer: Answer) =>
    callAction('check_level_answer', { round_id: roundId, ...answer }, { displayToast: false }),
  submit: (ref: LevelRef, answers: readonly Answer[]) =>
    callAction('set_level_data', { ...ref, answers: [...answers] }, { displayToast: false }),
};

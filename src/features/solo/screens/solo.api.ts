/**
 * The mode screens' calls: lists and the dashboard's facts (reads show their errors inline, toasts
 * off). The rounds themselves are served by the player (../play), never here.
 */
import type { CategoryType } from '../../../../contract/quiz/solo-modes';
import { currentLanguageParam } from '../../../lib/language-param';
import { callAction } from '../../../lib/request/request';

const quiet = (signal?: AbortSignal) => ({ displayToast: false, signal });

export const soloApi = {
  categories: (type: CategoryType, signal: AbortSignal) => callAction('get_categories', { type, ...currentLanguageParam() }, quiet(signal)),
  subcategories: (category: number, signal: AbortSignal) => callAction('get_subcategory_by_maincategory', { category }, quiet(signal)),
  passages: (category: number, signal: AbortSignal) => callAction('get_fun_n_learn', { category, ...currentLanguageParam() }, quiet(signal)),
  /** The dashboard only: `peek` never starts the day's round. */
  dailyQuiz: (signal: AbortSignal) => callAction('get_daily_quiz', { peek: true, ...currentLanguageParam() }, quiet(signal)),
  bookmarks: (type: CategoryType | undefined, signal: AbortSignal) => callAction('get_bookmark', type ? { type } : {}, quiet(signal)),
  setFavourites: (categories: readonly number[]) => callAction('set_quiz_categories', { type: 'quiz_zone', categories: [...categories] }, quiet()),
};

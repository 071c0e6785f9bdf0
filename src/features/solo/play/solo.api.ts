/**
 * The solo player's server calls. Serving reads show their errors on the screen (toasts off); the
 * calls made during play answer the screen too (the lifelines bar, the bookmark toggle, the report
 * dialog say what went wrong where it went wrong).
 */
import type { SoloAnswer, SoloRound } from '../../../../contract/api/solo';
import type { CategoryType, Lifeline } from '../../../../contract/quiz/solo-modes';
import { errorCatalogue } from '../../../../contract/errors';
import { currentLanguageParam } from '../../../lib/language-param';
import { ApiError } from '../../../lib/request/api-error';
import { requestHooks } from '../../../lib/request/request-hooks';
import { callAction } from '../../../lib/request/request';
import type { SoloRoundRequest } from './solo-request';

const quiet = { displayToast: false } as const;

function refusal(code: 'ALREADY_PLAYED' | 'NO_QUESTIONS'): ApiError {
  const { status, message } = errorCatalogue[code];
  return new ApiError(code, status, requestHooks().translateMessage(code, message));
}

/** The mode's serve action: a round the server opened (ranked, or unpaid for Self Challenge and bookmarks). */
export async function serveRound(request: SoloRoundRequest, signal: AbortSignal): Promise<SoloRound> {
  const language = currentLanguageParam();
  const options = { ...quiet, signal };
  switch (request.mode) {
    case 'daily_quiz': {
      // Not `peek`: this call starts today's round (the dashboard peeks).
      const daily = await callAction('get_daily_quiz', { ...language, peek: false }, options);
      if (daily.round) return daily.round;
      throw refusal(daily.played ? 'ALREADY_PLAYED' : 'NO_QUESTIONS');
    }
    case 'true_false':
      return callAction('get_questions_by_type', { type: 'true_false', ...language, ...(request.category ? { category: request.category } : {}), limit: request.limit ?? 10 }, options);
    case 'fun_n_learn':
      return callAction('get_fun_n_learn_questions', { fun_n_learn_id: request.passage }, options);
    case 'guess_the_word':
      return callAction('get_guess_the_word', { ...language, category: request.category, subcategory: request.subcategory, limit: 10 }, options);
    case 'self_challenge':
      return callAction(
        'get_questions_for_self_challenge',
        { ...language, category_slug: request.categorySlug, subcategory_slug: request.subcategorySlug, limit: request.limit, timer: request.timer },
        options,
      );
    case 'audio_questions':
      return callAction('get_audio_questions', { ...language, category: request.category, subcategory: request.subcategory, limit: 10 }, options);
    case 'math_mania': {
      const data = await callAction('get_maths_questions', { type: 'math_mania', type_id: request.category, subcategory: request.subcategory, ...language, limit: 10 }, options);
      // The action answers maths practice units too; Math Mania's body always brings a round.
      if ('round_id' in data && 'mode' in data) return data;
      throw refusal('NO_QUESTIONS');
    }
    case 'nonverbal':
      return callAction('get_questions_for_nonverbal_reasoning', { ...language, category: request.category, subcategory: request.subcategory, limit: 10 }, options);
    case 'bookmarks': {
      const type = request.type as CategoryType | undefined;
      const data = await callAction('get_bookmark', { ...(type ? { type } : {}), play: true }, options);
      if (data.round && data.round.questions.length > 0) return data.round;
      throw refusal('NO_QUESTIONS');
    }
  }
}

export const soloApi = {
  /** One answer of a served round; the first answer to a question is final. */
  check: (roundId: string, answer: SoloAnswer) => callAction('check_solo_answer', { round_id: roundId, ...answer }, quiet),
  lifeline: (roundId: string, questionId: number, lifeline: Lifeline) => callAction('use_lifeline', { round_id: roundId, question_id: questionId, lifeline }, quiet),
  wordHint: (roundId: string, questionId: number) => callAction('use_word_hint', { round_id: roundId, question_id: questionId }, quiet),
  setBookmark: (questionId: number, status: boolean, type: CategoryType, at: string) =>
    callAction('set_bookmark', { question_id: questionId, status, type, at }, quiet),
  report: (questionId: number, message: string) => callAction('report_question', { question_id: questionId, message }, quiet),
};

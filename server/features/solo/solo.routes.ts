import * as solo from '../../../contract/api/solo';
import type { ActionRouter } from '../../plugins/actions';
import type { SoloService } from './solo.service';

/** The solo actions (Math Mania's get_maths_questions is dispatched from maths.routes.ts). */
export function registerSoloRoutes(api: ActionRouter, service: SoloService): void {
  api.handle(solo.getDailyQuiz, async ({ user, body }) => service.dailyQuiz(user, body));
  api.handle(solo.getQuestionsByType, async ({ user, body }) => service.questionsByType(user, body));
  api.handle(solo.getFunNLearn, async ({ user, body }) => service.funNLearn(user, body));
  api.handle(solo.getFunNLearnQuestions, async ({ user, body }) => service.funNLearnQuestions(user, body.fun_n_learn_id));
  api.handle(solo.getGuessTheWord, async ({ user, body }) => service.categoryRound(user, 'guess_the_word', body));
  api.handle(solo.getAudioQuestions, async ({ user, body }) => service.categoryRound(user, 'audio_questions', body));
  api.handle(solo.getQuestionsForNonverbalReasoning, async ({ user, body }) => service.categoryRound(user, 'nonverbal', body));
  api.handle(solo.getQuestionsForSelfChallenge, async ({ user, body }) => service.selfChallenge(user, body));
  api.handle(solo.checkSoloAnswer, async ({ user, body }) =>
    service.checkAnswer(user, { roundId: body.round_id, questionId: body.question_id, answer: body.answer, text: body.text ?? null, timeMs: body.time_ms }),
  );
  api.handle(solo.useLifeline, async ({ user, body }) => service.useLifeline(user, body.round_id, body.question_id, body.lifeline));
  api.handle(solo.useWordHint, async ({ user, body }) => service.useWordHint(user, body.round_id, body.question_id));
  api.handle(solo.submitSoloRound, async ({ user, body }) => service.submit(user, body));
}

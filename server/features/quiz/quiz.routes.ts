import * as bookmarks from '../../../contract/api/bookmarks';
import * as quiz from '../../../contract/api/quiz';
import type { ActionRouter } from '../../plugins/actions';
import type { QuizService } from './quiz.service';

export function registerQuizRoutes(api: ActionRouter, service: QuizService): void {
  // The category list is one cached array per language until the content changes, and per set of
  // a player's unlocks among its premium categories and favourites among them: a shared answer.
  api.handle(quiz.getCategories, async ({ user, body }) => service.categories(user, body.language_id, body.type), { shared: true });
  api.handle(bookmarks.setQuizCategories, async ({ user, body }) => service.favourites.set(user.id, body.type, body.categories));
  api.handle(quiz.getSubcategoryByMaincategory, async ({ user, body }) => service.subcategories(user, body.category));
  api.handle(quiz.unlockPremiumCategory, async ({ user, body }) => service.unlockPremium(user, body.category));
  api.handle(quiz.getLevelData, async ({ user, body }) => service.levelData(user, body.category, body.subcategory));
  api.handle(quiz.getQuestionsByLevel, async ({ user, body }) => service.questions(user, body));
  api.handle(quiz.checkLevelAnswer, async ({ user, body }) =>
    service.checkAnswer(user, { roundId: body.round_id, questionId: body.question_id, answer: body.answer, timeMs: body.time_ms }),
  );
  api.handle(quiz.setLevelData, async ({ user, body }) =>
    service.submit(user, { category: body.category, subcategory: body.subcategory, level: body.level }, { answers: body.answers, roundId: body.round_id }),
  );
}

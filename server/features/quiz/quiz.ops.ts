/** The outbox op of Quiz Zone: an answer sheet played offline, scored when it arrives. */
import { setLevelData } from '../../../contract/api/quiz';
import { AppError } from '../../lib/app-error';
import { opHandler, type OpHandlers } from '../sync/sync.service';
import type { QuizService } from './quiz.service';

const levelOf = (sheet: { category: number; subcategory: number; level: number }) => ({
  category: sheet.category,
  subcategory: sheet.subcategory,
  level: sheet.level,
});

export function quizOpHandlers(quiz: QuizService, hasSubscription: (userId: number) => Promise<boolean>): OpHandlers {
  return {
    quiz_zone_sheet: opHandler({
      payload: setLevelData.body,
      async prepare(user, sheet) {
        // The same gate as set_level_data: an op is no way around the subscription.
        if (user.role !== 'admin' && !(await hasSubscription(user.id))) throw new AppError('SUBSCRIPTION_REQUIRED');
        return quiz.prepareSubmit(levelOf(sheet));
      },
      apply: (tx, user, sheet, context) => quiz.submitIn(tx, user, levelOf(sheet), sheet.answers, context),
    }),
  };
}

/** The outbox op of Quiz Zone: an answer sheet played offline, scored when it arrives. */
import { setLevelData } from '../../../contract/api/quiz';
import { subscriptionGate } from '../sync/subscription-gate';
import { opHandler, type OpHandlers } from '../sync/sync.service';
import type { QuizService } from './quiz.service';

const levelOf = (sheet: { category: number; subcategory: number; level: number }) => ({
  category: sheet.category,
  subcategory: sheet.subcategory,
  level: sheet.level,
});

export function quizOpHandlers(quiz: QuizService, hasSubscription: (userId: number) => Promise<boolean>): OpHandlers {
  // The same gate as set_level_data.
  const gate = subscriptionGate(hasSubscription);
  return {
    quiz_zone_sheet: opHandler({
      payload: setLevelData.body,
      async prepare(user, sheet, batch) {
        await gate(user, batch);
        return quiz.prepareSubmit(levelOf(sheet));
      },
      // From a device: without a round (a downloaded pack) or after it expired, the sheet is practice.
      apply: (tx, user, sheet, context) => quiz.submitIn(tx, user, levelOf(sheet), { answers: sheet.answers, roundId: sheet.round_id }, context, 'outbox'),
    }),
  };
}

/**
 * The outbox op of Quiz Zone: an answer sheet played offline, scored when it arrives. Who may send
 * it is declared in the contract (contract/api/quiz.ts).
 */
import { opHandler } from '../sync/sync.service';
import type { QuizService } from './quiz.service';

const levelOf = (sheet: { category: number; subcategory: number; level: number }) => ({
  category: sheet.category,
  subcategory: sheet.subcategory,
  level: sheet.level,
});

export function quizOpHandlers(quiz: QuizService) {
  return opHandler('quiz_zone_sheet', {
    prepare: (user, sheet) => quiz.prepareSubmit(user, levelOf(sheet)),
    // From a device: without a round (a downloaded pack) or after it expired, the sheet is practice.
    apply: (tx, user, sheet, context, op) => quiz.submitIn(tx, user, levelOf(sheet), { answers: sheet.answers, roundId: sheet.round_id, playedAt: op.created_at }, context, 'outbox'),
  });
}

/** The exam module's actions: the player's (key, attempt, answers, visibility, result) and the admin's. */
import * as exams from '../../../contract/api/exams';
import type { ActionRouter } from '../../plugins/actions';
import type { ExamsAdminService } from './exams-admin.service';
import type { ExamsService } from './exams.service';

export function registerExamRoutes(api: ActionRouter, service: ExamsService, admin: ExamsAdminService): void {
  api.handle(exams.getExamModule, async ({ user, body }) => service.list(user, body));
  // Key guessing is limited per player and exam in the database (EXAM_KEY_LOCKED), across instances.
  api.handle(exams.getExamModuleQuestions, async ({ user, body }) => service.questions(user, body));
  api.handle(exams.setExamModuleAnswer, async ({ user, body }) => service.answer(user, body));
  api.handle(exams.setExamModuleVisibility, async ({ user, body }) => service.visibility(user, body));
  api.handle(exams.setExamModuleResult, async ({ user, body }) => service.submit(user, body));
  api.handle(exams.getExamModuleResult, async ({ user, body }) => service.result(user, body));

  api.handle(exams.getAdminExams, async ({ body }) => admin.list(body));
  api.handle(exams.getAdminExam, async ({ body }) => admin.get(body.id));
  api.handle(exams.setAdminExam, async ({ user, body }) => admin.save(user, body));
  api.handle(exams.getAdminExamResults, async ({ body }) => admin.results(body));
}
